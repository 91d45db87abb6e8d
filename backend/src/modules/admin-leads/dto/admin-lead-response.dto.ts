import { ApiProperty } from '@nestjs/swagger';
import { ENGAGEMENT_MAX, FIT_MAX } from '../../leads/lead-score-rules';
import { MergedIntoLeadDto, PossibleDuplicateDto } from './lead-duplicates.dto';
import { StaffPageDto } from '../../../common/dto/staff-page.dto';
import { MailStatus } from '../../../mail/mail.enums';
import { LeadFollowUpState, LeadScoreBand, LeadStatus, LeadSubmissionKind, LeadTaskKind, LeadTimelineKind } from '../../leads/leads.enums';

/** The staff member who works a lead (its owner). */
export class LeadOwnerDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  /** First and last name. */
  name: string;
}

/** A lead's next step as a row shows it: its open task due soonest. */
export class LeadNextStepDto {
  @ApiProperty({ enum: LeadTaskKind, enumName: 'LeadTaskKind' })
  kind: LeadTaskKind;
  @ApiProperty({ type: 'string', format: 'date-time' })
  dueAt: string;
}

/** One row of the back office's leads list. */
export class AdminLeadSummaryDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  @ApiProperty({ format: 'email' })
  email: string;
  firstName: string;
  lastName: string | null;
  phone: string | null;
  @ApiProperty({ enum: LeadStatus, enumName: 'LeadStatus' })
  status: LeadStatus;
  utmSource: string | null;
  /** A discovery call is booked. */
  calendarScheduled: boolean;
  @ApiProperty({ enum: LeadFollowUpState, enumName: 'LeadFollowUpState' })
  followUps: LeadFollowUpState;
  /** Follow-up e-mails sent. */
  @ApiProperty({ type: 'integer' })
  followUpCount: number;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  lastContacted: string | null;
  @ApiProperty({ type: 'string', format: 'date', nullable: true })
  expectedCloseDate: string | null;
  /** The first contact staff logged: the response clock stopped; null while the lead still waits. */
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  firstResponseAt: string | null;
  /** The response clock in business minutes (LEAD_OFFICE_HOURS): to the first response, or waited so far while there is none. */
  @ApiProperty({ type: 'integer' })
  responseBusinessMinutes: number;
  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt: string;
  @ApiProperty({ type: 'string', format: 'date-time' })
  updatedAt: string;
  /** Who works the lead; null when nobody owns it (the owner's account was deleted). */
  @ApiProperty({ type: LeadOwnerDto, nullable: true })
  owner: LeadOwnerDto | null;
  /** Whole days since anything was logged on the lead (a contact, an event such as a status move, a note, or its creation). */
  @ApiProperty({ type: 'integer' })
  idleDays: number;
  /** Idle longer than its stage's limit (LEAD_STALE_DAYS); never for won and lost leads. */
  stale: boolean;
  /** When the lead entered its current status (its last move to it, else its creation). */
  @ApiProperty({ type: 'string', format: 'date-time' })
  statusSince: string;
  /** The open next step due soonest; null: none (the board and My Work call that "no next step"). */
  @ApiProperty({ type: LeadNextStepDto, nullable: true })
  nextStep: LeadNextStepDto | null;
  /** The lead score (issue 28): fit + engagement, 0–100, as of the last scoring (the score job runs hourly). */
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100 })
  score: number;
  /** Fit from the quiz answers, 0 to its maximum (lead-score-rules.ts FIT_MAX). */
  @ApiProperty({ type: 'integer', minimum: 0, maximum: FIT_MAX })
  fitScore: number;
  /** Engagement on the site after giving the e-mail, decayed (30-day half-life), rounded, 0 to its maximum (ENGAGEMENT_MAX). */
  @ApiProperty({ type: 'integer', minimum: 0, maximum: ENGAGEMENT_MAX })
  engagementScore: number;
  @ApiProperty({ enum: LeadScoreBand, enumName: 'LeadScoreBand' })
  scoreBand: LeadScoreBand;
  /** The score's reasons in words, fit first (e.g. 'Owns land', 'Viewed 3 plans this week'). */
  scoreReasons: string[];
}

/** One page of the leads list. */
export class PaginatedAdminLeadsResponseDto extends StaffPageDto {
  items: AdminLeadSummaryDto[];
}

/** One answered quiz step, in words (question and answer label from quiz-definition.ts). */
export class LeadQuizAnswerDto {
  /** The step id, e.g. budgetRange. */
  step: string;
  question: string;
  /** The stored value ('yes', 'no' or an option value). */
  answer: string;
  /** The answer as the quiz showed it, e.g. '$200k - $350k'. */
  answerLabel: string;
}

/** Where the lead's follow-up e-mails stand, from the lead's columns (lead-follow-up-state.ts). */
export class LeadFollowUpsDto {
  @ApiProperty({ enum: LeadFollowUpState, enumName: 'LeadFollowUpState' })
  state: LeadFollowUpState;
  /** Paused by an admin ("Resume follow-ups" undoes it). */
  paused: boolean;
  /** Why they stopped, as the follow-ups job recorded it (e.g. call-booked, unsubscribed); null unless the state is stopped. */
  stoppedReason: string | null;
  /** Follow-up e-mails sent so far. */
  @ApiProperty({ type: 'integer' })
  sent: number;
  /** The next step (active or paused sequences), and when it falls due; null otherwise. */
  @ApiProperty({ type: 'integer', nullable: true })
  nextStep: number | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  nextDueAt: string | null;
}

/** Who did something on the timeline; null on an entry means the site itself (an e-mail, the follow-ups job). */
export class TimelineAuthorDto {
  /** The account, when the author has one (an admin, a buyer); null for a visitor of a form. */
  @ApiProperty({ type: 'integer', nullable: true })
  userId: number | null;
  name: string;
}

