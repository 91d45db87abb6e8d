import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { RequestOrigin } from '../../common/client-network';
import { AFFILIATE_CODE_PATTERN, normaliseAffiliateCode } from './affiliate-code';
import {
  AffiliateLeadFlag,
  AffiliateLeadStatus,
  AffiliateLeadType,
  AffiliateStatus,
  PARTNER_FORM_SOURCE,
  REFERRAL_LINK_SOURCE,
  ReferralReviewState,
} from './affiliates.enums';
import { AffiliateLead } from './entities/affiliate-lead.entity';
import { Affiliate } from './entities/affiliate.entity';
import type { ReferralClick } from './entities/referral-click.entity';
import { ReferralClicks } from './referral-clicks';
import { REFERRAL_COOKIE_NAME, cookieFromHeader } from './referral-cookie';
import { ReferralSignals } from './referral-signals';
import { SiteLeadLookup } from './site-lead-lookup';

/** The customer a site form (quiz, discovery lead, contact) was filled in for, with its tracking. */
export interface ReferredCustomer {
  email: string;
  firstName: string;
  lastName: string | null;
  phone: string | null;
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
}

export type NewAffiliateLead = Omit<
  AffiliateLead,
  | 'id'
  | 'affiliateId'
  | 'affiliate'
  | 'leadStatus'
  | 'leadQuality'
  | 'conversionValue'
  | 'netProfit'
  | 'commissionAmount'
  | 'commissionPaid'
  | 'lastContactDate'
  | 'nextFollowUpDate'
  | 'stageChangedAt'
  | 'flag'
  | 'reviewState'
  | 'reviewReason'
  | 'reviewedAt'
  | 'reviewedById'
  | 'reviewedBy'
  | 'createdAt'
  | 'updatedAt'
  | 'clickId'
  | 'click'
  | 'subId'
> &
  Partial<Pick<AffiliateLead, 'clickId' | 'subId'>>;

/**
 * A customer of a site form (quiz, discovery, contact) as a new raw referral: the project questions of
 * the partner form were not asked, and the site forms allow longer names than these columns (the
 * contact form's one name field). `where` says how the customer came: utm fields, address, click.
 */
export function siteCustomerReferral(
  customer: ReferredCustomer,
  source: string,
  where: Partial<Pick<NewAffiliateLead, 'utmSource' | 'utmMedium' | 'utmCampaign' | 'ipAddress' | 'userAgent' | 'clickId' | 'subId'>> = {},
): NewAffiliateLead {
  return {
    customerFirstName: customer.firstName.slice(0, 100),
    customerLastName: (customer.lastName ?? '').slice(0, 100),
    customerEmail: customer.email,
    customerPhone: (customer.phone ?? '').slice(0, 30),
    location: '',
    leadType: AffiliateLeadType.RawLead,
    projectType: null,
    estimatedBudget: null,
    timeframe: null,
    landStatus: null,
    notes: null,
    source,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    ipAddress: null,
    userAgent: null,
    ...where,
  };
}

const lastTenDigits = (phone: string | null | undefined): string | null => {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 10 ? digits.slice(-10) : null;
};

/**
 * The affiliate leads' rules shared by the partner form and referral-link attribution (issue 14):
 * which code counts (an active partner's), the flags (self-referral, a customer who was already
 * a lead), first touch, and the partner's running `totalLeads`, all in the caller's transaction.
 */
@Injectable()
export class AffiliateLeads {
  private readonly logger = new Logger('Affiliates');

  constructor(
    private readonly siteLeads: SiteLeadLookup,
    private readonly clicks: ReferralClicks,
    private readonly signals: ReferralSignals,
  ) {}

  /** The active partner with this code (any case), or null; the row is share-locked against a concurrent suspension. */
  async activeAffiliate(manager: EntityManager, code: string | null | undefined): Promise<Affiliate | null> {
    if (!code) return null;
    const wanted = normaliseAffiliateCode(code);
    if (!AFFILIATE_CODE_PATTERN.test(wanted)) return null;
    return manager.getRepository(Affiliate).findOne({ where: { affiliateCode: wanted, status: AffiliateStatus.Active }, lock: { mode: 'pessimistic_read' } });
  }

