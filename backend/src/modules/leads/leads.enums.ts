/** spec §3/§4 discovery_call_leads.status (default pending); PostgreSQL enum `lead_status`. */
export enum LeadStatus {
  Pending = 'pending',
  Contacted = 'contacted',
  Scheduled = 'scheduled',
  Qualified = 'qualified',
  Won = 'won',
  Lost = 'lost',
}

/** How the office says each status (the timeline, the pipeline's refusals, the CSV); the lead page uses the same words. */
export const LEAD_STATUS_LABELS: Readonly<Record<LeadStatus, string>> = {
  [LeadStatus.Pending]: 'Pending',
  [LeadStatus.Contacted]: 'Contacted',
  [LeadStatus.Scheduled]: 'Call scheduled',
  [LeadStatus.Qualified]: 'Qualified',
  [LeadStatus.Won]: 'Won',
  [LeadStatus.Lost]: 'Lost',
};

/** Which public form a lead submission came through; PostgreSQL enum `lead_submission_kind`. */
export enum LeadSubmissionKind {
  Quiz = 'quiz',
  Discovery = 'discovery',
  /** A partner sent the customer through the partner form (issue 27: the office works the referral as a lead). */
  Partner = 'partner',
  /** A contact-form message about a home (design or pricing: CONTACT_SUBJECTS_THAT_BECOME_LEADS). */
  Contact = 'contact',
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
  /** The lead score (issue 28): highest first by default. */
  Score = 'score',
}

/** The lead score's band (lead-score-rules.ts: LEAD_SCORE_BANDS); PostgreSQL enum `lead_score_band`. */
export enum LeadScoreBand {
  Hot = 'hot',
  Warm = 'warm',
  Cold = 'cold',
}

/**
 * What a visitor who gave their e-mail did on the site, as the page reports it (recordLeadEvent);
 * PostgreSQL enum `lead_activity_kind`. Saved plans, quote requests, bookings and replies are not
 * reported by the page: the lead score reads them from their own records.
 */
export enum LeadActivityKind {
  /** A plan's page was opened (subject: the plan's slug). */
  PlanViewed = 'plan_viewed',
  /** Plans were compared side by side (subject: the compared slugs). */
  PlansCompared = 'plans_compared',
  /** A cost calculator was run (subject: the calculator's name). */
  CalculatorRun = 'calculator_run',
}

/** What a lead_events row records; PostgreSQL enum `lead_event_type`. */
export enum LeadEventType {
  StatusChanged = 'status_changed',
  /**
   * No longer written: before issue 25 the notes were one box and each save recorded its whole
   * text. Migration 1795660000000 moved each lead's notes into a lead_notes row; these old rows
   * stay in the table but are not on the timeline (the notes themselves are).
   */
  NotesChanged = 'notes_changed',
  ExpectedCloseDateChanged = 'expected_close_date_changed',
  CallBooked = 'call_booked',
  CallUnbooked = 'call_unbooked',
  FollowUpsPaused = 'follow_ups_paused',
  FollowUpsResumed = 'follow_ups_resumed',
  /** The lead got its first owner as it was created (note: the routing reason). */
  OwnerAssigned = 'owner_assigned',
  /** An admin reassigned the lead (fromOwnerId → toOwnerId). */
  OwnerChanged = 'owner_changed',
  /** Another lead of the same person was merged into this one (issue 28; note: who, and the partner decision). */
  LeadMerged = 'lead_merged',
  /** This lead was merged into another (mergedIntoId); the one entry its own page keeps. */
  MergedInto = 'merged_into',
}

/** Where a timeline entry of getLead comes from: a lead event's type, or one of the other records. */
export enum LeadTimelineKind {
  Submission = 'submission',
  Email = 'email',
  StatusChanged = 'status_changed',
  /** A note of the office (a lead_notes row): its text, author and date; `editedAt` once changed. */
  Note = 'note',
  ExpectedCloseDateChanged = 'expected_close_date_changed',
  CallBooked = 'call_booked',
  CallUnbooked = 'call_unbooked',
  FollowUpsPaused = 'follow_ups_paused',
  FollowUpsResumed = 'follow_ups_resumed',
  Deposit = 'deposit',
  QuoteRequest = 'quote_request',
  /** A follow-up e-mail the job sent, or the job ending the sequence (also when a reply ended it). */
  FollowUp = 'follow_up',
  OwnerAssigned = 'owner_assigned',
  OwnerChanged = 'owner_changed',
  /** A contact staff logged (a lead_contacts row: call, text, e-mail, meeting; issue 27). */
  Contact = 'contact',
  /** A next step (a lead_tasks row) added, changed, done or reopened (issue 27). */
  Task = 'task',
  /** The lead's e-mail reply to its reply address (issue 27): sender, subject, text and attachments listed. */
  EmailReply = 'email_reply',
  LeadMerged = 'lead_merged',
  MergedInto = 'merged_into',
}

/** How staff reached a lead (a lead_contacts row; issue 27); PostgreSQL enum `lead_contact_kind`. The first one stops the response clock. */
export enum LeadContactKind {
  Call = 'call',
  Text = 'text',
  /** An e-mail written from the lead page (sendLeadEmail logs it), or one sent elsewhere and logged by hand. */
  Email = 'email',
  Meeting = 'meeting',
}

export const LEAD_CONTACT_KIND_LABELS: Readonly<Record<LeadContactKind, string>> = {
  [LeadContactKind.Call]: 'Call',
  [LeadContactKind.Text]: 'Text message',
  [LeadContactKind.Email]: 'E-mail',
  [LeadContactKind.Meeting]: 'Meeting',
};

/** What a next step on a lead is (a lead_tasks row; issue 27); PostgreSQL enum `lead_task_kind`. */
export enum LeadTaskKind {
  CallBack = 'call_back',
  SendPlanBook = 'send_plan_book',
  SiteVisit = 'site_visit',
  Other = 'other',
}

export const LEAD_TASK_KIND_LABELS: Readonly<Record<LeadTaskKind, string>> = {
  [LeadTaskKind.CallBack]: 'Call back',
  [LeadTaskKind.SendPlanBook]: 'Send the plan book',
  [LeadTaskKind.SiteVisit]: 'Site visit',
  [LeadTaskKind.Other]: 'Other',
};

/** What happened to a next step (a lead_task_events row, shown on the timeline); PostgreSQL enum `lead_task_event_type`. */
export enum LeadTaskEventType {
  Created = 'created',
  /** Its due time, assignee or note changed. */
  Changed = 'changed',
  Done = 'done',
  Reopened = 'reopened',
}

/** Why two leads may be one person (issue 28: lead-duplicates.ts), strongest first. */
export enum DuplicateReason {
  /** The same mailbox (person-keys.ts emailKey: case, Gmail's dots and plus-tags ignored). */
  SameEmail = 'same_email',
  /** The same phone line (E.164). */
  SamePhone = 'same_phone',
  /** The same last name and a similar first name. */
  SimilarName = 'similar_name',
}

export const DUPLICATE_REASON_LABELS: Readonly<Record<DuplicateReason, string>> = {
  [DuplicateReason.SameEmail]: 'Same e-mail address',
  [DuplicateReason.SamePhone]: 'Same phone number',
  [DuplicateReason.SimilarName]: 'Similar name',
};
