/** The API's CSRF cookie, readable by script, lives exactly as long as the session (backend/src/common/csrf.ts). */
export const SESSION_HINT_COOKIE = "XSRF-TOKEN";

/**
 * Whether the browser holds a session: without the cookie, nobody is signed in, /me need not be
 * asked, and the header's account corner needs no query code. Kept apart from use-current-user.ts,
 * which the header loads only when the cookie is there.
 */
export function hasSessionCookie(): boolean {
  return document.cookie.split(";").some((pair) => pair.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}
