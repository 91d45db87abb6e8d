import { Injectable, Logger } from '@nestjs/common';
import { SUB_ID_PATTERN } from '../../shared/referral-program';
import { PAID_AD_CLICK_IDS } from './referral-signals';
import Bowser from 'bowser';
import { isbot } from 'isbot';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { AFFILIATE_CODE_PATTERN, normaliseAffiliateCode } from './affiliate-code';
import { AffiliateStatus } from './affiliates.enums';
import { Affiliate } from './entities/affiliate.entity';
import { ReferralClick } from './entities/referral-click.entity';
import { withinAttributionWindow } from './referral-attribution-rule';
import { signReferralCookie, verifyReferralCookie } from './referral-cookie';
import { referralIpHash } from './referral-ip-hash';

/**
 * One address counts at most one click per partner in this many minutes: a visitor reloading the
 * page, or a stranger refreshing a partner's link, does not inflate the partner's clicks.
 */
export const CLICK_DEDUPE_MINUTES = 30;

/** A visit through a partner's link, as the site handler sees it. */
export interface ReferralVisit {
  code: string;
  subId: string | null | undefined;
  /** The path the visitor lands on. */
  landingPage: string;
  referrer: string | null | undefined;
  ip: string | undefined;
  userAgent: string | null | undefined;
  /** The visitor's referral cookie, if they sent one. */
  cookie: string | null;
  /** The names of the landing URL's query parameters (an ad click id among them marks a paid ad). */
  queryParams?: readonly string[];
}

/** What the visit changes for the visitor: the cookie to set (null: keep theirs, or none for a bot or an unknown code). */
export interface ReferralVisitOutcome {
  clickId: number | null;
  setCookie: string | null;
}

/** A click that still counts for its partner (the cookie's, or the one found for a lead's address). */
export interface ReferralTouch {
  affiliate: Affiliate;
  click: Pick<ReferralClick, 'id' | 'subId' | 'createdAt'>;
}

/** A campaign sub-id as stored: trimmed and matching SUB_ID_PATTERN (the link builder's rule too); anything else is dropped. */
export function normaliseSubId(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return SUB_ID_PATTERN.test(trimmed) ? trimmed : null;
}

/** The referring site's host, lower-case; null for none, a malformed one, or our own site. */
export function referrerHost(referrer: string | null | undefined, ownHost: string): string | null {
  if (!referrer) return null;
  try {
    const host = new URL(referrer).hostname.toLowerCase();
    return host && host !== ownHost ? host.slice(0, 255) : null;
  } catch {
    return null;
  }
}

/** The browser family of a user agent ("Chrome", "Safari", "Firefox"...), "Other" when Bowser does not know it. */
export function userAgentFamily(userAgent: string): string {
  return (Bowser.getParser(userAgent).getBrowserName() || 'Other').slice(0, 50);
}

/** A crawler, a link checker or a client without a user agent: its visits are not clicks. */
export function isBotVisit(userAgent: string | null | undefined): boolean {
  return !userAgent || isbot(userAgent);
}

/**
 * Issue 30: the visits through partners' links (`referral_clicks`) and the signed cookie that
 * carries a visitor's first touch to the form they send later (REFERRAL_ATTRIBUTION_RULE).
 */
@Injectable()
export class ReferralClicks {
  private readonly logger = new Logger('Affiliates');
  private readonly ownHost: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {
    this.ownHost = new URL(config.publicBaseUrl).hostname.toLowerCase();
  }

  get cookieDays(): number {
    return this.config.referralCookieDays;
  }