  /** One customer e-mail's affiliate leads are written one transaction at a time (first touch). */
  async lockCustomer(manager: EntityManager, email: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`affiliate-customer:${email.trim().toLowerCase()}`]);
  }

  async isPartnerLead(manager: EntityManager, email: string): Promise<boolean> {
    const rows = (await manager.query('SELECT 1 FROM affiliate_leads WHERE "customerEmail" = $1 LIMIT 1', [email.trim().toLowerCase()])) as unknown[];
    return rows.length > 0;
  }

  /** Was the customer a lead of the site before this transaction? Leads and contact answer (SiteLeadLookup). */
  isEarlierSiteLead(manager: EntityManager, email: string): Promise<boolean> {
    return this.siteLeads.isEarlierSiteLead(manager, email);
  }

  isSelfReferral(affiliate: Pick<Affiliate, 'email' | 'phone'>, email: string, phone: string | null): boolean {
    if (affiliate.email.trim().toLowerCase() === email.trim().toLowerCase()) return true;
    const own = lastTenDigits(affiliate.phone);
    return own !== null && own === lastTenDigits(phone);
  }

  /**
   * Stores the lead for the partner and counts it in the partner's totalLeads, in the caller's
   * transaction. Issue 30: its fraud signals are found and stored with it (referral-signals.ts);
   * with any, it is under review and its commission held until an admin decides.
   */
  async record(manager: EntityManager, affiliate: Affiliate, values: NewAffiliateLead, flag: AffiliateLeadFlag | null): Promise<AffiliateLead> {
    const lead = await manager
      .getRepository(AffiliateLead)
      .save(manager.getRepository(AffiliateLead).create({ ...values, affiliateId: affiliate.id, flag, reviewState: null }));
    await this.signals.review(manager, affiliate, lead);
    await manager.query('UPDATE affiliates SET "totalLeads" = "totalLeads" + 1, "updatedAt" = now() WHERE id = $1', [affiliate.id]);
    return lead;
  }

  /**
   * A site form (quiz, discovery lead, contact) sent for a customer, in the form's transaction
   * (issue 14, issue 25 item 5). With an active partner's `?ref=` code the customer becomes that
   * partner's lead unless a partner already holds them (first touch wins), except that an
   * unconfirmed partner-form entry (still new) never blocks a link: the link's partner gets the
   * customer. Either way, another partner's form entry for the customer is flagged for the office
   * (they came through someone else's link); without any code, every partner-form entry for the
   * customer is flagged (they came on their own). Unknown, pending, suspended or rejected codes
   * are ignored, and nothing here can fail the visitor's form: it runs in a savepoint that is
   * rolled back on any error.
   *
   * Issue 30 (REFERRAL_ATTRIBUTION_RULE): the signed cookie a partner's link sets is the source of
   * truth. Its click, read from the database, decides: within REFERRAL_COOKIE_DAYS of the click the
   * customer is that partner's (whatever `ref` says: first touch wins); after it, nobody's. Without
   * a cookie (blocked, another browser) the form's `ref` still counts: the front end keeps it only
   * for the browser session, so the visit was in this session, well inside the window; the
   * partner's latest click from the same address within the window, if any, gives the click id
   * and sub-id.
   */
  async attributeReferral(
    manager: EntityManager,
    ref: string | null | undefined,
    customer: ReferredCustomer,
    origin: RequestOrigin | undefined,
  ): Promise<void> {
    await manager.query('SAVEPOINT referral_attribution');
    try {
      const touch = await this.clicks.touchOfCookie(manager, cookieFromHeader(origin?.cookieHeader, REFERRAL_COOKIE_NAME));
      const bodyRef = touch === 'expired' ? null : ref;
      if (touch && touch !== 'expired') {
        await this.attributeLink(manager, touch.affiliate, customer, origin, touch.click);
      } else if (!bodyRef) {
        await this.lockCustomer(manager, customer.email);
        for (const entry of await this.formEntriesOf(manager, customer.email)) await this.raiseFlag(manager, entry, AffiliateLeadFlag.CustomerCameDirectly);
      } else {
        const affiliate = await this.activeAffiliate(manager, bodyRef);
        if (affiliate)
          await this.attributeLink(manager, affiliate, customer, origin, await this.clicks.latestClickFrom(manager, affiliate.id, origin?.ipAddress));
      }
      await manager.query('RELEASE SAVEPOINT referral_attribution');
    } catch (error) {
      await manager.query('ROLLBACK TO SAVEPOINT referral_attribution');
      this.logger.warn(`Referral attribution skipped: ${(error as Error).message}`);
    }
  }

  private async attributeLink(
    manager: EntityManager,
    affiliate: Affiliate,
    customer: ReferredCustomer,
    origin: RequestOrigin | undefined,
    click: Pick<ReferralClick, 'id' | 'subId'> | null,
  ): Promise<void> {
    await this.lockCustomer(manager, customer.email);
    const existing = await manager.getRepository(AffiliateLead).find({ where: { customerEmail: customer.email.trim().toLowerCase() }, order: { id: 'ASC' } });
    for (const entry of existing) {
      if (entry.affiliateId !== affiliate.id && isLiveFormEntry(entry)) await this.raiseFlag(manager, entry, AffiliateLeadFlag.OtherPartnerLink);
    }
    // First touch wins, but an unconfirmed form entry of another partner does not count as a touch.
    if (existing.some((lead) => lead.affiliateId === affiliate.id || !isUnconfirmedFormEntry(lead))) return;
    const flag = this.isSelfReferral(affiliate, customer.email, customer.phone)
      ? AffiliateLeadFlag.SelfReferral
      : (await this.isEarlierSiteLead(manager, customer.email))
        ? AffiliateLeadFlag.DuplicateSiteLead
        : null;
    await this.record(
      manager,
      affiliate,
      siteCustomerReferral(customer, REFERRAL_LINK_SOURCE, {
        utmSource: customer.utmSource ?? null,
        utmMedium: customer.utmMedium ?? null,
        utmCampaign: customer.utmCampaign ?? null,
        ipAddress: origin?.ipAddress ?? null,
        userAgent: origin?.userAgent ?? null,
        clickId: click?.id ?? null,
        subId: click?.subId ?? null,
      }),
      flag,
    );
  }

  /**
   * Two site leads of one person were merged (issue 28): if partners referred the person under
   * more than one of their addresses, the program's first-touch rule settles it. The earliest
   * referral that counts as a touch (an unconfirmed form entry does not, as with links) keeps the
   * customer; every other partner's live referral is flagged as a duplicate, earning nothing until
   * the office clears it. Answers the decision in words for the merge's timeline entry, or null
   * when no partner referred the person.
   */
  async settleMergedCustomer(manager: EntityManager, addresses: readonly string[]): Promise<string | null> {
    const emails = [...new Set(addresses.map((email) => email.trim().toLowerCase()))].sort();
    for (const email of emails) await this.lockCustomer(manager, email);
    const referrals = (await manager.query(
      `SELECT l.id, l."affiliateId", l.source, l."leadStatus", l.flag, l."reviewState", l."createdAt",
              COALESCE(NULLIF(a."businessName", ''), a."firstName" || ' ' || a."lastName") AS "partnerName"
         FROM affiliate_leads l JOIN affiliates a ON a.id = l."affiliateId"
        WHERE l."customerEmail" = ANY($1) AND l."leadStatus" <> $2
        ORDER BY l."createdAt", l.id`,
      [emails, AffiliateLeadStatus.Lost],
    )) as Array<AffiliateLead & { partnerName: string }>;
    if (!referrals.length) return null;
    const partners = new Set(referrals.map((referral) => referral.affiliateId));
    const first = referrals.find((referral) => !isUnconfirmedFormEntry(referral)) ?? referrals[0];
    if (partners.size === 1) return `Partner: ${first.partnerName} referred this person.`;
    const others = referrals.filter((referral) => referral.affiliateId !== first.affiliateId);
    for (const referral of others) await this.raiseFlag(manager, referral, AffiliateLeadFlag.DuplicatePartnerLead);
    const otherNames = [...new Set(others.map((referral) => referral.partnerName))].join(', ');
    const count = partners.size === 2 ? 'Two' : String(partners.size);
    return `${count} partners referred this person: ${first.partnerName} referred them first and keeps the referral (first touch wins); the referral of ${otherNames} is flagged as a duplicate for the office to review.`;
  }

  /** The customer's partner-form entries that can still earn (not lost). */
  private async formEntriesOf(manager: EntityManager, email: string): Promise<AffiliateLead[]> {
    const leads = await manager
      .getRepository(AffiliateLead)
      .find({ where: { customerEmail: email.trim().toLowerCase(), source: PARTNER_FORM_SOURCE }, order: { id: 'ASC' } });
    return leads.filter(isLiveFormEntry);
  }

  /**
   * Flags a referral for the office: its signal is stored and it is under review, earning nothing
   * until an admin clears it. A review still waiting keeps its reason; a reason the office already
   * cleared is not raised again, and a rejected referral stays rejected.
   */
  private async raiseFlag(manager: EntityManager, lead: AffiliateLead, flag: AffiliateLeadFlag): Promise<void> {
    if (lead.flag === flag || lead.reviewState === ReferralReviewState.Rejected) return;
    if (lead.reviewState === ReferralReviewState.UnderReview && lead.flag !== null) return;
    await manager.update(AffiliateLead, { id: lead.id }, { flag });
    await this.signals.raise(manager, lead, flag);
    this.logger.log(`affiliate lead ${lead.id} flagged ${flag}`);
  }
}

/** A partner-form entry that can still earn a commission. */
function isLiveFormEntry(lead: Pick<AffiliateLead, 'source' | 'leadStatus'>): boolean {
  return lead.source === PARTNER_FORM_SOURCE && lead.leadStatus !== AffiliateLeadStatus.Lost;
}

/** A partner-form entry the office has not confirmed yet (still new): it never blocks a link. */
export function isUnconfirmedFormEntry(lead: Pick<AffiliateLead, 'source' | 'leadStatus'>): boolean {
  return lead.source === PARTNER_FORM_SOURCE && lead.leadStatus === AffiliateLeadStatus.New;
}
