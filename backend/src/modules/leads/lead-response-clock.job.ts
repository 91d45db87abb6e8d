import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import { AppConfig } from '../../config/app-config';
import { LEAD_RESPONSE_CRON } from '../../config/lead-desk-settings';
import { DatabaseOutage } from '../../database/database-outage';
import { BUSINESS_TIME_ZONE } from '../../shared/business-calendar';
import { LeadResponseClock } from './lead-response-clock';

/** The name of the cron job in the SchedulerRegistry. */
export const LEAD_RESPONSE_CLOCK_JOB = 'lead-response-clock';

/**
 * Runs the response clock every minute on every instance (each notice is claimed, so it goes
 * once). Tests register the job but never start it: they run LeadResponseClock on a fake clock.
 */
@Injectable()
export class LeadResponseClockJob implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('ResponseClock');
  private running?: Promise<unknown>;

  constructor(
    private readonly registry: SchedulerRegistry,
    private readonly clock: LeadResponseClock,
    private readonly config: AppConfig,
    private readonly outage: DatabaseOutage,
  ) {}

  onApplicationBootstrap(): void {
    const job = CronJob.from({ cronTime: LEAD_RESPONSE_CRON, onTick: () => this.tick(), timeZone: BUSINESS_TIME_ZONE, start: false });
    this.registry.addCronJob(LEAD_RESPONSE_CLOCK_JOB, job);
    if (this.config.nodeEnv !== 'test') job.start();
  }

  tick(): void {
    if (this.running) return; // a slow run is still going: this tick is skipped, not queued
    this.running = this.clock
      .run()
      .then(({ notices, escalations }) => {
        if (notices || escalations) this.logger.log(`Response clock: ${notices} owner notice(s), ${escalations} escalation(s) queued`);
      })
      .catch((error: unknown) => {
        if (!this.outage.report(error)) this.logger.error(`Response clock run stopped: ${error instanceof Error ? error.message : String(error)}`);
      })
      .finally(() => (this.running = undefined));
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.registry.doesExist('cron', LEAD_RESPONSE_CLOCK_JOB)) await this.registry.getCronJob(LEAD_RESPONSE_CLOCK_JOB).stop();
    await this.running;
  }
}
