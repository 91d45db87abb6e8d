import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationArguments } from 'class-validator';
import { StaffPageDto, StaffPageQueryDto } from '../../../../common/dto/staff-page.dto';
import { QueryBoolean, QueryEnum, QueryText } from '../../../../common/query-params';
import { CONTROL_CHARACTERS, Optional, TrimmedString } from '../../../../common/validation';
import { SortOrder } from '../../../../common/dto/sort-order';
import { ContractorStatus, ContractorVerificationAction } from '../../contractors.enums';
import { ContractorSpecialtyDto, ServiceAreaResponseDto } from '../../dto/contractor-response.dto';

/** Sort keys of the office's contractor list (after pending-first). */
export enum AdminContractorSort {
  CreatedAt = 'createdAt',
  Name = 'name',
  AverageRating = 'averageRating',
}

/** What the office decides on an application. */
export enum ContractorApplicationDecision {
  Approve = 'approve',
  Reject = 'reject',
}

export const NOTE_MAX_LENGTH = 2000;

export const ADMIN_CONTRACTOR_MESSAGES = {
  decision: `Decision must be one of: ${Object.values(ContractorApplicationDecision).join(', ')}.`,
  status: `Status must be one of: ${Object.values(ContractorStatus).join(', ')}.`,
  action: `Action must be one of: ${Object.values(ContractorVerificationAction).join(', ')}.`,
  noteToReject: 'A note is required to reject an application; it is e-mailed to the applicant.',
  licenseToVerify: 'License number is required to verify.',
  licenseLength: 'License number must be one line of at most 100 characters.',
  onlyToVerify: 'Only a verification takes a license number.',
} as const;

/** listAdminContractors: pending applications first, then the sort asked for. */
export class ListAdminContractorsQueryDto extends StaffPageQueryDto {
  @QueryEnum(ContractorStatus, 'ContractorStatus', 'Only listings in this status.')
  status?: ContractorStatus;

  @QueryBoolean('true: only listings showing the Verified badge now; false: only those without.')
  verified?: boolean;

  @QueryText(100, 'Words to find in the name, contact, e-mail, slug or licence number (every word must appear; case-insensitive).')
  q?: string;

  @QueryEnum(AdminContractorSort, 'AdminContractorSort', 'Sort key after pending-first. Ties: newest first.', AdminContractorSort.CreatedAt)
  sort: AdminContractorSort = AdminContractorSort.CreatedAt;

  @QueryEnum(SortOrder, 'SortOrder', 'Sort direction.', SortOrder.Desc)
  order: SortOrder = SortOrder.Desc;
}

function oneOf(name: string, values: Record<string, string>, message: string): PropertyDecorator {
  return ValidateBy({ name, validator: { validate: (value) => Object.values(values).includes(value as string), defaultMessage: () => message } });
}

/** reviewContractorApplication: approve (publish, contractor account, set-password e-mail) or reject with a note (e-mailed). */
export class ReviewContractorApplicationDto {
  @oneOf('decision', ContractorApplicationDecision, ADMIN_CONTRACTOR_MESSAGES.decision)
  @ApiProperty({ enum: ContractorApplicationDecision, enumName: 'ContractorApplicationDecision' })
  decision: ContractorApplicationDecision;

  /** Required to reject: e-mailed to the applicant and kept on the listing. Ignored on approval. */
  @Optional()
  @TrimmedString({ max: NOTE_MAX_LENGTH, multiline: true })
  @ApiProperty({ required: false, maxLength: NOTE_MAX_LENGTH })
  note?: string;
}

/** updateContractorStatus: unpublish or republish (a pending listing's approval or rejection works too, as the decision). */
export class UpdateContractorStatusDto {
  /** The next status; contractor-status-flow.ts says which are allowed. */
  @oneOf('contractorStatus', ContractorStatus, ADMIN_CONTRACTOR_MESSAGES.status)
  @ApiProperty({ enum: ContractorStatus, enumName: 'ContractorStatus' })
  status: ContractorStatus;

  /** Required to reject a pending application (e-mailed); otherwise only logged. */
  @Optional()
  @TrimmedString({ max: NOTE_MAX_LENGTH, multiline: true })
  @ApiProperty({ required: false, maxLength: NOTE_MAX_LENGTH })
  note?: string;
}

const verifying = (args: ValidationArguments) => (args.object as VerifyContractorDto).action === ContractorVerificationAction.Verify;

function verificationField(name: string, problem: (value: unknown) => string | null): PropertyDecorator {
  const check = (value: unknown, args: ValidationArguments): string | null => {
    if (!verifying(args)) return value === undefined ? null : ADMIN_CONTRACTOR_MESSAGES.onlyToVerify;
    return problem(value);
  };
  return applyDecorators(
    // Blank text counts as left out; null is refused like any other value that is not text.
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value)),
    ValidateBy({ name, validator: { validate: (value, args) => check(value, args!) === null, defaultMessage: (args) => check(args!.value, args!) ?? '' } }),
  );
}

