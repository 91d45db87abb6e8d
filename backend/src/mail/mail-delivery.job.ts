import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { DatabaseOutage } from '../database/database-outage';
import { MailOutbox } from './entities/mail-outbox.entity';
import { MailKind, MailStatus } from './mail.enums';
import { maskEmailAddresses } from './mail-log';
import { MailSender, OutboxMessage } from './mail-sender';

/**
 * Attempts before a message is marked failed, by kind. With the default back-off (30 s doubling,
 * then hourly: 7 attempts in the first hour; MAIL_RETRY_FIRST_SECONDS / MAIL_RETRY_MAX_SECONDS), 80 attempts span about 3 days of SMTP outage and
 * 10 about 3 hours. A business notice is a lead the office must not miss, so it outlasts a long
 * weekend's outage; a visitor's confirmation is stale after hours (and a reset link dies after
 * 30 minutes), so it gives up sooner. A failed message waits for an admin to re-send it.
 */
export const MAIL_ATTEMPT_BUDGET: Record<MailKind, number> = {
  [MailKind.BusinessNotice]: 80,
  [MailKind.VisitorConfirmation]: 10,
  [MailKind.AccountMail]: 10,
};
/** Messages one run sends at most, so a tick (and a graceful shutdown waiting for it) stays short. */
const MAX_PER_RUN = 50;
/** How long a claimed row stays invisible to other instances: far beyond one send (see the SMTP timeouts in mail-sender.ts). */
const LEASE_SECONDS = 5 * 60;

/** Seconds to wait after the given number of failed attempts: by default 30 s, 1 min, 2 min, … capped at 1 h. */
export function retryDelaySeconds(attempts: number, firstSeconds = 30, maxSeconds = 3600): number {
  return Math.min(firstSeconds * 2 ** (attempts - 1), maxSeconds);
}

type ClaimedMessage = OutboxMessage & Pick<MailOutbox, 'attempts' | 'kind' | 'carriesSecret'>;

/** Delivers the mail outbox: every MAIL_DELIVERY_INTERVAL_SECONDS (5 s) in a running app; tests call deliverDue() themselves. */
@Injectable()
export class MailDeliveryJob implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(MailDeliveryJob.name);
  private running?: Promise<unknown>;
  private stopping = false;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly dataSource: DataSource,
    private readonly sender: MailSender,
    private readonly config: AppConfig,
    private readonly outage: DatabaseOutage,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.nodeEnv === 'test') return;
    this.timer = setInterval(() => this.tick(), this.config.mailDeliveryIntervalSeconds * 1000);
  }

  tick(): void {
    if (this.config.nodeEnv === 'test' || this.running || this.stopping) return;
    this.running = this.deliverDue()
      .catch((error: unknown) => {
        // Database down: the outage is logged once, not every 5 s; the next run after it picks up.
        if (!this.outage.report(error)) this.logger.error(`Mail delivery run stopped: ${this.sender.describeError(error)}`);
      })
      .finally(() => (this.running = undefined));
  }

  /**
   * Sends the messages that are due, oldest first, each at most once across all app instances.
   * `sent` counts messages delivered; `failed` counts send attempts that failed in this run
   * (rescheduled with back-off, or marked failed once the kind's MAIL_ATTEMPT_BUDGET is spent).
   */
  async deliverDue(): Promise<{ sent: number; failed: number }> {
    const result = { sent: 0, failed: 0 };
    for (let i = 0; i < MAX_PER_RUN && !this.stopping; i++) {
      const message = await this.claimNext();
      if (!message) break;
      try {
        await this.sender.send(message);
      } catch (error) {
        await this.recordFailure(message, error);
        result.failed++;
        continue;
      }
      await this.markSent(message.id);
      result.sent++;
    }
    return result;
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    await this.running;
  }

  // Lease, not a lock held while sending: one short statement claims a row by pushing its
  // nextAttemptAt past the slowest send, so no transaction or pooled connection waits on SMTP,
  // each result is committed on its own, and a crash mid-send only delays that row until the lease ends.
  private async claimNext(): Promise<ClaimedMessage | undefined> {
    const [rows] = (await this.dataSource.query(
      `UPDATE mail_outbox SET "nextAttemptAt" = now() + make_interval(secs => $1)
       WHERE id = (
         SELECT id FROM mail_outbox
         WHERE status = 'pending' AND "nextAttemptAt" <= now()
         ORDER BY "nextAttemptAt"
         LIMIT 1
         FOR UPDATE SKIP LOCKED
       )
       RETURNING id, "to", subject, text, html, "replyTo", headers, attachments, attempts, kind, "carriesSecret", "createdAt"`,
      [LEASE_SECONDS],
    )) as [ClaimedMessage[], number];
    return rows[0];
  }

  // A secret (reset link) leaves the outbox in the statement that records its delivery: no moment
  // where the message is marked sent and the secret still stored.
  private async markSent(id: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE mail_outbox SET status = 'sent', "sentAt" = now(),
         text = CASE WHEN "carriesSecret" THEN '' ELSE text END,
         html = CASE WHEN "carriesSecret" THEN NULL ELSE html END
       WHERE id = $1`,
      [id],
    );
  }

  private async recordFailure(message: ClaimedMessage, error: unknown): Promise<void> {
    const attempts = message.attempts + 1;
    const lastError = this.sender.describeError(error);
    const givingUp = attempts >= MAIL_ATTEMPT_BUDGET[message.kind];
    const delay = retryDelaySeconds(attempts, this.config.mailRetryFirstSeconds, this.config.mailRetryMaxSeconds);
    // Giving up on a secret-bearing message blanks it too: its link has long expired, and a failed
    // row stays until an admin acts on it.
    await this.dataSource.query(
      `UPDATE mail_outbox SET attempts = $2, "lastError" = $3, status = $4::mail_status,
         "nextAttemptAt" = now() + make_interval(secs => $5),
         "failedAt" = CASE WHEN $4::mail_status = 'failed' THEN now() END,
         text = CASE WHEN $4::mail_status = 'failed' AND "carriesSecret" THEN '' ELSE text END,
         html = CASE WHEN $4::mail_status = 'failed' AND "carriesSecret" THEN NULL ELSE html END
       WHERE id = $1`,
      [message.id, attempts, lastError, givingUp ? MailStatus.Failed : MailStatus.Pending, delay],
    );
    // Row id, kind and a masked recipient: addresses are personal data, bodies stay out of the logs.
    const reason = maskEmailAddresses(lastError);
    if (givingUp) {
      const to = maskEmailAddresses(message.to);
      this.logger.error(`Mail ${message.id} (${message.kind} to ${to}) failed for good after ${attempts} attempts; an admin can re-send it: ${reason}`);
    } else {
      this.logger.warn(`Mail ${message.id} (${message.kind}) attempt ${attempts} failed, retrying in ${delay} s: ${reason}`);
    }
  }
}
