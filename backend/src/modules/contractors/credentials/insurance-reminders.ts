import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { ScheduledRun } from '../../../common/scheduled-run';
import { AppConfig } from '../../../config/app-config';
import { DatabaseOutage } from '../../../database/database-outage';
import { MailService } from '../../../mail/mail.service';
import { businessToday } from '../../../shared/business-calendar';
import { INSURANCE_REMINDER_DAYS } from '../../../shared/missouri-licensing';
import { ContractorStatus } from '../contractors.enums';
import { insuranceReminderEmail } from './credential-emails';
import { InsuranceCertificateStatus } from './credentials.enums';

/** Reminders one run queues, at most (the next run carries on). */
const MAX_REMINDERS_PER_RUN = 200;
/** A day-0 reminder a run missed (no run on the certificate's last day) still goes this many days after, saying it ended. */
export const LATE_LAST_DAY_REMINDER_DAYS = 7;
export const INSURANCE_REMINDERS_CRON_JOB = 'insurance-certificate-reminders';
/** Every hour at :20, Missouri time: a day's reminders go out early that day. */
export const INSURANCE_REMINDERS_CRON = '20 * * * *';
/** The windows' edges, from the one list of reminder days (the query below takes them as parameters). */
const [FIRST_REMINDER_DAYS, SECOND_REMINDER_DAYS, LAST_DAY_REMINDER] = INSURANCE_REMINDER_DAYS;

/**
 * The reminders before a certificate of insurance ends (issue 31): 30 and 7 days before its end
 * date and on its last day (shared/missouri-licensing.ts INSURANCE_REMINDER_DAYS), each once,
 * to the listing's e-mail through the outbox. Only the certificate that counts is reminded of:
 * approved, of an approved listing, and no approved certificate of the listing ends later.
 * A run sends the reminder of the window the certificate is in now (30: 8 to 30 days left; 7: 1
 * to 7; 0: its last day, or up to LATE_LAST_DAY_REMINDER_DAYS after when no run came that day), so
 * a certificate approved 5 days before its end gets the 7-day one only.
 *
 * Each reminder is claimed by inserting its row (certificate, days) under a unique index, over
 * certificates locked FOR UPDATE SKIP LOCKED, in the transaction that queues its e-mail: any
 * number of instances and runs send it once, and a failed run claims nothing.
 */
@Injectable()
export class InsuranceReminders {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  /** One run at `now` (tests drive the clock); answers how many reminders it queued. */
  async run(now: Date = new Date()): Promise<number> {
    const today = businessToday(now);
    return this.dataSource.transaction(async (manager) => {
      const due: {
        id: number;
        daysBefore: number;
        daysLeft: number;
        insurer: string;
        policyNumber: string;
        coverageCents: number;
        expiresOn: string;
        contractorId: number;
        name: string;
        email: string;
      }[] = await manager.query(
        `WITH "due" AS (
             SELECT i."id", i."expiresOn" - $1::date AS "daysLeft",
               CASE WHEN i."expiresOn" <= $1::date THEN $7::int WHEN i."expiresOn" - $1::date <= $6::int THEN $6::int ELSE $5::int END AS "daysBefore"
             FROM "contractor_insurance_certificates" i JOIN "contractors" c ON c."id" = i."contractorId"
             WHERE i."status" = $2 AND c."status" = $3
               AND i."expiresOn" BETWEEN $1::date - $4::int AND $1::date + $5::int
               AND NOT EXISTS (SELECT 1 FROM "contractor_insurance_certificates" j WHERE j."contractorId" = i."contractorId" AND j."status" = $2
                 AND (j."expiresOn" > i."expiresOn" OR (j."expiresOn" = i."expiresOn" AND j."id" > i."id")))
             ORDER BY i."expiresOn", i."id"
             FOR UPDATE OF i SKIP LOCKED
           )
           SELECT d."id", d."daysBefore", d."daysLeft", i."insurer", i."policyNumber", i."coverageCents", to_char(i."expiresOn", 'YYYY-MM-DD') AS "expiresOn",
             c."id" AS "contractorId", c."name", c."email"
           FROM "due" d JOIN "contractor_insurance_certificates" i ON i."id" = d."id" JOIN "contractors" c ON c."id" = i."contractorId"
           WHERE NOT EXISTS (SELECT 1 FROM "contractor_insurance_reminders" r WHERE r."certificateId" = d."id" AND r."daysBefore" = d."daysBefore")
           ORDER BY i."expiresOn", d."id"
           LIMIT ${MAX_REMINDERS_PER_RUN}`,
        [
          today,
          InsuranceCertificateStatus.Approved,
          ContractorStatus.Approved,
          LATE_LAST_DAY_REMINDER_DAYS,
          FIRST_REMINDER_DAYS,
          SECOND_REMINDER_DAYS,
          LAST_DAY_REMINDER,
        ],
      );
      let sent = 0;
      for (const row of due) {
        // The unique (certificate, days) index is the claim: a row another run already wrote inserts nothing.
        const claimed: { id: number }[] = await manager.query(
          `INSERT INTO "contractor_insurance_reminders" ("certificateId", "daysBefore", "sentAt") VALUES ($1, $2, $3)
           ON CONFLICT ("certificateId", "daysBefore") DO NOTHING RETURNING "id"`,
          [row.id, row.daysBefore, now],
        );
        if (!claimed.length) continue;
        await this.mail.enqueue(
          manager,
          insuranceReminderEmail(this.config, { id: row.contractorId, name: row.name, email: row.email }, row, Number(row.daysLeft)),
        );
        sent++;
      }
      return sent;
    });
  }
}

/** Runs the reminders hourly on every instance; the claim keeps each reminder to one e-mail. Tests register the job but never start it. */
@Injectable()
export class InsuranceRemindersJob implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly schedule: ScheduledRun;

  constructor(
    registry: SchedulerRegistry,
    reminders: InsuranceReminders,
    private readonly config: AppConfig,
    outage: DatabaseOutage,
  ) {
    this.schedule = new ScheduledRun(registry, outage, new Logger('InsuranceReminders'), INSURANCE_REMINDERS_CRON_JOB, 'Insurance reminder run', () =>
      reminders.run(),
    );
  }

  onApplicationBootstrap(): void {
    this.schedule.register(INSURANCE_REMINDERS_CRON, this.config.nodeEnv !== 'test');
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.schedule.stop();
  }
}
