import { COMPARED_PLANS_KEY } from "@/lib/storage-keys";
import { MAX_COMPARED } from "./compare-query";

/** The plans last on the compare page in this browser session ([] when none or unreadable). */
export function rememberedPlans(): string[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(COMPARED_PLANS_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((slug): slug is string => typeof slug === "string").slice(0, MAX_COMPARED) : [];
  } catch {
    return [];
  }
}

export function rememberPlans(plans: readonly string[]): void {
  try {
    sessionStorage.setItem(COMPARED_PLANS_KEY, JSON.stringify(plans));
  } catch {
    // Storage full or blocked: "Add to compare" then starts a new comparison.
  }
}
