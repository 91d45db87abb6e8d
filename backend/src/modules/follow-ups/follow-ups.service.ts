import { Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { InputValidationException } from '../../common/validation.pipe';
import { AppConfig } from '../../config/app-config';
import { MailService } from '../../mail/mail.service';
import { leadAddressesSql } from '../leads/lead-identity';
import type { QuizAnswerRecord } from '../leads/quiz-answer-record';
import { LeadStatus } from '../leads/leads.enums';
import { LeadFollowUpChanges } from '../leads/lead-follow-up-changes';
import { InboundThreadKind } from '../inbound-mail/inbound-mail.enums';
import { ReplyAddresses } from '../inbound-mail/reply-addresses';
import { Clock } from './clock';
import { followUpEmail, type FollowUpLead } from './follow-up-copy';
import { FollowUpSkipReason, isStepLate, isWindowOpen, nextWindowOpening } from './follow-up-schedule';
import { FollowUpDueEmailDto, FollowUpRunResponseDto, FollowUpSkipDto } from './dto/follow-up-run-response.dto';
import { UNSUBSCRIBE_INVALID_MESSAGE, UNSUBSCRIBED_MESSAGE, UnsubscribeFollowUpsResponseDto } from './dto/unsubscribe-follow-ups.dto';
import { FollowUpOutcome } from './follow-ups.enums';
import { UnsubscribeTokens } from './unsubscribe-token';

/** Leads one run looks at, at most (a run stays short; the next one carries on). */
const MAX_LEADS_PER_RUN = 200;
/** The lead statuses follow-ups go to: a lead the office has moved on with gets none. */
const FOLLOW_UP_STATUSES: readonly LeadStatus[] = [LeadStatus.Pending, LeadStatus.Contacted];
/** Reasons that only wait: the step stays due. */
const WAITING_REASONS = new Set([FollowUpSkipReason.Paused, FollowUpSkipReason.OutsideWindow]);

/** A lead whose next step is due, with what the stop rules need (read with the lead's row lock in a real run). */
interface DueLead {
  id: number;
  email: string;
  firstName: string;
  lastName: string | null;
  accessToken: string;
  quizAnswers: QuizAnswerRecord[] | null;
  status: LeadStatus;
  calendarScheduled: boolean;
  followUpsPaused: boolean;
  unsubscribedAt: Date | null;
  followUpCount: number;
  createdAt: Date;
  hasDeposit: boolean;
  hasQuoteRequest: boolean;
}

type Decision = { send: true } | { send: false; reason: FollowUpSkipReason };

/**
 * The follow-up sequence (issue 13): finds each lead's due step, checks the site's own stop
 * events when sending, and in one transaction per lead writes the step's row, the outbox e-mail,
 * the lead's count and last contact (the lead's own columns through leads' LeadFollowUpChanges).
 * Leads are claimed FOR UPDATE SKIP LOCKED and each step has one row (unique per lead and step),
 * so any number of instances send each step at most once.
 */
@Injectable()
export class FollowUpsService {
  private readonly logger = new Logger('FollowUps');
  private readonly tokens: UnsubscribeTokens;

  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly leads: LeadFollowUpChanges,
    private readonly replyAddresses: ReplyAddresses,
  ) {
    // SESSION_SECRET: links mailed before UNSUBSCRIBE_SECRET existed keep working.
    this.tokens = new UnsubscribeTokens(config.unsubscribeSecret, config.sessionSecret);
  }

  /** The lead's unsubscribe token (in the e-mail's links and List-Unsubscribe header). */
  unsubscribeToken(leadId: number): string {
    return this.tokens.issue(leadId);
  }

  /**
   * One run at the clock's time. A dry run reads only and answers what a real run would do now;
   * a real run records stops and, inside the send window, queues the due e-mails.
   */
  async run(dryRun: boolean): Promise<FollowUpRunResponseDto> {
    const now = this.clock.now();
    const window = this.config.followUpSendWindow;
    const windowOpen = isWindowOpen(window, now);
    const due: FollowUpDueEmailDto[] = [];
    const skipped: FollowUpSkipDto[] = [];
    let sent = 0;

    const record = (lead: DueLead, decision: Decision) => {
      const step = lead.followUpCount + 1;
      const name = [lead.firstName, lead.lastName].filter(Boolean).join(' ');
      if (decision.send || decision.reason === FollowUpSkipReason.OutsideWindow) {
        due.push({ leadId: lead.id, name, step, subject: this.email(lead).subject });
      }
      if (!decision.send) skipped.push({ leadId: lead.id, name, step, reason: decision.reason, endsSequence: !WAITING_REASONS.has(decision.reason) });
    };

    if (dryRun) {
      for (const lead of await this.dueLeads(this.dataSource.manager, now, [], MAX_LEADS_PER_RUN, false)) record(lead, this.decide(lead, now, windowOpen));
    } else {
      const seen: number[] = [];
      while (seen.length < MAX_LEADS_PER_RUN) {
        const outcome = await this.dataSource.transaction(async (manager) => {
          const [lead] = await this.dueLeads(manager, now, seen, 1, true);
          if (!lead) return undefined;
          seen.push(lead.id);
          const decision = this.decide(lead, now, windowOpen);
          await this.apply(manager, lead, decision, now);
          return { lead, decision };
        });
        if (!outcome) break;
        record(outcome.lead, outcome.decision);
        if (outcome.decision.send) sent++;
      }
      if (sent || skipped.some((skip) => skip.endsSequence)) {
        this.logger.log(`follow-up run: ${sent} e-mails queued, ${skipped.filter((skip) => skip.endsSequence).length} sequences ended`);
      }
    }

    const counts = new Map<FollowUpSkipReason, number>();
    for (const skip of skipped) counts.set(skip.reason, (counts.get(skip.reason) ?? 0) + 1);
    return {
      dryRun,
      ranAt: now.toISOString(),
      sendWindow: window ? `${window.label} America/Chicago` : 'always',
      windowOpen,
      nextWindowOpensAt: nextWindowOpening(window, now)?.toISOString() ?? null,
      scheduled: this.config.followUpsEnabled,
      due,
      sent,
      skipped,
      skipCounts: [...counts].map(([reason, count]) => ({ reason, count })),
    };
  }

  /**
   * spec: unsubscribe (CAN-SPAM, RFC 8058). A genuine token marks the lead unsubscribed (once;
   * a repeat answers the same); anything else is 400 with one message.
   */
  async unsubscribe(token: string): Promise<UnsubscribeFollowUpsResponseDto> {
    const leadId = this.tokens.verify(token);
    const invalid = () => new InputValidationException([{ field: 'token', message: UNSUBSCRIBE_INVALID_MESSAGE }]);
    if (leadId === null) throw invalid();
    // A repeat keeps the first time and answers the same.
    if (!(await this.leads.unsubscribe(this.dataSource.manager, leadId, this.clock.now()))) throw invalid(); // a genuine token of a lead since deleted
    this.logger.log(`lead ${leadId} unsubscribed from follow-ups`);
    return { message: UNSUBSCRIBED_MESSAGE };
  }

  /** The stop rules, in the order they are reported; only a lead that passes them all is sent its step. */
  private decide(lead: DueLead, now: Date, windowOpen: boolean): Decision {
    const step = lead.followUpCount + 1;
    const stop = (reason: FollowUpSkipReason): Decision => ({ send: false, reason });
    if (lead.unsubscribedAt) return stop(FollowUpSkipReason.Unsubscribed);
    if (lead.calendarScheduled) return stop(FollowUpSkipReason.CallBooked);
    if (!FOLLOW_UP_STATUSES.includes(lead.status)) return stop(FollowUpSkipReason.StatusChanged);
    if (lead.hasDeposit) return stop(FollowUpSkipReason.Deposit);
    if (lead.hasQuoteRequest) return stop(FollowUpSkipReason.QuoteRequest);
    // A paused lead is left alone: nothing is recorded until an admin resumes it.
    if (lead.followUpsPaused) return stop(FollowUpSkipReason.Paused);
    if (isStepLate(lead.createdAt, this.config.followUpDelaysSeconds, step, now, this.config.followUpSendWindow)) return stop(FollowUpSkipReason.Late);
    if (!windowOpen) return stop(FollowUpSkipReason.OutsideWindow);
    return { send: true };
  }

  /** Writes a real run's decision in the lead's transaction (its row lock is held). */
  private async apply(manager: EntityManager, lead: DueLead, decision: Decision, now: Date): Promise<void> {
    const step = lead.followUpCount + 1;
    if (decision.send) {
      // The lead's reply address: an answer lands on its timeline and ends the sequence (issue 27).
      const message = { ...this.email(lead), replyTo: await this.replyAddresses.replyTo(manager, InboundThreadKind.Lead, lead.id, lead.email) };
      const mailId = await this.mail.enqueue(manager, message);
      // Unique per lead and step: a second writer of this step fails here and its transaction rolls back.
      await manager.query(`INSERT INTO lead_follow_ups ("leadId", step, outcome, subject, "mailId", "createdAt") VALUES ($1, $2, $3, $4, $5, $6)`, [
        lead.id,
        step,
        FollowUpOutcome.Sent,
        message.subject,
        mailId,
        now,
      ]);
      await this.leads.recordFollowUpSent(manager, lead.id, now);
      return;
    }
    if (WAITING_REASONS.has(decision.reason)) return;
    await manager.query(`INSERT INTO lead_follow_ups ("leadId", step, outcome, "stoppedReason", "createdAt") VALUES ($1, $2, $3, $4, $5)`, [
      lead.id,
      step,
      FollowUpOutcome.Stopped,
      decision.reason,
      now,
    ]);
    await this.leads.recordFollowUpsStopped(manager, lead.id, decision.reason);
  }

  /** The step's e-mail with its unsubscribe links and headers (RFC 8058 one-click). */
  private email(lead: DueLead) {
    const token = this.tokens.issue(lead.id);
    const copyLead: FollowUpLead = { email: lead.email, firstName: lead.firstName, accessToken: lead.accessToken, quizAnswers: lead.quizAnswers };
    const message = followUpEmail(lead.followUpCount + 1, this.config, copyLead, {
      unsubscribePage: `${this.config.publicBaseUrl}/unsubscribe#token=${token}`,
    });
    return {
      ...message,
      headers: {
        'List-Unsubscribe': `<${this.config.publicBaseUrl}/api/follow-ups/unsubscribe?token=${encodeURIComponent(token)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }

  /**
   * Leads whose next step is due at `now`: sequence neither stopped nor finished, the step's delay
   * passed, and not contacted by a follow-up at this very time (two concurrent runs never send a
   * lead two steps at once). `lock`: claim them (FOR UPDATE SKIP LOCKED), skipping `seen`.
   */
  private async dueLeads(manager: EntityManager, now: Date, seen: number[], limit: number, lock: boolean): Promise<DueLead[]> {
    const delays = this.config.followUpDelaysSeconds;
    return (await manager.query(
      `SELECT l.id, l.email, l."firstName", l."lastName", l."accessToken", l."quizAnswers", l.status, l."calendarScheduled",
              l."followUpsPaused", l."unsubscribedAt", l."followUpCount", l."createdAt",
              EXISTS (SELECT 1 FROM ${leadAddressesSql('l')} a(email) JOIN users u ON u.email = a.email JOIN deposits d ON d."userId" = u.id) AS "hasDeposit",
              EXISTS (SELECT 1 FROM ${leadAddressesSql('l')} a(email) JOIN contact_messages c ON c.email = a.email) AS "hasQuoteRequest"
       FROM discovery_call_leads l
       WHERE l."followUpsStoppedReason" IS NULL
         AND l."mergedIntoId" IS NULL
         AND l."followUpCount" < $1
         AND l."createdAt" + make_interval(secs => ($2::int[])[l."followUpCount" + 1]) <= $3
         AND (l."lastContacted" IS NULL OR l."lastContacted" < $3)
         AND l.id <> ALL($4::int[])
       ORDER BY l."createdAt", l.id
       LIMIT $5
       ${lock ? 'FOR UPDATE OF l SKIP LOCKED' : ''}`,
      [delays.length, delays, now, seen, limit],
    )) as DueLead[];
  }
}
