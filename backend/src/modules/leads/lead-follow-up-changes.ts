import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { STATUSES_A_BOOKED_CALL_SCHEDULES } from './lead-pipeline';
import { newAccessToken } from './leads.service';
import { LeadStatus } from './leads.enums';
import { findLeadOfAddress, lockMailbox } from './lead-identity';
import { personKeys } from './person-keys';

/** Who booked a call on the booking page (the e-mail trimmed and lower-cased by the caller). */
export interface CallBooker {
  email: string;
  firstName: string;
  lastName: string | null;
  phone: string | null;
}

/**
 * The lead changes that the follow-up sequence, its unsubscribe link and the booking page make
 * (modules/follow-ups): the leads module owns discovery_call_leads and lead_access_tokens, so
 * follow-ups asks here instead of writing them itself. Every method runs in the caller's
 * transaction (`manager`), so the change commits with the follow-up or booking row it goes with.
 */
@Injectable()
export class LeadFollowUpChanges {
  /** A follow-up step was sent at `at`: one more sent, and the lead was last contacted then. */
  async recordFollowUpSent(manager: EntityManager, leadId: number, at: Date): Promise<void> {
    await manager.query(`UPDATE discovery_call_leads SET "followUpCount" = "followUpCount" + 1, "lastContacted" = $2, "updatedAt" = now() WHERE id = $1`, [
      leadId,
      at,
    ]);
  }

  /** The lead's sequence ended, for this reason (a follow-ups stop reason). */
  async recordFollowUpsStopped(manager: EntityManager, leadId: number, reason: string): Promise<void> {
    await manager.query(`UPDATE discovery_call_leads SET "followUpsStoppedReason" = $2, "updatedAt" = now() WHERE id = $1`, [leadId, reason]);
  }

  /**
   * Marks the lead unsubscribed at `at`, once: a repeat keeps the first time (COALESCE) and leaves
   * the lead's updatedAt alone. False when no lead has this id.
   */
  async unsubscribe(manager: EntityManager, leadId: number, at: Date): Promise<boolean> {
    const [rows] = (await manager.query(
      `UPDATE discovery_call_leads
       SET "updatedAt" = CASE WHEN "unsubscribedAt" IS NULL THEN now() ELSE "updatedAt" END, "unsubscribedAt" = COALESCE("unsubscribedAt", $2)
       WHERE id = $1 RETURNING id`,
      [leadId, at],
    )) as [unknown[], number];
    return rows.length > 0;
  }

  /**
   * A call booked on the booking page: the person's lead (lead-identity: the address's mailbox, or
   * the lead a merged one went to) is marked booked (a pending or contacted one becomes scheduled);
   * an unknown person becomes a scheduled lead with its first access token.
   */
  async markCallBooked(manager: EntityManager, booker: CallBooker): Promise<{ id: number; inserted: boolean }> {
    await lockMailbox(manager, booker.email);
    const known = await findLeadOfAddress(manager, booker.email, { forUpdate: true });
    if (known !== null) {
      await manager.query(
        `UPDATE discovery_call_leads SET "calendarScheduled" = true, "updatedAt" = now(),
           status = CASE WHEN status = ANY($3::lead_status[]) THEN $2::lead_status ELSE status END
         WHERE id = $1`,
        [known, LeadStatus.Scheduled, STATUSES_A_BOOKED_CALL_SCHEDULES],
      );
      return { id: known, inserted: false };
    }
    const firstName = booker.firstName.slice(0, 100);
    const lastName = booker.lastName?.slice(0, 100) || null;
    const keys = personKeys({ email: booker.email, phone: booker.phone, firstName, lastName });
    const [lead] = (await manager.query(
      `INSERT INTO discovery_call_leads (email, "firstName", "lastName", phone, "accessToken", status, "calendarScheduled", "emailKey", "phoneKey", "firstNameKey", "lastNameKey")
       VALUES ($1, $2, $3, $4, $5, $6, true, $7, $8, $9, $10)
       RETURNING id, "accessToken"`,
      [
        booker.email,
        firstName,
        lastName,
        booker.phone,
        newAccessToken(),
        LeadStatus.Scheduled,
        keys.emailKey,
        keys.phoneKey,
        keys.firstNameKey,
        keys.lastNameKey,
      ],
    )) as Array<{ id: number; accessToken: string }>;
    // Every token a lead has is kept with it (lead_access_tokens); a new lead's first one too.
    await manager.query(`INSERT INTO lead_access_tokens ("leadId", token) VALUES ($1, $2)`, [lead.id, lead.accessToken]);
    return { id: lead.id, inserted: true };
  }

  /** A booked call cancelled on the booking page: the lead of that e-mail is unmarked. Its id, or null when no lead has the e-mail. */
  async markCallCancelled(manager: EntityManager, email: string): Promise<number | null> {
    const id = await findLeadOfAddress(manager, email);
    if (id !== null) await manager.query(`UPDATE discovery_call_leads SET "calendarScheduled" = false, "updatedAt" = now() WHERE id = $1`, [id]);
    return id;
  }
}
