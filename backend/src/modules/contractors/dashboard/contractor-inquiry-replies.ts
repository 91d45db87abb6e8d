import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppConfig } from '../../../config/app-config';
import { MailKind } from '../../../mail/mail.enums';
import { MailService } from '../../../mail/mail.service';
import { CONFIRMATIONS_PER_RECIPIENT, CONFIRMATION_WINDOW_HOURS } from '../../../mail/submitter-confirmations';
import { InboundThreadKind } from '../../inbound-mail/inbound-mail.enums';
import { attachmentsParagraph, type InboundReply, type InboundThread, type InboundThreadHandler, InboundThreads } from '../../inbound-mail/inbound-threads';
import { ContractorInquiryMessageDirection } from '../contractors.enums';
import { CONTRACTOR_REPLIES_PER_DAY } from './contractor-dashboard.service';

/**
 * A homeowner's e-mail replies about an inquiry (issue 27): registered with inbound-mail as the
 * handler of `contractor_inquiry` threads (the site's e-mails to the homeowner about an inquiry
 * carry its reply address). An accepted reply is stored on the inquiry's dashboard thread
 * (contractor_inquiry_messages, direction homeowner) and the contractor is told by e-mail, within
 * the same caps as the dashboard's replies (issue 25): at most CONTRACTOR_REPLIES_PER_DAY notices
 * to one listing and CONFIRMATIONS_PER_RECIPIENT notices caused by one homeowner address in 24
 * hours. Past a cap the reply is still on the dashboard; only its e-mail is skipped.
 */
@Injectable()
export class ContractorInquiryReplies implements InboundThreadHandler, OnModuleInit {
  private readonly logger = new Logger('ContractorInquiryReplies');

  constructor(
    private readonly threads: InboundThreads,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.threads.register(InboundThreadKind.ContractorInquiry, this);
  }

  async deliver(manager: EntityManager, thread: InboundThread, reply: InboundReply): Promise<boolean> {
    const [inquiry] = (await manager.query(
      `SELECT i.id, i.name, i."contractorId", c.name AS "listingName", c.email AS "listingEmail"
         FROM contractor_inquiries i JOIN contractors c ON c.id = i."contractorId"
        WHERE i.id = $1 AND i."confirmedAt" IS NOT NULL FOR UPDATE OF i`,
      [thread.threadId],
    )) as Array<{ id: number; name: string; contractorId: number; listingName: string; listingEmail: string }>;
    if (!inquiry) return false;
    const [inserted] = (await manager.query(
      `INSERT INTO contractor_inquiry_messages ("inquiryId", "contractorId", direction, "fromAddress", subject, text, attachments, "messageId", "createdAt")
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9)
       ON CONFLICT ("inquiryId", "messageId") DO NOTHING RETURNING id`,
      [
        inquiry.id,
        inquiry.contractorId,
        ContractorInquiryMessageDirection.Homeowner,
        reply.from,
        reply.subject.slice(0, 300),
        reply.text,
        JSON.stringify(reply.attachments),
        reply.messageId,
        reply.receivedAt,
      ],
    )) as Array<{ id: number }>;
    if (!inserted) return true;

    if (!(await this.noticeAllowed(manager, inquiry.contractorId, reply.from))) {
      this.logger.log(`reply ${inserted.id} filed on inquiry ${inquiry.id}; the contractor's notice skipped (daily cap)`);
      return true;
    }
    const attachments = attachmentsParagraph(reply.attachments, 'The homeowner attached files the site does not keep (ask them to send them to you directly)');
    const noticeId = await this.mail.enqueue(manager, {
      to: inquiry.listingEmail,
      subject: `${inquiry.name} replied to your answer about their project`.slice(0, 250),
      text: [
        `${inquiry.name} answered the reply you sent from your contractor dashboard.`,
        `${reply.text}${attachments}`,
        `Read the whole conversation and answer in your dashboard: ${this.config.publicBaseUrl}/contractors/dashboard`,
        'We never sell homeowners’ details; please answer them about this project only.',
      ].join('\n\n'),
      kind: MailKind.BusinessNotice,
    });
    await manager.query(`UPDATE contractor_inquiry_messages SET "noticeMailId" = $2 WHERE id = $1`, [inserted.id, noticeId]);
    this.logger.log(`reply ${inserted.id} filed on inquiry ${inquiry.id}`);
    return true;
  }

  /** Under both caps: notices to this listing, and notices caused by this homeowner address, in the last 24 hours. */
  private async noticeAllowed(manager: EntityManager, contractorId: number, from: string): Promise<boolean> {
    // One listing's notices are counted one transaction at a time (the same lock as the dashboard's replies).
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`contractor-replies:${contractorId}`]);
    const [{ listing, sender }] = (await manager.query(
      `SELECT count(*) FILTER (WHERE "contractorId" = $1)::int AS listing, count(*) FILTER (WHERE "fromAddress" = $2)::int AS sender
         FROM contractor_inquiry_messages
        WHERE "noticeMailId" IS NOT NULL AND direction = $3 AND "createdAt" > now() - make_interval(hours => $4)
          AND ("contractorId" = $1 OR "fromAddress" = $2)`,
      [contractorId, from, ContractorInquiryMessageDirection.Homeowner, CONFIRMATION_WINDOW_HOURS],
    )) as [{ listing: number; sender: number }];
    return listing < CONTRACTOR_REPLIES_PER_DAY && sender < CONFIRMATIONS_PER_RECIPIENT;
  }
}
