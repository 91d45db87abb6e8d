import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { MailKind } from '../../mail/mail.enums';
import { MailService } from '../../mail/mail.service';
import { InboundThreadKind } from '../inbound-mail/inbound-mail.enums';
import { attachmentsParagraph, type InboundReply, type InboundThread, type InboundThreadHandler, InboundThreads } from '../inbound-mail/inbound-threads';
import { REPLIED_REASON } from './lead-follow-up-state';

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/**
 * A lead's replies (issue 27): registered with inbound-mail as the handler of `lead` threads. An
 * accepted reply is stored (lead_replies, shown on the timeline as text), ends the follow-up
 * sequence if it still runs (followUpsStoppedReason 'replied', so the job sends no further step),
 * and the lead's owner (or the business inbox when it has none) gets the reply by e-mail.
 */
@Injectable()
export class LeadReplies implements InboundThreadHandler, OnModuleInit {
  private readonly logger = new Logger('LeadReplies');

  constructor(
    private readonly threads: InboundThreads,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.threads.register(InboundThreadKind.Lead, this);
  }

  async deliver(manager: EntityManager, thread: InboundThread, reply: InboundReply): Promise<boolean> {
    // The lead's row lock: a follow-up run holding it finishes first, and the next one sees the stop.
    // A reply to a lead merged into another is filed on the lead it went to (issue 28).
    const [lead] = (await manager.query(
      `SELECT l.id, l."firstName", l."lastName", l."followUpsStoppedReason", l."unsubscribedAt", l."followUpCount", u.email AS "ownerEmail"
         FROM discovery_call_leads l LEFT JOIN users u ON u.id = l."ownerId"
        WHERE l.id = (SELECT COALESCE(m."mergedIntoId", m.id) FROM discovery_call_leads m WHERE m.id = $1) FOR UPDATE OF l`,
      [thread.threadId],
    )) as Array<{
      id: number;
      firstName: string;
      lastName: string | null;
      followUpsStoppedReason: string | null;
      unsubscribedAt: Date | null;
      followUpCount: number;
      ownerEmail: string | null;
    }>;
    if (!lead) return false;
    const [inserted] = (await manager.query(
      `INSERT INTO lead_replies ("leadId", "fromAddress", "fromName", subject, text, attachments, "messageId", "receivedAt")
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8)
       ON CONFLICT ("leadId", "messageId") DO NOTHING RETURNING id`,
      [lead.id, reply.from, reply.fromName, reply.subject, reply.text, JSON.stringify(reply.attachments), reply.messageId, reply.receivedAt],
    )) as Array<{ id: number }>;
    // The same message again (a provider's retry): filed once, nobody told twice.
    if (!inserted) return true;

    const running = lead.followUpsStoppedReason === null && lead.unsubscribedAt === null && lead.followUpCount < this.config.followUpDelaysSeconds.length;
    if (running) {
      await manager.query(`UPDATE discovery_call_leads SET "followUpsStoppedReason" = $2, "updatedAt" = now() WHERE id = $1`, [lead.id, REPLIED_REASON]);
    }
    const name = fullName(lead.firstName, lead.lastName) || reply.from;
    const attachments = attachmentsParagraph(
      reply.attachments,
      `Attachments (not kept by the site; ask ${lead.firstName} to send them again if you need them)`,
    );
    const noticeId = await this.mail.enqueue(manager, {
      to: lead.ownerEmail ?? this.config.businessEmail,
      subject: `${name} replied: ${reply.subject || '(no subject)'}`.slice(0, 250),
      text: [
        `${name} <${reply.from}> answered an e-mail from the site.${running ? ' Their follow-up e-mails have stopped.' : ''}`,
        `Subject: ${reply.subject || '(no subject)'}`,
        `${reply.text}${attachments}`,
        `Open the lead and answer from its page, so your answer is on the record too: ${this.config.publicBaseUrl}/admin/leads/${lead.id}`,
      ].join('\n\n'),
      kind: MailKind.BusinessNotice,
    });
    await manager.query(`UPDATE lead_replies SET "stoppedFollowUps" = $2, "ownerNoticeMailId" = $3 WHERE id = $1`, [inserted.id, running, noticeId]);
    this.logger.log(`reply ${inserted.id} filed on lead ${lead.id}${running ? '; follow-ups stopped' : ''}`);
    return true;
  }
}
