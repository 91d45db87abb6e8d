/** How the calculators name the cost model's choices to a visitor. */
import type { FinishLevel, ShellType, Slope } from "@cost-model/cost-rates";
import { SHELL_ENVELOPES } from "@cost-model/cost-rates";

export const FINISH_LABELS: Readonly<Record<FinishLevel, string>> = {
  essential: "Essential: durable, simple finishes",
  standard: "Standard: what most of our buyers choose",
  premium: "Premium: custom cabinets, tile and hardwood",
};

export const SLOPE_LABELS: Readonly<Record<Slope, string>> = {
  flat: "Flat or gently rolling",
  moderate: "Moderate slope: some cut and fill",
  steep: "Steep: heavy grading",
};

export const SHELL_DESCRIPTIONS: Readonly<Record<ShellType, string>> = {
  sip: "Structural insulated panels for walls and roof: foam bonded between boards, set by our crew.",
  "steel-frame": "A steel frame with metal skin, insulated with spray foam between the girts.",
  "stick-built": "A conventional 2x6 wood frame, sheathed and insulated with batts.",
};

export function shellLabel(shell: ShellType): string {
  return SHELL_ENVELOPES[shell].label;
}
