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

/**
 * Where a lead's follow-up e-mails stand, as far as the lead's own columns tell (see
 * lead-follow-up-state.ts): the `followUps` filter of listLeads and getLead's follow-up state.
 */
export enum LeadFollowUpState {
  /** Still due to get the next step. */
  Active = 'active',
  /** An admin paused them ("Pause follow-ups"); resuming continues the sequence. */
  Paused = 'paused',
  /** Ended early: the follow-ups job recorded why (a booked call, an unsubscribe, …). */
  Stopped = 'stopped',
  /** Every step was sent. */
  Finished = 'finished',
}

/** Sort keys of listLeads. */
export enum LeadSort {
  CreatedAt = 'createdAt',
  LastContacted = 'lastContacted',
  ExpectedCloseDate = 'expectedCloseDate',
  Name = 'name',
}

/** What a lead_events row records; PostgreSQL enum `lead_event_type`. */
export enum LeadEventType {
  StatusChanged = 'status_changed',
  NotesChanged = 'notes_changed',
  ExpectedCloseDateChanged = 'expected_close_date_changed',
  CallBooked = 'call_booked',
  CallUnbooked = 'call_unbooked',
  FollowUpsPaused = 'follow_ups_paused',
  FollowUpsResumed = 'follow_ups_resumed',
}

/** Where a timeline entry of getLead comes from: a lead event's type, or one of the other records. */
export enum LeadTimelineKind {
  Submission = 'submission',
  Email = 'email',
  StatusChanged = 'status_changed',
  NotesChanged = 'notes_changed',
  ExpectedCloseDateChanged = 'expected_close_date_changed',
  CallBooked = 'call_booked',
  CallUnbooked = 'call_unbooked',
  FollowUpsPaused = 'follow_ups_paused',
  FollowUpsResumed = 'follow_ups_resumed',
  Deposit = 'deposit',
  QuoteRequest = 'quote_request',
  /** A follow-up e-mail the job sent, or the job ending the sequence. */
  FollowUp = 'follow_up',
}
