import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import type { Request } from 'express';
import { DataSource, EntityManager } from 'typeorm';
import { clientNetwork } from '../../common/client-network';
import { limitPerMinute } from '../../common/rate-limit';
import { RateCounters } from '../../common/rate-counters';
import { ScheduledRun } from '../../common/scheduled-run';
import { AppConfig } from '../../config/app-config';
import { DatabaseOutage } from '../../database/database-outage';
import { RecordLeadEventDto } from './dto/record-lead-event.dto';
import {
  ENGAGEMENT_HALF_LIFE_DAYS,
  type EngagementSummary,
  LEAD_ACTIVITY_RETENTION_DAYS,
  leadScore,
  type LeadScoreResult,
  RECENT_DAYS,
} from './lead-score-rules';
import type { QuizAnswerRecord } from './quiz-answer-record';
import { leadAddressesSql } from './lead-identity';

/** The name of the score job in the SchedulerRegistry. */
export const LEAD_SCORES_JOB = 'lead-scores';
/** The job scores this many leads per statement pair. */
const CHUNK = 1000;
/** recordLeadEvent: the same lead, kind and subject again within this many minutes counts once (a reload cannot pump the score). */
export const LEAD_EVENT_REPEAT_MINUTES = 30;
/** recordLeadEvent: at most this many acts of one lead are kept per 24 hours; past it they are dropped (still 204). */
export const LEAD_EVENTS_PER_LEAD_PER_DAY = 50;
/** recordLeadEvent's own per-minute budgets (apart from the lead forms', so browsing never blocks the quiz). */
export const LEAD_EVENTS_PER_MINUTE_PER_IP = 60;
export const LEAD_EVENTS_PER_MINUTE_PER_LEAD = 20;

/**
 * Every act that counts as engagement of the leads in $2 (ids) as of $1 (null: now()), summed up by lead and kind
 * (EngagementSummary; the decay is lead-score-rules' 0.5^(age / half-life)). The page's reports are
 * lead_activity rows; saved plans, quote requests, booked calls and replies are read from their own
 * records: saved_designs of the account with the lead's e-mail, contact_messages from it, its
 * bookings and the office's "Mark call booked" while the call is still booked, its lead_replies.
 */
const ENGAGEMENT_SQL = `
  WITH clock AS (SELECT coalesce($1::timestamptz, now()) AS now),
  chosen AS (SELECT id, email, "calendarScheduled" FROM discovery_call_leads WHERE id = ANY($2::int[])),
  acts AS (
    SELECT a."leadId", a.kind::text AS kind, a.subject, a."createdAt" AS at FROM lead_activity a WHERE a."leadId" = ANY($2::int[])
    UNION ALL
    SELECT l.id, 'plan_saved', s."designId"::text, s."savedAt" FROM chosen l CROSS JOIN LATERAL ${leadAddressesSql('l')} a(email) JOIN users u ON u.email = a.email JOIN saved_designs s ON s."userId" = u.id
    UNION ALL
    SELECT l.id, 'quote_requested', NULL, c."createdAt" FROM chosen l CROSS JOIN LATERAL ${leadAddressesSql('l')} a(email) JOIN contact_messages c ON c.email = a.email
    UNION ALL
    SELECT l.id, 'call_booked', NULL, b."receivedAt" FROM chosen l JOIN bookings b ON b."leadId" = l.id AND b.event = 'booking.created' WHERE l."calendarScheduled"
    UNION ALL
    SELECT l.id, 'call_booked', NULL, e."createdAt" FROM chosen l JOIN lead_events e ON e."leadId" = l.id AND e.type = 'call_booked' WHERE l."calendarScheduled"
    UNION ALL
    SELECT r."leadId", 'replied', NULL, r."receivedAt" FROM lead_replies r WHERE r."leadId" = ANY($2::int[])
  ),
  aged AS (
    SELECT "leadId", kind, subject, extract(epoch FROM clock.now - at) / 86400.0 AS age FROM acts, clock
     WHERE at <= clock.now AND at > clock.now - make_interval(days => ${LEAD_ACTIVITY_RETENTION_DAYS})
  )
  SELECT "leadId", kind,
         sum(power(0.5, age / ${ENGAGEMENT_HALF_LIFE_DAYS}))::float8 AS "decayedCount",
         power(0.5, min(age) / ${ENGAGEMENT_HALF_LIFE_DAYS})::float8 AS "newestDecay",
         (count(*) FILTER (WHERE age < ${RECENT_DAYS}))::int AS "recentCount",
         (count(DISTINCT coalesce(subject, '')) FILTER (WHERE age < ${RECENT_DAYS}))::int AS "recentSubjects",
         count(*)::int AS count
    FROM aged GROUP BY "leadId", kind`;

