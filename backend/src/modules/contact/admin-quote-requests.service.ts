import { Injectable, NotFoundException } from '@nestjs/common';
import { type Actor } from '../../common/auth/actor';
import { StaffAuditLog } from '../../common/audit/staff-audit-log';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { composeEmail } from '../../mail/mail-templates';
import { MailKind, MailStatus } from '../../mail/mail.enums';
import { MailService } from '../../mail/mail.service';
import { InboundThreadKind } from '../inbound-mail/inbound-mail.enums';
import { ReplyAddresses } from '../inbound-mail/reply-addresses';
import { containsPatterns } from '../../common/like-pattern';
import { onOrAfterBusinessDaySql, onOrBeforeBusinessDaySql } from '../../common/sql-filters';
import { SortOrder } from '../../common/dto/sort-order';
import { LeadsService } from '../leads/leads.service';
import { CONTACT_SUBJECT_LABELS, ContactSubject, QuoteRequestMessageDirection, QuoteRequestSort, QuoteRequestStatus } from './contact.enums';
import { ListQuoteRequestsQueryDto } from './dto/list-quote-requests-query.dto';
import { PaginatedQuoteRequestsResponseDto, QuoteRequestResponseDto, QuoteRequestSummaryDto } from './dto/quote-request-response.dto';
import { QuoteRequestEmailResponseDto, QuoteRequestMessageDto, SendQuoteRequestEmailDto } from './dto/send-quote-request-email.dto';
import { UpdateQuoteRequestDto } from './dto/update-quote-request.dto';
import { QuoteRequestMessage } from './entities/quote-request-message.entity';
import { ContactMessage } from './entities/contact-message.entity';
import { quoteRequestStatusFlow, isQuoteRequestOverdue, QUOTE_REQUEST_REPLY_HOURS } from './quote-request-status';

export const QUOTE_REQUEST_NOT_FOUND_MESSAGE = 'There is no quote request with this id.';
const PREVIEW_LENGTH = 160;

export function toQuoteRequestSummary(request: ContactMessage, now: Date = new Date()): QuoteRequestSummaryDto {
  return {
    id: request.id,
    name: request.name,
    email: request.email,
    phone: request.phone,
    model: request.model,
    subject: request.subject as ContactSubject,
    subjectLabel: CONTACT_SUBJECT_LABELS[request.subject as ContactSubject] ?? request.subject,
    status: request.status,
    overdue: isQuoteRequestOverdue(request.status, request.createdAt, now),
    messagePreview: request.message.length > PREVIEW_LENGTH ? `${request.message.slice(0, PREVIEW_LENGTH - 1)}…` : request.message,
    createdAt: request.createdAt.toISOString(),
  };
}

