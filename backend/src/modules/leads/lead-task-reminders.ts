import { ScheduledRun } from '../../common/scheduled-run';
import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { DataSource, In } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { DatabaseOutage } from '../../database/database-outage';
import { MailKind } from '../../mail/mail.enums';
import { MailService } from '../../mail/mail.service';
import { BUSINESS_TIME_ZONE } from '../../shared/business-calendar';
import { LeadTask } from './entities/lead-task.entity';
import { LEAD_TASK_KIND_LABELS } from './leads.enums';

/** Reminders one run queues, at most (the next run carries on). */
const MAX_REMINDERS_PER_RUN = 200;
export const LEAD_TASK_REMINDERS_CRON_JOB = 'lead-task-reminders';

const missouriTime = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * The next-step reminders (issue 27): at a task's due time its assignee gets one e-mail. A run
 * claims the open tasks that fell due and were not reminded of (one UPDATE … WHERE
 * "reminderSentAt" IS NULL over rows locked FOR UPDATE SKIP LOCKED) and queues their e-mails in
 * the same transaction, so any number of instances send each reminder once, and a failed run
 * claims nothing. Reopening a task or moving its due time clears the stamp (LeadTasksService).
 */
@Injectable()
export class LeadTaskReminders {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  /** One run at `now` (tests drive the clock); answers how many reminders it queued. */
  async run(now: Date = new Date()): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const claimed = await manager.query<{ id: number }[]>(
        `UPDATE lead_tasks SET "reminderSentAt" = $1
          WHERE "reminderSentAt" IS NULL AND id IN (
            SELECT id FROM lead_tasks
             WHERE "doneAt" IS NULL AND "reminderSentAt" IS NULL AND "dueAt" <= $1 AND "assigneeId" IS NOT NULL
             ORDER BY "dueAt", id LIMIT ${MAX_REMINDERS_PER_RUN} FOR UPDATE SKIP LOCKED)
          RETURNING id`,
        [now],
      );
      // pg answers an UPDATE … RETURNING as [rows, count].
      const ids = (Array.isArray(claimed[0]) ? (claimed[0] as unknown as { id: number }[]) : claimed).map((row) => row.id);
      if (!ids.length) return 0;
      const tasks = await manager.getRepository(LeadTask).find({
        where: { id: In(ids) },
        relations: { assignee: true, lead: true },
        select: {
          id: true,
          leadId: true,
          kind: true,
          dueAt: true,
          note: true,
          assignee: { id: true, email: true, firstName: true },
          lead: { id: true, firstName: true, lastName: true, phone: true, email: true },
        },
        order: { dueAt: 'ASC', id: 'ASC' },
      });
      for (const task of tasks) {
        if (!task.assignee || !task.lead) continue;
        const leadName = [task.lead.firstName, task.lead.lastName].filter(Boolean).join(' ');
        const what = `${LEAD_TASK_KIND_LABELS[task.kind]}: ${leadName}`;
        await this.mail.enqueue(manager, {
          to: task.assignee.email,
          subject: `Next step due: ${what}`,
          kind: MailKind.BusinessNotice,
          text: [
            `Hello ${task.assignee.firstName},`,
            '',
            `A next step you hold is due ${missouriTime.format(task.dueAt)} Missouri time:`,
            '',
            what,
            ...(task.lead.phone ? [`Phone: ${task.lead.phone}`] : []),
            `E-mail: ${task.lead.email}`,
            ...(task.note ? ['', `Note: ${task.note}`] : []),
            '',
            `Open the lead: ${this.config.publicBaseUrl}/admin/leads/${task.leadId}`,
            '',
            'Once it is done, mark it done on the lead page so it leaves your My Work list.',
          ].join('\n'),
        });
      }
      return tasks.length;
    });
  }
}

/**
 * Runs the reminders on LEAD_TASK_REMINDERS_CRON (Missouri time) on every instance; the run's
 * claim keeps each reminder to one e-mail. Tests register the job but never start it.
 */
@Injectable()
export class LeadTaskRemindersJob implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly schedule: ScheduledRun;

  constructor(
    registry: SchedulerRegistry,
    reminders: LeadTaskReminders,
    private readonly config: AppConfig,
    outage: DatabaseOutage,
  ) {
    this.schedule = new ScheduledRun(registry, outage, new Logger('LeadTaskReminders'), LEAD_TASK_REMINDERS_CRON_JOB, 'Next-step reminder run', () =>
      reminders.run(),
    );
  }

  onApplicationBootstrap(): void {
    this.schedule.register(this.config.leadTaskRemindersCron, this.config.nodeEnv !== 'test');
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.schedule.stop();
  }
}
