import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { EARNS_COMMISSION_SQL } from '../affiliates/affiliate-lead-stages';

/**
 * Ends the hold (issue 14): a pending commission whose `earnedAt` has come, on a referral that
 * earns (no uncleared flag), becomes earned. One UPDATE that only matches pending rows, so running
 * it twice, or on several instances at once, changes nothing more, and it skips rows a payment holds
 * locked (they are taken as earned there; the next run catches any left); reads and payments also treat
 * a row past its date as earned, so nobody waits for the next tick.
 */
@Injectable()
export class CommissionHoldJob {
  private readonly logger = new Logger(CommissionHoldJob.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  @Interval(15 * 60 * 1000)
  async tick(): Promise<void> {
    if (this.config.nodeEnv === 'test') return; // tests call releaseDue() themselves
    try {
      await this.releaseDue();
    } catch (error) {
      this.logger.warn(`Could not release held commissions: ${(error as Error).message}`);
    }
  }

  /** Marks every commission whose hold has ended earned; answers how many. */
  async releaseDue(): Promise<number> {
    const [, count] = (await this.dataSource.query(
      `UPDATE commission_entries SET status = 'earned' WHERE id IN (
         SELECT e.id FROM commission_entries e JOIN affiliate_leads l ON l.id = e."affiliateLeadId"
         WHERE e.status = 'pending' AND e."earnedAt" <= now() AND ${EARNS_COMMISSION_SQL}
         FOR UPDATE OF e SKIP LOCKED
       )`,
    )) as [unknown, number];
    if (count) this.logger.log(`${count} commissions earned (hold ended)`);
    return count;
  }
}
