import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import { AppConfig } from '../../config/app-config';
import { DatabaseOutage } from '../../database/database-outage';
import { BUSINESS_TIME_ZONE } from '../../shared/business-calendar';
import { FollowUpsService } from './follow-ups.service';

/** The name of the cron job in the SchedulerRegistry. */
export const FOLLOW_UPS_CRON_JOB = 'follow-ups';

/**
 * Runs the follow-ups on FOLLOW_UPS_CRON (Missouri time), registered at start-up with the
 * SchedulerRegistry because the expression comes from the environment; FOLLOW_UPS_ENABLED=false
 * registers nothing. Every instance runs it: the run claims leads, so nothing is sent twice.
 * Tests register the job but never start it (they run the service on a fake clock).
 */
@Injectable()
export class FollowUpsJob implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('FollowUps');
  private running?: Promise<unknown>;

  constructor(
    private readonly registry: SchedulerRegistry,
    private readonly followUps: FollowUpsService,
    private readonly config: AppConfig,
    private readonly outage: DatabaseOutage,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.followUpsEnabled) return;
    const job = CronJob.from({ cronTime: this.config.followUpsCron, onTick: () => this.tick(), timeZone: BUSINESS_TIME_ZONE, start: false });
    this.registry.addCronJob(FOLLOW_UPS_CRON_JOB, job);
    if (this.config.nodeEnv !== 'test') job.start();
  }

  tick(): void {
    if (this.running) return; // a slow run is still going: this tick is skipped, not queued
    this.running = this.followUps
      .run(false)
      .catch((error: unknown) => {
        if (!this.outage.report(error)) this.logger.error(`Follow-up run stopped: ${error instanceof Error ? error.message : String(error)}`);
      })
      .finally(() => (this.running = undefined));
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.registry.doesExist('cron', FOLLOW_UPS_CRON_JOB)) await this.registry.getCronJob(FOLLOW_UPS_CRON_JOB).stop();
    await this.running;
  }
}
