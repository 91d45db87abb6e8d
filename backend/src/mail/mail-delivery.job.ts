import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { DatabaseOutage } from '../database/database-outage';
import { MailOutbox } from './entities/mail-outbox.entity';
import { MailStatus } from './mail.enums';
import { MailSender, OutboxMessage } from './mail-sender';

/** Attempts before a message is marked failed: with the back-off below, about 3 hours of SMTP outage. */
export const MAX_ATTEMPTS = 10;
const FIRST_RETRY_SECONDS = 30;
const MAX_RETRY_SECONDS = 60 * 60;
/** Messages one run sends at most, so a tick (and a graceful shutdown waiting for it) stays short. */
const MAX_PER_RUN = 50;
/** How long a claimed row stays invisible to other instances: far beyond one send (see the SMTP timeouts in mail-sender.ts). */
const LEASE_SECONDS = 5 * 60;

/** Seconds to wait after the given number of failed attempts: 30 s, 1 min, 2 min, … capped at 1 h. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(FIRST_RETRY_SECONDS * 2 ** (attempts - 1), MAX_RETRY_SECONDS);
}

/** Delivers the mail outbox: every 5 s in a running app; tests call deliverDue() themselves. */
@Injectable()
export class MailDeliveryJob implements BeforeApplicationShutdown {
  private readonly logger = new Logger(MailDeliveryJob.name);
  private running?: Promise<unknown>;
  private stopping = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly sender: MailSender,
    private readonly config: AppConfig,
    private readonly outage: DatabaseOutage,
  ) {}

  @Interval(5000)
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
   * (rescheduled with back-off, or marked failed after MAX_ATTEMPTS).
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
      await this.dataSource.getRepository(MailOutbox).update(message.id, { status: MailStatus.Sent, sentAt: () => 'now()' });
      result.sent++;
    }
    return result;
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await this.running;
  }

  // Lease, not a lock held while sending: one short statement claims a row by pushing its
  // nextAttemptAt past the slowest send, so no transaction or pooled connection waits on SMTP,
  // each result is committed on its own, and a crash mid-send only delays that row until the lease ends.
  private async claimNext(): Promise<(OutboxMessage & { attempts: number }) | undefined> {
    const [rows] = (await this.dataSource.query(
      `UPDATE mail_outbox SET "nextAttemptAt" = now() + make_interval(secs => $1)
       WHERE id = (
         SELECT id FROM mail_outbox
         WHERE status = 'pending' AND "nextAttemptAt" <= now()
         ORDER BY "nextAttemptAt"
         LIMIT 1
         FOR UPDATE SKIP LOCKED
       )
       RETURNING id, "to", subject, text, html, "replyTo", headers, attempts`,
      [LEASE_SECONDS],
    )) as [Array<OutboxMessage & { attempts: number }>, number];
    return rows[0];
  }

  private async recordFailure(message: { id: number; attempts: number }, error: unknown): Promise<void> {
    const attempts = message.attempts + 1;
    const lastError = this.sender.describeError(error);
    const givingUp = attempts >= MAX_ATTEMPTS;
    const delay = retryDelaySeconds(attempts);
    await this.dataSource.getRepository(MailOutbox).update(message.id, {
      attempts,
      lastError,
      status: givingUp ? MailStatus.Failed : MailStatus.Pending,
      nextAttemptAt: () => `now() + make_interval(secs => ${delay})`,
    });
    // Row ids only: recipients are personal data and stay out of the logs.
    if (givingUp) {
      this.logger.error(`Mail ${message.id} failed after ${attempts} attempts, not retrying: ${lastError}`);
    } else {
      this.logger.warn(`Mail ${message.id} attempt ${attempts} failed, retrying in ${delay} s: ${lastError}`);
    }
  }
}
