import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { MailSender } from './mail-sender';

/** Rows one statement deletes at most, so a first run over a large backlog never holds many locks for long. */
const PRUNE_BATCH = 1000;

/**
 * Forgets delivered mail after MAIL_RETENTION_DAYS: the outbox rows (sent before the cutoff) and,
 * without SMTP, the .eml files. Failed rows stay until an admin re-sends them. Every instance may
 * run it at once: each batch skips rows another instance has locked, and deleting twice is harmless.
 */
@Injectable()
export class MailRetentionJob {
  private readonly logger = new Logger(MailRetentionJob.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly sender: MailSender,
    private readonly config: AppConfig,
  ) {}

  @Interval(60 * 60 * 1000)
  async tick(): Promise<void> {
    if (this.config.nodeEnv === 'test') return; // tests call pruneDelivered() themselves
    try {
      await this.pruneDelivered();
    } catch (error) {
      this.logger.warn(`Could not prune delivered mail: ${(error as Error).message}`);
    }
  }

  /** Deletes what was delivered more than the retention period ago; answers how many rows and files. */
  async pruneDelivered(): Promise<{ rows: number; files: number }> {
    const days = this.config.mailRetentionDays;
    let rows = 0;
    for (;;) {
      const [, count] = (await this.dataSource.query(
        `DELETE FROM mail_outbox WHERE id IN (
           SELECT id FROM mail_outbox
           WHERE status = 'sent' AND "sentAt" < now() - make_interval(days => $1)
           LIMIT $2
           FOR UPDATE SKIP LOCKED
         )`,
        [days, PRUNE_BATCH],
      )) as [unknown, number];
      rows += count;
      if (count < PRUNE_BATCH) break;
    }
    const files = await this.sender.pruneMailFiles(new Date(Date.now() - days * 24 * 60 * 60 * 1000));
    if (rows || files) this.logger.log(`Pruned ${rows} delivered outbox rows and ${files} .eml files older than ${days} days`);
    return { rows, files };
  }
}
