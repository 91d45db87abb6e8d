import { Injectable, Logger } from '@nestjs/common';
import { isDisposableEmail } from 'disposable-email-domains-js';
import type { EntityManager } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { AffiliateLeadFlag, PARTNER_FORM_SOURCE, ReferralReviewState, ReferralSignalKind } from './affiliates.enums';
import { AffiliateLead } from './entities/affiliate-lead.entity';
import type { Affiliate } from './entities/affiliate.entity';
import { ReferralSignal } from './entities/referral-signal.entity';
import { referralIpHash } from './referral-ip-hash';
import { SiteLeadLookup } from './site-lead-lookup';

/**
 * Issue 30, fraud review: what is checked about a referral when it is recorded, and the numbers
 * and lists those checks use, all in this one place.
 */

/**
 * A burst: at least this many visits through one partner's links from one address (a click row
 * and its repeatVisits: the partner's numbers count one click per address per CLICK_DEDUPE_MINUTES)…
 */
export const CLICK_BURST_MIN_CLICKS = 10;
/** …among the clicks made within this many minutes before the referral is recorded. */
export const CLICK_BURST_WINDOW_MINUTES = 60;

/** utm_medium values that mean a paid ad (compared lower-cased). */
export const PAID_AD_MEDIUMS: readonly string[] = [
  'cpc',
  'ppc',
  'paid',
  'paidsearch',
  'paid_search',
  'paid-search',
  'paidsocial',
  'paid_social',
  'paid-social',
  'cpm',
  'cpv',
  'display',
  'sem',
];
/** Ad networks' click ids in a landing URL's query. */
// Not fbclid: Facebook adds it to every outbound link, a partner's own unpaid post included.
export const PAID_AD_CLICK_IDS: readonly string[] = ['gclid', 'gbraid', 'wbraid', 'msclkid', 'ttclid', 'li_fat_id', 'twclid'];
/** Referrer hosts of ad networks (the host itself or any subdomain of it). */
export const PAID_AD_REFERRER_HOSTS: readonly string[] = [
  'googleadservices.com',
  'doubleclick.net',
  'googlesyndication.com',
  'adservice.google.com',
  'ads.microsoft.com',
  'ads.linkedin.com',
  'ads.tiktok.com',
  'an.facebook.com',
];

/** One thing found, as it is stored. */
export interface FoundSignal {
  kind: ReferralSignalKind;
  detail: string;
}

const DETAIL_MAX = 300;

const lastTenDigits = (phone: string | null | undefined): string | null => {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 10 ? digits.slice(-10) : null;
};

/** Whether a referrer host is an ad network's (exact host or a subdomain of a listed one). */
export function isAdNetworkHost(host: string | null | undefined): boolean {
  const wanted = (host ?? '').trim().toLowerCase().replace(/\.$/, '');
  return !!wanted && PAID_AD_REFERRER_HOSTS.some((ad) => wanted === ad || wanted.endsWith(`.${ad}`));
}

/** The paid-ad evidence of a visit in words (null: none): its utm medium, an ad click id in the landing URL, an ad network's referrer. */
export function paidAdEvidence(visit: { utmMedium?: string | null; adClickParam?: string | null; referrerHost?: string | null }): string | null {
  const medium = (visit.utmMedium ?? '').trim().toLowerCase();
  if (medium && PAID_AD_MEDIUMS.includes(medium)) return `utm_medium is "${medium}"`;
  if (visit.adClickParam && PAID_AD_CLICK_IDS.includes(visit.adClickParam)) return `the landing URL carried the ad click id ${visit.adClickParam}`;
  if (isAdNetworkHost(visit.referrerHost)) return `the visit came from the ad network ${visit.referrerHost}`;
  return null;
}

/** A flag raised after the referral was recorded (issue 25 and 28), as the signal the office reads. */
const LATER_FLAG_SIGNAL: Partial<Record<AffiliateLeadFlag, FoundSignal>> = {
  [AffiliateLeadFlag.DuplicatePartnerLead]: {
    kind: ReferralSignalKind.EarlierPartnerLead,
    detail: "Two records of this person were merged, and another partner's referral of them came first.",
  },
  [AffiliateLeadFlag.CustomerCameDirectly]: {
    kind: ReferralSignalKind.CustomerCameDirectly,
    detail: 'After this partner-form entry, the customer sent a site form of their own, through no partner link.',
  },
  [AffiliateLeadFlag.OtherPartnerLink]: {
    kind: ReferralSignalKind.OtherPartnerLink,
    detail: "After this partner-form entry, the customer came to the site through another partner's referral link.",
  },
};

/**
 * The checks of issue 30's fraud review. `review` runs when a referral is recorded (the partner
 * form and referral-link attribution, through AffiliateLeads.record), in the caller's transaction:
 * every signal found is stored with the referral, and a referral with one is under review (its
 * commission held) until an admin decides.
 */
@Injectable()
export class ReferralSignals {
  private readonly logger = new Logger('Affiliates');

  constructor(
    private readonly siteLeads: SiteLeadLookup,
    private readonly config: AppConfig,
  ) {}

  /** Finds and stores the signals of a just-recorded referral; puts it under review when there is one. */
  async review(manager: EntityManager, affiliate: Affiliate, lead: AffiliateLead): Promise<FoundSignal[]> {
    const found = await this.detect(manager, affiliate, lead);
    if (found.length) await this.hold(manager, lead, found);
    return found;
  }

  /** A flag raised later (merge, a later arrival): its signal is stored and the referral goes (back) under review. */
  async raise(manager: EntityManager, lead: AffiliateLead, flag: AffiliateLeadFlag): Promise<void> {
    const signal = LATER_FLAG_SIGNAL[flag];
    if (signal) await this.hold(manager, lead, [signal]);
  }

