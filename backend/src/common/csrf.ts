import { Logger } from '@nestjs/common';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import { errorBody } from './error-body';

declare module 'express-session' {
  interface SessionData {
    /** The session's CSRF token (synchronizer token), issued at sign-in. */
    csrfToken?: string;
  }
}

/** Read by the front end's axios (its defaults: cookie XSRF-TOKEN, header X-XSRF-TOKEN). */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';
export const CSRF_MESSAGE = 'Your security token is missing or out of date. Reload the page and try again.';
export const CROSS_SITE_MESSAGE = 'Requests from other websites are not accepted.';

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery protection for /api: a synchronizer token kept in the session and
 * handed to the page in a cookie JavaScript can read (double-submit delivery).
 *
 * - A session that holds a token (every signed-in session) gets the XSRF-TOKEN cookie on each
 *   answer, with the session's lifetime. Every POST/PUT/PATCH/DELETE made with that session must
 *   send the same value in X-XSRF-TOKEN, compared with the SESSION's copy (so a cookie planted
 *   by a sibling domain proves nothing); otherwise 403 before any handler runs.
 * - Requests without a live session (the public lead forms, sign-in, registration) carry no
 *   ambient authority and need no token. As defence in depth, a state change a browser labels
 *   as coming from another site (Sec-Fetch-Site: cross-site or same-site) is refused, which also
 *   stops login CSRF. The API accepts only JSON bodies, so plain HTML forms cannot post to it; the
 *   one exception a form could send, a multipart upload (MULTIPART_UPLOAD_PATHS), is signed-in only
 *   (admin, or a contractor's own certificate), so it always comes with a session and needs its
 *   token like any other change.
 */
export function csrfProtection(): RequestHandler {
  const logger = new Logger('Auth');
  return (req, res, next) => {
    const token = req.session?.csrfToken;
    if (token) setCsrfCookie(req, res, token);
    if (SAFE_METHODS.has(req.method)) return next();

    const site = req.get('Sec-Fetch-Site');
    if (site === 'cross-site' || site === 'same-site') {
      logger.warn(`refused a ${site} ${req.method} ${req.originalUrl} from ${req.ip}`);
      res.status(403).json(errorBody(403, CROSS_SITE_MESSAGE));
      return;
    }
    if (token && !sameToken(req.get(CSRF_HEADER), token)) {
      logger.warn(`refused ${req.method} ${req.originalUrl} without the session's CSRF token, from ${req.ip}`);
      res.status(403).json(errorBody(403, CSRF_MESSAGE));
      return;
    }
    next();
  };
}

/** A new token for the (new) session, sent to the page at once. Call right after sign-in. */
export function issueCsrfToken(req: Request, res: Response): string {
  const token = randomBytes(32).toString('base64url');
  req.session.csrfToken = token;
  setCsrfCookie(req, res, token);
  return token;
}

export function clearCsrfCookie(req: Request, res: Response): void {
  const { maxAge: _maxAge, ...options } = csrfCookieOptions(req);
  res.clearCookie(CSRF_COOKIE, options);
}

function csrfCookieOptions(req: Request): CookieOptions {
  // Not HttpOnly: the page's script reads it. Lives exactly as long as the session cookie.
  return { path: '/', sameSite: 'lax', secure: req.secure, httpOnly: false, maxAge: req.session?.cookie.maxAge ?? undefined };
}

function setCsrfCookie(req: Request, res: Response, token: string): void {
  // One Set-Cookie per answer: replace an earlier one of this request (e.g. sign-in after an expired session).
  const previous = res.getHeader('Set-Cookie');
  if (Array.isArray(previous))
    res.setHeader(
      'Set-Cookie',
      previous.filter((c) => !c.startsWith(`${CSRF_COOKIE}=`)),
    );
  res.cookie(CSRF_COOKIE, token, csrfCookieOptions(req));
}

function sameToken(sent: string | undefined, expected: string): boolean {
  if (!sent) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
