import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In, IsNull, LessThanOrEqual, Not } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { MailService } from '../../mail/mail.service';
import { businessMinutesBetween } from '../../shared/business-calendar';
import { DiscoveryCallLead } from './entities/discovery-call-lead.entity';
import { responseEscalationEmail, responseNoticeEmail, type WaitingLead } from './lead-response-emails';
import { LeadStatus } from './leads.enums';

export interface ResponseClockRun {
  notices: number;
  escalations: number;
}

/**
 * The response clock (issue 27): a new lead waits for its first logged contact, counted in
 * business minutes (LEAD_OFFICE_HOURS). Past LEAD_RESPONSE_MINUTES its owner gets a notice; past
 * LEAD_ESCALATION_MINUTES the manager gets one escalation e-mail. Each is claimed by a conditional
 * UPDATE in the transaction that queues its e-mail, so every instance may run the clock and each
 * lead still gets each e-mail exactly once. A contact logged in the meantime stops both.
 */
@Injectable()
export class LeadResponseClock {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  async run(now: Date = new Date()): Promise<ResponseClockRun> {
    const { leadResponseMinutes: noticeAfter, leadEscalationMinutes: escalateAfter, officeWindow } = this.config;
    // Business minutes never exceed wall minutes, so a lead younger than the limit in wall time cannot be due.
    const waiting = await this.dataSource.getRepository(DiscoveryCallLead).find({
      where: [
        {
          firstResponseAt: IsNull(),
          responseNoticeSentAt: IsNull(),
          mergedIntoId: IsNull(),
          status: Not(In([LeadStatus.Won, LeadStatus.Lost])),
          createdAt: LessThanOrEqual(minutesBefore(now, noticeAfter)),
        },
        {
          firstResponseAt: IsNull(),
          responseEscalatedAt: IsNull(),
          mergedIntoId: IsNull(),
          status: Not(In([LeadStatus.Won, LeadStatus.Lost])),
          createdAt: LessThanOrEqual(minutesBefore(now, escalateAfter)),
        },
      ],
      relations: { owner: true },
      order: { createdAt: 'ASC' },
      take: 500,
    });
    const result: ResponseClockRun = { notices: 0, escalations: 0 };
    for (const lead of waiting) {
      const waited = Math.floor(businessMinutesBetween(lead.createdAt, now, officeWindow));
      const named = toWaitingLead(lead);
      if (waited >= noticeAfter && lead.responseNoticeSentAt === null) {
        if (
          await this.claim(lead.id, 'responseNoticeSentAt', now, (manager) =>
            this.mail.enqueue(manager, responseNoticeEmail(this.config, named, waited, noticeAfter)),
          )
        )
          result.notices += 1;
      }
      if (waited >= escalateAfter && lead.responseEscalatedAt === null) {
        if (await this.claim(lead.id, 'responseEscalatedAt', now, (manager) => this.mail.enqueue(manager, responseEscalationEmail(this.config, named, waited))))
          result.escalations += 1;
      }
    }
    return result;
  }

  /** Marks the e-mail sent and queues it, in one transaction, only if no instance did and no contact was logged meanwhile. */
  private claim(
    leadId: number,
    column: 'responseNoticeSentAt' | 'responseEscalatedAt',
    now: Date,
    send: (manager: EntityManager) => Promise<unknown>,
  ): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const claimed = (await manager.query(
        `UPDATE discovery_call_leads SET "${column}" = $2 WHERE id = $1 AND "${column}" IS NULL AND "firstResponseAt" IS NULL RETURNING id`,
        [leadId, now],
      )) as [unknown[], number];
      if (!claimed[0].length) return false;
      await send(manager);
      return true;
    });
  }
}

function minutesBefore(now: Date, minutes: number): Date {
  return new Date(now.getTime() - minutes * 60_000);
}

function toWaitingLead(lead: DiscoveryCallLead): WaitingLead {
  return {
    id: lead.id,
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    createdAt: lead.createdAt,
    owner: lead.owner ? { firstName: lead.owner.firstName, lastName: lead.owner.lastName, email: lead.owner.email } : null,
  };
}