/**
 * verifyContractor: `verify` records that the office checked the listing (the licence number it
 * saw, a note) and shows the badge while a current license record and an approved, current
 * certificate of insurance back it (issue 31: the insurance end date is the certificate's, never
 * typed); `unverify` (a note) removes it.
 */
export class VerifyContractorDto {
  @oneOf('verificationAction', ContractorVerificationAction, ADMIN_CONTRACTOR_MESSAGES.action)
  @ApiProperty({ enum: ContractorVerificationAction, enumName: 'ContractorVerificationAction' })
  action: ContractorVerificationAction;

  /** verify only: the registration or licence number seen; it becomes the listing's 'License #'. */
  @verificationField('verificationLicense', (value) => {
    if (value === undefined) return ADMIN_CONTRACTOR_MESSAGES.licenseToVerify;
    return typeof value === 'string' && value.length <= 100 && !CONTROL_CHARACTERS.test(value) ? null : ADMIN_CONTRACTOR_MESSAGES.licenseLength;
  })
  @ApiProperty({ required: false, type: 'string', maxLength: 100 })
  licenseNumber?: string;

  /** What the office checked, or why the badge is removed; kept in the verification history. */
  @TrimmedString({ max: NOTE_MAX_LENGTH, multiline: true })
  note: string;
}

/** A listing as the office's list shows it. */
export class AdminContractorResponseDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  /** /contractors/{slug} once approved. */
  slug: string;
  name: string;
  @ApiProperty({ format: 'email' })
  email: string;
  phone: string | null;
  contactName: string | null;
  website: string | null;
  @ApiProperty({ enum: ContractorStatus, enumName: 'ContractorStatus' })
  status: ContractorStatus;
  /** The statuses contractor-status-flow.ts lets it move to now. */
  @ApiProperty({ enum: ContractorStatus, enumName: 'ContractorStatus', isArray: true })
  allowedStatuses: ContractorStatus[];
  /** The public 'Verified' badge now: verified by the office, with a current license record and an approved, current certificate of insurance. */
  verified: boolean;
  /** When the office last verified it; null when never, or unverified since. */
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  verifiedAt: string | null;
  /** The end date of its latest approved certificate of insurance (YYYY-MM-DD); Insured lapses the day after. Null with none approved. */
  @ApiProperty({ type: 'string', format: 'date', nullable: true })
  insuranceExpiresOn: string | null;
  /** Approved certificates on file, all ended: the profile says 'Insurance on file expired' (a new certificate is due). */
  insuranceExpired: boolean;
  licenseNumber: string | null;
  isSample: boolean;
  averageRating: number;
  @ApiProperty({ type: 'integer' })
  reviewCount: number;
  /** Reviews waiting for moderation. */
  @ApiProperty({ type: 'integer' })
  pendingReviewCount: number;
  /** The contractor's account, once approved. */
  @ApiProperty({ type: 'integer', nullable: true })
  userId: number | null;
  specialties: ContractorSpecialtyDto[];
  /** How many service areas it has (1–10; the record page lists them). */
  @ApiProperty({ type: 'integer' })
  serviceAreaCount: number;
  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt: string;
  @ApiProperty({ type: 'string', format: 'date-time' })
  updatedAt: string;
}

/** One page of listings: pending applications first. */
export class PaginatedAdminContractorsResponseDto extends StaffPageDto {
  items: AdminContractorResponseDto[];
}

/** One verify or unverify by the office. */
export class ContractorVerificationResponseDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  @ApiProperty({ enum: ContractorVerificationAction, enumName: 'ContractorVerificationAction' })
  action: ContractorVerificationAction;
  licenseNumber: string | null;
  @ApiProperty({ type: 'string', format: 'date', nullable: true })
  insuranceExpiresOn: string | null;
  note: string | null;
  /** The admin; null for the sample listings' seed rows or a deleted account. */
  @ApiProperty({ type: 'integer', nullable: true })
  adminId: number | null;
  /** The admin's name, as 'First Last'. */
  adminName: string | null;
  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt: string;
}

/** A listing's page in the back office: every field, its areas and its verification history (newest first). */
export class AdminContractorDetailResponseDto extends AdminContractorResponseDto {
  description: string | null;
  imageUrl: string | null;
  businessAddress: string | null;
  @ApiProperty({ type: 'integer', nullable: true })
  yearsInBusiness: number | null;
  /** The note e-mailed when the application was rejected. */
  rejectionReason: string | null;
  areas: ServiceAreaResponseDto[];
  verifications: ContractorVerificationResponseDto[];
}
