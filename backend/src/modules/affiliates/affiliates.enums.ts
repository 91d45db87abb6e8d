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

/** Where an affiliate lead came from (its `source` column). */
export const REFERRAL_LINK_SOURCE = 'referral link';
export const PARTNER_FORM_SOURCE = 'partner form';

/** Sort keys of the back office's partner list. */
export enum AffiliateSort {
  CreatedAt = 'createdAt',
  Name = 'name',
  TotalLeads = 'totalLeads',
}
