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
