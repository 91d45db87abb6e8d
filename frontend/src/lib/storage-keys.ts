/** localStorage: the discovery-call access token (spec §3). */
export const ACCESS_TOKEN_KEY = "accessToken";

/** localStorage: "light" or "dark"; absent means light (spec §2). Read by the inline script in root.tsx too. */
export const THEME_KEY = "theme";

/** sessionStorage: set when the visitor opened the booking page (spec §4 call booking). */
export const CALL_SCHEDULED_KEY = "callScheduled";

/** sessionStorage: marker that the visitor has been on the schedule page; cleared when a call is booked. */
export const VISITED_SCHEDULE_PAGE_KEY = "visitedSchedulePage";

/**
 * sessionStorage: the visit's campaign parameters (utm_source … utm_term) and referral code (?ref=),
 * as JSON, sent with quiz and discovery-lead submissions. See lib/tracking.ts.
 */
export const TRACKING_KEY = "leadTracking";

/** sessionStorage: the plans on the compare page (slugs, JSON array), so "Add to compare" on a plan adds to them. */
export const COMPARED_PLANS_KEY = "comparedPlans";

/** sessionStorage: set as sign-out reloads the page, so the fresh page says "Signed out" (features/account). */
export const SIGNED_OUT_KEY = "signedOut";
