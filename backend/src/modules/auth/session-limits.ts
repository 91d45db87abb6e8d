// Plain constants with no imports: the /account page shows them too (frontend imports this file).

/** A session ends after this long without a request (the cookie and the row roll forward on each one). */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** ...and an admin's after this long: staff sessions hold more power (issue 12 point 8). */
export const ADMIN_SESSION_IDLE_MS = 30 * 60 * 1000;
/** ...and this long after sign-in, however active (kept in the session, enforced on every request). */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