/** An attachment of an e-mail reply: listed, never stored or offered for download. */
export class TimelineAttachmentDto {
  name: string;
  /** In bytes. */
  @ApiProperty({ type: 'integer' })
  size: number;
}

/** One entry of a lead's timeline. Fields that do not apply to its kind are null. */
export class LeadTimelineEntryDto {
  @ApiProperty({ enum: LeadTimelineKind, enumName: 'LeadTimelineKind' })
  kind: LeadTimelineKind;
  @ApiProperty({ type: 'string', format: 'date-time' })
  at: string;
  @ApiProperty({ type: TimelineAuthorDto, nullable: true })
  author: TimelineAuthorDto | null;
  /** One line in words saying what happened, e.g. 'Status changed: Pending → Contacted'. */
  summary: string;
  /** More text: the note, the e-mail's subject, a quote request's message. */
  detail: string | null;
  @ApiProperty({ enum: LeadStatus, enumName: 'LeadStatus', nullable: true })
  fromStatus: LeadStatus | null;
  @ApiProperty({ enum: LeadStatus, enumName: 'LeadStatus', nullable: true })
  toStatus: LeadStatus | null;
  /** submission: which form. */
  @ApiProperty({ enum: LeadSubmissionKind, enumName: 'LeadSubmissionKind', nullable: true })
  submissionKind: LeadSubmissionKind | null;
  /** email: the delivery state (pending: queued or retrying; sent; failed: given up). */
  @ApiProperty({ enum: MailStatus, enumName: 'MailStatus', nullable: true })
  mailStatus: MailStatus | null;
  /** deposit: its id (for /admin/deposits/{id}). */
  @ApiProperty({ type: 'integer', nullable: true })
  depositId: number | null;
  /** quote_request: its id (for /admin/quote-requests/{id}). */
  @ApiProperty({ type: 'integer', nullable: true })
  quoteRequestId: number | null;
  /** note: its id (for updateLeadNote and deleteLeadNote, which only its author may call). */
  @ApiProperty({ type: 'integer', nullable: true })
  noteId: number | null;
  /** note: when its author last changed it; null if never ("edited"). */
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  editedAt: string | null;
  /** email_reply: the sender's address (it matched the lead's reply address). */
  sender: string | null;
  /** email and email_reply: the e-mail's subject (plain text from the sender: show as text). */
  emailSubject: string | null;
  /** email_reply: the attachments, listed by name and size (not kept). */
  @ApiProperty({ type: TimelineAttachmentDto, isArray: true, nullable: true })
  attachments: TimelineAttachmentDto[] | null;
}

/** A note of the office on a lead, as addLeadNote and updateLeadNote answer it. */
export class LeadNoteResponseDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  @ApiProperty({ type: 'integer' })
  leadId: number;
  /** Null for the notes moved from the old notes box, or once the author's account is gone. */
  @ApiProperty({ type: TimelineAuthorDto, nullable: true })
  author: TimelineAuthorDto | null;
  body: string;
  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  editedAt: string | null;
}

/** A next step on a lead, as getLead lists it and createLeadTask / updateLeadTask answer it. */
export class LeadTaskResponseDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  @ApiProperty({ type: 'integer' })
  leadId: number;
  @ApiProperty({ enum: LeadTaskKind, enumName: 'LeadTaskKind' })
  kind: LeadTaskKind;
  @ApiProperty({ type: 'string', format: 'date-time' })
  dueAt: string;
  /** Null once the assignee's account is gone (give it to someone else). */
  @ApiProperty({ type: TimelineAuthorDto, nullable: true })
  assignee: TimelineAuthorDto | null;
  note: string | null;
  /** Null while it is open. */
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  doneAt: string | null;
  @ApiProperty({ type: TimelineAuthorDto, nullable: true })
  doneBy: TimelineAuthorDto | null;
  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt: string;
  /** Send it back with updateLeadTask. */
  @ApiProperty({ type: 'string', format: 'date-time' })
  updatedAt: string;
}

/** A lead as the lead page shows it: spec §3's fields (not its hub access token), answers in words, follow-ups and timeline. */
export class AdminLeadResponseDto extends AdminLeadSummaryDto {
  utmMedium: string | null;
  utmCampaign: string | null;
  utmContent: string | null;
  utmTerm: string | null;
  /** The resource hub is unlocked for the lead (spec §3). */
  accessUnlocked: boolean;
  /** The quiz answers of the lead's first submission, in words; empty for a discovery-form lead. */
  quizAnswers: LeadQuizAnswerDto[];
  /** The statuses lead-pipeline.ts lets this lead move to now. */
  @ApiProperty({ enum: LeadStatus, enumName: 'LeadStatus', isArray: true })
  allowedStatuses: LeadStatus[];
  followUpState: LeadFollowUpsDto;
  /** The lead's next steps: open ones first (soonest due first), then done ones (latest first). */
  tasks: LeadTaskResponseDto[];
  /** The timeline's first page, newest first (TIMELINE_PAGE_SIZE entries); getLeadTimeline pages on. */
  timeline: LeadTimelineEntryDto[];
  /** Older timeline entries follow (getLeadTimeline, page 2). */
  timelineHasMore: boolean;
  /** Other leads that may be this person (issue 28: 'Possible duplicate'), oldest first; empty for a merged lead. */
  possibleDuplicates: PossibleDuplicateDto[];
  /** Set when this lead was merged into another: its history is there now, and it takes no changes. */
  @ApiProperty({ type: MergedIntoLeadDto, nullable: true })
  mergedInto: MergedIntoLeadDto | null;
}