  /**
   * Logs a visit through an active partner's link (one row, none for a bot or an unknown or inactive
   * code; a repeat from the same address within CLICK_DEDUPE_MINUTES adds to that row's
   * repeatVisits instead of a row of its own) and answers the cookie to
   * set: none when the visitor's cookie names a click that still counts for an active partner
   * (first touch wins), else one for this click.
   */
  async recordVisit(visit: ReferralVisit): Promise<ReferralVisitOutcome> {
    const none = { clickId: null, setCookie: null };
    if (isBotVisit(visit.userAgent)) return none;
    const code = normaliseAffiliateCode(visit.code);
    if (!AFFILIATE_CODE_PATTERN.test(code)) return none;
    const affiliate = await this.dataSource
      .getRepository(Affiliate)
      .findOne({ where: { affiliateCode: code, status: AffiliateStatus.Active }, select: { id: true } });
    if (!affiliate) return none;
    const ipHash = referralIpHash(this.config.sessionSecret, visit.ip ?? 'unknown');
    const clickId = await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`referral-click:${affiliate.id}:${ipHash}`]);
      const recent = (await manager.query(
        `SELECT id FROM referral_clicks WHERE "affiliateId" = $1 AND "ipHash" = $2 AND "createdAt" > now() - make_interval(mins => $3) ORDER BY id DESC LIMIT 1`,
        [affiliate.id, ipHash, CLICK_DEDUPE_MINUTES],
      )) as Array<{ id: number }>;
      if (recent.length) {
        // Counted once for the partner's numbers, but kept as a repeat: a burst from one address stays visible to fraud review.
        await manager.query('UPDATE referral_clicks SET "repeatVisits" = "repeatVisits" + 1 WHERE id = $1', [recent[0].id]);
        return recent[0].id;
      }
      const saved = await manager.getRepository(ReferralClick).save(
        manager.getRepository(ReferralClick).create({
          affiliateId: affiliate.id,
          subId: normaliseSubId(visit.subId),
          adClickParam: PAID_AD_CLICK_IDS.find((name) => visit.queryParams?.includes(name)) ?? null,
          landingPage: visit.landingPage.slice(0, 500),
          referrerHost: referrerHost(visit.referrer, this.ownHost),
          ipHash,
          userAgentFamily: userAgentFamily(visit.userAgent!),
        }),
      );
      return saved.id;
    });
    const current = await this.touchOfCookie(this.dataSource.manager, visit.cookie);
    if (current !== null && current !== 'expired') return { clickId, setCookie: null };
    return { clickId, setCookie: signReferralCookie(this.config.sessionSecret, clickId) };
  }

  /**
   * The click a visitor's cookie names, with its active partner, when it still counts
   * (REFERRAL_ATTRIBUTION_RULE: within REFERRAL_COOKIE_DAYS of the click, read from its row);
   * 'expired' for a genuine cookie whose window is over; null for none, a forged one, or a
   * partner no longer active.
   */
  async touchOfCookie(manager: EntityManager, cookie: string | null | undefined, now = new Date()): Promise<ReferralTouch | 'expired' | null> {
    const clickId = verifyReferralCookie(this.config.sessionSecret, cookie);
    if (clickId === null) return null;
    const click = await manager
      .getRepository(ReferralClick)
      .findOne({ where: { id: clickId }, select: { id: true, affiliateId: true, subId: true, createdAt: true } });
    if (!click) return null;
    if (!withinAttributionWindow(click.createdAt, now, this.config.referralCookieDays)) return 'expired';
    const affiliate = await manager
      .getRepository(Affiliate)
      .findOne({ where: { id: click.affiliateId, status: AffiliateStatus.Active }, lock: { mode: 'pessimistic_read' } });
    return affiliate ? { affiliate, click } : null;
  }

  /** The partner's latest click from this address within the window (a lead sent with `?ref=` but no cookie), or null. */
  async latestClickFrom(
    manager: EntityManager,
    affiliateId: number,
    ip: string | null | undefined,
  ): Promise<Pick<ReferralClick, 'id' | 'subId' | 'createdAt'> | null> {
    if (!ip) return null;
    const rows = (await manager.query(
      `SELECT id, "subId", "createdAt" FROM referral_clicks
        WHERE "affiliateId" = $1 AND "ipHash" = $2 AND "createdAt" > now() - make_interval(days => $3)
        ORDER BY "createdAt" DESC, id DESC LIMIT 1`,
      [affiliateId, referralIpHash(this.config.sessionSecret, ip), this.config.referralCookieDays],
    )) as Array<Pick<ReferralClick, 'id' | 'subId' | 'createdAt'>>;
    return rows[0] ?? null;
  }

  logFailure(error: unknown): void {
    this.logger.warn(`Referral click not recorded: ${(error as Error).message}`);
  }
}
