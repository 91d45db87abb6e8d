import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { OptionalNullable, PersonName, TrimmedEmail, TrimmedString, UsPhone } from '../../../../common/validation';

export const INQUIRY_MESSAGES = {
  name: 'Your name is required',
  email: 'Please enter a valid email address',
  message: 'Tell the contractor about your project in at least 20 characters.',
  projectZip: 'Enter a 5-digit ZIP code.',
} as const;
export const INQUIRY_MESSAGE_MIN = 20;
export const INQUIRY_MESSAGE_MAX = 2000;

/** A 5-digit ZIP in a JSON body, trimmed; one message for every failure. */
export function ZipCodeField(message: string): PropertyDecorator {
  return applyDecorators(
    ValidateBy({
      name: 'zipCode',
      validator: { validate: (value) => typeof value === 'string' && /^\d{5}$/.test(value.trim()), defaultMessage: () => message },
    }),
    ApiProperty({ type: 'string', pattern: '^\\d{5}$', example: '64501' }),
  );
}

/** `createContractorInquiry`: "Request this contractor" on a profile (issue 15). */
export class CreateContractorInquiryDto {
  @PersonName({ max: 200, requiredMessage: INQUIRY_MESSAGES.name })
  name: string;

  @TrimmedEmail(INQUIRY_MESSAGES.email)
  email: string;

  @OptionalNullable()
  @UsPhone()
  phone?: string | null;

  /** The project, for the contractor: 20 to 2000 characters. */
  @TrimmedString({
    min: INQUIRY_MESSAGE_MIN,
    max: INQUIRY_MESSAGE_MAX,
    multiline: true,
    requiredMessage: INQUIRY_MESSAGES.message,
    shortMessage: INQUIRY_MESSAGES.message,
  })
  message: string;

  /** Where the project is: a 5-digit ZIP code. */
  @ZipCodeField(INQUIRY_MESSAGES.projectZip)
  projectZip: string;
}
