/**
 * What a plan's estimate assumes, in words, from the cost model's defaults
 * (`@cost-model`: backend/src/modules/estimates/cost-model, which the API computes plan estimates with).
 */
import { DEFAULT_ESTIMATE_OPTIONS, REGION_RATES, SHELL_ENVELOPES } from "@cost-model/cost-rates";
import { formatNumber } from "@/lib/number";
import { snakeToTitle } from "@/lib/text";

function list(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** The default assumptions as label and value, e.g. { label: "Site", value: "Flat ground; needs a well, …" }. */
export function estimateAssumptions(): { label: string; value: string }[] {
  const options = DEFAULT_ESTIMATE_OPTIONS;
  const needs = [
    options.needsWell ? "a well" : "",
    options.needsSeptic ? "a septic system" : "",
    options.drivewayFeet > 0 ? `a ${formatNumber(options.drivewayFeet)}-ft gravel driveway` : "",
    options.padAndUtilitiesReady ? "" : "pad grading and electric service",
  ].filter(Boolean);
  const ground = `${snakeToTitle(options.slope)} ground`;
  return [
    { label: "Location", value: REGION_RATES[options.region].label },
    { label: "Site", value: needs.length ? `${ground}; needs ${list(needs)}` : `${ground}, ready to build on` },
    { label: "Finishes", value: snakeToTitle(options.finishLevel) },
    { label: "Walls and roof", value: `${SHELL_ENVELOPES[options.shell].label} shell` },
  ];
}
