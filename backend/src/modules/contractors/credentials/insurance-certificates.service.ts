import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Actor } from '../../../common/auth/actor';
import type { AuthenticatedUser } from '../../../common/auth/authenticated-user';
import { StaffAuditLog } from '../../../common/audit/staff-audit-log';
import { SortOrder } from '../../../common/dto/sort-order';
import { containsPatterns } from '../../../common/like-pattern';
import { pageTotal, TOTAL_SQL, type WithTotal } from '../../../common/paging';
import { InputValidationException } from '../../../common/validation.pipe';
import { AppConfig } from '../../../config/app-config';
import { MailService } from '../../../mail/mail.service';
import { businessToday } from '../../../shared/business-calendar';
import { INSURANCE_CERTIFICATE_UPLOAD } from '../../../shared/file-types';
import { EXPIRING_WITHIN_DAYS } from '../../../shared/missouri-licensing';
import { checkUpload } from '../../files/file-content';
import { FileStore } from '../../files/file-store';
import { FilePurpose } from '../../files/files.enums';
import type { UploadedFileParts } from '../../files/single-file-upload';
import { ContractorStatus } from '../contractors.enums';
import { DASHBOARD_MESSAGES } from '../dashboard/contractor-dashboard.service';
import { Contractor } from '../entities/contractor.entity';
import { InsuranceCertificate } from '../entities/insurance-certificate.entity';
import {
  CERTIFICATE_COLUMNS_SQL,
  CERTIFICATE_FROM_SQL,
  ContractorCredentials,
  toCertificateResponse,
  toOfficeCertificateResponse,
  type CertificateRow,
} from './contractor-credentials';
import { certificateApprovedEmail, certificateRejectedEmail, certificateUploadedNotice } from './credential-emails';
import { ExpiringCertificateSort, ExpiringCertificateState, InsuranceCertificateDecision, InsuranceCertificateStatus } from './credentials.enums';
import {
  CERTIFICATE_MESSAGES,
  type ExpiringCertificateResponseDto,
  type InsuranceCertificateResponseDto,
  type ListExpiringCertificatesQueryDto,
  type MyInsuranceCertificatesResponseDto,
  type OfficeInsuranceCertificateResponseDto,
  type PaginatedExpiringCertificatesResponseDto,
  type ReviewInsuranceCertificateDto,
  type UploadInsuranceCertificateDto,
} from './dto/insurance-certificate.dto';
import { DECISION_STATUS, insuranceCertificateStatusFlow } from './insurance-certificate-status-flow';
import type { CredentialDownload } from './contractor-licenses.service';

/** Certificates a listing may have waiting for the office at once (each up to 10 MB, kept in the database). */
export const MAX_PENDING_CERTIFICATES = 3;
/** The dashboard lists this many of a listing's certificates, newest first. */
export const MY_CERTIFICATES_SHOWN = 20;

export const CERTIFICATE_NOT_FOUND_MESSAGE = 'There is no insurance certificate with this id.';
export const TOO_MANY_PENDING_MESSAGE = `You have ${MAX_PENDING_CERTIFICATES} certificates waiting for our office's check. We answer within 2 business days; upload another once we have.`;
export const certificateEndedMessage = (expiresOn: string) =>
  `This certificate ended on ${expiresOn}, so it cannot be approved. Reject it and ask the contractor for the current one.`;

/**
 * Certificates of insurance (issue 31): the contractor uploads one (type checked by its bytes,
 * stored through the files module in the same transaction as its row) and it waits, pending;
 * the office approves or rejects it with a reason (insurance-certificate-status-flow.ts; a refused
 * move is a 409) and can download it. An approved certificate not past its end date makes the
 * Insured badge (credentials-sql.ts); the office's list shows those ending soon or ended.
 */
