import { Injectable, NotFoundException } from '@nestjs/common';
import { type Actor } from '../../common/auth/actor';
import { StaffAuditLog } from '../../common/audit/staff-audit-log';
import { DataSource } from 'typeorm';
import { containsPatterns } from '../../common/like-pattern';
import { onOrAfterBusinessDaySql, onOrBeforeBusinessDaySql } from '../../common/sql-filters';
import { SortOrder } from '../../common/dto/sort-order';
import { LeadsService } from '../leads/leads.service';
import { CONTACT_SUBJECT_LABELS, ContactSubject, QuoteRequestSort, QuoteRequestStatus } from './contact.enums';
import { ListQuoteRequestsQueryDto } from './dto/list-quote-requests-query.dto';
import { PaginatedQuoteRequestsResponseDto, QuoteRequestResponseDto, QuoteRequestSummaryDto } from './dto/quote-request-response.dto';
import { UpdateQuoteRequestDto } from './dto/update-quote-request.dto';
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
    };
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
