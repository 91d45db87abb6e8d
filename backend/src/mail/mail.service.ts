import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { ListFailedMailQueryDto } from './dto/list-failed-mail-query.dto';
import { OutboxMailResponseDto, PaginatedOutboxMailResponseDto } from './dto/outbox-mail-response.dto';
import { normaliseMailAddress } from '../common/validation';
import { MailOutbox, type StoredMailAttachment } from './entities/mail-outbox.entity';
import { MailKind, MailStatus } from './mail.enums';

/** An e-mail as a caller writes it; the sender adds the business From address. */
export interface OutgoingMail {
  /** One address or a comma-separated list; each a bare local@domain (STRICT_EMAIL), never "Name <…>". */
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Who it is for: decides how long delivery keeps trying. */
  kind: MailKind;
  /** The body holds a secret (a reset link, any token): blanked once delivered. */
  carriesSecret?: boolean;
  /** Extra header lines, e.g. List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
  /** Files sent with the message (e.g. a signed agreement's PDF); MAIL_ATTACHMENTS_MAX_BYTES in all. */
  attachments?: MailAttachment[];
}

/** A file attached to an outgoing e-mail. */
export interface MailAttachment {
  /** The name the recipient sees: no path, no control characters. */
  filename: string;
  /** A MIME type, e.g. application/pdf. */
  contentType: string;
  content: Buffer;
}

/** The most an e-mail's attachments may hold together: mail servers commonly refuse messages past 10 to 25 MB, and the outbox row keeps them. */
export const MAIL_ATTACHMENTS_MAX_BYTES = 2 * 1024 * 1024;

/** The attachments as the outbox stores them (jsonb, content in base64); throws for a caller's bug (bad name or type, too big). */
export function storedAttachments(attachments: MailAttachment[] | undefined): StoredMailAttachment[] | null {
  if (!attachments?.length) return null;
  let total = 0;
  return attachments.map(({ filename, contentType, content }) => {
    // eslint-disable-next-line no-control-regex
    if (!filename.trim() || /[/\\\u0000-\u001f\u007f]/.test(filename) || filename.length > 200) {
      throw new Error(`MailService.enqueue: attachment name ${JSON.stringify(filename)} is not a plain file name`);
    }
    if (!/^[\w.+-]+\/[\w.+-]+$/.test(contentType)) throw new Error(`MailService.enqueue: attachment type ${JSON.stringify(contentType)} is not a MIME type`);
    total += content.length;
    if (total > MAIL_ATTACHMENTS_MAX_BYTES) throw new Error(`MailService.enqueue: attachments hold more than ${MAIL_ATTACHMENTS_MAX_BYTES} bytes`);
    return { filename, contentType, contentBase64: content.toString('base64') };
  });
}

export const MAIL_NOT_FOUND_MESSAGE = 'There is no e-mail with this id.';
export const MAIL_SECRET_GONE_MESSAGE =
  'This e-mail held a one-time link that has expired, so its text was not kept and it cannot be sent again. The person can ask for a new link.';

function notFailedMessage(status: MailStatus): string {
  return status === MailStatus.Sent
    ? 'This e-mail was already delivered, so there is nothing to send again.'
    : 'This e-mail is still waiting to be delivered, so there is nothing to send again.';
}

/**
 * The addresses of `list` (comma-separated), each normalised (trimmed, domain in lower case);
 * throws for one that is not a plain address (issue 25): a display name, comment or group would
 * let the mailer deliver to an address the per-recipient caps never counted. Callers validate
 * what visitors type (TrimmedEmail), so this is a caller's bug, not a 400.
 */
export function plainAddresses(list: string, field: string): string {
  return list
    .split(',')
    .map((part) => {
      const address = normaliseMailAddress(part);
      if (!address) throw new Error(`MailService.enqueue: "${field}" holds ${JSON.stringify(part.trim())}, which is not a plain e-mail address`);
      return address;
    })
    .join(', ');
}

function toOutboxMailResponse(row: MailOutbox): OutboxMailResponseDto {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    recipient: row.to,
    subject: row.subject,
    attempts: row.attempts,
    lastError: row.lastError,
    failedAt: row.failedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

@Injectable()
export class MailService {
  private readonly logger = new Logger(MailService.name);

  constructor(private readonly dataSource: DataSource) {}

  /**
   * Writes the e-mail to the outbox with the caller's EntityManager, so it commits or rolls back
   * together with the lead that triggers it (ARCHITECTURE: data that must never be lost).
   * The delivery job sends it later. Returns the outbox row's id.
   */
  async enqueue(manager: EntityManager, message: OutgoingMail): Promise<number> {
    for (const field of ['to', 'subject', 'text'] as const) {
      // A caller's bug, not a visitor's input error: callers validate what visitors type.
      if (!message[field]?.trim()) throw new Error(`MailService.enqueue: "${field}" must not be empty`);
    }
    const result = await manager.insert(MailOutbox, {
      to: plainAddresses(message.to, 'to'),
      subject: message.subject.trim(),
      text: message.text,
      html: message.html?.trim() ? message.html : null,
      replyTo: message.replyTo?.trim() ? plainAddresses(message.replyTo, 'replyTo') : null,
      kind: message.kind,
      carriesSecret: message.carriesSecret ?? false,
      headers: message.headers && Object.keys(message.headers).length ? message.headers : null,
      attachments: storedAttachments(message.attachments),
    });
    return result.identifiers[0].id as number;
  }

  /** The messages delivery gave up on, newest failure first (the admin follows them up or re-sends them). */
  async listFailed(query: ListFailedMailQueryDto): Promise<PaginatedOutboxMailResponseDto> {
    const where = { status: MailStatus.Failed, ...(query.kind ? { kind: query.kind } : {}) };
    const [rows, total] = await this.dataSource.getRepository(MailOutbox).findAndCount({
      where,
      order: { failedAt: 'DESC', id: 'DESC' },
      skip: (query.page - 1) * query.pageSize,
      take: query.pageSize,
    });
    return { items: rows.map(toOutboxMailResponse), total, page: query.page, pageSize: query.pageSize };
  }

  /**
   * Puts a failed message back in the queue with a fresh budget of attempts. Only a failed one:
   * a pending or sent message answers 409, and so does one whose secret was blanked when it failed.
   */
  async resend(id: number, adminId: number): Promise<OutboxMailResponseDto> {
    // One statement: two admins (or two tabs) re-sending at once queue the message once.
    const [rows] = (await this.dataSource.query(
      `UPDATE mail_outbox SET status = 'pending', attempts = 0, "nextAttemptAt" = now(), "failedAt" = NULL, "lastError" = NULL
       WHERE id = $1 AND status = 'failed' AND NOT ("carriesSecret" AND text = '')
       RETURNING id`,
      [id],
    )) as [{ id: number }[], number];
    const row = await this.dataSource.getRepository(MailOutbox).findOneBy({ id });
    if (!row) throw new NotFoundException(MAIL_NOT_FOUND_MESSAGE);
    if (!rows.length) {
      if (row.status === MailStatus.Failed) throw new ConflictException(MAIL_SECRET_GONE_MESSAGE);
      throw new ConflictException(notFailedMessage(row.status));
    }
    this.logger.log(`Mail ${id} (${row.kind}) put back in the queue by admin user ${adminId}`);
    return toOutboxMailResponse(row);
  }
}
