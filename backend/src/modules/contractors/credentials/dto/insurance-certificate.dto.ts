import { ApiProperty } from '@nestjs/swagger';
import { StaffPageDto, StaffPageQueryDto } from '../../../../common/dto/staff-page.dto';
import { SortOrder } from '../../../../common/dto/sort-order';
import { QueryEnum, QueryText } from '../../../../common/query-params';
import { Optional, TrimmedString } from '../../../../common/validation';
import { ContractorStatus } from '../../contractors.enums';
import { ExpiringCertificateSort, ExpiringCertificateState, InsuranceCertificateDecision, InsuranceCertificateStatus } from '../credentials.enums';
import { CalendarDate, FormCents, OneOf } from './credential-fields';

/** $1,000.00 to $20,000,000.00: a contractor's liability coverage, within PostgreSQL's integer. */
export const MIN_COVERAGE_CENTS = 100_000;
export const MAX_COVERAGE_CENTS = 2_000_000_000;
export const REJECTION_REASON_MAX_LENGTH = 1000;

export const CERTIFICATE_MESSAGES = {
  insurer: 'Enter the insurance company named on the certificate.',
  policyNumber: 'Enter the policy number shown on the certificate.',
  coverageCents: 'Enter the coverage as a whole number of cents from 100000 ($1,000) to 2000000000 ($20,000,000).',
  expiresOn: 'Enter the policy end date shown on the certificate, as YYYY-MM-DD.',
  expiresPast: 'This certificate has already ended. Upload the current one, with an end date of today or later.',
  decision: 'Decision must be approve or reject.',
  reason: 'Give the reason for rejecting it; the contractor reads it on the dashboard and in the e-mail.',
} as const;

/** uploadInsuranceCertificate's text fields (the multipart form beside the file). */
export class UploadInsuranceCertificateDto {
  /** The insurance company named on the certificate. */
  @TrimmedString({ max: 200, requiredMessage: CERTIFICATE_MESSAGES.insurer })
  insurer: string;

  @TrimmedString({ max: 100, requiredMessage: CERTIFICATE_MESSAGES.policyNumber })
  policyNumber: string;

  @FormCents(
    MIN_COVERAGE_CENTS,
    MAX_COVERAGE_CENTS,
    CERTIFICATE_MESSAGES.coverageCents,
    'General liability coverage per occurrence, in US cents (100000000 is $1,000,000).',
  )
  coverageCents: number;

  /** The policy's end date (YYYY-MM-DD), today or later in Missouri. */
  @CalendarDate(CERTIFICATE_MESSAGES.expiresOn)
  expiresOn: string;
}

/** The multipart body of uploadInsuranceCertificate as the OpenAPI document shows it. */
export class UploadInsuranceCertificateFormDto extends UploadInsuranceCertificateDto {
  /** The certificate: PDF, JPEG, PNG or WebP (decided by its contents), up to 10 MB. */
  @ApiProperty({ type: 'string', format: 'binary' })
  file: Blob;
}

/** reviewInsuranceCertificate: approve (it counts for Insured until its end date) or reject with a reason (e-mailed). */
export class ReviewInsuranceCertificateDto {
  @OneOf(Object.values(InsuranceCertificateDecision), CERTIFICATE_MESSAGES.decision, 'InsuranceCertificateDecision')
  decision: InsuranceCertificateDecision;

  /** Required to reject; the contractor reads it. Ignored on approval. */
  @Optional()
  @TrimmedString({ max: REJECTION_REASON_MAX_LENGTH, multiline: true, requiredMessage: CERTIFICATE_MESSAGES.reason })
  @ApiProperty({ required: false, maxLength: REJECTION_REASON_MAX_LENGTH })
  reason?: string;
}

