import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, ValidateBy } from 'class-validator';
import { StaffPageDto, StaffPageQueryDto } from '../../../../common/dto/staff-page.dto';
import { QueryBoolean, QueryEnum, QueryInt, QueryText } from '../../../../common/query-params';
import { PG_INTEGER_MAX } from '../../../../common/whole-number';
import { ContractorReviewStatus, ContractorStatus, ReviewRemovalReason } from '../../contractors.enums';
import { ContractorReviewReplyDto } from '../../dto/contractor-review-parts.dto';
import { Optional } from '../../../../common/validation';

export const REVIEW_STATUS_MESSAGE = `Status must be one of: ${Object.values(ContractorReviewStatus).join(', ')}.`;
export const NOTHING_TO_MODERATE_MESSAGE = 'Give a status, verifiedCustomer, or both.';
export const REMOVAL_REASON_MESSAGE = `Removal reason must be one of: ${Object.values(ReviewRemovalReason).join(', ')}.`;
export const REMOVAL_REASON_REQUIRED_MESSAGE =
  'Choose the published reason for removing this review: personal information, off-topic, abuse or a conflict of interest. A review is never removed for being negative.';
export const REMOVAL_REASON_ONLY_WITH_REMOVAL_MESSAGE = 'A removal reason goes only with removing a review (status rejected).';

/** listReviewsForModeration: pending reviews first (oldest first, as they queued), then the rest newest first. */
export class ListReviewsForModerationQueryDto extends StaffPageQueryDto {
  @QueryEnum(ContractorReviewStatus, 'ContractorReviewStatus', 'Only reviews in this status.')
  status?: ContractorReviewStatus;

  @QueryInt(1, PG_INTEGER_MAX, "Only this listing's reviews (its id).")
  contractorId?: number;

  @QueryBoolean('true: only reviews marked as from a verified customer; false: only the others.')
  verifiedCustomer?: boolean;

  @QueryText(100, "Words to find in the review, the reviewer's name or e-mail, or the listing's name (every word must appear; case-insensitive).")
  q?: string;
}

/** moderateContractorReview: publish, reject, unpublish (back to pending); mark or unmark a verified customer. */
export class ModerateContractorReviewDto {
  /** The next status; review-status-flow.ts says which are allowed (the current one changes nothing). */
  @Optional()
  @ValidateBy({
    name: 'reviewStatus',
    validator: {
      validate: (value) => Object.values(ContractorReviewStatus).includes(value as ContractorReviewStatus),
      defaultMessage: () => REVIEW_STATUS_MESSAGE,
    },
  })
  @ApiProperty({ enum: ContractorReviewStatus, enumName: 'ContractorReviewStatus', required: false })
  status?: ContractorReviewStatus;

  /** 'Verified customer': the office matched the reviewer to a job. */
  @Optional()
  @IsBoolean({ message: 'Verified customer must be true or false.' })
  verifiedCustomer?: boolean;

  /**
   * Required to remove a review (status rejected), and only then: one of the published reasons
   * (issue 31). Never for being negative (the FTC's 2024 review rule).
   */
  @Optional()
  @ValidateBy({
    name: 'removalReason',
    validator: {
      validate: (value) => Object.values(ReviewRemovalReason).includes(value as ReviewRemovalReason),
      defaultMessage: () => REMOVAL_REASON_MESSAGE,
    },
  })
  @ApiProperty({ enum: ReviewRemovalReason, enumName: 'ReviewRemovalReason', required: false })
  removalReason?: ReviewRemovalReason;
}

/** A review as the office moderates it (the reviewer's e-mail included). */
export class ModerationReviewResponseDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  @ApiProperty({ type: 'integer' })
  contractorId: number;
  contractorName: string;
  contractorSlug: string;
  @ApiProperty({ enum: ContractorStatus, enumName: 'ContractorStatus' })
  contractorStatus: ContractorStatus;
  /** The listing's rating and count of published reviews, as recomputed by the last moderation. */
  contractorAverageRating: number;
  @ApiProperty({ type: 'integer' })
  contractorReviewCount: number;
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 5 })
  rating: number;
  body: string;
  reviewerName: string;
  /** Private: never in a public answer. */
  @ApiProperty({ format: 'email' })
  reviewerEmail: string;
  verifiedCustomer: boolean;
  /** Written through a job link (issue 31): the homeowner hired the contractor through the directory. */
  hiredThroughDirectory: boolean;
  @ApiProperty({ enum: ContractorReviewStatus, enumName: 'ContractorReviewStatus' })
  status: ContractorReviewStatus;
  /** Why it was removed (status rejected); null otherwise, and for reviews rejected before issue 31. */
  @ApiProperty({ enum: ReviewRemovalReason, enumName: 'ReviewRemovalReason', nullable: true })
  removalReason: ReviewRemovalReason | null;
  /** The contractor's public reply. */
  @ApiProperty({ type: ContractorReviewReplyDto, nullable: true })
  reply: ContractorReviewReplyDto | null;
  /** The statuses review-status-flow.ts lets it move to now. */
  @ApiProperty({ enum: ContractorReviewStatus, enumName: 'ContractorReviewStatus', isArray: true })
  allowedStatuses: ContractorReviewStatus[];
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  moderatedAt: string | null;
  @ApiProperty({ type: 'integer', nullable: true })
  moderatedById: number | null;
  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt: string;
}

/** One page of reviews to moderate: pending first. */
export class PaginatedModerationReviewsResponseDto extends StaffPageDto {
  items: ModerationReviewResponseDto[];
}
