import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Issue 30: the first-party cookie a partner's link sets. It holds only the click's id, signed
 * (HMAC-SHA256 under a key derived from SESSION_SECRET), so nobody can forge a cookie naming an
 * older click to claim a first touch; the click's time and partner are read from its row.
 */
export const REFERRAL_COOKIE_NAME = 'bsh_ref';

const VERSION = 'v1';

function cookieKey(sessionSecret: string): Buffer {
  return createHmac('sha256', sessionSecret).update('referral-cookie-v1').digest();
}

function signature(sessionSecret: string, clickId: number): string {
  return createHmac('sha256', cookieKey(sessionSecret)).update(`${VERSION}.${clickId}`).digest('base64url');
}

/** The cookie's value for a click. */
export function signReferralCookie(sessionSecret: string, clickId: number): string {
  return `${VERSION}.${clickId}.${signature(sessionSecret, clickId)}`;
}

/** The click id a cookie value names, or null when it is malformed or its signature is not ours. */
export function verifyReferralCookie(sessionSecret: string, value: string | null | undefined): number | null {
  const match = /^v1\.([1-9]\d{0,15})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '');
  if (!match) return null;
  const clickId = Number(match[1]);
  if (!Number.isSafeInteger(clickId)) return null;
  const expected = Buffer.from(signature(sessionSecret, clickId));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? clickId : null;
}

/** One cookie's value from a Cookie header (the first one on duplicates: browsers send the most specific path first). */
export function cookieFromHeader(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  let found: string | null = null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    if (found === null) found = part.slice(index + 1).trim();
  }
  return found;
}
