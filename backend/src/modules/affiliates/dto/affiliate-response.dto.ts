import { ApiProperty } from '@nestjs/swagger';
import { StaffPageDto } from '../../../common/dto/staff-page.dto';
import { PayoutMethodSummaryDto, W9SummaryDto } from './partner-tax.dto';
import { AffiliateLeadFlag, AffiliateLeadStatus, AffiliateLeadType, AffiliateStatus, ReferralReviewState } from '../affiliates.enums';

/** A referral partner (or applicant) as the back office sees it. */
export class AffiliateResponseDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  @ApiProperty({ format: 'email' })
  email: string;
  firstName: string;
  lastName: string;
  businessName: string | null;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  website: string | null;
  /** Given on approval; null before. */
  affiliateCode: string | null;
  /** Percent of the net profit (spec §9 default 20.0). */
  commissionRate: number;
  @ApiProperty({ enum: AffiliateStatus, enumName: 'AffiliateStatus' })
  status: AffiliateStatus;
  /** The statuses affiliate-status-flow.ts lets it move to now. */
  @ApiProperty({ enum: AffiliateStatus, enumName: 'AffiliateStatus', isArray: true })
  allowedStatuses: AffiliateStatus[];
  @ApiProperty({ type: 'integer' })
  totalLeads: number;
  @ApiProperty({ type: 'integer' })
  qualifiedLeads: number;
  @ApiProperty({ type: 'integer' })
  conversions: number;
  /** US dollars with cents. */
  totalCommissionEarned: number;
  agreementSigned: boolean;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  agreementSignedAt: string | null;
  taxIdProvided: boolean;
  w9Submitted: boolean;
  /** Issue 30: whether the partner's terms allow paid ads pointing to their link; a paid-ad visit is flagged when not. */
  paidAdsAllowed: boolean;
  referredBy: string | null;
  notes: string | null;
  /** The reason e-mailed when the application was rejected. */
  rejectionReason: string | null;
  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt: string;
  @ApiProperty({ type: 'string', format: 'date-time' })
  updatedAt: string;
}

/** One page of partners: pending applications first. */
export class PaginatedAffiliatesResponseDto extends StaffPageDto {
  items: AffiliateResponseDto[];
}

/** A partner's lead as the office reviews it (flags included). */
export class AffiliateLeadResponseDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  @ApiProperty({ type: 'integer' })
  affiliateId: number;
  customerFirstName: string;
  customerLastName: string;
  @ApiProperty({ format: 'email' })
  customerEmail: string;
  customerPhone: string;
  location: string;
  @ApiProperty({ enum: AffiliateLeadType, enumName: 'AffiliateLeadType' })
  leadType: AffiliateLeadType;
  @ApiProperty({ enum: AffiliateLeadStatus, enumName: 'AffiliateLeadStatus' })
  leadStatus: AffiliateLeadStatus;
  /** 'referral link' or 'partner form'. */
  source: string | null;
  /** Why the office must look before it earns anything; kept after it is cleared. */
  @ApiProperty({ enum: AffiliateLeadFlag, enumName: 'AffiliateLeadFlag', nullable: true })
  flag: AffiliateLeadFlag | null;
  /** Issue 30: the fraud review (null: nothing found); decided in the review queue (resolveReferralFlag). */
  @ApiProperty({ enum: ReferralReviewState, enumName: 'ReferralReviewState', nullable: true })
  reviewState: ReferralReviewState | null;
  /** False while under review or rejected: no commission. */
  earnsCommission: boolean;
  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt: string;
}

/** A partner's page: the partner and their newest leads (at most 100), W-9 (TIN's last four only) and payout method. */
export class AffiliateDetailResponseDto extends AffiliateResponseDto {
  leads: AffiliateLeadResponseDto[];
  /** The current W-9, or null: no W-9, no payout. */
  w9: W9SummaryDto | null;
  payoutMethod: PayoutMethodSummaryDto | null;
}