/** A certificate as its contractor sees it on the dashboard. */
export class InsuranceCertificateResponseDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  insurer: string;
  policyNumber: string;
  @ApiProperty({ type: 'integer' })
  coverageCents: number;
  @ApiProperty({ type: 'string', format: 'date' })
  expiresOn: string;
  @ApiProperty({ enum: InsuranceCertificateStatus, enumName: 'InsuranceCertificateStatus' })
  status: InsuranceCertificateStatus;
  /** Its end date has passed (today in Missouri). */
  expired: boolean;
  /** Approved and not ended: it makes the Insured badge. */
  current: boolean;
  /** Why the office rejected it; null unless rejected. */
  @ApiProperty({ type: 'string', nullable: true })
  rejectionReason: string | null;
  /** The uploaded file's name, type and size. */
  fileName: string;
  contentType: string;
  @ApiProperty({ type: 'integer' })
  byteSize: number;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  reviewedAt: string | null;
  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt: string;
}

/** The contractor's certificates, newest first (the latest 20), and whether another may be uploaded now. */
export class MyInsuranceCertificatesResponseDto {
  items: InsuranceCertificateResponseDto[];
  /** All the listing's certificates. */
  @ApiProperty({ type: 'integer' })
  total: number;
  /** Certificates waiting for the office; at MAX_PENDING_CERTIFICATES another upload is refused. */
  @ApiProperty({ type: 'integer' })
  pendingCount: number;
  @ApiProperty({ type: 'integer' })
  maxPending: number;
}

/** A certificate as the office sees it: the contractor's view plus who uploaded and reviewed it, the download and the moves. */
export class OfficeInsuranceCertificateResponseDto extends InsuranceCertificateResponseDto {
  @ApiProperty({ type: 'integer' })
  contractorId: number;
  contractorName: string;
  /** The admin who approved or rejected it ('Casey Admin'); null before, or for a sample's seed row. */
  @ApiProperty({ type: 'string', nullable: true })
  reviewedByName: string | null;
  /** Where the office downloads the file (a plain link: the session cookie authorises it). */
  downloadUrl: string;
  /** The decisions the office may take now (insurance-certificate-status-flow.ts). */
  @ApiProperty({ enum: InsuranceCertificateDecision, enumName: 'InsuranceCertificateDecision', isArray: true })
  allowedDecisions: InsuranceCertificateDecision[];
}

/** listExpiringCertificates: each approved listing's latest approved certificate that ends within 30 days or has ended. */
export class ListExpiringCertificatesQueryDto extends StaffPageQueryDto {
  @QueryEnum(
    ExpiringCertificateState,
    'ExpiringCertificateState',
    'expiring: ends within 30 days (today included); expired: ended before today. Both when left out.',
  )
  state?: ExpiringCertificateState;

  @QueryText(100, "Words to find in the contractor's name, the insurer or the policy number (every word must appear; case-insensitive).")
  q?: string;

  @QueryEnum(ExpiringCertificateSort, 'ExpiringCertificateSort', 'Sort key. Ties: end date, then the contractor.', ExpiringCertificateSort.ExpiresOn)
  sort: ExpiringCertificateSort = ExpiringCertificateSort.ExpiresOn;

  @QueryEnum(SortOrder, 'SortOrder', 'Sort direction (soonest end first by default).', SortOrder.Asc)
  order: SortOrder = SortOrder.Asc;
}

export class ExpiringCertificateResponseDto extends OfficeInsuranceCertificateResponseDto {
  contractorSlug: string;
  @ApiProperty({ enum: ContractorStatus, enumName: 'ContractorStatus' })
  contractorStatus: ContractorStatus;
  contractorEmail: string;
  /** Days from today to the end date in Missouri: 0 on its last day, negative once ended. */
  @ApiProperty({ type: 'integer' })
  daysLeft: number;
  /** The reminders already sent (30, 7, 0 days before). */
  @ApiProperty({ type: 'integer', isArray: true })
  remindersSent: number[];
  /** The contractor has uploaded a newer certificate that waits for the office. */
  replacementPending: boolean;
}

export class PaginatedExpiringCertificatesResponseDto extends StaffPageDto {
  @ApiProperty({ type: [ExpiringCertificateResponseDto] })
  items: ExpiringCertificateResponseDto[];
}
