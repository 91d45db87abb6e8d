import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { fieldLabel, Optional } from '../../../common/validation';
import { DEFAULT_DEPOSIT_STATE, STATE_MESSAGE, startDateProblem, US_STATE_CODES, ZIP_CODE_MESSAGE } from '../deposit-rules';

/**
 * Two letters, trimmed and upper-cased, one of US_STATE_CODES; null or blank → MO. Left out, the
 * field stays undefined (class-transformer runs no transform for a missing key) and the service
 * stores MO.
 */
export function DepositState(): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => {
      // Left out or blank: MO. Null is refused (the document does not list it).
      if (value === undefined || (typeof value === 'string' && value.trim() === '')) return DEFAULT_DEPOSIT_STATE;
      return typeof value === 'string' ? value.trim().toUpperCase() : value;
    }),
    ValidateBy({
      name: 'usState',
      validator: {
        validate: (value) => value === undefined || US_STATE_CODES.includes(value as string),
        defaultMessage: () => STATE_MESSAGE,
      },
    }),
    ApiProperty({
      type: 'string',
      required: false,
      minLength: 2,
      maxLength: 2,
      pattern: '^[A-Za-z]{2}$',
      default: DEFAULT_DEPOSIT_STATE,
      example: DEFAULT_DEPOSIT_STATE,
    }),
  );
}

/** Exactly five digits (spaces around are trimmed). */
export function DepositZipCode(): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value)),
    ValidateBy({
      name: 'zipCode',
      validator: { validate: (value) => typeof value === 'string' && /^\d{5}$/.test(value), defaultMessage: () => ZIP_CODE_MESSAGE },
    }),
    ApiProperty({ type: 'string', pattern: '^\\d{5}$', example: '64501' }),
  );
}

/** A calendar date after today in Missouri, at most MAX_START_YEARS_AHEAD years out. */
export function FutureDate(): PropertyDecorator {
  return applyDecorators(
    ValidateBy({
      name: 'futureDate',
      validator: { validate: (value) => startDateProblem(value) === null, defaultMessage: (args) => startDateProblem(args!.value) ?? '' },
    }),
    ApiProperty({ type: 'string', format: 'date', example: '2027-05-03' }),
  );
}

/** true or false; may be left out (the entity's default applies). */
export function OptionalBoolean(): PropertyDecorator {
  return applyDecorators(
    Optional(),
    ValidateBy({
      name: 'boolean',
      validator: { validate: (value) => typeof value === 'boolean', defaultMessage: (args) => `${fieldLabel(args!.property)} must be true or false.` },
    }),
    ApiProperty({ type: 'boolean', required: false, default: false }),
  );
}