@Injectable()
export class InsuranceCertificatesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly files: FileStore,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly credentials: ContractorCredentials,
  ) {}

  /** uploadInsuranceCertificate: stored pending, the office told, in one transaction. */
  async upload(user: AuthenticatedUser, dto: UploadInsuranceCertificateDto, file: UploadedFileParts | undefined): Promise<InsuranceCertificateResponseDto> {
    if (dto.expiresOn < businessToday()) throw new InputValidationException([{ field: 'expiresOn', message: CERTIFICATE_MESSAGES.expiresPast }]);
    const checked = checkUpload(INSURANCE_CERTIFICATE_UPLOAD, file?.buffer, file?.originalname);
    const id = await this.dataSource.transaction(async (manager) => {
      // The listing's row is the lock, so parallel uploads count against the pending limit one at a time.
      const listing = await manager.findOne(Contractor, { where: { userId: user.id }, lock: { mode: 'pessimistic_write' } });
      if (!listing) throw new NotFoundException(DASHBOARD_MESSAGES.noListing);
      const pending = await manager.countBy(InsuranceCertificate, { contractorId: listing.id, status: InsuranceCertificateStatus.Pending });
      if (pending >= MAX_PENDING_CERTIFICATES) throw new ConflictException(TOO_MANY_PENDING_MESSAGE);
      const stored = await this.files.put(
        {
          purpose: FilePurpose.InsuranceCertificate,
          bytes: file!.buffer,
          contentType: checked.type.contentType,
          fileName: checked.fileName,
          createdBy: user.id,
        },
        manager,
      );
      const row = await manager.getRepository(InsuranceCertificate).save({
        contractorId: listing.id,
        fileId: stored.id,
        insurer: dto.insurer,
        policyNumber: dto.policyNumber,
        coverageCents: dto.coverageCents,
        expiresOn: dto.expiresOn,
        status: InsuranceCertificateStatus.Pending,
        uploadedById: user.id,
      });
      await this.mail.enqueue(manager, certificateUploadedNotice(this.config, listing, dto));
      return row.id;
    });
    return toCertificateResponse((await this.credentials.certificateRow(id))!, businessToday());
  }

  /** listMyInsuranceCertificates: the caller's listing's certificates, newest first. */
  async listMine(user: AuthenticatedUser): Promise<MyInsuranceCertificatesResponseDto> {
    const listing = await this.dataSource.getRepository(Contractor).findOne({ select: { id: true }, where: { userId: user.id } });
    if (!listing) throw new NotFoundException(DASHBOARD_MESSAGES.noListing);
    const rows: WithTotal<CertificateRow & { pendingCount: string }>[] = await this.dataSource.query(
      `SELECT ${CERTIFICATE_COLUMNS_SQL}, ${TOTAL_SQL}, COUNT(*) FILTER (WHERE i."status" = 'pending') OVER () AS "pendingCount" ${CERTIFICATE_FROM_SQL}
       WHERE i."contractorId" = $1 ORDER BY i."createdAt" DESC, i."id" DESC LIMIT ${MY_CERTIFICATES_SHOWN}`,
      [listing.id],
    );
    const today = businessToday();
    return {
      items: rows.map((row) => toCertificateResponse(row, today)),
      total: rows.length ? Number(rows[0].total) : 0,
      pendingCount: rows.length ? Number(rows[0].pendingCount) : 0,
      maxPending: MAX_PENDING_CERTIFICATES,
    };
  }

  /** reviewInsuranceCertificate: approve (not past its end date) or reject with a reason; the contractor is e-mailed. */
  async review(actor: Actor, id: number, dto: ReviewInsuranceCertificateDto): Promise<OfficeInsuranceCertificateResponseDto> {
    const to = DECISION_STATUS[dto.decision];
    if (dto.decision === InsuranceCertificateDecision.Reject && !dto.reason)
      throw new InputValidationException([{ field: 'reason', message: CERTIFICATE_MESSAGES.reason }]);
    const from = await this.dataSource.transaction(async (manager) => {
      const found = await manager.findOne(InsuranceCertificate, { select: { id: true, contractorId: true }, where: { id } });
      if (!found) throw new NotFoundException(CERTIFICATE_NOT_FOUND_MESSAGE);
      // The listing first, then the certificate: the order an upload takes too.
      const listing = await manager.findOneOrFail(Contractor, { where: { id: found.contractorId }, lock: { mode: 'pessimistic_write' } });
      const certificate = await manager.findOneOrFail(InsuranceCertificate, { where: { id }, lock: { mode: 'pessimistic_write' } });
      insuranceCertificateStatusFlow.assert(certificate.status, to);
      if (to === InsuranceCertificateStatus.Approved && certificate.expiresOn < businessToday())
        throw new ConflictException(certificateEndedMessage(certificate.expiresOn));
      await manager.update(
        InsuranceCertificate,
        { id },
        { status: to, rejectionReason: to === InsuranceCertificateStatus.Rejected ? dto.reason! : null, reviewedById: actor.id, reviewedAt: new Date() },
      );
      await this.mail.enqueue(
        manager,
        to === InsuranceCertificateStatus.Approved
          ? certificateApprovedEmail(this.config, listing, certificate)
          : certificateRejectedEmail(this.config, listing, certificate, dto.reason!),
      );
      return certificate.status;
    });
    StaffAuditLog.record(actor, 'insurance certificate reviewed', `certificate ${id}: ${from} → ${to}`);
    return toOfficeCertificateResponse((await this.credentials.certificateRow(id))!, businessToday());
  }

  async download(id: number): Promise<CredentialDownload> {
    const certificate = await this.dataSource.getRepository(InsuranceCertificate).findOneBy({ id });
    const file = certificate ? await this.files.get(certificate.fileId) : null;
    if (!file) throw new NotFoundException(CERTIFICATE_NOT_FOUND_MESSAGE);
    return { bytes: file.bytes, contentType: file.info.contentType, fileName: file.info.fileName, sha256: file.info.sha256 };
  }

  /**
   * listExpiringCertificates: for each approved listing, the approved certificate that ends last,
   * when it ends within EXPIRING_WITHIN_DAYS days or has ended; filtered, sorted and paged here.
   */
  async listExpiring(query: ListExpiringCertificatesQueryDto, today = businessToday()): Promise<PaginatedExpiringCertificatesResponseDto> {
    const params: unknown[] = [today, EXPIRING_WITHIN_DAYS, ContractorStatus.Approved];
    const clauses = ['i."expiresOn" <= $1::date + $2::int', 'c."status" = $3'];
    if (query.state === ExpiringCertificateState.Expiring) clauses.push('i."expiresOn" >= $1::date');
    if (query.state === ExpiringCertificateState.Expired) clauses.push('i."expiresOn" < $1::date');
    for (const pattern of containsPatterns(query.q)) {
      params.push(pattern);
      const p = `$${params.length}`;
      clauses.push(`(c."name" ILIKE ${p} OR i."insurer" ILIKE ${p} OR i."policyNumber" ILIKE ${p})`);
    }
    const direction = query.order === SortOrder.Desc ? 'DESC' : 'ASC';
    const sort =
      query.sort === ExpiringCertificateSort.ContractorName
        ? `lower(c."name") ${direction}, i."expiresOn" ASC`
        : `i."expiresOn" ${direction}, lower(c."name") ASC`;
    // The certificate that counts: approved, and no approved one of the listing ends later.
    const latest = `i."status" = 'approved' AND NOT EXISTS (SELECT 1 FROM "contractor_insurance_certificates" j
      WHERE j."contractorId" = i."contractorId" AND j."status" = 'approved' AND (j."expiresOn" > i."expiresOn" OR (j."expiresOn" = i."expiresOn" AND j."id" > i."id")))`;
    const where = `WHERE ${latest} AND ${clauses.join(' AND ')}`;
    type Row = CertificateRow & {
      contractorSlug: string;
      contractorStatus: ContractorStatus;
      contractorEmail: string;
      daysLeft: number;
      remindersSent: number[];
      replacementPending: boolean;
    };
    const rows: WithTotal<Row>[] = await this.dataSource.query(
      `SELECT ${CERTIFICATE_COLUMNS_SQL}, c."slug" AS "contractorSlug", c."status" AS "contractorStatus", c."email" AS "contractorEmail",
         (i."expiresOn" - $1::date) AS "daysLeft",
         (SELECT COALESCE(json_agg(r."daysBefore" ORDER BY r."daysBefore" DESC), '[]') FROM "contractor_insurance_reminders" r WHERE r."certificateId" = i."id") AS "remindersSent",
         EXISTS (SELECT 1 FROM "contractor_insurance_certificates" p WHERE p."contractorId" = i."contractorId" AND p."status" = 'pending') AS "replacementPending",
         ${TOTAL_SQL}
       ${CERTIFICATE_FROM_SQL} ${where}
       ORDER BY ${sort}, i."id" ASC
       LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
      params,
    );
    const total = await pageTotal(rows, query.page, async () => {
      const [row]: { total: string }[] = await this.dataSource.query(`SELECT COUNT(*) AS "total" ${CERTIFICATE_FROM_SQL} ${where}`, params);
      return Number(row.total);
    });
    const items: ExpiringCertificateResponseDto[] = rows.map((row) => ({
      ...toOfficeCertificateResponse(row, today),
      contractorSlug: row.contractorSlug,
      contractorStatus: row.contractorStatus,
      contractorEmail: row.contractorEmail,
      daysLeft: Number(row.daysLeft),
      remindersSent: row.remindersSent,
      replacementPending: row.replacementPending,
    }));
    return { items, total, page: query.page, pageSize: query.pageSize };
  }
}
