import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, ValidateBy } from 'class-validator';
import { Optional, TrimmedString } from '../../../common/validation';
import { AffiliateStatus } from '../affiliates.enums';

export const AFFILIATE_STATUS_MESSAGE = `Status must be one of: ${Object.values(AffiliateStatus).join(', ')}.`;
export const COMMISSION_RATE_MESSAGE = 'Commission rate must be a number from 0 to 50 with at most one decimal (e.g. 20 or 12.5).';
export const COMMISSION_RATE_MAX = 50;

const isRate = (value: unknown): boolean =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= COMMISSION_RATE_MAX && Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;

/**
 * updateAffiliate: approve (also approveAffiliate), reject with a reason, suspend, reactivate; the
 * rate and the agreement flag. The W-9 flags (w9Submitted, taxIdProvided) follow the partner's own
 * W-9 filing (issue 30), so the office can no longer tick them.
 */
export class UpdateAffiliateDto {
  /** The next status; affiliate-status-flow.ts says which are allowed (the current one changes nothing). */
  @Optional()
  @ValidateBy({
    name: 'affiliateStatus',
    validator: { validate: (value) => Object.values(AffiliateStatus).includes(value as AffiliateStatus), defaultMessage: () => AFFILIATE_STATUS_MESSAGE },
  })
  @ApiProperty({ enum: AffiliateStatus, enumName: 'AffiliateStatus', required: false })
  status?: AffiliateStatus;

  /** Required to reject; optional note on a suspension or reactivation. E-mailed to the partner. */
  @Optional()
  @TrimmedString({ max: 1000, multiline: true })
  @ApiProperty({ required: false })
  reason?: string;

  /** Percent, 0 to 50, one decimal at most. */
  @Optional()
  @ValidateBy({ name: 'commissionRate', validator: { validate: isRate, defaultMessage: () => COMMISSION_RATE_MESSAGE } })
  @ApiProperty({ type: 'number', minimum: 0, maximum: COMMISSION_RATE_MAX, multipleOf: 0.1, required: false })
  commissionRate?: number;

  @Optional()
  @IsBoolean({ message: 'Agreement signed must be true or false.' })
  agreementSigned?: boolean;

  /** Issue 30: whether the partner's terms allow paid ads pointing to their link (forbidden by default). */
  @Optional()
  @IsBoolean({ message: 'Paid ads allowed must be true or false.' })
  paidAdsAllowed?: boolean;
}
