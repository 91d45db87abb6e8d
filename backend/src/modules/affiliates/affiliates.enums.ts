/** spec §3/§4 affiliates.status (default pending); PostgreSQL enum `affiliate_status`. */
export enum AffiliateStatus {
  Pending = 'pending',
  Active = 'active',
  Suspended = 'suspended',
  Rejected = 'rejected',
}

/** spec §3/§4 affiliate_leads.leadStatus (default new); PostgreSQL enum `affiliate_lead_status`. */
export enum AffiliateLeadStatus {
  New = 'new',
  Contacted = 'contacted',
  Qualified = 'qualified',
  Converted = 'converted',
  Lost = 'lost',
}

/** spec §3/§5 affiliate_leads.leadType (default raw_lead); PostgreSQL enum `affiliate_lead_type`. */
export enum AffiliateLeadType {
  DoneDeal = 'done_deal',
  RawLead = 'raw_lead',
}

/**
 * Why an affiliate lead waits for the office before it earns a commission (issue 14);
 * PostgreSQL enum `affiliate_lead_flag`.
 */
export enum AffiliateLeadFlag {
  /** The customer's e-mail or phone is the partner's own. */
  SelfReferral = 'self_referral',
  /** The customer was already a lead of the site (quiz, discovery form or contact form). */
  DuplicateSiteLead = 'duplicate_site_lead',
  /** The customer was already a lead of a partner (another one, or this one again). */
  DuplicatePartnerLead = 'duplicate_partner_lead',
  /** Issue 25: a partner-form customer later sent a site form of their own, with no partner's link. */
  CustomerCameDirectly = 'customer_came_directly',
  /** Issue 25: a partner-form customer later arrived through another partner's referral link. */
  OtherPartnerLink = 'other_partner_link',
}

/**
 * Issue 30, fraud review: one thing found about a referral that the office should look at before
 * it earns (referral-signals.ts finds them; table `referral_signals`, PostgreSQL enum
 * `referral_signal_kind`). Several may be stored per referral; the partner never sees them.
 */
export enum ReferralSignalKind {
  /** The customer's e-mail is the partner's own. */
  PartnerEmail = 'partner_email',
  /** The customer's phone is the partner's own. */
  PartnerPhone = 'partner_phone',
  /** The customer's form came from an address the partner sent their own partner-form entries from. */
  PartnerIp = 'partner_ip',
  /** The customer's e-mail is at a throwaway (disposable) domain. */
  DisposableEmail = 'disposable_email',
  /** The customer was already a lead of the site (quiz, discovery form or contact form). */
  EarlierSiteLead = 'earlier_site_lead',
  /** The customer was already a partner's referral. */
  EarlierPartnerLead = 'earlier_partner_lead',
  /** Many clicks on this partner's links from the customer's address in a short time. */
  ClickBurst = 'click_burst',
  /** The visit came from a paid ad, and the partner's terms forbid paid ads. */
  PaidAds = 'paid_ads',
  /** Issue 25: a partner-form customer later sent a site form of their own, with no partner's link. */
  CustomerCameDirectly = 'customer_came_directly',
  /** Issue 25: a partner-form customer later arrived through another partner's referral link. */
  OtherPartnerLink = 'other_partner_link',
}

/** Issue 30: where a flagged referral's review stands (`affiliate_leads.reviewState`; null: never flagged). */
export enum ReferralReviewState {
  UnderReview = 'under_review',
  Cleared = 'cleared',
  Rejected = 'rejected',
}

/** Where an affiliate lead came from (its `source` column). */
export const REFERRAL_LINK_SOURCE = 'referral link';
export const PARTNER_FORM_SOURCE = 'partner form';
/** Issue 30: the office entered the partner code the customer mentioned at the consultation. */
export const PROMO_CODE_SOURCE = 'promo code';

/** Sort keys of the back office's partner list. */
export enum AffiliateSort {
  CreatedAt = 'createdAt',
  Name = 'name',
  TotalLeads = 'totalLeads',
}

/** What a partner resource is (issue 30): the dashboard groups and labels them by it. */
export enum PartnerResourceCategory {
  Brochure = 'brochure',
  PlanBook = 'plan_book',
  ProgramRules = 'program_rules',
  Marketing = 'marketing',
  Other = 'other',
}

/** listPartnerResources' sort keys. */
export enum PartnerResourceSort {
  CreatedAt = 'createdAt',
  Title = 'title',
  Category = 'category',
}
