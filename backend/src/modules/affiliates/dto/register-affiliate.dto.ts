import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { OptionalNullable, PersonName, TrimmedEmail, TrimmedString, UsPhone, WebsiteUrl } from '../../../common/validation';

/** spec §9: affiliate notes up to 1000 characters. */
export const AFFILIATE_NOTES_MAX_LENGTH = 1000;

/** spec §5, word for word (the error shape adds the full stop). */
export const AGREEMENT_MESSAGE = 'You must accept the affiliate agreement';

/** Exactly `true` (a consent checkbox); anything else, missing included, gets `message`. */
export function MustBeTrue(message: string): PropertyDecorator {
  return applyDecorators(
    ValidateBy({ name: 'mustBeTrue', validator: { validate: (value) => value === true, defaultMessage: () => message } }),
    ApiProperty({ type: 'boolean', enum: [true] }),
  );
}

/** spec §5 affiliate registration (/affiliate-registration): a referral partner's application. */
export class RegisterAffiliateDto {
  @TrimmedEmail('Please enter a valid email address')
  email: string;

  @PersonName({ max: 100, requiredMessage: 'First name is required' })
  firstName: string;

  @PersonName({ max: 100, requiredMessage: 'Last name is required' })
  lastName: string;

  /** The partner's business, if any. */
  @OptionalNullable()
  @TrimmedString({ max: 200 })
  businessName?: string | null;

  @UsPhone('Phone number is required')
  phone: string;

  @TrimmedString({ max: 255, requiredMessage: 'Address is required' })
  address: string;

  @TrimmedString({ max: 100, requiredMessage: 'City is required' })
  city: string;

  @TrimmedString({ min: 2, max: 50, requiredMessage: 'State is required', shortMessage: 'State is required' })
  state: string;

  @TrimmedString({ min: 5, max: 10, requiredMessage: 'ZIP code is required', shortMessage: 'ZIP code is required' })
  zipCode: string;

  /** The partner's website (http or https), or empty. */
  @OptionalNullable()
  @WebsiteUrl()
  website?: string | null;

  /** Who told them about the programme, if anyone. */
  @OptionalNullable()
  @TrimmedString({ max: 255 })
  referredBy?: string | null;

  /** Anything the applicant wants the office to know. */
  @OptionalNullable()
  @TrimmedString({ max: AFFILIATE_NOTES_MAX_LENGTH, multiline: true })
  notes?: string | null;

  /** The applicant accepted the affiliate agreement; must be true. */
  @MustBeTrue(AGREEMENT_MESSAGE)
  agreementAccepted: boolean;
}

/** The application was stored (pending review) and the e-mails queued. */
export class RegisterAffiliateResponseDto {
  /** A confirmation to show as it is. */
  message: string;
}
