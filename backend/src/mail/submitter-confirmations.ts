import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { SubmitterConfirmation } from './entities/submitter-confirmation.entity';
import { mailAddressKey } from '../common/validation';
import { MailService, OutgoingMail } from './mail.service';

/** At most this many confirmations go to one address in CONFIRMATION_WINDOW_HOURS, across every form. */
export const CONFIRMATIONS_PER_RECIPIENT = 3;
export const CONFIRMATION_WINDOW_HOURS = 24;

/** The key one recipient's mail is counted under: a hash of the address the mailer delivers to, case ignored. */
export function recipientHashOf(address: string): string {
  return createHash('sha256').update(mailAddressKey(address)).digest('hex');
}

/**
 * The confirmation e-mails of the public forms go to whatever address was typed, so they are a
 * way to make the builder's domain mail a stranger (issue 12). Past the limit the confirmation is
 * skipped; the caller still stores the submission and notifies the business, and answers the
 * same. Counted in PostgreSQL (a sliding 24-hour window), so every instance shares the count.
 */
@Injectable()
export class SubmitterConfirmations {
  private readonly logger = new Logger(SubmitterConfirmations.name);

  constructor(
    private readonly mail: MailService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Queues `message` in the caller's transaction unless its recipient's limit is reached; true when queued. */
  async enqueue(manager: EntityManager, message: OutgoingMail): Promise<boolean> {
    // The address the mailer will use (normalised as MailService.enqueue stores it), not the text as typed.
    const recipientHash = recipientHashOf(message.to);
    // Confirmations to one address are counted one transaction at a time, so parallel posts cannot all pass.
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`submitter-confirmation:${recipientHash}`]);
    const [{ count }] = (await manager.query(
      `SELECT count(*)::int AS count FROM submitter_confirmations
       WHERE "recipientHash" = $1 AND "createdAt" > now() - make_interval(hours => $2)`,
      [recipientHash, CONFIRMATION_WINDOW_HOURS],
    )) as [{ count: number }];
    if (count >= CONFIRMATIONS_PER_RECIPIENT) {
      this.logger.log(`Confirmation to e-mail#${recipientHash.slice(0, 12)} skipped: ${count} sent in the last ${CONFIRMATION_WINDOW_HOURS} hours`);
      return false;
    }
    await manager.insert(SubmitterConfirmation, { recipientHash });
    await this.mail.enqueue(manager, message);
    return true;
  }

  /** Forget confirmations older than the window (any instance may run it). */
  @Interval(60 * 60 * 1000)
  async pruneOld(): Promise<void> {
    try {
      await this.dataSource.query(`DELETE FROM submitter_confirmations WHERE "createdAt" < now() - make_interval(hours => $1)`, [CONFIRMATION_WINDOW_HOURS]);
    } catch (error) {
      this.logger.warn(`Could not prune old confirmation counts: ${(error as Error).message}`);
    }
  }
}
