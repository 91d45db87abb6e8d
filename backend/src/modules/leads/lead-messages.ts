import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type Actor } from '../../common/auth/actor';
import { AppConfig } from '../../config/app-config';
import { composeEmail } from '../../mail/mail-templates';
import { MailKind } from '../../mail/mail.enums';
import { MailService } from '../../mail/mail.service';
import { InboundThreadKind } from '../inbound-mail/inbound-mail.enums';
import { ReplyAddresses } from '../inbound-mail/reply-addresses';
import { assertNotMerged, LEAD_NOT_FOUND_MESSAGE } from './lead-desk.service';
import { LeadContacts } from './lead-contacts';
import { LeadContactKind } from './leads.enums';

/** A message a rep writes to a lead from the lead page (bounded by the DTO). */
export interface LeadMessage {
  subject: string;
  text: string;
}

/**
 * "Write an e-mail" on the lead page (issue 27, sendLeadEmail): one transaction queues the e-mail
 * in the outbox, with the lead's reply address as Reply-To so the answer lands on the timeline,
 * and logs it as the rep's e-mail contact (LeadContacts: it stops the response clock). A one-to-one
 * message is not marketing, so an unsubscribed lead can still be written to; the site keeps no
 * bounced state for lead addresses, so nothing else refuses it.
 */
@Injectable()
export class LeadMessages {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly contacts: LeadContacts,
    private readonly replyAddresses: ReplyAddresses,
    private readonly config: AppConfig,
  ) {}

  /** Queues the e-mail and logs the contact; answers the outbox row's id. */
  async send(actor: Actor, leadId: number, message: LeadMessage): Promise<{ mailId: number; contactId: number }> {
    return this.dataSource.transaction(async (manager) => {
      const [lead] = (await manager.query(`SELECT id, email, "mergedIntoId" FROM discovery_call_leads WHERE id = $1 FOR UPDATE`, [leadId])) as Array<{
        id: number;
        email: string;
        mergedIntoId: number | null;
      }>;
      if (!lead) throw new NotFoundException(LEAD_NOT_FOUND_MESSAGE);
      assertNotMerged(lead);
      const [author] = (await manager.query(`SELECT "firstName", "lastName" FROM users WHERE id = $1`, [actor.id])) as Array<{
        firstName: string | null;
        lastName: string | null;
      }>;
      const signedBy = [author?.firstName, author?.lastName].filter(Boolean).join(' ');
      const subject = message.subject.trim();
      const body = signedBy ? `${message.text.trimEnd()}\n\n${signedBy}` : message.text;
      const mailId = await this.mail.enqueue(manager, {
        to: lead.email,
        subject,
        ...composeEmail(body, this.config, subject),
        replyTo: await this.replyAddresses.replyTo(manager, InboundThreadKind.Lead, lead.id, lead.email),
        kind: MailKind.VisitorConfirmation,
      });
      const contact = await this.contacts.record(manager, actor, lead.id, { kind: LeadContactKind.Email, note: subject, mailOutboxId: mailId });
      return { mailId, contactId: contact.id };
    });
  }
}
