/**
 * The barndominium cost calculator's inputs as URL search parameters (shareable, back button),
 * named like the API's estimate parameters (GET /api/designs/{idOrSlug}/estimate) so a page URL
 * and an API query read the same. Everything else comes from the cost model (`@cost-model`).
 */
import type { EstimateInput } from "@cost-model/cost-model";
import {
  DEFAULT_ESTIMATE_OPTIONS,
  FINISH_LEVELS,
  INPUT_LIMITS,
  REGIONS,
  SHELL_TYPES,
  SLOPES,
  type FinishLevel,
  type Region,
  type ShellType,
  type Slope,
} from "@cost-model/cost-rates";
import { readNumber, type NumberRule } from "./number-input";
import { numberText, planParam } from "./use-url-form";

/** What the form holds: numbers as typed, choices as their values. */
export interface CostForm {
  /** Slug of the catalogue plan the sizes and R-values come from; "" for none. */
  plan: string;
  livingSquareFeet: string;
  shopSquareFeet: string;
  finishLevel: FinishLevel;
  shell: ShellType;
  region: Region;
  needsWell: boolean;
  needsSeptic: boolean;
  drivewayFeet: string;
  slope: Slope;
  padAndUtilitiesReady: boolean;
}

export type CostNumberField = "livingSquareFeet" | "shopSquareFeet" | "drivewayFeet";

/** The figures a plan brings to the estimate (a catalogue design from the API). */
export interface PlanFigures {
  livingSquareFeet: number;
  shopSquareFeet: number | null;
  wallRValue: number;
  roofRValue: number;
}

/** The page before the visitor changes anything (prerendered): a mid-size barndominium on bare land. */
export const DEFAULT_COST_FORM: CostForm = {
  plan: "",
  livingSquareFeet: "2000",
  shopSquareFeet: "1500",
  finishLevel: DEFAULT_ESTIMATE_OPTIONS.finishLevel,
  shell: DEFAULT_ESTIMATE_OPTIONS.shell,
  region: DEFAULT_ESTIMATE_OPTIONS.region,
  needsWell: DEFAULT_ESTIMATE_OPTIONS.needsWell,
  needsSeptic: DEFAULT_ESTIMATE_OPTIONS.needsSeptic,
  drivewayFeet: String(DEFAULT_ESTIMATE_OPTIONS.drivewayFeet),
  slope: DEFAULT_ESTIMATE_OPTIONS.slope,
  padAndUtilitiesReady: DEFAULT_ESTIMATE_OPTIONS.padAndUtilitiesReady,
};

export const COST_NUMBER_RULES: Readonly<Record<CostNumberField, NumberRule>> = {
  livingSquareFeet: { ...INPUT_LIMITS.livingSquareFeet, unit: "sq ft", whole: true },
  shopSquareFeet: { ...INPUT_LIMITS.shopSquareFeet, unit: "sq ft", whole: true },
  drivewayFeet: { ...INPUT_LIMITS.drivewayFeet, unit: "ft", whole: true },
};

function oneOf<T extends string>(values: readonly T[], raw: string | null, fallback: T): T {
  return values.includes(raw as T) ? (raw as T) : fallback;
}

function yesNo(raw: string | null, fallback: boolean): boolean {
  return raw === "true" ? true : raw === "false" ? false : fallback;
}

/** The form from the page's search parameters; unknown choices fall back to the defaults. */
export function readCostForm(params: URLSearchParams): CostForm {
  const d = DEFAULT_COST_FORM;
  return {
    plan: planParam(params),
    livingSquareFeet: numberText(params.get("livingSquareFeet"), d.livingSquareFeet),
    shopSquareFeet: numberText(params.get("shopSquareFeet"), d.shopSquareFeet),
    finishLevel: oneOf(FINISH_LEVELS, params.get("finishLevel"), d.finishLevel),
    shell: oneOf(SHELL_TYPES, params.get("shell"), d.shell),
    region: oneOf(REGIONS, params.get("region"), d.region),
    needsWell: yesNo(params.get("needsWell"), d.needsWell),
    needsSeptic: yesNo(params.get("needsSeptic"), d.needsSeptic),
    drivewayFeet: numberText(params.get("drivewayFeet"), d.drivewayFeet),
    slope: oneOf(SLOPES, params.get("slope"), d.slope),
    padAndUtilitiesReady: yesNo(params.get("padAndUtilitiesReady"), d.padAndUtilitiesReady),
  };
}

/** The search parameters for a form: every input, so a shared link keeps meaning what it showed. */
export function writeCostForm(form: CostForm): URLSearchParams {
  const params = new URLSearchParams();
  if (form.plan) params.set("plan", form.plan);
  params.set("livingSquareFeet", form.livingSquareFeet);
  params.set("shopSquareFeet", form.shopSquareFeet);
  params.set("finishLevel", form.finishLevel);
  params.set("shell", form.shell);
  params.set("region", form.region);
  params.set("needsWell", String(form.needsWell));
  params.set("needsSeptic", String(form.needsSeptic));
  params.set("drivewayFeet", form.drivewayFeet);
  params.set("slope", form.slope);
  params.set("padAndUtilitiesReady", String(form.padAndUtilitiesReady));
  return params;
}

/** The form after choosing a plan: its living and shop areas (no shop: 0). */
export function withPlan(form: CostForm, slug: string, plan: PlanFigures | undefined): CostForm {
  if (!slug || !plan) return { ...form, plan: "" };
  return {
    ...form,
    plan: slug,
    livingSquareFeet: String(plan.livingSquareFeet),
    shopSquareFeet: String(plan.shopSquareFeet ?? 0),
  };
}

export interface CostEstimateRequest {
  input: EstimateInput;
  /** One message per number box whose entry the estimate could not use as typed. */
  errors: Partial<Record<CostNumberField, string>>;
}

/** The cost model's input for a form; the plan (when chosen and known) brings its R-values. */
export function costEstimateInput(form: CostForm, plan?: PlanFigures): CostEstimateRequest {
  const errors: CostEstimateRequest["errors"] = {};
  const number = (field: CostNumberField) => {
    const read = readNumber(form[field], COST_NUMBER_RULES[field], Number(DEFAULT_COST_FORM[field]));
    if (read.error) errors[field] = read.error;
    return read.value;
  };
  const input: EstimateInput = {
    livingSquareFeet: number("livingSquareFeet"),
    shopSquareFeet: number("shopSquareFeet"),
    finishLevel: form.finishLevel,
    shell: form.shell,
    region: form.region,
    siteWork: {
      needsWell: form.needsWell,
      needsSeptic: form.needsSeptic,
      drivewayFeet: number("drivewayFeet"),
      slope: form.slope,
      padAndUtilitiesReady: form.padAndUtilitiesReady,
    },
  };
  if (plan) {
    input.sipWallRValue = plan.wallRValue;
    input.sipRoofRValue = plan.roofRValue;
  }
  return { input, errors };
}