  private async hold(manager: EntityManager, lead: AffiliateLead, found: FoundSignal[]): Promise<void> {
    await manager.insert(
      ReferralSignal,
      found.map((signal) => ({ affiliateLeadId: lead.id, kind: signal.kind, detail: signal.detail.slice(0, DETAIL_MAX) })),
    );
    if (lead.reviewState !== ReferralReviewState.UnderReview && lead.reviewState !== ReferralReviewState.Rejected) {
      await manager.update(
        AffiliateLead,
        { id: lead.id },
        { reviewState: ReferralReviewState.UnderReview, reviewReason: null, reviewedAt: null, reviewedById: null },
      );
      lead.reviewState = ReferralReviewState.UnderReview;
    }
    this.logger.log(`affiliate lead ${lead.id} under review: ${found.map((signal) => signal.kind).join(', ')}`);
  }

  /** Every check; a check that has nothing to go on (no IP, no click) finds nothing. */
  async detect(manager: EntityManager, affiliate: Affiliate, lead: AffiliateLead): Promise<FoundSignal[]> {
    const found: FoundSignal[] = [];
    const email = lead.customerEmail.trim().toLowerCase();
    const byForm = lead.source === PARTNER_FORM_SOURCE;

    if (affiliate.email.trim().toLowerCase() === email)
      found.push({ kind: ReferralSignalKind.PartnerEmail, detail: `The customer's e-mail is the partner's own: ${email}.` });
    const phone = lastTenDigits(lead.customerPhone);
    if (phone !== null && phone === lastTenDigits(affiliate.phone))
      found.push({ kind: ReferralSignalKind.PartnerPhone, detail: `The customer's phone is the partner's own: ${affiliate.phone}.` });

    // The addresses a partner is known by: the app keeps the plain IP of every partner-form entry the partner sent.
    if (!byForm && lead.ipAddress) {
      const [known] = await manager.query<{ count: number }[]>(
        `SELECT count(*)::int AS count FROM affiliate_leads WHERE "affiliateId" = $1 AND source = $2 AND "ipAddress" = $3 AND id <> $4`,
        [affiliate.id, PARTNER_FORM_SOURCE, lead.ipAddress, lead.id],
      );
      if (known.count > 0)
        found.push({
          kind: ReferralSignalKind.PartnerIp,
          detail: `The customer's form came from ${lead.ipAddress}, the address the partner sent ${known.count} partner-form ${known.count === 1 ? 'entry' : 'entries'} from.`,
        });
    }

    if (isDisposableEmail(email))
      found.push({ kind: ReferralSignalKind.DisposableEmail, detail: `The customer's e-mail is at a disposable domain: ${email.split('@')[1]}.` });

    if (await this.siteLeads.isEarlierSiteLead(manager, email))
      found.push({
        kind: ReferralSignalKind.EarlierSiteLead,
        detail: 'The customer was already a lead of the site (quiz, discovery or contact form) before this referral.',
      });

    // As first touch counts: another referral of the customer, except (for a link) an unconfirmed partner-form entry, which the link outranks.
    const [earlier] = await manager.query<{ partner: string }[]>(
      `SELECT COALESCE(NULLIF(a."businessName", ''), a."firstName" || ' ' || a."lastName") || ' (' || COALESCE(a."affiliateCode", 'no code') || ')' AS partner
         FROM affiliate_leads l JOIN affiliates a ON a.id = l."affiliateId"
        WHERE l."customerEmail" = $1 AND l.id <> $2 AND ($3 OR l.source IS DISTINCT FROM $4 OR l."leadStatus" <> 'new')
        ORDER BY l."createdAt", l.id LIMIT 1`,
      [email, lead.id, byForm, PARTNER_FORM_SOURCE],
    );
    if (earlier) found.push({ kind: ReferralSignalKind.EarlierPartnerLead, detail: `The customer was already a referral of ${earlier.partner}.` });

    const click = lead.clickId
      ? (
          await manager.query<{ ipHash: string; adClickParam: string | null; referrerHost: string | null }[]>(
            `SELECT "ipHash", "adClickParam", "referrerHost" FROM referral_clicks WHERE id = $1`,
            [lead.clickId],
          )
        )[0]
      : undefined;
    const ipHash = click?.ipHash ?? (lead.ipAddress ? referralIpHash(this.config.sessionSecret, lead.ipAddress) : null);
    if (ipHash) {
      const [burst] = await manager.query<{ count: number }[]>(
        `SELECT COALESCE(sum(1 + "repeatVisits"), 0)::int AS count FROM referral_clicks WHERE "affiliateId" = $1 AND "ipHash" = $2 AND "createdAt" >= now() - make_interval(mins => $3)`,
        [affiliate.id, ipHash, CLICK_BURST_WINDOW_MINUTES],
      );
      if (burst.count >= CLICK_BURST_MIN_CLICKS)
        found.push({
          kind: ReferralSignalKind.ClickBurst,
          detail: `${burst.count} visits through this partner's links came from the customer's address within ${CLICK_BURST_WINDOW_MINUTES} minutes (the limit is ${CLICK_BURST_MIN_CLICKS - 1}).`,
        });
    }

    if (!affiliate.paidAdsAllowed) {
      const evidence = paidAdEvidence({ utmMedium: lead.utmMedium, adClickParam: click?.adClickParam, referrerHost: click?.referrerHost });
      if (evidence) found.push({ kind: ReferralSignalKind.PaidAds, detail: `Paid ads are not allowed in this partner's terms, and ${evidence}.` });
    }
    return found;
  }
}
