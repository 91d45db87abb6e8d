import { BadRequestException, Injectable, NotFoundException, StreamableFile } from '@nestjs/common';
import { type Actor } from '../../common/auth/actor';
import { StaffAuditLog } from '../../common/audit/staff-audit-log';
import { DataSource } from 'typeorm';
import { streamCsvFromCursor } from '../../common/csv-export';
import { AppConfig } from '../../config/app-config';
import { containsPatterns } from '../../common/like-pattern';
import { onOrAfterBusinessDaySql, onOrBeforeBusinessDaySql } from '../../common/sql-filters';
import { MailStatus } from '../../mail/mail.enums';
import { CONTACT_SUBJECT_LABELS, ContactSubject, QuoteRequestStatus } from '../contact/contact.enums';
import { SortOrder } from '../../common/dto/sort-order';
import { BUSINESS_TIME_ZONE, businessMinutesBetween, type OfficeWindow } from '../../shared/business-calendar';
import { DepositStatus } from '../deposits/deposits.enums';
import {
  AdminLeadResponseDto,
  AdminLeadSummaryDto,
  LeadNoteResponseDto,
  LeadTaskResponseDto,
  LeadQuizAnswerDto,
  LeadTimelineEntryDto,
  PaginatedAdminLeadsResponseDto,
} from './dto/admin-lead-response.dto';
import { LeadNoteBodyDto } from './dto/lead-note.dto';
import { sumStatedBudgets } from './stated-budget';
import { LeadTimelinePageDto, LeadTimelineQueryDto } from './dto/lead-timeline.dto';
import { NEW_OWNER_NOT_STAFF_MESSAGE, REASSIGN_WHICH_MESSAGE, ReassignLeadsDto, ReassignLeadsResponseDto } from './dto/reassign-leads.dto';
import { UsersService } from '../auth/users.service';
import { InputValidationException } from '../../common/validation.pipe';
import { LeadContactResponseDto, LogLeadContactDto } from './dto/lead-contact.dto';
import { CreateLeadTaskDto, NOTHING_TO_CHANGE_ON_TASK_MESSAGE, UpdateLeadTaskDto } from './dto/lead-task.dto';
import { LeadTasksService, type LeadTaskWithPeople } from '../leads/lead-tasks.service';
import { LeadDuplicates, type DuplicateLeadSide } from '../leads/lead-duplicates';
import { leadAddresses } from '../leads/lead-identity';
import type { DuplicateLeadDto } from './dto/lead-duplicates.dto';
import { LeadEmailResponseDto, SendLeadEmailDto } from './dto/send-lead-email.dto';
import { LeadMessages } from '../leads/lead-messages';
import { ExportLeadsQueryDto, ListLeadsQueryDto } from './dto/list-leads-query.dto';
import { LeadBoardResponseDto, ListLeadBoardQueryDto } from './dto/lead-board.dto';
import type { StaleDayLimits } from '../../config/lead-desk-settings';
import { IDLE_DAYS_SQL, STATUS_SINCE_SQL, staleSql } from './lead-staleness';
import { NOTHING_TO_CHANGE_MESSAGE, UpdateLeadDto } from './dto/update-lead.dto';
import type { DiscoveryCallLead } from '../leads/entities/discovery-call-lead.entity';
import type { QuizAnswerRecord } from '../leads/quiz-answer-record';
import type { LeadNote } from '../leads/entities/lead-note.entity';
import { LEAD_NOT_FOUND_MESSAGE, LeadDeskService } from '../leads/lead-desk.service';
import { BookingEvent } from '../follow-ups/follow-ups.enums';
import { followUpStatus } from '../follow-ups/follow-up-schedule';
import { followUpStateSql, leadFollowUpState } from '../leads/lead-follow-up-state';
import { leadStatusFlow } from '../leads/lead-pipeline';
import {
  LEAD_CONTACT_KIND_LABELS,
  LEAD_TASK_KIND_LABELS,
  LeadContactKind,
  LeadEventType,
  LeadSort,
  LeadStatus,
  LeadSubmissionKind,
  LeadTaskEventType,
  LeadTaskKind,
  LeadTimelineKind,
} from '../leads/leads.enums';
import {
  DEPOSIT_STATUS_WORDS,
  EVENT_SUMMARIES,
  followUpSummary,
  MAIL_SUMMARIES,
  missouriDateTimeInWords,
  QUOTE_REQUEST_STATUS_WORDS,
  REPLY_STOPPED_FOLLOW_UPS,
  SHOWN_EVENT_TYPES,
} from './lead-timeline-words';
import { quizOption, quizStep } from '../leads/quiz-definition';
import { QuizStep } from '../leads/quiz.enums';

export { LEAD_NOT_FOUND_MESSAGE, NOT_YOUR_NOTE_MESSAGE, NOTE_NOT_FOUND_MESSAGE, OLD_NOTES_BOX_MESSAGE, STALE_LEAD_MESSAGE } from '../leads/lead-desk.service';
/** getLead's timeline holds its first page: this many entries, the newest; getLeadTimeline pages on from there. */
export const TIMELINE_PAGE_SIZE = 50;
/** The lead columns the list and the export read (dates as text: pg would make a local-midnight Date of them). */
const LEAD_COLUMNS = `lead.id, lead.email, lead."firstName", lead."lastName", lead.phone, lead.status, lead."utmSource", lead."utmMedium",
  lead."utmCampaign", lead."utmContent", lead."utmTerm", lead."calendarScheduled", lead."followUpCount", lead."followUpsPaused",
  lead."followUpsStoppedReason", lead."unsubscribedAt", lead."lastContacted", lead."expectedCloseDate"::text AS "expectedCloseDate",
  lead."firstResponseAt", lead."createdAt", lead."updatedAt", lead.score, lead."fitScore", lead."engagementScore", lead."scoreBand", lead."scoreReasons"`;
