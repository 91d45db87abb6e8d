import { AppConfig } from '../../config/app-config';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type Actor } from '../../common/auth/actor';
import { BUSINESS_TIME_ZONE, businessMinutesBetween, businessToday, type OfficeWindow } from '../../shared/business-calendar';
import { LEAD_TASK_KIND_LABELS, LeadScoreBand, LeadStatus, LeadTaskKind } from '../leads/leads.enums';
import { ListMyWorkQueryDto, MyWorkItemDto, MyWorkSection, PaginatedMyWorkResponseDto } from './dto/my-work.dto';
import { missouriDateTimeInWords } from './lead-timeline-words';

/** The statuses of a lead the office has finished with: they need no next step. */
const CLOSED_STATUSES: readonly LeadStatus[] = [LeadStatus.Won, LeadStatus.Lost];

/**
 * Every row of a staff member's queue ($1: the user, $2: now, $3: today's date in Missouri), in
 * the queue's order (ord, then sortScore highest first, then sortAt, then id): new leads awaiting
 * their first response come highest lead score first (issue 28), then oldest first. A lead still waiting for its first response is
 * listed in that section only, with its clock, not also as "no next step".
 */
const QUEUE = `
  SELECT 1 AS ord, 'overdue' AS section, t."leadId", t.id AS "taskId", t.kind AS "taskKind", t."dueAt", 0 AS "sortScore", t."dueAt" AS "sortAt", t.id AS "sortId"
    FROM lead_tasks t WHERE t."assigneeId" = $1 AND t."doneAt" IS NULL AND t."dueAt" <= $2
  UNION ALL
  SELECT 2, 'due_today', t."leadId", t.id, t.kind, t."dueAt", 0, t."dueAt", t.id
    FROM lead_tasks t WHERE t."assigneeId" = $1 AND t."doneAt" IS NULL AND t."dueAt" > $2
     AND t."dueAt" < (($3::date + 1)::timestamp AT TIME ZONE '${BUSINESS_TIME_ZONE}')
  UNION ALL
  SELECT 3, 'no_next_step', l.id, NULL, NULL, NULL, 0, l."createdAt", l.id
    FROM discovery_call_leads l WHERE l."ownerId" = $1 AND l."mergedIntoId" IS NULL AND l.status::text <> ALL($4) AND l."firstResponseAt" IS NOT NULL
     AND NOT EXISTS (SELECT 1 FROM lead_tasks o WHERE o."leadId" = l.id AND o."doneAt" IS NULL)
  UNION ALL
  SELECT 4, 'awaiting_response', l.id, NULL, NULL, NULL, l.score, l."createdAt", l.id
    FROM discovery_call_leads l WHERE l."ownerId" = $1 AND l."mergedIntoId" IS NULL AND l.status::text <> ALL($4) AND l."firstResponseAt" IS NULL`;

interface QueueRow {
  section: MyWorkSection;
  leadId: number;
  taskId: number | null;
  taskKind: LeadTaskKind | null;
  dueAt: Date | null;
  firstName: string;
  lastName: string | null;
  status: LeadStatus;
  leadCreatedAt: Date;
  score: number;
  scoreBand: LeadScoreBand;
}

const missouriClock = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, hour: 'numeric', minute: '2-digit' });

/** '1 business hour 5 minutes', '42 business minutes'. */
export function businessWaitInWords(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const minuteWords = `${rest} ${rest === 1 ? 'minute' : 'minutes'}`;
  if (!hours) return `${rest} business ${rest === 1 ? 'minute' : 'minutes'}`;
  return `${hours} business ${hours === 1 ? 'hour' : 'hours'}${rest ? ` ${minuteWords}` : ''}`;
}

/**
 * My Work (issue 27): the signed-in staff member's queue: overdue tasks assigned to them (oldest
 * due first), tasks due later today in Missouri, their open leads with no open task, then their
 * leads still awaiting a first response (highest lead score first) with the business minutes they have waited. A read model
 * over the leads module's tables, like the lead page's timeline; paged on the server.
 */
@Injectable()
export class MyWorkService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  async listMyWork(actor: Actor, query: ListMyWorkQueryDto, now: Date = new Date()): Promise<PaginatedMyWorkResponseDto> {
    const params: unknown[] = [actor.id, now, businessToday(now), CLOSED_STATUSES];
    const counted = await this.dataSource.query<{ section: MyWorkSection; count: number }[]>(
      `SELECT q.section, count(*)::int AS count FROM (${QUEUE}) q GROUP BY q.section`,
      params,
    );
    const count = (section: MyWorkSection) => counted.find((row) => row.section === section)?.count ?? 0;
    const counts = {
      overdue: count(MyWorkSection.Overdue),
      dueToday: count(MyWorkSection.DueToday),
      noNextStep: count(MyWorkSection.NoNextStep),
      awaitingResponse: count(MyWorkSection.AwaitingResponse),
    };
    const total = query.section ? count(query.section) : counts.overdue + counts.dueToday + counts.noNextStep + counts.awaitingResponse;
    const rows = await this.dataSource.query<QueueRow[]>(
      `SELECT q.section, q."leadId", q."taskId", q."taskKind", q."dueAt", l."firstName", l."lastName", l.status, l."createdAt" AS "leadCreatedAt", l.score, l."scoreBand"
         FROM (${QUEUE}) q JOIN discovery_call_leads l ON l.id = q."leadId"
        ${query.section ? 'WHERE q.section = $5' : ''}
        ORDER BY q.ord, q."sortScore" DESC, q."sortAt", q."sortId"
        LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
      query.section ? [...params, query.section] : params,
    );
    return { items: rows.map((row) => toMyWorkItem(row, now, this.config.officeWindow)), counts, total, page: query.page, pageSize: query.pageSize };
  }
}

function toMyWorkItem(row: QueueRow, now: Date, officeWindow: OfficeWindow): MyWorkItemDto {
  const waiting = row.section === MyWorkSection.AwaitingResponse ? Math.floor(businessMinutesBetween(row.leadCreatedAt, now, officeWindow)) : null;
  const task = row.taskKind ? LEAD_TASK_KIND_LABELS[row.taskKind] : '';
  const reasons: Record<MyWorkSection, () => string> = {
    [MyWorkSection.Overdue]: () => `${task}: overdue, was due ${missouriDateTimeInWords(row.dueAt!)}`,
    [MyWorkSection.DueToday]: () => `${task}: due today at ${missouriClock.format(row.dueAt!)}`,
    [MyWorkSection.NoNextStep]: () => 'No next step: add one on the lead page',
    [MyWorkSection.AwaitingResponse]: () => `Waiting for a first response: ${businessWaitInWords(waiting!)} so far`,
  };
  return {
    section: row.section,
    leadId: row.leadId,
    leadName: [row.firstName, row.lastName].filter(Boolean).join(' '),
    leadStatus: row.status,
    reason: reasons[row.section](),
    taskId: row.taskId,
    taskKind: row.taskKind,
    dueAt: row.dueAt?.toISOString() ?? null,
    waitingBusinessMinutes: waiting,
    leadCreatedAt: row.leadCreatedAt.toISOString(),
    score: row.score,
    scoreBand: row.scoreBand,
  };
}
