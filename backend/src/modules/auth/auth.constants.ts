import type { AppConfig } from '../../config/app-config';

/** A session ends after this long without a request (the cookie and the row roll forward on each one). */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** ...and an admin's after this long: staff sessions hold more power (issue 12 point 8). */
export const ADMIN_SESSION_IDLE_MS = 30 * 60 * 1000;
/** ...and this long after sign-in, however active (kept in the session, enforced on every request). */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;

/** Password-reset links work once, for this long. */
export const RESET_TOKEN_MINUTES = 30;

/** Window of the sign-in, registration and reset rate limits. */
export const AUTH_RATE_WINDOW_MS = 15 * 60 * 1000;

/** Longest wait a sign-in gets from its account's failed sign-ins (a delay, never a refusal: issue 12 point 4). */
export const SIGN_IN_DELAY_MAX_MS = 3000;

/** Longest password accepted (argon2 would take any length; the limit bounds the work per request). */
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_MIN_LENGTH = 8;

/**
 * The session cookie's name. Over HTTPS it carries the `__Host-` prefix (the browser then only
 * accepts it Secure, for this host, on path /), which a plain-HTTP development site cannot use.
 */
export function sessionCookieName(config: Pick<AppConfig, 'publicBaseUrl'>): string {
  return config.publicBaseUrl.startsWith('https:') ? '__Host-sid' : 'sid';
}
