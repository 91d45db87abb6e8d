import type { AppConfig } from '../../config/app-config';

export { ADMIN_SESSION_IDLE_MS, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './session-limits';

/** Password-reset links work once, for this long. */
export const RESET_TOKEN_MINUTES = 30;

/** Window of the sign-in, registration and reset rate limits. */
export const AUTH_RATE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Wrong second-step codes (6-digit or recovery) one account may have per AUTH_RATE_WINDOW_MS,
 * from every address together: past it the code step answers 429 until the window ends, and the
 * owner is e-mailed once (issue 25 item 3). Ten guesses of a million codes: negligible odds.
 */
export const TWO_STEP_CODE_LIMIT = 10;

/** Longest wait a sign-in gets from its account's failed sign-ins (a delay, never a refusal: issue 12 point 4). */
export const SIGN_IN_DELAY_MAX_MS = 3000;

/**
 * The session cookie's name. Over HTTPS it carries the `__Host-` prefix (the browser then only
 * accepts it Secure, for this host, on path /), which a plain-HTTP development site cannot use.
 */
export function sessionCookieName(config: Pick<AppConfig, 'publicBaseUrl'>): string {
  return config.publicBaseUrl.startsWith('https:') ? '__Host-sid' : 'sid';
}