/** Writes computed scores ($1: a JSON array of rows, $2: as of when, null: the transaction's now()); `onlyIfOlder`: leave a lead scored later alone (a run racing an event). */
function writeScoresSql(onlyIfOlder: boolean): string {
  return `UPDATE discovery_call_leads l
     SET "fitScore" = v.fit, "engagementScore" = v.engagement, "engagementScoredAt" = coalesce($2::timestamptz, now()), "score" = v.score,
         "scoreBand" = v.band::lead_score_band, "scoreReasons" = ARRAY(SELECT jsonb_array_elements_text(v.reasons))
    FROM jsonb_to_recordset($1::jsonb) AS v(id int, fit int, engagement float8, score int, band text, reasons jsonb)
   WHERE l.id = v.id${onlyIfOlder ? ` AND (l."engagementScoredAt" IS NULL OR l."engagementScoredAt" <= $2::timestamptz)` : ''}`;
}

/**
 * The lead score (issue 28; rules in lead-score-rules.ts). `refresh` rescores one lead in the
 * caller's transaction (a submission, a recorded event, another module after moving a lead's rows);
 * `run` rescores every lead, a thousand per SELECT and UPDATE (the score job, hourly: the decay and
 * the "this week" reasons move with time), and deletes site activity past its retention.
 * A score write never touches the lead's updatedAt (the lead page's copy stays current).
 */
@Injectable()
export class LeadScores {
  constructor(
    private readonly dataSource: DataSource,
    private readonly counters: RateCounters,
  ) {}

  /**
   * Recomputes one lead's fit (from its answers) and engagement (from its acts, decayed to now), in the
   * caller's transaction. "Now" is the transaction's own clock, the one its new rows are stamped with.
   */
  async refresh(manager: EntityManager, leadId: number): Promise<void> {
    await this.score(manager, [leadId], null, false);
  }

  /** Rescores every lead as of `now` and forgets site activity older than the retention; answers how many leads were scored. */
  async run(now: Date = new Date()): Promise<{ scored: number; deleted: number }> {
    const manager = this.dataSource.manager;
    const [, deleted] = (await manager.query(`DELETE FROM lead_activity WHERE "createdAt" <= $1::timestamptz - make_interval(days => $2)`, [
      now,
      LEAD_ACTIVITY_RETENTION_DAYS,
    ])) as [unknown, number];
    let scored = 0;
    for (let after = 0; ;) {
      // A lead merged into another is scored there (its records moved with it).
      const ids = (await manager.query(`SELECT id FROM discovery_call_leads WHERE id > $1 AND "mergedIntoId" IS NULL ORDER BY id LIMIT ${CHUNK}`, [after])) as {
        id: number;
      }[];
      if (!ids.length) break;
      await this.score(
        manager,
        ids.map(({ id }) => id),
        now,
        true,
      );
      scored += ids.length;
      after = ids[ids.length - 1].id;
    }
    return { scored, deleted: deleted ?? 0 };
  }

