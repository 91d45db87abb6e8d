import type { Logger } from '@nestjs/common';
import type { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import type { DatabaseOutage } from '../database/database-outage';
import { BUSINESS_TIME_ZONE } from '../shared/business-calendar';

/**
 * A run every instance makes on a cron expression (Missouri time): the follow-ups, the response
 * clock, the next-step reminders. Each run claims its rows, so instances never do one thing twice;
 * a tick while the last run is still going is skipped, not queued; a database outage is reported
 * once (DatabaseOutage), any other failure logged; shutdown stops the job and waits for its run.
 * The job is registered with the SchedulerRegistry (tests find it there) and started unless `start` is false.
 */
export class ScheduledRun {
  private running?: Promise<unknown>;

  constructor(
    private readonly registry: SchedulerRegistry,
    private readonly outage: DatabaseOutage,
    private readonly logger: Logger,
    /** The job's name in the SchedulerRegistry. */
    private readonly name: string,
    /** What the run does, for its failure line ("Follow-up run"). */
    private readonly what: string,
    private readonly run: () => Promise<unknown>,
  ) {}

  register(cronTime: string, start: boolean): void {
    const job = CronJob.from({ cronTime, onTick: () => this.tick(), timeZone: BUSINESS_TIME_ZONE, start: false });
    this.registry.addCronJob(this.name, job);
    if (start) job.start();
  }

  tick(): void {
    if (this.running) return;
    this.running = this.run()
      .catch((error: unknown) => {
        if (!this.outage.report(error)) this.logger.error(`${this.what} stopped: ${error instanceof Error ? error.message : String(error)}`);
      })
      .finally(() => (this.running = undefined));
  }

  async stop(): Promise<void> {
    if (this.registry.doesExist('cron', this.name)) await this.registry.getCronJob(this.name).stop();
    await this.running;
  }
}