/** The lead desk's facts of a lead beside its columns: owner (through the owner relation, LEAD_FROM joins it), idle days, stale, status since. */
function deskColumns(staleDays: StaleDayLimits): string {
  return `lead."ownerId", owner."firstName" AS "ownerFirstName", owner."lastName" AS "ownerLastName",
  ${IDLE_DAYS_SQL} AS "idleDays", ${staleSql(staleDays)} AS stale, ${STATUS_SINCE_SQL} AS "statusSince", ${NEXT_STEP_SQL} AS "nextStep"`;
}
/** The lead's next step: its open task due soonest (kind and due time), or null. */
const NEXT_STEP_SQL = `(SELECT json_build_object('kind', t.kind, 'dueAt', t."dueAt") FROM lead_tasks t
  WHERE t."leadId" = lead.id AND t."doneAt" IS NULL ORDER BY t."dueAt", t.id LIMIT 1)`;
/** The list's FROM: the lead and its owner. */
const LEAD_FROM = `discovery_call_leads lead LEFT JOIN users owner ON owner.id = lead."ownerId"`;
/**
 * The export's Notes cell: every note of the lead, oldest first, each as
 * 'YYYY-MM-DD HH:MM Name: text' in Missouri time (a note from the old notes box has no name).
 */
const NOTES_COLUMN = `(SELECT string_agg(to_char(n."createdAt" AT TIME ZONE '${BUSINESS_TIME_ZONE}', 'YYYY-MM-DD HH24:MI')
      || coalesce(' ' || nullif(btrim(coalesce(u."firstName", '') || ' ' || coalesce(u."lastName", '')), ''), '') || ': ' || n.body, E'\n\n' ORDER BY n."createdAt", n.id)
    FROM lead_notes n LEFT JOIN users u ON u.id = n."authorId" WHERE n."leadId" = lead.id) AS notes`;

type LeadRow = Pick<
  DiscoveryCallLead,
  | 'id'
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'status'
  | 'utmSource'
  | 'utmMedium'
  | 'utmCampaign'
  | 'utmContent'
  | 'utmTerm'
  | 'calendarScheduled'
  | 'followUpCount'
  | 'followUpsPaused'
  | 'followUpsStoppedReason'
  | 'unsubscribedAt'
  | 'lastContacted'
  | 'expectedCloseDate'
  | 'ownerId'
  | 'firstResponseAt'
  | 'score'
  | 'fitScore'
  | 'engagementScore'
  | 'scoreBand'
  | 'scoreReasons'
  | 'createdAt'
  | 'updatedAt'
> &
  DeskFacts;
/** deskColumns(): what the list, the board and getLead show beside the lead's own columns. */
interface DeskFacts {
  ownerId: number | null;
  ownerFirstName: string | null;
  ownerLastName: string | null;
  idleDays: number;
  stale: boolean;
  statusSince: Date;
  /** json_build_object: the due time arrives as an ISO string. */
  nextStep: { kind: LeadTaskKind; dueAt: string } | null;
}
/** An exported row: the lead and its notes in one cell (NOTES_COLUMN). */
type ExportRow = LeadRow & { notes: string | null };

/**
 * The CSV export's columns, in order (README "Back office: leads and quote requests"). Times are
 * Missouri time, written YYYY-MM-DD HH:MM so spreadsheets read them as dates.
 */
const CSV_COLUMNS: ReadonlyArray<[string, (lead: ExportRow, followUpSteps: number) => string | number | null]> = [
  ['Lead ID', (lead) => lead.id],
  ['Created (Missouri time)', (lead) => missouriDateTime(lead.createdAt)],
  ['First name', (lead) => lead.firstName],
  ['Last name', (lead) => lead.lastName],
  ['E-mail', (lead) => lead.email],
  ['Phone', (lead) => lead.phone],
  ['Status', (lead) => lead.status],
  ['Call booked', (lead) => (lead.calendarScheduled ? 'yes' : 'no')],
  ['Follow-ups', (lead, followUpSteps) => leadFollowUpState(lead, followUpSteps).state],
  ['Follow-ups sent', (lead) => lead.followUpCount],
  ['Last contacted (Missouri time)', (lead) => (lead.lastContacted ? missouriDateTime(lead.lastContacted) : null)],
  ['Expected close date', (lead) => lead.expectedCloseDate],
  ['UTM source', (lead) => lead.utmSource],
  ['UTM medium', (lead) => lead.utmMedium],
  ['UTM campaign', (lead) => lead.utmCampaign],
  ['UTM content', (lead) => lead.utmContent],
  ['UTM term', (lead) => lead.utmTerm],
  ['Notes', (lead) => lead.notes],
];
export const LEAD_CSV_HEADERS = CSV_COLUMNS.map(([header]) => header);

const missouriFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'YYYY-MM-DD HH:MM' in Missouri time. */
function missouriDateTime(at: Date): string {
  const part = Object.fromEntries(missouriFormat.formatToParts(at).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/** The WHERE clause and ORDER BY of the list and the export (parameters $1…). */
function leadQuery(query: ExportLeadsQueryDto, followUpSteps: number, staleDays: StaleDayLimits): { where: string; orderBy: string; params: unknown[] } {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  // A lead merged into another is that person's lead now: only its own page shows it (with where it went).
  const conditions: string[] = ['lead."mergedIntoId" IS NULL'];
  if (query.status?.length) conditions.push(`lead.status::text = ANY(${param(query.status)})`);
  // Every word of q in the name, e-mail or phone; a word's digits also match the phone's digits ('816-555' finds '(816) 555-0142').
  for (const pattern of containsPatterns(query.q)) {
    const word = param(pattern);
    const matches = [`lead.email ILIKE ${word}`, `(lead."firstName" || ' ' || coalesce(lead."lastName", '')) ILIKE ${word}`, `lead.phone ILIKE ${word}`];
    const digits = pattern.replace(/\D/g, '');
    if (digits.length >= 3) matches.push(`regexp_replace(coalesce(lead.phone, ''), '\\D', '', 'g') LIKE ${param(`%${digits}%`)}`);
    conditions.push(`(${matches.join(' OR ')})`);
  }
  if (query.ownerId !== undefined) conditions.push(`lead."ownerId" = ${param(query.ownerId)}`);
  if (query.utmSource) conditions.push(`lead."utmSource" = ${param(query.utmSource)}`);
  if (query.callBooked !== undefined) conditions.push(`lead."calendarScheduled" = ${param(query.callBooked)}`);
  if (query.followUps) conditions.push(followUpStateSql(query.followUps, followUpSteps, param));
  if (query.stale !== undefined) conditions.push(query.stale ? staleSql(staleDays) : `NOT ${staleSql(staleDays)}`);
  if (query.score) conditions.push(`lead."scoreBand" = ${param(query.score)}`);
  if (query.createdFrom) conditions.push(onOrAfterBusinessDaySql('lead."createdAt"', param(query.createdFrom)));
  if (query.createdTo) conditions.push(onOrBeforeBusinessDaySql('lead."createdAt"', param(query.createdTo)));

  const direction = query.order === SortOrder.Asc ? 'ASC' : 'DESC';
  const keys: Record<LeadSort, string[]> = {
    [LeadSort.CreatedAt]: ['lead."createdAt"'],
    [LeadSort.LastContacted]: ['lead."lastContacted"'],
    [LeadSort.ExpectedCloseDate]: ['lead."expectedCloseDate"'],
    [LeadSort.Name]: [`lower(lead."firstName" || ' ' || coalesce(lead."lastName", ''))`],
    [LeadSort.Score]: ['lead.score'],
  };
  const orderBy = [...keys[query.sort].map((key) => `${key} ${direction} NULLS LAST`), 'lead.id DESC'].join(', ');
  return { where: `WHERE ${conditions.join(' AND ')}`, orderBy, params };
}

export function toAdminLeadSummary(lead: LeadRow, followUpSteps: number, officeWindow: OfficeWindow, now: Date = new Date()): AdminLeadSummaryDto {
  return {
    id: lead.id,
    email: lead.email,
    firstName: lead.firstName,
    lastName: lead.lastName,
    phone: lead.phone,
    status: lead.status,
    utmSource: lead.utmSource,
    calendarScheduled: lead.calendarScheduled,
    followUps: leadFollowUpState(lead, followUpSteps).state,
    followUpCount: lead.followUpCount,
    lastContacted: lead.lastContacted?.toISOString() ?? null,
    expectedCloseDate: lead.expectedCloseDate,
    firstResponseAt: lead.firstResponseAt?.toISOString() ?? null,
    // The response clock in office time (LEAD_OFFICE_HOURS): to the first response, or waited so far.
    responseBusinessMinutes: Math.floor(businessMinutesBetween(lead.createdAt, lead.firstResponseAt ?? now, officeWindow)),
    createdAt: lead.createdAt.toISOString(),
    updatedAt: lead.updatedAt.toISOString(),
    owner: lead.ownerId === null ? null : { id: lead.ownerId, name: fullName(lead.ownerFirstName, lead.ownerLastName) },
    idleDays: lead.idleDays,
    stale: lead.stale,
    statusSince: lead.statusSince.toISOString(),
    nextStep: lead.nextStep ? { kind: lead.nextStep.kind, dueAt: new Date(lead.nextStep.dueAt).toISOString() } : null,
    score: lead.score,
    fitScore: lead.fitScore,
    engagementScore: Math.round(lead.engagementScore),
    scoreBand: lead.scoreBand,
    scoreReasons: lead.scoreReasons,
  };
}

/** Stored answers in words: the question and answer label of quiz-definition.ts (the stored text if a step is unknown). */
export function quizAnswersInWords(answers: QuizAnswerRecord[] | null): LeadQuizAnswerDto[] {
  return (answers ?? []).map(({ step, question, answer }) => {
    const known = Object.values(QuizStep).includes(step as QuizStep);
    return {
      step,
      question: known ? quizStep(step as QuizStep).question : question,
      answer,
      answerLabel: (known ? quizOption(step as QuizStep, answer)?.label : undefined) ?? answer,
    };
  });
}

function toAdminLeadResponse(
  lead: DiscoveryCallLead & DeskFacts,
  followUpDelays: readonly number[],
  officeWindow: OfficeWindow,
  tasks: LeadTaskResponseDto[],
  timeline: { items: LeadTimelineEntryDto[]; hasMore: boolean },
  identity: Pick<AdminLeadResponseDto, 'possibleDuplicates' | 'mergedInto'>,
): AdminLeadResponseDto {
  const followUps = followUpStatus(lead, followUpDelays);
  return {
    ...toAdminLeadSummary(lead, followUpDelays.length, officeWindow),
    utmMedium: lead.utmMedium,
    utmCampaign: lead.utmCampaign,
    utmContent: lead.utmContent,
    utmTerm: lead.utmTerm,
    accessUnlocked: lead.accessUnlocked,
    quizAnswers: quizAnswersInWords(lead.quizAnswers),
    // A merged lead takes no changes: its page points to the lead it went to.
    allowedStatuses: lead.mergedIntoId === null ? leadStatusFlow.allowed(lead.status) : [],
    followUpState: {
      state: followUps.state,
      paused: lead.followUpsPaused,
      stoppedReason: followUps.stoppedReason,
      sent: lead.followUpCount,
      nextStep: followUps.nextStep,
      nextDueAt: followUps.nextDueAt?.toISOString() ?? null,
    },
    firstResponseAt: lead.firstResponseAt?.toISOString() ?? null,
    tasks,
    timeline: timeline.items,
    timelineHasMore: timeline.hasMore,
    ...identity,
  };
}

export function toDuplicateLead(lead: DuplicateLeadSide): DuplicateLeadDto {
  return { ...lead, createdAt: lead.createdAt.toISOString() };
}

type PersonName = { firstName: string; lastName: string | null };
const person = (userId: number | null, name: PersonName | null) =>
  userId === null || !name ? null : { userId, name: fullName(name.firstName, name.lastName) };

export function toLeadTaskResponse({ task, assignee, doneBy }: LeadTaskWithPeople): LeadTaskResponseDto {
  return {
    id: task.id,
    leadId: task.leadId,
    kind: task.kind,
    dueAt: task.dueAt.toISOString(),
    assignee: person(task.assigneeId, assignee),
    note: task.note,
    doneAt: task.doneAt?.toISOString() ?? null,
    doneBy: person(task.doneById, doneBy),
    createdAt: task.createdAt.toISOString(),
    updatedAt: task.updatedAt.toISOString(),
  };
}

/** 'Call logged by Sam Rep: talked budget' (the note after a colon, when there is one). */
export function contactSummary(kind: LeadContactKind, authorName: string | null, note: string | null): string {
  const line = `${LEAD_CONTACT_KIND_LABELS[kind]} logged${authorName ? ` by ${authorName}` : ''}`;
  return note ? `${line}: ${note}` : line;
}

/** A next step's event in words, e.g. 'Next step added: Call back, due Monday, November 30, 2026 at 9:00 AM Missouri time, for Sam Rep'. */
export function taskEventSummary(type: LeadTaskEventType, kind: LeadTaskKind, dueAt: Date, assigneeName: string | null): string {
  const what = LEAD_TASK_KIND_LABELS[kind];
  const due = `due ${missouriDateTimeInWords(dueAt)}${assigneeName ? `, for ${assigneeName}` : ''}`;
  switch (type) {
    case LeadTaskEventType.Created:
      return `Next step added: ${what}, ${due}`;
    case LeadTaskEventType.Changed:
      return `Next step changed: ${what}, now ${due}`;
    case LeadTaskEventType.Done:
      return `Next step done: ${what}`;
    case LeadTaskEventType.Reopened:
      return `Next step reopened: ${what}, ${due}`;
  }
}

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');
const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** How the timeline says each kind of submission (the quote request itself is its own entry). */
const SUBMISSION_SUMMARIES: Readonly<Record<LeadSubmissionKind, string>> = {
  [LeadSubmissionKind.Quiz]: 'Quiz submitted',
  [LeadSubmissionKind.Discovery]: 'Discovery call form submitted',
  [LeadSubmissionKind.Partner]: "Referred by a partner through the partner form (their code is on the partner's referral)",
  [LeadSubmissionKind.Contact]: 'Became a lead through the contact form (a message about a home)',
};

function timelineEntry(entry: Pick<LeadTimelineEntryDto, 'kind' | 'at' | 'summary'> & Partial<LeadTimelineEntryDto>): LeadTimelineEntryDto {
  return {
    author: null,
    detail: null,
    fromStatus: null,
    toStatus: null,
    submissionKind: null,
    mailStatus: null,
    depositId: null,
    quoteRequestId: null,
    noteId: null,
    editedAt: null,
    sender: null,
    emailSubject: null,
    attachments: null,
    ...entry,
  };
}

function toLeadNoteResponse(note: LeadNote, author: { firstName: string; lastName: string | null } | null): LeadNoteResponseDto {
  return {
    id: note.id,
    leadId: note.leadId,
    author: note.authorId === null || !author ? null : { userId: note.authorId, name: fullName(author.firstName, author.lastName) },
    body: note.body,
    createdAt: note.createdAt.toISOString(),
    editedAt: note.editedAt?.toISOString() ?? null,
  };
}

@Injectable()
export class AdminLeadsService {
  /** The configured FOLLOW_UPS_DELAYS: one step each. */
  private readonly followUpDelays: readonly number[];
  private readonly followUpStepCount: number;
  /** LEAD_STALE_DAYS. */
  private readonly staleDays: StaleDayLimits;
  /** LEAD_OFFICE_HOURS: the response clock's window. */
  private readonly officeWindow: OfficeWindow;

  constructor(
    private readonly dataSource: DataSource,
    private readonly leadDesk: LeadDeskService,
    private readonly users: UsersService,
    private readonly leadTasks: LeadTasksService,
    private readonly leadMessages: LeadMessages,
    private readonly duplicates: LeadDuplicates,
    config: AppConfig,
  ) {
    this.followUpDelays = config.followUpDelaysSeconds;
    this.followUpStepCount = config.followUpDelaysSeconds.length;
    this.officeWindow = config.officeWindow;
    this.staleDays = config.leadStaleDays;
  }

  async listLeads(query: ListLeadsQueryDto): Promise<PaginatedAdminLeadsResponseDto> {
    const { where, orderBy, params } = leadQuery(query, this.followUpStepCount, this.staleDays);
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM discovery_call_leads lead ${where}`, params);
    const rows = await this.dataSource.query<LeadRow[]>(
      `SELECT ${LEAD_COLUMNS}, ${deskColumns(this.staleDays)} FROM ${LEAD_FROM} ${where} ORDER BY ${orderBy} LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
      params,
    );
    return {
      items: rows.map((lead) => toAdminLeadSummary(lead, this.followUpStepCount, this.officeWindow)),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** The filtered leads as CSV, streamed from a cursor (common/csv-export.ts). */
  async exportLeadsCsv(actor: Actor, query: ExportLeadsQueryDto): Promise<StreamableFile> {
    const { where, orderBy, params } = leadQuery(query, this.followUpStepCount, this.staleDays);
    const file = await streamCsvFromCursor<ExportRow>(this.dataSource, {
      sql: `SELECT ${LEAD_COLUMNS}, ${NOTES_COLUMN} FROM discovery_call_leads lead ${where} ORDER BY ${orderBy}`,
      params,
      headers: LEAD_CSV_HEADERS,
      record: (lead) => CSV_COLUMNS.map(([, value]) => value(lead, this.followUpStepCount)),
      filename: `leads-${new Date().toISOString().slice(0, 10)}.csv`,
    });
    StaffAuditLog.record(actor, 'leads exported', `CSV with filters ${JSON.stringify({ ...query, sort: undefined, order: undefined })}`);
    return file;
  }

  async getLead(id: number): Promise<AdminLeadResponseDto> {
    const lead = await this.leadDesk.findLead(id);
    if (!lead) throw new NotFoundException(LEAD_NOT_FOUND_MESSAGE);
    const [[facts], tasks, timeline, duplicates, mergedInto] = await Promise.all([
      this.dataSource.query<DeskFacts[]>(`SELECT ${deskColumns(this.staleDays)} FROM ${LEAD_FROM} WHERE lead.id = $1`, [id]),
      this.leadTasks.listForLead(id),
      this.timeline(lead),
      lead.mergedIntoId === null ? this.duplicates.of(id) : [],
      lead.mergedIntoId === null ? null : this.leadDesk.findLead(lead.mergedIntoId),
    ]);
    return toAdminLeadResponse({ ...lead, ...facts }, this.followUpDelays, this.officeWindow, tasks.map(toLeadTaskResponse), timeline, {
      possibleDuplicates: duplicates.map((duplicate) => ({ lead: toDuplicateLead(duplicate.lead), reasons: duplicate.reasons })),
      mergedInto: mergedInto && {
        id: mergedInto.id,
        firstName: mergedInto.firstName,
        lastName: mergedInto.lastName,
        mergedAt: (lead.mergedAt ?? lead.updatedAt).toISOString(),
      },
    });
  }

  /**
   * The pipeline board (/admin/leads?view=board): one column per status in the pipeline's order,
   * each with its count and its newest `perColumn` leads as the list's rows.
   */
  async listLeadBoard(query: ListLeadBoardQueryDto): Promise<LeadBoardResponseDto> {
    const params: unknown[] = [];
    const conditions: string[] = ['lead."mergedIntoId" IS NULL'];
    if (query.ownerId !== undefined) conditions.push(`lead."ownerId" = $${params.push(query.ownerId)}`);
    if (query.stale !== undefined) conditions.push(query.stale ? staleSql(this.staleDays) : `NOT ${staleSql(this.staleDays)}`);
    const where = `WHERE ${conditions.join(' AND ')}`;
    const [counts, budgets, rows] = await Promise.all([
      this.dataSource.query<{ status: LeadStatus; total: number }[]>(
        `SELECT lead.status, count(*)::int AS total FROM discovery_call_leads lead ${where} GROUP BY lead.status`,
        params,
      ),
      this.dataSource.query<{ status: LeadStatus; answer: string | null; count: number }[]>(
        `SELECT lead.status, (SELECT a->>'answer' FROM jsonb_array_elements(coalesce(lead."quizAnswers", '[]'::jsonb)) a WHERE a->>'step' = 'budgetRange' LIMIT 1) AS answer,
                count(*)::int AS count
           FROM discovery_call_leads lead ${where} GROUP BY 1, 2`,
        params,
      ),
      this.dataSource.query<LeadRow[]>(
        `WITH ranked AS (
           SELECT lead.id, row_number() OVER (PARTITION BY lead.status ORDER BY lead."createdAt" DESC, lead.id DESC) AS rank
             FROM discovery_call_leads lead ${where})
         SELECT ${LEAD_COLUMNS}, ${deskColumns(this.staleDays)}
           FROM ranked r JOIN ${LEAD_FROM} ON lead.id = r.id
          WHERE r.rank <= ${query.perColumn} ORDER BY r.rank`,
        params,
      ),
    ]);
    const totals = new Map(counts.map((row) => [row.status, row.total]));
    return {
      perColumn: query.perColumn,
      columns: Object.values(LeadStatus).map((status) => ({
        status,
        total: totals.get(status) ?? 0,
        items: rows.filter((row) => row.status === status).map((row) => toAdminLeadSummary(row, this.followUpStepCount, this.officeWindow)),
        value: sumStatedBudgets(budgets.filter((row) => row.status === status)),
      })),
    };
  }

  /** "Log a contact" (LeadDeskService.logContact): the first one stops the lead's response clock. */
  async logContact(actor: Actor, leadId: number, dto: LogLeadContactDto): Promise<LeadContactResponseDto> {
    const { contact, author } = await this.leadDesk.logContact(actor, leadId, {
      kind: dto.kind,
      note: dto.note ?? null,
      contactedAt: dto.contactedAt === undefined ? undefined : new Date(dto.contactedAt),
    });
    return {
      id: contact.id,
      leadId: contact.leadId,
      kind: contact.kind,
      note: contact.note,
      author: person(contact.authorId, author),
      contactedAt: contact.contactedAt.toISOString(),
    };
  }

  /** "Add a next step" (LeadTasksService.create). */
  async createTask(actor: Actor, leadId: number, dto: CreateLeadTaskDto): Promise<LeadTaskResponseDto> {
    return toLeadTaskResponse(
      await this.leadTasks.create(actor, leadId, { kind: dto.kind, dueAt: new Date(dto.dueAt), assigneeId: dto.assigneeId, note: dto.note ?? null }),
    );
  }

  /** Changes, finishes or reopens a next step (LeadTasksService.update). */
  async updateTask(actor: Actor, leadId: number, taskId: number, dto: UpdateLeadTaskDto): Promise<LeadTaskResponseDto> {
    const fields = ['dueAt', 'assigneeId', 'note', 'done'] as const;
    if (fields.every((field) => dto[field] === undefined)) throw new BadRequestException(NOTHING_TO_CHANGE_ON_TASK_MESSAGE);
    return toLeadTaskResponse(
      await this.leadTasks.update(actor, leadId, taskId, {
        dueAt: dto.dueAt === undefined ? undefined : new Date(dto.dueAt),
        assigneeId: dto.assigneeId,
        note: dto.note,
        done: dto.done,
        updatedAt: dto.updatedAt,
      }),
    );
  }

  /** The lead page's changes, made by the leads module (LeadDeskService.updateLead); answers the lead as getLead does. */
  async updateLead(actor: Actor, id: number, dto: UpdateLeadDto): Promise<AdminLeadResponseDto> {
    const fields = ['status', 'expectedCloseDate', 'calendarScheduled', 'followUpsPaused'] as const;
    if (fields.every((field) => dto[field] === undefined)) throw new BadRequestException(NOTHING_TO_CHANGE_MESSAGE);
    await this.leadDesk.updateLead(actor, id, dto);
    return this.getLead(id);
  }

  /** An admin gives one lead, a selection, or all of a rep's open leads to another admin or rep (LeadDeskService.reassign). */
  async reassignLeads(actor: Actor, dto: ReassignLeadsDto): Promise<ReassignLeadsResponseDto> {
    if ((dto.leadIds === undefined) === (dto.fromOwnerId === undefined))
      throw new InputValidationException([{ field: 'leadIds', message: REASSIGN_WHICH_MESSAGE }]);
    if (!(await this.users.officeStaff()).some((member) => member.id === dto.toOwnerId)) {
      throw new InputValidationException([{ field: 'toOwnerId', message: NEW_OWNER_NOT_STAFF_MESSAGE }]);
    }
    const which = dto.leadIds ? { leadIds: dto.leadIds } : { fromOwnerId: dto.fromOwnerId! };
    return { reassigned: await this.leadDesk.reassign(actor, which, dto.toOwnerId) };
  }

  /** One page of a lead's timeline, newest first (the lead page's "Show older entries"). */
  async getLeadTimeline(id: number, query: LeadTimelineQueryDto): Promise<LeadTimelinePageDto> {
    const lead = await this.leadDesk.findLead(id);
    if (!lead) throw new NotFoundException(LEAD_NOT_FOUND_MESSAGE);
    const { items, hasMore } = await this.timeline(lead, query.page, query.pageSize);
    return { items, page: query.page, pageSize: query.pageSize, hasMore };
  }

  /** "Add note" (LeadDeskService.addNote). */
  async addNote(actor: Actor, leadId: number, dto: LeadNoteBodyDto): Promise<LeadNoteResponseDto> {
    const { note, author } = await this.leadDesk.addNote(actor, leadId, dto.body);
    return toLeadNoteResponse(note, author);
  }

  /** "Write an e-mail" (LeadMessages.send): queued with the lead's reply address, logged as the rep's contact. */
  async sendEmail(actor: Actor, leadId: number, dto: SendLeadEmailDto): Promise<LeadEmailResponseDto> {
    const { mailId, contactId } = await this.leadMessages.send(actor, leadId, dto);
    const [row] = await this.dataSource.query<Array<{ status: MailStatus; replyTo: string | null }>>(
      `SELECT status, "replyTo" FROM mail_outbox WHERE id = $1`,
      [mailId],
    );
    return { mailId, contactId, status: row.status, replyTo: row.replyTo ?? '' };
  }

  /** Changes a note's text: its author only (LeadDeskService.updateNote). */
  async updateNote(actor: Actor, leadId: number, noteId: number, dto: LeadNoteBodyDto): Promise<LeadNoteResponseDto> {
    const { note, author } = await this.leadDesk.updateNote(actor, leadId, noteId, dto.body);
    return toLeadNoteResponse(note, author);
  }

  /** Deletes a note: its author only (LeadDeskService.deleteNote). */
  deleteNote(actor: Actor, leadId: number, noteId: number): Promise<void> {
    return this.leadDesk.deleteNote(actor, leadId, noteId);
  }

  /**
   * Everything that happened to the lead, newest first: its admin events, the e-mails to its
   * address, its quote requests and deposits (matched by e-mail, as the office sees one person)
   * and its form submissions. Entries at the same instant keep that order.
   */
  private async timeline(lead: DiscoveryCallLead, page = 1, pageSize = TIMELINE_PAGE_SIZE): Promise<{ items: LeadTimelineEntryDto[]; hasMore: boolean }> {
    // Page n needs each record kind's newest n × pageSize (+1 to know whether more follow): merged, sorted and cut.
    const limit = page * pageSize + 1;
    // Records kept by e-mail are the person's under any of their addresses (a merged lead's, a variant of their mailbox);
    // a lead merged away has none of its own any more: they are on the lead it went to.
    const addresses = lead.mergedIntoId === null ? await leadAddresses(this.dataSource.manager, lead.id) : [];
    const [events, notes, emails, quoteRequests, deposits, submissions, followUps, bookings, contacts, taskEvents, replies] = await Promise.all([
      this.dataSource.query<
        Array<{
          type: Exclude<LeadEventType, LeadEventType.NotesChanged>;
          fromStatus: LeadStatus | null;
          toStatus: LeadStatus | null;
          note: string | null;
          createdAt: Date;
          authorId: number | null;
          firstName: string | null;
          lastName: string | null;
          fromOwnerName: string | null;
          toOwnerName: string | null;
        }>
      >(
        `SELECT e.type, e."fromStatus", e."toStatus", e.note, e."createdAt", e."authorId", u."firstName", u."lastName",
                btrim(fo."firstName" || ' ' || fo."lastName") AS "fromOwnerName", btrim(t."firstName" || ' ' || t."lastName") AS "toOwnerName"
           FROM lead_events e LEFT JOIN users u ON u.id = e."authorId"
           LEFT JOIN users fo ON fo.id = e."fromOwnerId" LEFT JOIN users t ON t.id = e."toOwnerId"
          WHERE e."leadId" = $1 AND e.type::text = ANY($2) ORDER BY e."createdAt" DESC, e.id DESC LIMIT ${limit}`,
        [lead.id, SHOWN_EVENT_TYPES],
      ),
      this.dataSource.query<
        Array<{ id: number; body: string; createdAt: Date; editedAt: Date | null; authorId: number | null; firstName: string | null; lastName: string | null }>
      >(
        `SELECT n.id, n.body, n."createdAt", n."editedAt", n."authorId", u."firstName", u."lastName"
           FROM lead_notes n LEFT JOIN users u ON u.id = n."authorId"
          WHERE n."leadId" = $1 ORDER BY n."createdAt" DESC, n.id DESC LIMIT ${limit}`,
        [lead.id],
      ),
      // An outbox row may address several people ("a@x, b@y"). A follow-up e-mail is the
      // follow-up's entry (below), so its outbox row is left out here: one entry per e-mail.
      // An e-mail a rep wrote from the lead page is logged as their contact: its author and text.
      this.dataSource.query<
        Array<{
          subject: string;
          status: MailStatus;
          createdAt: Date;
          text: string;
          authorId: number | null;
          firstName: string | null;
          lastName: string | null;
        }>
      >(
        `SELECT m.subject, m.status, m."createdAt", c."authorId", u."firstName", u."lastName",
                CASE WHEN c.id IS NULL THEN NULL ELSE m.text END AS text
           FROM mail_outbox m
           LEFT JOIN lead_contacts c ON c."mailOutboxId" = m.id AND c."leadId" = $2
           LEFT JOIN users u ON u.id = c."authorId"
          WHERE string_to_array(replace(lower(m."to"), ' ', ''), ',') && $1::text[]
            AND NOT EXISTS (SELECT 1 FROM lead_follow_ups f WHERE f."mailId" = m.id)
          ORDER BY m."createdAt" DESC, m.id DESC LIMIT ${limit}`,
        [addresses, lead.id],
      ),
      this.dataSource.query<Array<{ id: number; name: string; subject: string; status: QuoteRequestStatus; message: string; createdAt: Date }>>(
        `SELECT id, name, subject, status, message, "createdAt" FROM contact_messages WHERE email = ANY($1) ORDER BY "createdAt" DESC, id DESC LIMIT ${limit}`,
        [addresses],
      ),
      this.dataSource.query<
        Array<{ id: number; amount: number; status: DepositStatus; createdAt: Date; userId: number; firstName: string; lastName: string; design: string }>
      >(
        `SELECT d.id, d.amount, d.status, d."createdAt", u.id AS "userId", u."firstName", u."lastName", g.name AS design
           FROM deposits d JOIN users u ON u.id = d."userId" JOIN designs g ON g.id = d."designId"
          WHERE u.email = ANY($1) ORDER BY d."createdAt" DESC, d.id DESC LIMIT ${limit}`,
        [addresses],
      ),
      this.dataSource.query<
        Array<{ kind: LeadSubmissionKind; email: string; firstName: string; lastName: string | null; phone: string | null; createdAt: Date }>
      >(
        `SELECT kind, email, "firstName", "lastName", phone, "createdAt" FROM lead_submissions WHERE "leadId" = $1 ORDER BY "createdAt" DESC, id DESC LIMIT ${limit}`,
        [lead.id],
      ),
      this.dataSource.query<
        Array<{
          step: number;
          outcome: 'sent' | 'stopped';
          subject: string | null;
          stoppedReason: string | null;
          mergedFromLeadId: number | null;
          createdAt: Date;
          mailStatus: MailStatus | null;
        }>
      >(
        `SELECT f.step, f.outcome, f.subject, f."stoppedReason", f."createdAt", f."mergedFromLeadId", m.status AS "mailStatus"
           FROM lead_follow_ups f LEFT JOIN mail_outbox m ON m.id = f."mailId"
          WHERE f."leadId" = $1 ORDER BY f."createdAt" DESC, f.id DESC LIMIT ${limit}`,
        [lead.id],
      ),
      this.dataSource.query<Array<{ event: BookingEvent; startsAt: Date; receivedAt: Date }>>(
        `SELECT event, "startsAt", "receivedAt" FROM bookings WHERE "leadId" = $1 ORDER BY "receivedAt" DESC, id DESC LIMIT ${limit}`,
        [lead.id],
      ),
      this.dataSource.query<
        Array<{ kind: LeadContactKind; note: string | null; contactedAt: Date; authorId: number | null; firstName: string | null; lastName: string | null }>
      >(
        `SELECT c.kind, c.note, c."contactedAt", c."authorId", u."firstName", u."lastName"
           FROM lead_contacts c LEFT JOIN users u ON u.id = c."authorId"
          WHERE c."leadId" = $1 AND c."mailOutboxId" IS NULL ORDER BY c."contactedAt" DESC, c.id DESC LIMIT ${limit}`,
        [lead.id],
      ),
      this.dataSource.query<
        Array<{
          type: LeadTaskEventType;
          createdAt: Date;
          authorId: number | null;
          firstName: string | null;
          lastName: string | null;
          kind: LeadTaskKind;
          dueAt: Date;
          note: string | null;
          assigneeFirstName: string | null;
          assigneeLastName: string | null;
        }>
      >(
        `SELECT e.type, e."createdAt", e."authorId", u."firstName", u."lastName", t.kind, t."dueAt", t.note,
                a."firstName" AS "assigneeFirstName", a."lastName" AS "assigneeLastName"
           FROM lead_task_events e JOIN lead_tasks t ON t.id = e."taskId"
           LEFT JOIN users u ON u.id = e."authorId" LEFT JOIN users a ON a.id = t."assigneeId"
          WHERE e."leadId" = $1 ORDER BY e."createdAt" DESC, e.id DESC LIMIT ${limit}`,
        [lead.id],
      ),
      this.dataSource.query<
        Array<{
          fromAddress: string;
          fromName: string | null;
          subject: string;
          text: string;
          attachments: Array<{ name: string; size: number }>;
          stoppedFollowUps: boolean;
          receivedAt: Date;
        }>
      >(
        `SELECT "fromAddress", "fromName", subject, text, attachments, "stoppedFollowUps", "receivedAt"
           FROM lead_replies WHERE "leadId" = $1 ORDER BY "receivedAt" DESC, id DESC LIMIT ${limit}`,
        [lead.id],
      ),
    ]);

    const entries: LeadTimelineEntryDto[] = [
      ...events.map((event) =>
        timelineEntry({
          kind: event.type as string as LeadTimelineKind,
          at: event.createdAt.toISOString(),
          author: event.authorId === null ? null : { userId: event.authorId, name: fullName(event.firstName, event.lastName) },
          summary: EVENT_SUMMARIES[event.type](event),
          detail: null,
          fromStatus: event.fromStatus,
          toStatus: event.toStatus,
        }),
      ),
      ...notes.map((note) =>
        timelineEntry({
          kind: LeadTimelineKind.Note,
          at: note.createdAt.toISOString(),
          author: note.authorId === null ? null : { userId: note.authorId, name: fullName(note.firstName, note.lastName) },
          summary: note.authorId === null ? 'Note from the old notes box' : note.editedAt ? 'Note (edited)' : 'Note',
          detail: note.body,
          noteId: note.id,
          editedAt: note.editedAt?.toISOString() ?? null,
        }),
      ),
      ...emails.map((email) =>
        timelineEntry({
          kind: LeadTimelineKind.Email,
          at: email.createdAt.toISOString(),
          author: email.authorId === null ? null : { userId: email.authorId, name: fullName(email.firstName, email.lastName) },
          summary: MAIL_SUMMARIES[email.status],
          // A rep's e-mail shows what they wrote; the site's own e-mails their subject.
          detail: email.text ?? email.subject,
          emailSubject: email.subject,
          mailStatus: email.status,
        }),
      ),
      // Replies are the sender's text, shown as text by the page (never HTML, never linked).
      ...replies.flatMap((reply) => {
        const entries = [
          timelineEntry({
            kind: LeadTimelineKind.EmailReply,
            at: reply.receivedAt.toISOString(),
            author: { userId: null, name: reply.fromName ?? reply.fromAddress },
            summary: 'E-mail reply received',
            detail: reply.text,
            sender: reply.fromAddress,
            emailSubject: reply.subject,
            attachments: reply.attachments,
          }),
        ];
        if (reply.stoppedFollowUps) {
          entries.push(timelineEntry({ kind: LeadTimelineKind.FollowUp, at: reply.receivedAt.toISOString(), summary: REPLY_STOPPED_FOLLOW_UPS }));
        }
        return entries;
      }),
      ...quoteRequests.map((request) =>
        timelineEntry({
          kind: LeadTimelineKind.QuoteRequest,
          at: request.createdAt.toISOString(),
          author: { userId: null, name: request.name },
          summary: `Quote request: ${CONTACT_SUBJECT_LABELS[request.subject as ContactSubject] ?? request.subject} (${QUOTE_REQUEST_STATUS_WORDS[request.status] ?? request.status})`,
          detail: request.message,
          quoteRequestId: request.id,
        }),
      ),
      ...deposits.map((deposit) =>
        timelineEntry({
          kind: LeadTimelineKind.Deposit,
          at: deposit.createdAt.toISOString(),
          author: { userId: deposit.userId, name: fullName(deposit.firstName, deposit.lastName) },
          summary: `Deposit of ${dollars(deposit.amount)} on ${deposit.design} (${DEPOSIT_STATUS_WORDS[deposit.status] ?? deposit.status})`,
          depositId: deposit.id,
        }),
      ),
      ...submissions.map((submission) =>
        timelineEntry({
          kind: LeadTimelineKind.Submission,
          at: submission.createdAt.toISOString(),
          author: { userId: null, name: fullName(submission.firstName, submission.lastName) },
          summary: SUBMISSION_SUMMARIES[submission.kind],
          // A submission from another of the person's addresses (a merged lead's, a variant of the mailbox) says which.
          detail:
            [submission.email === lead.email ? null : `E-mail: ${submission.email}`, submission.phone ? `Phone: ${submission.phone}` : null]
              .filter(Boolean)
              .join(' · ') || null,
          submissionKind: submission.kind,
        }),
      ),
      ...followUps.map((followUp) =>
        timelineEntry({
          kind: LeadTimelineKind.FollowUp,
          at: followUp.createdAt.toISOString(),
          summary:
            followUpSummary(followUp.step, followUp.outcome, followUp.stoppedReason) +
            (followUp.mergedFromLeadId === null ? '' : ` (to merged lead #${followUp.mergedFromLeadId})`),
          detail: followUp.subject,
          mailStatus: followUp.mailStatus,
        }),
      ),
      // The booking page's own events (bookingWebhook): no author, the visitor booked it themselves.
      ...bookings.map((booking) =>
        timelineEntry({
          kind: booking.event === BookingEvent.Created ? LeadTimelineKind.CallBooked : LeadTimelineKind.CallUnbooked,
          at: booking.receivedAt.toISOString(),
          summary:
            booking.event === BookingEvent.Created
              ? `Call booked on the booking page for ${missouriDateTimeInWords(booking.startsAt)}`
              : `Call for ${missouriDateTimeInWords(booking.startsAt)} cancelled on the booking page`,
        }),
      ),
      ...contacts.map((contact) => {
        const author = person(contact.authorId, contact.firstName === null ? null : { firstName: contact.firstName, lastName: contact.lastName });
        return timelineEntry({
          kind: LeadTimelineKind.Contact,
          at: contact.contactedAt.toISOString(),
          author,
          summary: contactSummary(contact.kind, author?.name ?? null, contact.note),
        });
      }),
      ...taskEvents.map((event) =>
        timelineEntry({
          kind: LeadTimelineKind.Task,
          at: event.createdAt.toISOString(),
          author: person(event.authorId, event.firstName === null ? null : { firstName: event.firstName, lastName: event.lastName }),
          summary: taskEventSummary(
            event.type,
            event.kind,
            event.dueAt,
            event.assigneeFirstName === null ? null : fullName(event.assigneeFirstName, event.assigneeLastName),
          ),
          detail: event.type === LeadTaskEventType.Done ? null : event.note,
        }),
      ),
    ];
    // ISO strings of one format sort as times; the sort is stable.
    const sorted = entries.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
    return { items: sorted.slice((page - 1) * pageSize, page * pageSize), hasMore: sorted.length > page * pageSize };
  }
}
