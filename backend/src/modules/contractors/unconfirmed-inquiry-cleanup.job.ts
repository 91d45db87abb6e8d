import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';

/**
 * Days an unconfirmed contractor request is kept after its confirmation link expired. Long enough
 * for the homeowner who opens an old link to read "This link has expired" rather than "not found".
 */
export const UNCONFIRMED_INQUIRY_DAYS_AFTER_EXPIRY = 7;

/**
 * Forgets contractor requests the homeowner never confirmed (issue 25 item 2): the name, phone and
 * message typed for an address that never answered are kept no longer than needed. The contractor
 * never saw them. Every instance may run it at once: deleting twice is harmless.
 */
@Injectable()
export class UnconfirmedInquiryCleanupJob {
  private readonly logger = new Logger(UnconfirmedInquiryCleanupJob.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  @Interval(60 * 60 * 1000)
  async tick(): Promise<void> {
    if (this.config.nodeEnv === 'test') return; // tests call pruneExpired() themselves
    try {
      await this.pruneExpired();
    } catch (error) {
      this.logger.warn(`Could not remove expired unconfirmed contractor requests: ${(error as Error).message}`);
    }
  }

  /** Deletes the unconfirmed requests whose link expired more than the grace period ago; answers how many. */
  async pruneExpired(): Promise<number> {
    const [, count] = (await this.dataSource.query(
      `DELETE FROM contractor_inquiries
        WHERE "confirmedAt" IS NULL AND "confirmationExpiresAt" < now() - make_interval(days => $1)`,
      [UNCONFIRMED_INQUIRY_DAYS_AFTER_EXPIRY],
    )) as [unknown, number];
    return count;
  }
}
