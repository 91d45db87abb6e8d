import { ApiProperty } from '@nestjs/swagger';
import { IsEnum } from 'class-validator';
import { StaffPageDto, StaffPageQueryDto } from '../../../common/dto/staff-page.dto';
import { SortOrder } from '../../../common/dto/sort-order';
import { PG_INTEGER_MAX } from '../../../common/whole-number';
import { QueryEnum, QueryInt } from '../../../common/query-params';
import { TrimmedString } from '../../../common/validation';
import { AffiliateLeadStatus, ReferralReviewState, ReferralSignalKind } from '../../affiliates/affiliates.enums';
import { ReviewDecision } from '../../affiliates/referral-review-flow';
import { ReferralCommissionState } from '../commissions.enums';
import { ReferralPartnerDto } from './referral-response.dto';

export enum ReferralFlagSort {
  /** When the first signal was found. */
  FlaggedAt = 'flaggedAt',
  /** When the referral arrived. */
  CreatedAt = 'createdAt',
  Commission = 'commission',
}

export const REVIEW_REASON_MAX = 1000;

/** The review queue on /affiliate-admin: flagged referrals by review state, signal kind and partner. */
export class ListReferralFlagsQueryDto extends StaffPageQueryDto {
  @QueryEnum(ReferralReviewState, 'ReferralReviewState', 'Only referrals whose review is in this state (under_review: the queue).')
  state?: ReferralReviewState;

  @QueryEnum(ReferralSignalKind, 'ReferralSignalKind', 'Only referrals with a signal of this kind.')
  kind?: ReferralSignalKind;

  @QueryInt(1, PG_INTEGER_MAX, "Only this partner's referrals (the affiliate's id).")
  affiliateId?: number;

  @QueryEnum(
    ReferralFlagSort,
    'ReferralFlagSort',
    'Sort key (flaggedAt: when the first signal was found; commission: by its amount, none as 0).',
    ReferralFlagSort.FlaggedAt,
  )
  sort: ReferralFlagSort = ReferralFlagSort.FlaggedAt;

  @QueryEnum(SortOrder, 'SortOrder', 'Sort direction (oldest first by default: the longest waiting comes first).', SortOrder.Asc)
  order: SortOrder = SortOrder.Asc;
}

/** One thing found about the referral, for the office only. */
export class ReferralSignalDto {
  @ApiProperty({ enum: ReferralSignalKind, enumName: 'ReferralSignalKind' })
  kind: ReferralSignalKind;
  /** What was found, in a sentence. */
  detail: string;
  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt: string;
}

/** A flagged referral as the review queue shows it: its partner, customer, signals, commission and review. */
export class ReferralFlagResponseDto {
  /** The referral's (affiliate lead's) id. */
  @ApiProperty({ type: 'integer' })
  id: number;
  affiliate: ReferralPartnerDto;
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string;
  customerPhone: string;
  /** 'referral link' or 'partner form'. */
  @ApiProperty({ type: String, nullable: true })
  source: string | null;
  @ApiProperty({ enum: AffiliateLeadStatus, enumName: 'AffiliateLeadStatus' })
  leadStatus: AffiliateLeadStatus;
  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt: string;
  /** When the first signal was found. */
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  flaggedAt: string | null;
  signals: ReferralSignalDto[];
  @ApiProperty({ enum: ReferralReviewState, enumName: 'ReferralReviewState' })
  reviewState: ReferralReviewState;
  /** The admin's reason for the decision (the partner reads it after a rejection). */
  @ApiProperty({ type: String, nullable: true })
  reviewReason: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  reviewedAt: string | null;
  /** The admin who decided (their name), null before. */
  @ApiProperty({ type: String, nullable: true })
  reviewedBy: string | null;
  /** The commission written at conversion, in US cents (null before conversion). */
  @ApiProperty({ type: 'integer', nullable: true })
  commissionCents: number | null;
  @ApiProperty({ enum: ReferralCommissionState, enumName: 'ReferralCommissionState' })
  commissionState: ReferralCommissionState;
}

export class PaginatedReferralFlagsResponseDto extends StaffPageDto {
  items: ReferralFlagResponseDto[];
}

/** An admin's decision on a flagged referral: clear (it earns) or reject (its commission is cancelled, the partner is e-mailed the reason). */
export class ResolveReferralFlagDto {
  @IsEnum(ReviewDecision, { message: 'Please choose a decision: clear or reject.' })
  @ApiProperty({ enum: ReviewDecision, enumName: 'ReviewDecision' })
  decision: ReviewDecision;

  /** Why; on a rejection it is e-mailed to the partner and shown on their dashboard, so write it for them. */
  @TrimmedString({
    max: REVIEW_REASON_MAX,
    min: 3,
    multiline: true,
    requiredMessage: 'Please give a reason for the decision (a rejection’s reason is e-mailed to the partner).',
  })
  reason: string;
}
