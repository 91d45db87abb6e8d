import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { MailKind } from '../../mail/mail.enums';
import { MailService } from '../../mail/mail.service';
import { InboundThreadKind } from '../inbound-mail/inbound-mail.enums';
import { attachmentsParagraph, type InboundReply, type InboundThread, type InboundThreadHandler, InboundThreads } from '../inbound-mail/inbound-threads';
import { QuoteRequestMessageDirection } from './contact.enums';

/**
 * A quote request's replies (issue 27): registered with inbound-mail as the handler of
 * `quote_request` threads. An accepted reply is stored on the request's thread
 * (quote_request_messages, direction in, shown on the request's page as text) and the office's
 * inbox gets it by e-mail with a link to the request.
 */
@Injectable()
export class QuoteRequestReplies implements InboundThreadHandler, OnModuleInit {
  private readonly logger = new Logger('QuoteRequestReplies');

  constructor(
    private readonly threads: InboundThreads,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.threads.register(InboundThreadKind.QuoteRequest, this);
  }

  async deliver(manager: EntityManager, thread: InboundThread, reply: InboundReply): Promise<boolean> {
    const [request] = (await manager.query(`SELECT id, name FROM contact_messages WHERE id = $1 FOR UPDATE`, [thread.threadId])) as Array<{
      id: number;
      name: string;
    }>;
    if (!request) return false;
    const [inserted] = (await manager.query(
      `INSERT INTO quote_request_messages ("quoteRequestId", direction, "authorName", "fromAddress", subject, text, attachments, "messageId", "createdAt")
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9)
       ON CONFLICT ("quoteRequestId", "messageId") DO NOTHING RETURNING id`,
      [
        request.id,
        QuoteRequestMessageDirection.In,
        reply.fromName?.slice(0, 200) ?? null,
        reply.from,
        reply.subject.slice(0, 300),
        reply.text,
        JSON.stringify(reply.attachments),
        reply.messageId,
        reply.receivedAt,
      ],
    )) as Array<{ id: number }>;
    // The same message again (a provider's retry): filed once, nobody told twice.
    if (!inserted) return true;

    const name = reply.fromName || request.name || reply.from;
    const attachments = attachmentsParagraph(reply.attachments, 'Attachments (not kept by the site; ask them to send them again if you need them)');
    const noticeId = await this.mail.enqueue(manager, {
      to: this.config.businessEmail,
      subject: `${name} replied about their quote request: ${reply.subject || '(no subject)'}`.slice(0, 250),
      text: [
        `${name} <${reply.from}> answered the office's e-mail about their quote request.`,
        `Subject: ${reply.subject || '(no subject)'}`,
        `${reply.text}${attachments}`,
        `Open the request and answer from its page, so your answer is on the record too: ${this.config.publicBaseUrl}/admin/quote-requests/${request.id}`,
      ].join('\n\n'),
      kind: MailKind.BusinessNotice,
    });
    await manager.query(`UPDATE quote_request_messages SET "noticeMailId" = $2 WHERE id = $1`, [inserted.id, noticeId]);
    this.logger.log(`reply ${inserted.id} filed on quote request ${request.id}`);
    return true;
  }
}
