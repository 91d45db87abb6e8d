import { INPUT_LIMITS } from "@cost-model/cost-rates";
import { describe, expect, it } from "vitest";
import { costEstimateInput, DEFAULT_COST_FORM, readCostForm, withPlan, writeCostForm, type CostForm } from "./cost-form";
import { readNumber } from "./number-input";
import { DEFAULT_WALL_FORM, readWallForm, wallEstimateInput, withWallPlan, writeWallForm } from "./wall-form";

const roseMount = { livingSquareFeet: 1800, shopSquareFeet: 3820, wallRValue: 26, roofRValue: 48 };

describe("cost calculator URL parameters", () => {
  it("start from the defaults when the URL has none", () => {
    expect(readCostForm(new URLSearchParams())).toEqual(DEFAULT_COST_FORM);
  });

  it("round-trip every input through the URL", () => {
    const form: CostForm = {
      plan: "rose-mount",
      livingSquareFeet: "1800",
      shopSquareFeet: "3820",
      finishLevel: "premium",
      shell: "steel-frame",
      region: "north-missouri",
      needsWell: false,
      needsSeptic: true,
      drivewayFeet: "350",
      slope: "steep",
      padAndUtilitiesReady: true,
    };
    const params = writeCostForm(form);
    expect(params.get("finishLevel")).toBe("premium");
    expect(params.get("needsWell")).toBe("false");
    expect(readCostForm(new URLSearchParams(params.toString()))).toEqual(form);
  });

  it("use the API's parameter names, so a page URL is also an estimate query", () => {
    expect([...writeCostForm(DEFAULT_COST_FORM).keys()]).toEqual([
      "livingSquareFeet",
      "shopSquareFeet",
      "finishLevel",
      "shell",
      "region",
      "needsWell",
      "needsSeptic",
      "drivewayFeet",
      "slope",
      "padAndUtilitiesReady",
    ]);
  });

  it("fall back to the defaults for choices the model does not know", () => {
    const form = readCostForm(new URLSearchParams("shell=log-cabin&region=texas&finishLevel=gold&slope=cliff&needsWell=maybe&plan=../etc"));
    expect(form.shell).toBe(DEFAULT_COST_FORM.shell);
    expect(form.region).toBe(DEFAULT_COST_FORM.region);
    expect(form.finishLevel).toBe(DEFAULT_COST_FORM.finishLevel);
    expect(form.slope).toBe(DEFAULT_COST_FORM.slope);
    expect(form.needsWell).toBe(DEFAULT_COST_FORM.needsWell);
    expect(form.plan).toBe("");
  });

  it("keep a number as typed, cut to a sensible length", () => {
    expect(readCostForm(new URLSearchParams("livingSquareFeet=1,8")).livingSquareFeet).toBe("1,8");
    expect(readCostForm(new URLSearchParams(`livingSquareFeet=${"9".repeat(500)}`)).livingSquareFeet).toHaveLength(12);
  });
});

describe("reading a number box", () => {
  const rule = { ...INPUT_LIMITS.livingSquareFeet, unit: "sq ft", whole: true };

  it("accepts thousands separators and rounds to whole square feet", () => {
    expect(readNumber("1,800", rule, 2000)).toEqual({ value: 1800 });
    expect(readNumber(" 1799.6 ", rule, 2000)).toEqual({ value: 1800 });
  });

  it("clamps to INPUT_LIMITS and says which bound it used", () => {
    const low = readNumber("12", rule, 2000);
    expect(low.value).toBe(400);
    expect(low.error).toContain("The smallest we estimate is 400 sq ft");
    expect(low.error).toBe("The smallest we estimate is 400 sq ft, so the estimate uses 400.");
    const high = readNumber("25000", rule, 2000);
    expect(high.value).toBe(10_000);
    expect(high.error).toContain("The largest we estimate is 10,000 sq ft");
  });

  it("uses the fallback for an empty box or letters, with a message", () => {
    expect(readNumber("", rule, 2000)).toEqual({ value: 2000, error: expect.stringContaining("Enter a number, from 400 to 10,000 sq ft") });
    expect(readNumber("big", rule, 2000)).toEqual({ value: 2000, error: expect.stringContaining("“big” is not a number") });
    expect(readNumber("-5", rule, 2000).value).toBe(2000);
  });

  it("keeps one decimal where the rule allows it", () => {
    expect(readNumber("9.25", { min: 8, max: 40, unit: "ft", whole: false }, 9)).toEqual({ value: 9.3 });
  });
});

