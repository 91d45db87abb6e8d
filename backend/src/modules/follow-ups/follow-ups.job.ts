import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { AppConfig } from '../../config/app-config';
import { DatabaseOutage } from '../../database/database-outage';
import { ScheduledRun } from '../../common/scheduled-run';
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
  private readonly schedule: ScheduledRun;

  constructor(
    registry: SchedulerRegistry,
    followUps: FollowUpsService,
    private readonly config: AppConfig,
    outage: DatabaseOutage,
  ) {
    this.schedule = new ScheduledRun(registry, outage, new Logger('FollowUps'), FOLLOW_UPS_CRON_JOB, 'Follow-up run', () => followUps.run(false));
  }

  onApplicationBootstrap(): void {
    if (this.config.followUpsEnabled) this.schedule.register(this.config.followUpsCron, this.config.nodeEnv !== 'test');
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.schedule.stop();
  }
}
