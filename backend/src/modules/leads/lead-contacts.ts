import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Actor } from '../../common/auth/actor';
import { StaffAuditLog } from '../../common/audit/staff-audit-log';
import { LeadContact } from './entities/lead-contact.entity';
import { LEAD_CONTACT_KIND_LABELS, LeadContactKind } from './leads.enums';

export interface LoggedContact {
  kind: LeadContactKind;
  note: string | null;
  mailOutboxId?: number | null;
}

/**
 * The one place a staff contact with a lead is recorded (issue 27): the lead_contacts row, the
 * lead's lastContacted, and the first one stops the response clock (firstResponseAt, set once).
 * In the caller's transaction, so an e-mail written from the lead page and its contact commit together.
 */
@Injectable()
export class LeadContacts {
  async record(manager: EntityManager, actor: Actor, leadId: number, contact: LoggedContact, at: Date = new Date()): Promise<LeadContact> {
    const saved = await manager.getRepository(LeadContact).save({
      leadId,
      kind: contact.kind,
      note: contact.note,
      mailOutboxId: contact.mailOutboxId ?? null,
      authorId: actor.id,
      contactedAt: at,
    });
    await manager.query(
      `UPDATE discovery_call_leads
          SET "firstResponseAt" = COALESCE("firstResponseAt", $2), "lastContacted" = GREATEST(COALESCE("lastContacted", $2), $2)
        WHERE id = $1`,
      [leadId, at],
    );
    StaffAuditLog.record(actor, 'lead contact logged', `lead ${leadId}: ${LEAD_CONTACT_KIND_LABELS[contact.kind].toLowerCase()} (contact ${saved.id})`);
    return saved;
  }
}
