import { ApiProperty } from '@nestjs/swagger';
import { TrimmedString } from '../../../common/validation';

export const REFERRAL_CODE_REQUIRED_MESSAGE = 'Type the partner code the customer mentioned.';

/** addLeadReferralCode: the partner code the customer said at the consultation ("mention RIVER"). */
export class LeadReferralCodeDto {
  /** The partner's code as the customer said it (any case; spaces around it are ignored). */
  @TrimmedString({ max: 20, requiredMessage: REFERRAL_CODE_REQUIRED_MESSAGE })
  code: string;
}

/** The referral the code made. */
export class LeadReferralCodeResponseDto {
  @ApiProperty({ type: 'integer' })
  affiliateId: number;
  affiliateCode: string;
  /** The partner's business name, else their name. */
  partnerName: string;
  /** The partner's new referral (their affiliate lead). */
  @ApiProperty({ type: 'integer' })
  affiliateLeadId: number;
  /** What happened, in one sentence for the page. */
  message: string;
}