  /**
   * recordLeadEvent: counted per network and per lead; recorded only for a token of a lead, once per
   * lead, kind and subject in LEAD_EVENT_REPEAT_MINUTES, at most LEAD_EVENTS_PER_LEAD_PER_DAY a day; the
   * lead is rescored in the same transaction. An unknown token records nothing and answers as a known one.
   */
  async recordEvent(dto: RecordLeadEventDto, req: Request): Promise<void> {
    await limitPerMinute(this.counters, req.res, `lead-events:ip:${clientNetwork(req.ip)}`, LEAD_EVENTS_PER_MINUTE_PER_IP);
    const [token] = (await this.dataSource.query(`SELECT "leadId" FROM lead_access_tokens WHERE token = $1`, [dto.accessToken])) as { leadId: number }[];
    if (!token) return;
    await limitPerMinute(this.counters, req.res, `lead-events:lead:${token.leadId}`, LEAD_EVENTS_PER_MINUTE_PER_LEAD);
    await this.dataSource.transaction(async (manager) => {
      // The lead's row lock makes concurrent reports of one lead pass the repeat check one at a time.
      // (A merged lead's tokens moved to the lead it went to, so a hub token always names the person's lead.)
      const [lead] = (await manager.query(`SELECT id FROM discovery_call_leads WHERE id = $1 FOR UPDATE`, [token.leadId])) as unknown[];
      if (!lead) return;
      const [{ repeat, today }] = (await manager.query(
        `SELECT count(*) FILTER (WHERE kind = $2 AND subject IS NOT DISTINCT FROM $3 AND "createdAt" > now() - make_interval(mins => $4))::int AS repeat,
                count(*)::int AS today
           FROM lead_activity WHERE "leadId" = $1 AND "createdAt" > now() - interval '1 day'`,
        [token.leadId, dto.kind, dto.subject ?? null, LEAD_EVENT_REPEAT_MINUTES],
      )) as { repeat: number; today: number }[];
      if (repeat || today >= LEAD_EVENTS_PER_LEAD_PER_DAY) return;
      await manager.query(`INSERT INTO lead_activity ("leadId", kind, subject, path) VALUES ($1, $2, $3, $4)`, [
        token.leadId,
        dto.kind,
        dto.subject ?? null,
        dto.path ?? null,
      ]);
      await this.refresh(manager, token.leadId);
    });
  }

  /** Scores the leads `ids` as of `now` (null: the transaction's now()). */
  private async score(manager: EntityManager, ids: number[], now: Date | null, onlyIfOlder: boolean): Promise<void> {
    // One after the other: in a transaction both go through the same connection anyway.
    const leads = (await manager.query(`SELECT id, "quizAnswers" FROM discovery_call_leads WHERE id = ANY($1::int[])`, [ids])) as {
      id: number;
      quizAnswers: QuizAnswerRecord[] | null;
    }[];
    const summaries = (await manager.query(ENGAGEMENT_SQL, [now, ids])) as (EngagementSummary & { leadId: number })[];
    const byLead = new Map<number, EngagementSummary[]>();
    for (const summary of summaries) {
      const ofLead = byLead.get(summary.leadId);
      if (ofLead) ofLead.push(summary);
      else byLead.set(summary.leadId, [summary]);
    }
    const rows = leads.map(({ id, quizAnswers }) => {
      const result: LeadScoreResult = leadScore(quizAnswers, byLead.get(id) ?? []);
      return { id, fit: result.fitScore, engagement: result.engagementScore, score: result.score, band: result.scoreBand, reasons: result.scoreReasons };
    });
    if (rows.length) await manager.query(writeScoresSql(onlyIfOlder), [JSON.stringify(rows), now]);
  }
}

/**
 * Runs LeadScores on LEAD_SCORES_CRON (default hourly) on every instance: two instances write the
 * same values, so nothing needs claiming. Tests register the job but never start it: they call
 * LeadScores.run with a clock of their own.
 */
@Injectable()
export class LeadScoresJob implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('LeadScores');
  private readonly schedule: ScheduledRun;

  constructor(
    registry: SchedulerRegistry,
    scores: LeadScores,
    private readonly config: AppConfig,
    outage: DatabaseOutage,
  ) {
    this.schedule = new ScheduledRun(registry, outage, this.logger, LEAD_SCORES_JOB, 'Lead score run', async () => {
      const { scored, deleted } = await scores.run();
      this.logger.log(`Lead scores: ${scored} lead(s) scored, ${deleted} old site event(s) deleted`);
    });
  }

  onApplicationBootstrap(): void {
    this.schedule.register(this.config.leadScoresCron, this.config.nodeEnv !== 'test');
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.schedule.stop();
  }
}
