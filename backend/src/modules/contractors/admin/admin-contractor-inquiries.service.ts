import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Actor } from '../../../common/auth/actor';
import { StaffAuditLog } from '../../../common/audit/staff-audit-log';
import { pageTotal, TOTAL_SQL, type WithTotal } from '../../../common/paging';
import { ContractorInquiryMessageDirection, ContractorInquiryStatus, JobDoneBy } from '../contractors.enums';
import { Contractor } from '../entities/contractor.entity';
import { inquiryStatusFlow } from '../inquiry-status-flow';
import { jobDoneOf } from '../reviews/job-done-of';
import { ReviewLinksService } from '../reviews/review-links.service';
import { CONTRACTOR_NOT_FOUND_MESSAGE } from './admin-contractors.service';
import {
  AdminContractorInquiryResponseDto,
  ListAdminContractorInquiriesQueryDto,
  PaginatedAdminContractorInquiriesResponseDto,
} from './dto/admin-contractor-inquiry.dto';

interface InquiryRow {
  id: number;
  contractorId: number;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  projectZip: string;
  status: ContractorInquiryStatus;
  confirmedAt: Date;
  firstReplyAt: Date | null;
  createdAt: Date;
}

const INQUIRY_COLUMNS_SQL = `i."id", i."contractorId", i."name", i."email", i."phone", i."message", i."projectZip", i."status", i."confirmedAt", i."createdAt",
  COALESCE((SELECT MIN(m."createdAt") FROM "contractor_inquiry_messages" m WHERE m."inquiryId" = i."id" AND m."direction" = '${ContractorInquiryMessageDirection.Contractor}'), i."repliedAt") AS "firstReplyAt"`;

/**
 * The office's view of a listing's homeowner requests (issue 31): a homeowner who calls to say
 * they hired the contractor can have the job marked done by the office, which e-mails them the
 * review link as the contractor's own mark would.
 */
@Injectable()
export class AdminContractorInquiriesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly reviewLinks: ReviewLinksService,
  ) {}

  /** The listing's confirmed requests, newest first; by status; paged on the server. */
  async list(contractorId: number, query: ListAdminContractorInquiriesQueryDto): Promise<PaginatedAdminContractorInquiriesResponseDto> {
    if (!(await this.dataSource.getRepository(Contractor).existsBy({ id: contractorId }))) throw new NotFoundException(CONTRACTOR_NOT_FOUND_MESSAGE);
    const params: unknown[] = [contractorId];
    const clauses = ['i."contractorId" = $1', 'i."confirmedAt" IS NOT NULL'];
    if (query.status) {
      params.push(query.status);
      clauses.push(`i."status" = $${params.length}`);
    }
    const where = clauses.join(' AND ');
    const rows: WithTotal<InquiryRow>[] = await this.dataSource.query(
      `SELECT ${INQUIRY_COLUMNS_SQL}, ${TOTAL_SQL} FROM "contractor_inquiries" i WHERE ${where}
       ORDER BY i."confirmedAt" DESC, i."id" DESC LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
      params,
    );
    const total = await pageTotal(rows, query.page, async () => {
      const [row]: { total: string }[] = await this.dataSource.query(`SELECT COUNT(*) AS "total" FROM "contractor_inquiries" i WHERE ${where}`, params);
      return Number(row.total);
    });
    return { items: await this.responses(rows), total, page: query.page, pageSize: query.pageSize };
  }

  /** markInquiryJobDoneByOffice: as the contractor's mark (review link e-mailed once), for any listing. */
  async markJobDone(actor: Actor, inquiryId: number): Promise<AdminContractorInquiryResponseDto> {
    const inquiry = await this.reviewLinks.markJobDone(inquiryId, { by: JobDoneBy.Office, actor });
    StaffAuditLog.record(actor, 'contractor inquiry job done', `inquiry ${inquiry.id} of contractor ${inquiry.contractorId}`);
    const rows: InquiryRow[] = await this.dataSource.query(`SELECT ${INQUIRY_COLUMNS_SQL} FROM "contractor_inquiries" i WHERE i."id" = $1`, [inquiry.id]);
    const [response] = await this.responses(rows);
    return response;
  }

  /** resendContractorReviewLink: a new one-time review link to the homeowner (reviews/review-links.service.ts resendLink). */
  async resendReviewLink(actor: Actor, inquiryId: number): Promise<AdminContractorInquiryResponseDto> {
    await this.reviewLinks.resendLink(inquiryId, actor);
    StaffAuditLog.record(actor, 'contractor review link sent again', `inquiry ${inquiryId}`);
    const rows: InquiryRow[] = await this.dataSource.query(`SELECT ${INQUIRY_COLUMNS_SQL} FROM "contractor_inquiries" i WHERE i."id" = $1`, [inquiryId]);
    const [response] = await this.responses(rows);
    return response;
  }

  private async responses(rows: InquiryRow[]): Promise<AdminContractorInquiryResponseDto[]> {
    const jobs = await jobDoneOf(
      this.dataSource.manager,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      id: row.id,
      contractorId: row.contractorId,
      name: row.name,
      email: row.email,
      phone: row.phone,
      message: row.message,
      projectZip: row.projectZip,
      status: row.status,
      confirmedAt: row.confirmedAt,
      firstReplyAt: row.firstReplyAt,
      canMarkJobDone: inquiryStatusFlow.canMove(row.status, ContractorInquiryStatus.JobDone),
      jobDone: jobs.get(row.id) ?? null,
      createdAt: row.createdAt,
    }));
  }
}
