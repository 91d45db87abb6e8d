import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { isSameSitePath } from '../../site/site-handler';
import { REFERRAL_COOKIE_NAME, cookieFromHeader } from './referral-cookie';
import { ReferralClicks } from './referral-clicks';

/** The short form of a partner's link: /r/CODE (optionally /r/CODE?sub=spring&to=/barndominiums). */
const SHORT_LINK = /^\/r\/([^/]{1,40})\/?$/;

/** A page path, not a built file (/assets/x.js, /favicon.ico) nor the API. */
function isPagePath(path: string): boolean {
  return path !== '/api' && !path.startsWith('/api/') && !path.startsWith('/assets/') && !/\.[a-z0-9]+$/i.test(path);
}

function single(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * Issue 30: partners' links, served before the site's pages. `/r/CODE` logs the click and
 * redirects (302) to `/` (or to `?to=`, a path of this site) with `?ref=CODE` and the `sub` kept,
 * so the page's own script still sees the ref. Any page asked for with `?ref=` logs the click and
 * is then served as usual. A click of an active partner's code sets the signed first-touch cookie
 * (HttpOnly, SameSite=Lax, Secure over HTTPS, REFERRAL_COOKIE_DAYS) unless the visitor's cookie
 * still counts for a partner. The page itself stays the same prerendered file; only the answer
 * that sets a cookie is marked private (site-handler.ts). A failure to log never stops the page.
 */
export function referralLinkHandler(clicks: ReferralClicks): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const short = SHORT_LINK.exec(req.path);
    const ref = short ? safeDecode(short[1]) : single(req.query.ref);
    if (ref === undefined || ref === null || !isPagePath(req.path)) return next();
    const sub = single(req.query.sub);
    const target = short ? shortLinkTarget(single(req.query.to)) : req.path;

    const finish = () => {
      if (!short) return next();
      const query = new URLSearchParams({ ref });
      if (sub) query.set('sub', sub);
      res.setHeader('Cache-Control', 'private, no-store');
      res.redirect(302, `${target}?${query.toString()}`);
    };
    // A HEAD (link checkers, previews) is never a visit.
    if (req.method === 'HEAD') return finish();
    clicks
      .recordVisit({
        code: ref,
        subId: sub,
        landingPage: target,
        referrer: req.get('referer'),
        ip: req.ip,
        userAgent: req.get('user-agent'),
        cookie: cookieFromHeader(req.get('cookie'), REFERRAL_COOKIE_NAME),
        queryParams: Object.keys(req.query),
      })
      .then(({ setCookie }) => {
        if (setCookie) {
          res.cookie(REFERRAL_COOKIE_NAME, setCookie, {
            path: '/',
            httpOnly: true,
            sameSite: 'lax',
            secure: req.secure,
            maxAge: clicks.cookieDays * 24 * 60 * 60 * 1000,
          });
        }
      })
      .catch((error: unknown) => clicks.logFailure(error))
      .finally(finish);
  };
}

/** Where /r/CODE sends the visitor: a page path of this site given in `to`, else the home page. */
function shortLinkTarget(to: string | undefined): string {
  if (!to || to.length > 500 || !isSameSitePath(to)) return '/';
  const path = to.split(/[?#]/)[0];
  return isPagePath(path) && !SHORT_LINK.test(path) ? path : '/';
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
