import type { EntityManager } from 'typeorm';
import type { LeadTracking } from './entities/lead-submission.entity';

/**
 * Where a lead came from on one visit (issue 28): the campaign parameters, the referring site's
 * host, the page the visit landed on and a referral partner's code, as one submission sent them.
 * A lead keeps two: `firstTouch` (the submission that created it, never overwritten) and
 * `lastTouch` (the latest accepted submission). Any field may be null.
 */
export interface LeadTouch {
  /** When the submission was accepted, ISO 8601 UTC. */
  at: string;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmContent: string | null;
  utmTerm: string | null;
  /** The referring site's host name (`www.google.com`), lower-case; null for none or our own site. */
  referrerHost: string | null;
  /** The path the visit landed on (`/barndominiums`), without its query. */
  landingPage: string | null;
  /** A referral partner's code (the `?ref=` of the landing URL, `tracking.ref`). */
  partner: string | null;
}

/** A submission's tracking as a touch at `at`. */
export function touchFromTracking(tracking: LeadTracking | null | undefined, at: Date): LeadTouch {
  const value = (text: string | null | undefined) => (typeof text === 'string' && text.trim() !== '' ? text.trim() : null);
  return {
    at: at.toISOString(),
    utmSource: value(tracking?.utmSource),
    utmMedium: value(tracking?.utmMedium),
    utmCampaign: value(tracking?.utmCampaign),
    utmContent: value(tracking?.utmContent),
    utmTerm: value(tracking?.utmTerm),
    referrerHost: value(tracking?.referrerHost)?.toLowerCase() ?? null,
    landingPage: value(tracking?.landingPage),
    partner: value(tracking?.ref),
  };
}

/** `a` happened before `b` (a tie keeps `a` first, so the first seen stays first). */
export function isEarlierTouch(a: LeadTouch, b: LeadTouch): boolean {
  return Date.parse(a.at) <= Date.parse(b.at);
}

/**
 * Two leads' touches become one lead's (a merge): the first touch is the earlier of the two first
 * touches, the last touch the later of the two last touches. A side without a touch gives way.
 */
export function mergeTouches(
  a: { firstTouch: LeadTouch | null; lastTouch: LeadTouch | null },
  b: { firstTouch: LeadTouch | null; lastTouch: LeadTouch | null },
): { firstTouch: LeadTouch | null; lastTouch: LeadTouch | null } {
  const earlier = (x: LeadTouch | null, y: LeadTouch | null) => (!x ? y : !y ? x : isEarlierTouch(x, y) ? x : y);
  const later = (x: LeadTouch | null, y: LeadTouch | null) => (!x ? y : !y ? x : isEarlierTouch(x, y) ? y : x);
  return { firstTouch: earlier(a.firstTouch, b.firstTouch), lastTouch: later(a.lastTouch, b.lastTouch) };
}

/**
 * One accepted submission's touch on its lead, in the submission's transaction: it becomes the
 * last touch, and the first touch when the lead has none yet (the submission that created it; a
 * lead from before touches were kept, or one the booking page made, gets its first here).
 */
export async function recordLeadTouch(manager: EntityManager, leadId: number, tracking: LeadTracking | null, at = new Date()): Promise<void> {
  const touch = JSON.stringify(touchFromTracking(tracking, at));
  await manager.query(`UPDATE discovery_call_leads SET "firstTouch" = COALESCE("firstTouch", $2::jsonb), "lastTouch" = $2::jsonb WHERE "id" = $1`, [
    leadId,
    touch,
  ]);
}

/** No utm source and no referrer: the visitor typed the address or used a bookmark. */
export const DIRECT_SOURCE = '(direct)';
/** No utm medium or campaign and nothing to infer one from. */
export const NO_VALUE = '(none)';
export const PARTNER_SOURCE = 'partner';
export const REFERRAL_MEDIUM = 'referral';

/**
 * The source, medium and campaign a touch counts under in the source report (issue 28), the one
 * place these defaults live. utm values win; without them a partner's code makes it
 * partner / referral, a referring site makes it <host> / referral, and nothing makes it
 * (direct) / (none). Campaign is the utm campaign or (none). All three are lower-cased, so
 * "Facebook" and "facebook" are one source. A lead without any touch counts as (direct).
 */
export function touchChannel(touch: LeadTouch | null): { source: string; medium: string; campaign: string } {
  const partner = touch?.partner ?? null;
  const referrer = touch?.referrerHost ?? null;
  const source = touch?.utmSource ?? (partner ? PARTNER_SOURCE : (referrer ?? DIRECT_SOURCE));
  const medium = touch?.utmMedium ?? (partner || referrer ? REFERRAL_MEDIUM : NO_VALUE);
  const campaign = touch?.utmCampaign ?? NO_VALUE;
  return { source: source.toLowerCase(), medium: medium.toLowerCase(), campaign: campaign.toLowerCase() };
}
