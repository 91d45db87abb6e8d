import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { OptionalNullable, PersonName, TrimmedEmail, TrimmedString, UsPhone } from '../../../common/validation';
import { AffiliateLeadType } from '../affiliates.enums';

/** spec §9: affiliate-lead notes up to 2000 characters. */
export const AFFILIATE_LEAD_NOTES_MAX_LENGTH = 2000;
export const LEAD_TYPE_MESSAGE = 'Lead type is required';
const LEAD_TYPES = Object.values(AffiliateLeadType);

/** spec §5 affiliate lead form (/affiliate-lead-form): a partner sends us a customer. */
export class SubmitAffiliateLeadDto {
  /** The partner's referral code (given on approval). */
  @TrimmedString({ max: 50, requiredMessage: 'Affiliate code is required' })
  affiliateCode: string;

  @PersonName({ max: 100, requiredMessage: 'Customer first name is required' })
  customerFirstName: string;

  @PersonName({ max: 100, requiredMessage: 'Customer last name is required' })
  customerLastName: string;

  @TrimmedEmail('Valid customer email is required')
  customerEmail: string;

  @UsPhone('Customer phone is required')
  customerPhone: string;

  /** Where the customer wants to build (town, county or address). */
  @TrimmedString({ max: 255, requiredMessage: 'Location is required' })
  location: string;

  /** done_deal: the customer is ready to sign; raw_lead: an introduction. */
  @ValidateBy({
    name: 'affiliateLeadType',
    validator: { validate: (value) => LEAD_TYPES.includes(value as AffiliateLeadType), defaultMessage: () => LEAD_TYPE_MESSAGE },
  })
  @ApiProperty({ enum: AffiliateLeadType, enumName: 'AffiliateLeadType' })
  leadType: AffiliateLeadType;

  @OptionalNullable()
  @TrimmedString({ max: 100 })
  projectType?: string | null;

  @OptionalNullable()
  @TrimmedString({ max: 100 })
  estimatedBudget?: string | null;

  @OptionalNullable()
  @TrimmedString({ max: 100 })
  timeframe?: string | null;

  @OptionalNullable()
  @TrimmedString({ max: 100 })
  landStatus?: string | null;

  @OptionalNullable()
  @TrimmedString({ max: AFFILIATE_LEAD_NOTES_MAX_LENGTH, multiline: true })
  notes?: string | null;
}

/** The customer was recorded for the partner and the office notified. */
export class SubmitAffiliateLeadResponseDto {
  /** A confirmation to show as it is. */
  message: string;
}