describe("the cost model's input", () => {
  it("is the form's values, read and clamped, with one message per box", () => {
    const { input, errors } = costEstimateInput({ ...DEFAULT_COST_FORM, livingSquareFeet: "50", shopSquareFeet: "", drivewayFeet: "9000" });
    expect(input.livingSquareFeet).toBe(400);
    expect(input.shopSquareFeet).toBe(Number(DEFAULT_COST_FORM.shopSquareFeet));
    expect(input.siteWork.drivewayFeet).toBe(INPUT_LIMITS.drivewayFeet.max);
    expect(Object.keys(errors).sort()).toEqual(["drivewayFeet", "livingSquareFeet", "shopSquareFeet"]);
  });

  it("takes the plan's R-values for the SIP shell", () => {
    const { input } = costEstimateInput(DEFAULT_COST_FORM, roseMount);
    expect(input.sipWallRValue).toBe(26);
    expect(input.sipRoofRValue).toBe(48);
    expect(costEstimateInput(DEFAULT_COST_FORM).input.sipRoofRValue).toBeUndefined();
  });

  it("fills the plan's living and shop areas when a plan is chosen, a missing shop as 0", () => {
    expect(withPlan(DEFAULT_COST_FORM, "rose-mount", roseMount)).toMatchObject({ plan: "rose-mount", livingSquareFeet: "1800", shopSquareFeet: "3820" });
    expect(withPlan(DEFAULT_COST_FORM, "spirit", { ...roseMount, livingSquareFeet: 1200, shopSquareFeet: null }).shopSquareFeet).toBe("0");
    expect(withPlan({ ...DEFAULT_COST_FORM, plan: "oak" }, "", undefined)).toMatchObject({ plan: "", livingSquareFeet: DEFAULT_COST_FORM.livingSquareFeet });
  });
});

describe("linear-foot calculator URL parameters", () => {
  it("round-trip and default to the walls of a 2,000 sq ft house", () => {
    expect(readWallForm(new URLSearchParams())).toEqual(DEFAULT_WALL_FORM);
    expect(DEFAULT_WALL_FORM).toEqual({ plan: "", wallLinearFeet: "184", wallHeightFeet: "9" });
    const form = { plan: "oak", wallLinearFeet: "200.5", wallHeightFeet: "10" };
    expect(readWallForm(new URLSearchParams(writeWallForm(form).toString()))).toEqual(form);
  });

  it("take a plan's walls from the cost model's envelope: Rose Mount's 1,800 sq ft → 174 ft, 9 ft high", () => {
    expect(withWallPlan(DEFAULT_WALL_FORM, "rose-mount", 1800)).toEqual({ plan: "rose-mount", wallLinearFeet: "174", wallHeightFeet: "9" });
  });

  it("clamp wall length and height to INPUT_LIMITS", () => {
    const { input, errors } = wallEstimateInput({ plan: "", wallLinearFeet: "3", wallHeightFeet: "60" });
    expect(input).toEqual({ wallLinearFeet: INPUT_LIMITS.wallLinearFeet.min, wallHeightFeet: INPUT_LIMITS.wallHeightFeet.max });
    expect(errors.wallLinearFeet).toContain("The smallest we estimate is 8 ft");
    expect(errors.wallHeightFeet).toContain("The largest we estimate is 40 ft");
  });
});
