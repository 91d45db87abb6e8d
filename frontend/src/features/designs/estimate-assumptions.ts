/**
 * What a plan's estimate assumes, in words, from the cost model's defaults
 * (`@cost-model`: backend/src/modules/estimates/cost-model, which the API computes plan estimates with).
 */
import {
  DEFAULT_ESTIMATE_OPTIONS,
  REGION_RATES,
  SHELL_ENVELOPES,
  type Region,
  type ShellType,
} from "@cost-model/cost-rates";

export interface EstimateOptions {
  region: Region;
  slope: string;
  needsWell: boolean;
  needsSeptic: boolean;
  drivewayFeet: number;
  padAndUtilitiesReady: boolean;
  finishLevel: string;
  shell: ShellType;
}

function list(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** The assumptions as label and value, e.g. { label: "Site", value: "Flat ground; needs a well, …" }. */
export function estimateAssumptions(options: EstimateOptions = DEFAULT_ESTIMATE_OPTIONS): { label: string; value: string }[] {
  const needs = [
    options.needsWell ? "a well" : "",
    options.needsSeptic ? "a septic system" : "",
    options.drivewayFeet > 0 ? `a ${options.drivewayFeet.toLocaleString("en-US")}-ft gravel driveway` : "",
    options.padAndUtilitiesReady ? "" : "pad grading and electric service",
  ].filter(Boolean);
  const ground = `${options.slope.charAt(0).toUpperCase()}${options.slope.slice(1)} ground`;
  return [
    { label: "Location", value: REGION_RATES[options.region].label },
    { label: "Site", value: needs.length ? `${ground}; needs ${list(needs)}` : `${ground}, ready to build on` },
    { label: "Finishes", value: `${options.finishLevel.charAt(0).toUpperCase()}${options.finishLevel.slice(1)}` },
    { label: "Walls and roof", value: `${SHELL_ENVELOPES[options.shell].label} shell` },
  ];
}
