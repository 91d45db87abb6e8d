/**
 * The linear-foot calculator's inputs as URL search parameters: wall length and height, or a
 * plan, whose living area's outside walls the cost model's envelope assumptions give.
 */
import { livingAreaPerimeterFeet, type WallEstimateInput } from "@cost-model/cost-model";
import { ENVELOPE_ASSUMPTIONS, INPUT_LIMITS } from "@cost-model/cost-rates";
import { readNumber, type NumberRule } from "./number-input";
import { numberText, planParam } from "./use-url-form";

export interface WallForm {
  /** Slug of the plan the walls were taken from; "" for none. */
  plan: string;
  wallLinearFeet: string;
  wallHeightFeet: string;
}

export type WallNumberField = "wallLinearFeet" | "wallHeightFeet";

export const WALL_NUMBER_RULES: Readonly<Record<WallNumberField, NumberRule>> = {
  wallLinearFeet: { ...INPUT_LIMITS.wallLinearFeet, unit: "ft", whole: false },
  wallHeightFeet: { ...INPUT_LIMITS.wallHeightFeet, unit: "ft", whole: false },
};

/** The outside walls of a 2,000 sq ft house as the cost model draws it, at its wall height. */
export const DEFAULT_WALL_FORM: WallForm = {
  plan: "",
  wallLinearFeet: String(Math.round(livingAreaPerimeterFeet(2000))),
  wallHeightFeet: String(ENVELOPE_ASSUMPTIONS.wallHeightFeet),
};

export function readWallForm(params: URLSearchParams): WallForm {
  return {
    plan: planParam(params),
    wallLinearFeet: numberText(params.get("wallLinearFeet"), DEFAULT_WALL_FORM.wallLinearFeet),
    wallHeightFeet: numberText(params.get("wallHeightFeet"), DEFAULT_WALL_FORM.wallHeightFeet),
  };
}

export function writeWallForm(form: WallForm): URLSearchParams {
  const params = new URLSearchParams();
  if (form.plan) params.set("plan", form.plan);
  params.set("wallLinearFeet", form.wallLinearFeet);
  params.set("wallHeightFeet", form.wallHeightFeet);
  return params;
}

/** The walls of a plan's living area: its modelled perimeter (whole feet) at the modelled wall height. */
export function withWallPlan(form: WallForm, slug: string, livingSquareFeet: number | undefined): WallForm {
  if (!slug || livingSquareFeet === undefined) return { ...form, plan: "" };
  return {
    plan: slug,
    wallLinearFeet: String(Math.round(livingAreaPerimeterFeet(livingSquareFeet))),
    wallHeightFeet: String(ENVELOPE_ASSUMPTIONS.wallHeightFeet),
  };
}

export interface WallEstimateRequest {
  input: WallEstimateInput;
  errors: Partial<Record<WallNumberField, string>>;
}

export function wallEstimateInput(form: WallForm): WallEstimateRequest {
  const errors: WallEstimateRequest["errors"] = {};
  const number = (field: WallNumberField) => {
    const read = readNumber(form[field], WALL_NUMBER_RULES[field], Number(DEFAULT_WALL_FORM[field]));
    if (read.error) errors[field] = read.error;
    return read.value;
  };
  return { input: { wallLinearFeet: number("wallLinearFeet"), wallHeightFeet: number("wallHeightFeet") }, errors };
}
