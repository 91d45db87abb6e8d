import type { UserRole } from "@/api/generated/model";

/** Where /login sends people after signing in when the link names no page (or an unsafe one). */
export const DEFAULT_NEXT = "/account";

/**
 * Each role's own home: where signing in leads when the link names no page (issue 25 item 11: a
 * partner or contractor who just set a password lands on their dashboard, not the buyer's account).
 */
export const ROLE_HOME: Readonly<Record<UserRole, string>> = {
  user: "/account",
  affiliate: "/affiliate-dashboard",
  contractor: "/contractors/dashboard",
  admin: "/admin/dashboard",
  sales: "/admin/leads",
};

export const LOGIN_PATH = "/login";

const PROBE_ORIGIN = "http://next.invalid";

/**
 * The `?next=` of /login as a same-site path, or `fallback` (DEFAULT_NEXT, or the role's home). Only paths of this site pass:
 * "//evil.example" and "/\evil.example" are other sites to a browser, and so is anything the URL
 * parser turns into one (tabs and newlines are dropped from URLs: "/\t/evil.example"), so control
 * characters and backslashes are refused outright. /login itself is refused (no loop).
 */
export function safeNextPath(raw: string | null | undefined, fallback: string = DEFAULT_NEXT): string {
  if (!raw || !raw.startsWith("/") || raw.startsWith("//") || /[\\\p{Cc}]/u.test(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname === LOGIN_PATH) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /login, with `next` (a path of this site, e.g. the current page) to return to after signing in. */
export function loginPath(next?: string): string {
  if (!next || safeNextPath(next) !== next) return LOGIN_PATH;
  // Slashes may stay as they are in a query string: /login?next=/account reads better in the address bar.
  return `${LOGIN_PATH}?next=${encodeURIComponent(next).replace(/%2F/g, "/")}`;
}
