import type { LeadTrackingDto } from "@/api/generated/model";
import { TRACKING_KEY } from "./storage-keys";

/** The campaign parameters of this visit: the API's tracking fields, each a non-empty string when present. */
export type LeadTracking = { [Field in keyof LeadTrackingDto]?: string };

export const UTM_PARAMS = [
  ["utm_source", "utmSource"],
  ["utm_medium", "utmMedium"],
  ["utm_campaign", "utmCampaign"],
  ["utm_content", "utmContent"],
  ["utm_term", "utmTerm"],
] as const satisfies ReadonlyArray<readonly [string, keyof LeadTracking]>;

export const REF_PARAM = "ref";
/** Where the session first landed: the referring site's host (none for our own site) and the path, without its query. */
const LANDING_FIELDS = ["referrerHost", "landingPage"] as const;

function landingOf(pathname: string): LeadTracking {
  let referrerHost: string | undefined;
  try {
    const host = new URL(document.referrer).host.toLowerCase();
    if (host !== window.location.host.toLowerCase()) referrerHost = clean(host);
  } catch {
    // No referrer (typed, bookmarked, or withheld).
  }
  return { referrerHost, landingPage: clean(pathname) };
}

/** Longer values are cut: a stray parameter must never turn a lead into a 400. */
export const MAX_TRACKING_LENGTH = 200;

function clean(value: string | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, MAX_TRACKING_LENGTH) : undefined;
}

function definedOnly(tracking: LeadTracking): LeadTracking {
  return Object.fromEntries(Object.entries(tracking).filter(([, value]) => typeof value === "string" && value)) as LeadTracking;
}

/** The utm fields and referral code of a query string ("?utm_source=fb&ref=ABC"). */
export function trackingFromSearch(search: string): LeadTracking {
  const params = new URLSearchParams(search);
  const tracking: LeadTracking = {};
  for (const [param, field] of UTM_PARAMS) tracking[field] = clean(params.get(param));
  tracking.ref = clean(params.get(REF_PARAM));
  return definedOnly(tracking);
}

/** What this session has kept so far ({} when nothing, or when storage is unavailable). */
export function readTracking(): LeadTracking {
  try {
    const stored = sessionStorage.getItem(TRACKING_KEY);
    if (!stored) return {};
    const parsed: unknown = JSON.parse(stored);
    if (!parsed || typeof parsed !== "object") return {};
    const tracking: LeadTracking = {};
    for (const field of [...UTM_PARAMS.map(([, name]) => name), "ref", ...LANDING_FIELDS] as const)
      tracking[field] = stringOrUndefined((parsed as LeadTracking)[field]);
    return definedOnly(tracking);
  } catch {
    return {};
  }
}

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/**
 * Keeps the landing URL's campaign parameters for the session. The first touch wins, unless
 * a later URL brings new values: new utm parameters replace the whole utm set (one campaign
 * at a time, never a mix), a new ref replaces the ref. With `pathname`, the session's first page
 * also keeps its path and the referring site's host (issue 28). Call it from an effect, never in render.
 */
export function captureTracking(search: string, pathname?: string): LeadTracking {
  const incoming = trackingFromSearch(search);
  const stored = readTracking();
  const hasUtm = UTM_PARAMS.some(([, field]) => incoming[field] !== undefined);
  // The session's first page (nothing kept yet) records its landing, once.
  const landing = pathname !== undefined && stored.landingPage === undefined ? landingOf(pathname) : {};
  if (!hasUtm && incoming.ref === undefined && landing.landingPage === undefined) return stored;

  const next: LeadTracking = hasUtm ? pickUtm(incoming) : pickUtm(stored);
  next.ref = incoming.ref ?? stored.ref;
  for (const field of LANDING_FIELDS) next[field] = landing[field] ?? stored[field];
  const result = definedOnly(next);
  try {
    sessionStorage.setItem(TRACKING_KEY, JSON.stringify(result));
  } catch {
    // Storage disabled: this page view still returns the values.
  }
  return result;
}

function pickUtm(tracking: LeadTracking): LeadTracking {
  const utm: LeadTracking = {};
  for (const [, field] of UTM_PARAMS) utm[field] = tracking[field];
  return utm;
}
