import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { AppConfig } from '../../config/app-config';
import { LEAD_RESPONSE_CRON } from '../../config/lead-desk-settings';
import { DatabaseOutage } from '../../database/database-outage';
import { ScheduledRun } from '../../common/scheduled-run';
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
  private readonly schedule: ScheduledRun;

  constructor(
    registry: SchedulerRegistry,
    clock: LeadResponseClock,
    private readonly config: AppConfig,
    outage: DatabaseOutage,
  ) {
    this.schedule = new ScheduledRun(registry, outage, this.logger, LEAD_RESPONSE_CLOCK_JOB, 'Response clock run', async () => {
      const { notices, escalations } = await clock.run();
      if (notices || escalations) this.logger.log(`Response clock: ${notices} owner notice(s), ${escalations} escalation(s) queued`);
    });
  }

  onApplicationBootstrap(): void {
    this.schedule.register(LEAD_RESPONSE_CRON, this.config.nodeEnv !== 'test');
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.schedule.stop();
  }
}
