/**
 * The plans on the compare page as the URL holds them: `?plans=oak,rose-mount` (slugs or ids, in
 * the order chosen, at most four). Written with plain commas so a shared link stays readable.
 */

export const MAX_COMPARED = 4;
export const MIN_COMPARED = 2;

/** A slug or id the API could know: letters, digits and single hyphens (ids are digits). */
const PLAN_HANDLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The plans a URL asks for: lowercased, duplicates and malformed entries left out, the first four kept. */
export function plansFromSearch(search: URLSearchParams): string[] {
  const handles = search
    .getAll("plans")
    .flatMap((value) => value.split(","))
    .map((value) => value.trim().toLowerCase())
    .filter((value) => value.length <= 100 && PLAN_HANDLE.test(value));
  return [...new Set(handles)].slice(0, MAX_COMPARED);
}

/** "?plans=oak,rose-mount", or "" for none. */
export function searchFromPlans(plans: readonly string[]): string {
  return plans.length ? `?plans=${plans.map(encodeURIComponent).join(",")}` : "";
}

/** The compare page's URL with `plan` added at the end (kept once, dropping the oldest past four). */
export function compareHrefWith(plans: readonly string[], plan: string): string {
  const next = [...plans.filter((existing) => existing !== plan), plan].slice(-MAX_COMPARED);
  return `/compare${searchFromPlans(next)}`;
}
