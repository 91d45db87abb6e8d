/**
 * The referral program's defaults (issue 14), one place for the API's configuration and the
 * public pages that state them (the `@shared` alias; this file imports nothing). The office may
 * change the hold and the raw-lead share by configuration and each partner's rate on /affiliate-admin.
 */

/** spec §9: a partner's commission rate unless the office sets another, in percent of the net profit. */
export const DEFAULT_COMMISSION_RATE_PERCENT = 20;

/** COMMISSION_HOLD_DAYS: days a commission stays pending after conversion before it is earned. */
export const DEFAULT_COMMISSION_HOLD_DAYS = 30;

/** RAW_LEAD_RATE_SHARE: the share of the partner's rate a raw lead earns (0.5: half). */
export const DEFAULT_RAW_LEAD_RATE_SHARE = '0.5';

/** Hours the set-password link of an approval e-mail works (issue 25 item 7: 72 at most). */
export const SET_PASSWORD_LINK_HOURS = 72;

/** REFERRAL_COOKIE_DAYS: how long a visit through a partner's link counts for that partner (issue 30). */
export const DEFAULT_REFERRAL_COOKIE_DAYS = 90;

/** The bounds REFERRAL_COOKIE_DAYS must keep: a day at least, a year at most. */
export const REFERRAL_COOKIE_DAYS_RANGE = { min: 1, max: 365 } as const;

/**
 * Issue 30: a campaign sub-id (`?sub=` of a partner's link), the one rule for the dashboard's link
 * builder and for the click the server stores (anything else is dropped from the click).
 */
export const SUB_ID_PATTERN = /^[A-Za-z0-9._-]{1,50}$/;
