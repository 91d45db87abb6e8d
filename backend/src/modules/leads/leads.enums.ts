/** spec §3/§4 discovery_call_leads.status (default pending); PostgreSQL enum `lead_status`. */
export enum LeadStatus {
  Pending = 'pending',
  Contacted = 'contacted',
  Scheduled = 'scheduled',
  Qualified = 'qualified',
  Won = 'won',
  Lost = 'lost',
}

/** Which public form a lead submission came through; PostgreSQL enum `lead_submission_kind`. */
export enum LeadSubmissionKind {
  Quiz = 'quiz',
  Discovery = 'discovery',
}