/** The back office's quote requests: the contact form's messages (contact_messages) with the office's status. */
@Injectable()
export class AdminQuoteRequestsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly leads: LeadsService,
    private readonly mail: MailService,
    private readonly replyAddresses: ReplyAddresses,
    private readonly config: AppConfig,
  ) {}

  async listQuoteRequests(query: ListQuoteRequestsQueryDto): Promise<PaginatedQuoteRequestsResponseDto> {
    const builder = this.dataSource.getRepository(ContactMessage).createQueryBuilder('request');
    if (query.status?.length) builder.andWhere('request.status IN (:...statuses)', { statuses: query.status });
    if (query.subject) builder.andWhere('request.subject = :subject', { subject: query.subject });
    containsPatterns(query.q).forEach((pattern, i) =>
      builder.andWhere(`(request.name ILIKE :word${i} OR request.email ILIKE :word${i} OR request.phone ILIKE :word${i} OR request.message ILIKE :word${i})`, {
        [`word${i}`]: pattern,
      }),
    );
    // The same rule as isQuoteRequestOverdue, on the database's clock.
    const overdue = `(request.status = :newStatus AND request."createdAt" < now() - make_interval(hours => :replyHours))`;
    if (query.overdue !== undefined) {
      builder.andWhere(query.overdue ? overdue : `NOT ${overdue}`, { newStatus: QuoteRequestStatus.New, replyHours: QUOTE_REQUEST_REPLY_HOURS });
    }
    if (query.createdFrom) builder.andWhere(onOrAfterBusinessDaySql('request."createdAt"', ':createdFrom'), { createdFrom: query.createdFrom });
    if (query.createdTo) builder.andWhere(onOrBeforeBusinessDaySql('request."createdAt"', ':createdTo'), { createdTo: query.createdTo });

    const direction = query.order === SortOrder.Asc ? 'ASC' : 'DESC';
    if (query.sort === QuoteRequestSort.Name) builder.orderBy('lower(request.name)', direction);
    else builder.orderBy('request.createdAt', direction);
    builder.addOrderBy('request.id', 'DESC');

    const [rows, total] = await builder
      .skip((query.page - 1) * query.pageSize)
      .take(query.pageSize)
      .getManyAndCount();
    const now = new Date();
    return { items: rows.map((row) => toQuoteRequestSummary(row, now)), total, page: query.page, pageSize: query.pageSize };
  }

  async getQuoteRequest(id: number): Promise<QuoteRequestResponseDto> {
    const request = await this.dataSource.getRepository(ContactMessage).findOneBy({ id });
    if (!request) throw new NotFoundException(QUOTE_REQUEST_NOT_FOUND_MESSAGE);
    return {
      ...toQuoteRequestSummary(request),
      message: request.message,
      allowedStatuses: quoteRequestStatusFlow.allowed(request.status),
      lead: await this.leads.findLeadByEmail(request.email),
      thread: await this.thread(id),
    };
  }

  /** The request's thread, oldest first: the office's e-mails (with their outbox status) and the customer's replies. */
  async thread(id: number): Promise<QuoteRequestMessageDto[]> {
    const rows = await this.dataSource.query<Array<QuoteRequestMessage & { mailStatus: MailStatus | null }>>(
      `SELECT m.*, o.status AS "mailStatus" FROM quote_request_messages m LEFT JOIN mail_outbox o ON o.id = m."mailOutboxId"
        WHERE m."quoteRequestId" = $1 ORDER BY m."createdAt", m.id`,
      [id],
    );
    return rows.map((row) => ({
      id: row.id,
      direction: row.direction,
      authorName: row.authorName,
      fromAddress: row.fromAddress,
      subject: row.subject,
      text: row.text,
      attachments: row.attachments ?? [],
      mailStatus: row.mailStatus ?? null,
      createdAt: new Date(row.createdAt).toISOString(),
    }));
  }

  /**
   * "Write a reply" on the request's page (issue 27): one transaction queues the e-mail to the
   * request's address with its reply address as Reply-To (the customer's answer lands on the
   * thread), records it on the thread (direction out, the writer, the outbox row) and moves a new
   * request to replied when quote-request-status.ts allows that move (otherwise the status stays).
   */
  async sendEmail(actor: Actor, id: number, dto: SendQuoteRequestEmailDto): Promise<QuoteRequestEmailResponseDto> {
    const result = await this.dataSource.transaction(async (manager) => {
      const request = await manager.getRepository(ContactMessage).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!request) throw new NotFoundException(QUOTE_REQUEST_NOT_FOUND_MESSAGE);
      const [author] = (await manager.query(`SELECT "firstName", "lastName" FROM users WHERE id = $1`, [actor.id])) as Array<{
        firstName: string | null;
        lastName: string | null;
      }>;
      const signedBy = [author?.firstName, author?.lastName].filter(Boolean).join(' ');
      const subject = dto.subject.trim();
      const body = signedBy ? `${dto.text.trimEnd()}\n\n${signedBy}` : dto.text;
      const replyTo = await this.replyAddresses.replyTo(manager, InboundThreadKind.QuoteRequest, request.id, request.email);
      const mailId = await this.mail.enqueue(manager, {
        to: request.email,
        subject,
        ...composeEmail(body, this.config, subject),
        replyTo,
        kind: MailKind.VisitorConfirmation,
      });
      const message = await manager.save(
        manager.create(QuoteRequestMessage, {
          quoteRequestId: request.id,
          direction: QuoteRequestMessageDirection.Out,
          authorId: actor.id,
          authorName: signedBy || null,
          fromAddress: null,
          subject,
          text: dto.text,
          attachments: [],
          mailOutboxId: mailId,
          messageId: null,
          noticeMailId: null,
          createdAt: new Date(),
        }),
      );
      let status = request.status;
      // A refused move (a closed request) is skipped: the e-mail still goes.
      if (request.status === QuoteRequestStatus.New && quoteRequestStatusFlow.canMove(request.status, QuoteRequestStatus.Replied)) {
        status = QuoteRequestStatus.Replied;
        await manager.update(ContactMessage, { id }, { status });
      }
      const [row] = (await manager.query(`SELECT status FROM mail_outbox WHERE id = $1`, [mailId])) as Array<{ status: MailStatus }>;
      return { mailId, messageId: message.id, status: row.status, replyTo, quoteRequestStatus: status, from: request.status };
    });
    StaffAuditLog.record(
      actor,
      'quote request e-mailed',
      `quote request ${id}: e-mail ${result.mailId}${result.from !== result.quoteRequestStatus ? `; status ${result.from} → ${result.quoteRequestStatus}` : ''}`,
    );
    const { from: _from, ...response } = result;
    return response;
  }

  /** Moves the request to another status (quote-request-status.ts); its current status changes nothing. */
  async updateQuoteRequest(actor: Actor, id: number, dto: UpdateQuoteRequestDto): Promise<QuoteRequestResponseDto> {
    const from = await this.dataSource.transaction(async (manager) => {
      const request = await manager.getRepository(ContactMessage).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!request) throw new NotFoundException(QUOTE_REQUEST_NOT_FOUND_MESSAGE);
      if (request.status === dto.status) return null;
      quoteRequestStatusFlow.assert(request.status, dto.status);
      await manager.update(ContactMessage, { id }, { status: dto.status });
      return request.status;
    });
    if (from) StaffAuditLog.record(actor, 'quote request updated', `quote request ${id}: status ${from} → ${dto.status}`);
    return this.getQuoteRequest(id);
  }
}
