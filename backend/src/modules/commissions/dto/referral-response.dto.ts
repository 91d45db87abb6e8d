import { ApiProperty } from '@nestjs/swagger';
import { StaffPageDto } from '../../../common/dto/staff-page.dto';
import { AffiliateLeadStatus, AffiliateLeadType, AffiliateStatus, ReferralReviewState } from '../../affiliates/affiliates.enums';
import { ReferralCommissionState } from '../commissions.enums';

/** A referral as its partner sees it. */
export class MyReferralResponseDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  customerFirstName: string;
  customerLastName: string;
  @ApiProperty({ enum: AffiliateLeadType, enumName: 'AffiliateLeadType' })
  leadType: AffiliateLeadType;
  @ApiProperty({ enum: AffiliateLeadStatus, enumName: 'AffiliateLeadStatus' })
  leadStatus: AffiliateLeadStatus;
  /** When the referral reached its stage (ISO 8601; its creation for new ones). */
  stageDate: string;
  /** The commission written at conversion, in US cents (null before conversion). */
  @ApiProperty({ type: 'integer', nullable: true })
  commissionCents: number | null;
  @ApiProperty({ enum: ReferralCommissionState, enumName: 'ReferralCommissionState' })
  commissionState: ReferralCommissionState;
  /**
   * The fraud review in plain words (null when there is none): "Under review: …" while it holds the
   * commission, the office's reason once rejected. Never what was found (issue 30).
   */
  flag: string | null;
  createdAt: string;
}

export class PaginatedMyReferralsResponseDto extends StaffPageDto {
  items: MyReferralResponseDto[];
}

export class ReferralPartnerDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  name: string;
  email: string;
  affiliateCode: string;
}

/** A referral as the office sees it. */
export class AdminReferralResponseDto extends MyReferralResponseDto {
  affiliate: ReferralPartnerDto;
  customerEmail: string;
  customerPhone: string;
  location: string;
  @ApiProperty({ type: String, nullable: true })
  projectType: string | null;
  @ApiProperty({ type: String, nullable: true })
  estimatedBudget: string | null;
  @ApiProperty({ type: String, nullable: true })
  timeframe: string | null;
  @ApiProperty({ type: String, nullable: true })
  landStatus: string | null;
  /** 'referral link' or 'partner form'. */
  @ApiProperty({ type: String, nullable: true })
  source: string | null;
  /** The campaign tracking recorded with a referral link's visit (utm_source, utm_medium, utm_campaign; issue 25), null when none. */
  @ApiProperty({ type: String, nullable: true })
  utmSource: string | null;
  @ApiProperty({ type: String, nullable: true })
  utmMedium: string | null;
  @ApiProperty({ type: String, nullable: true })
  utmCampaign: string | null;
  leadQuality: string | null;
  notes: string | null;
  /** The stored flag code (self_referral, duplicate_site_lead, duplicate_partner_lead, customer_came_directly, other_partner_link), null when clear. */
  flagCode: string | null;
  /** Issue 30: the fraud review (null: nothing found); the review queue (listReferralFlags) shows its signals and decides it. */
  @ApiProperty({ enum: ReferralReviewState, enumName: 'ReferralReviewState', nullable: true })
  reviewState: ReferralReviewState | null;
  /** The commission's ledger entry (what a payment pays); null before conversion. */
  @ApiProperty({ type: 'integer', nullable: true })
  commissionEntryId: number | null;
  @ApiProperty({ type: 'integer', nullable: true })
  conversionValueCents: number | null;
  @ApiProperty({ type: 'integer', nullable: true })
  netProfitCents: number | null;
  commissionPaid: boolean;
  @ApiProperty({ enum: AffiliateLeadStatus, enumName: 'AffiliateLeadStatus', isArray: true })
  allowedStages: AffiliateLeadStatus[];
  updatedAt: string;
}

export class PaginatedAdminReferralsResponseDto extends StaffPageDto {
  items: AdminReferralResponseDto[];
}

/** The partner's dashboard numbers; money in US cents. */
export class AffiliateSummaryResponseDto {
  @ApiProperty({ type: 'integer' })
  referrals: number;
  @ApiProperty({ type: 'integer' })
  qualified: number;
  @ApiProperty({ type: 'integer' })
  converted: number;
  /** Commissions in their hold, or on hold for review. */
  @ApiProperty({ type: 'integer' })
  pendingCents: number;
  /** Earned and not paid yet (clawbacks deducted). */
  @ApiProperty({ type: 'integer' })
  earnedCents: number;
  @ApiProperty({ type: 'integer' })
  paidCents: number;
  /** The partner's rate, in percent. */
  commissionRate: number;
  /** 'A referral that never converts earns no commission.' */
  note: string;
}

/** The signed-in partner's own profile, referral link and the program's terms (the dashboard's profile card). */
export class MyAffiliateResponseDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  /** Given on approval; null while the application is pending. */
  @ApiProperty({ type: String, nullable: true })
  affiliateCode: string | null;
  /** Any page of the site with `?ref=` and the code; null before approval. */
  @ApiProperty({ type: String, nullable: true })
  referralLink: string | null;
  @ApiProperty({ enum: AffiliateStatus, enumName: 'AffiliateStatus' })
  status: AffiliateStatus;
  firstName: string;
  lastName: string;
  @ApiProperty({ type: String, nullable: true })
  businessName: string | null;
  @ApiProperty({ format: 'email' })
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  @ApiProperty({ type: String, nullable: true })
  website: string | null;
  /** Percent of the net profit a done deal earns. */
  commissionRate: number;
  /** The share of the rate a raw lead earns, in percent of the rate (RAW_LEAD_RATE_SHARE; 50 by default). */
  @ApiProperty({ type: 'integer' })
  rawLeadSharePercent: number;
  /** Days a commission stays pending before it is earned (COMMISSION_HOLD_DAYS). */
  @ApiProperty({ type: 'integer' })
  holdDays: number;
  taxIdProvided: boolean;
  w9Submitted: boolean;
  @ApiProperty({ type: String, nullable: true })
  agreementSignedAt: string | null;
}
