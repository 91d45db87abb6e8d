import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { InboundMailRejectionsResponseDto } from './dto/inbound-mail-rejections-response.dto';
import { INBOUND_REJECTION_REASON_LABELS, InboundRejectionReason, InboundThreadKind } from './inbound-mail.enums';
import { INBOUND_MAX_BYTES, parseInboundMessage } from './inbound-message';
import { InboundThreads } from './inbound-threads';
import { replyToken, ReplyAddresses } from './reply-addresses';

/** What became of one inbound message. */
export type InboundOutcome = { accepted: true; threadKind: InboundThreadKind; threadId: number } | { accepted: false; reason: InboundRejectionReason };

/** Where a message came from: the SMTP envelope (the listener) or nothing beyond the message (the webhook). */
export interface InboundEnvelope {
  /** MAIL FROM ('' for the null sender of a bounce); undefined when unknown. */
  mailFrom?: string | null;
  /** RCPT TO addresses. */
  rcptTo?: string[];
}

/**
 * Replies on the record (issue 27): the one path of every inbound message, from the SMTP listener
 * and the signed webhook alike. A message is filed on its thread only when it is addressed to a
 * reply address the site issued, comes from that thread's customer, is within 5 MB and is not a
 * bounce or automatic reply; anything else is counted by reason (admins see the counts) and dropped.
 */
@Injectable()
export class InboundMailService {
  private readonly logger = new Logger('InboundMail');

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly replyAddresses: ReplyAddresses,
    private readonly threads: InboundThreads,
  ) {}

  async receive(raw: Buffer, envelope: InboundEnvelope = {}, receivedAt = new Date()): Promise<InboundOutcome> {
    if (raw.length > INBOUND_MAX_BYTES) return this.reject(InboundRejectionReason.TooLarge, receivedAt);
    const message = await parseInboundMessage(raw, envelope.mailFrom);
    if (message.automatic) return this.reject(InboundRejectionReason.Bounce, receivedAt);

    const tokens = [...new Set([...(envelope.rcptTo ?? []).map((address) => address.toLowerCase()), ...message.recipients])]
      .map((address) => replyToken(address, this.config.inboundDomain))
      .filter((token): token is string => token !== null);
    return this.dataSource.transaction(async (manager) => {
      for (const token of tokens) {
        const thread = await this.replyAddresses.find(manager, token);
        const handler = thread && this.threads.handler(thread.threadKind);
        if (!thread || !handler) continue;
        if (message.from !== thread.customerEmail.toLowerCase()) return this.reject(InboundRejectionReason.SenderMismatch, receivedAt);
        const kind = thread.threadKind as InboundThreadKind;
        const delivered = await handler.deliver(
          manager,
          { kind, threadId: thread.threadId, customerEmail: thread.customerEmail },
          {
            from: message.from,
            fromName: message.fromName,
            subject: message.subject,
            text: message.text,
            attachments: message.attachments,
            messageId: message.messageId,
            receivedAt,
          },
        );
        if (!delivered) continue;
        this.logger.log(`reply filed on ${kind} ${thread.threadId}`);
        return { accepted: true as const, threadKind: kind, threadId: thread.threadId };
      }
      return this.reject(InboundRejectionReason.UnknownToken, receivedAt);
    });
  }

  /** Counts a message put on no timeline (one row per day and reason) and answers why. */
  async reject(reason: InboundRejectionReason, at = new Date()): Promise<InboundOutcome> {
    await this.dataSource.query(
      `INSERT INTO inbound_mail_rejections (day, reason, count, "lastAt") VALUES (($1::timestamptz AT TIME ZONE 'UTC')::date, $2, 1, $1)
       ON CONFLICT (day, reason) DO UPDATE SET count = inbound_mail_rejections.count + 1, "lastAt" = GREATEST(inbound_mail_rejections."lastAt", $1)`,
      [at, reason],
    );
    this.logger.warn(`inbound message not filed: ${reason}`);
    return { accepted: false, reason };
  }

  /** The admins' view: per reason, all-time and last-7-days counts and the latest. */
  async rejections(now = new Date()): Promise<InboundMailRejectionsResponseDto> {
    const rows = await this.dataSource.query<Array<{ reason: InboundRejectionReason; total: number; lastWeek: number; lastAt: Date | null }>>(
      `SELECT reason, sum(count)::int AS total,
              coalesce(sum(count) FILTER (WHERE day > ($1::timestamptz AT TIME ZONE 'UTC')::date - 7), 0)::int AS "lastWeek", max("lastAt") AS "lastAt"
         FROM inbound_mail_rejections GROUP BY reason`,
      [now],
    );
    const byReason = new Map(rows.map((row) => [row.reason, row]));
    const reasons = Object.values(InboundRejectionReason).map((reason) => ({
      reason,
      label: INBOUND_REJECTION_REASON_LABELS[reason],
      total: byReason.get(reason)?.total ?? 0,
      lastSevenDays: byReason.get(reason)?.lastWeek ?? 0,
      lastAt: byReason.get(reason)?.lastAt?.toISOString() ?? null,
    }));
    return {
      inboundEnabled: this.config.inboundMailEnabled,
      inboundDomain: this.config.inboundDomain,
      total: reasons.reduce((sum, row) => sum + row.total, 0),
      reasons,
    };
  }
}
