import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { CONTROL_CHARACTERS, fieldLabel, Optional } from '../../../common/validation';
import { signerNamePrints } from '../agreement/agreement-pdf';
import {
  AGREEMENT_REFERENCE_MESSAGE,
  CONSENT_MESSAGE,
  DEFAULT_DEPOSIT_STATE,
  SIGNER_NAME_MESSAGE,
  STATE_MESSAGE,
  startDateProblem,
  US_STATE_CODES,
  ZIP_CODE_MESSAGE,
} from '../deposit-rules';

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

/** Issue 29: the signature fields' messages live in deposit-rules.ts (the checkout page reads them too). */
export { AGREEMENT_REFERENCE_MESSAGE, CONSENT_MESSAGE, SIGNER_NAME_MESSAGE };
export const SIGNER_NAME_MAX_LENGTH = 120;
export const SIGNER_NAME_LONG_MESSAGE = `Your name can be at most ${SIGNER_NAME_MAX_LENGTH} characters.`;
export const SIGNER_NAME_LETTERS_MESSAGE = 'Type your name in Latin, Greek or Cyrillic letters, so that it prints on your signed agreement.';
export const AGREEMENT_VERSION_MAX_LENGTH = 40;

function signerNameProblem(value: unknown): string | null {
  if (typeof value !== 'string' || value.length < 2) return SIGNER_NAME_MESSAGE;
  if (value.length > SIGNER_NAME_MAX_LENGTH) return SIGNER_NAME_LONG_MESSAGE;
  return signerNamePrints(value) ? null : SIGNER_NAME_LETTERS_MESSAGE;
}

/**
 * The full name the buyer types to sign: composed (NFC), trimmed, inner spaces made one, 2 to 120 characters, in
 * letters the agreement PDF's font prints (agreement-pdf.ts signerNamePrints).
 */
export function SignerName(): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.normalize('NFC').trim().replace(/\s+/g, ' ') : value)),
    ValidateBy({
      name: 'signerName',
      validator: { validate: (value) => signerNameProblem(value) === null, defaultMessage: (args) => signerNameProblem(args!.value) ?? '' },
    }),
    ApiProperty({ type: 'string', minLength: 2, maxLength: SIGNER_NAME_MAX_LENGTH, example: 'Dana Whitaker' }),
  );
}

/** A box the buyer must tick: only `true` passes. */
export function MustBeTrue(message: string): PropertyDecorator {
  return applyDecorators(
    ValidateBy({ name: 'mustBeTrue', validator: { validate: (value) => value === true, defaultMessage: () => message } }),
    ApiProperty({ type: 'boolean', enum: [true] }),
  );
}

/** The version the buyer read, as getDepositAgreement answered it. */
export function AgreementVersion(): PropertyDecorator {
  const valid = (value: unknown) =>
    typeof value === 'string' && value.length > 0 && value.length <= AGREEMENT_VERSION_MAX_LENGTH && !CONTROL_CHARACTERS.test(value);
  return applyDecorators(
    ValidateBy({ name: 'agreementVersion', validator: { validate: valid, defaultMessage: () => AGREEMENT_REFERENCE_MESSAGE } }),
    ApiProperty({ type: 'string', minLength: 1, maxLength: AGREEMENT_VERSION_MAX_LENGTH, example: '2026-11-v1' }),
  );
}

/** The SHA-256 of the text the buyer read, as getDepositAgreement answered it: 64 lower-case hex digits. */
export function Sha256Hex(): PropertyDecorator {
  return applyDecorators(
    ValidateBy({
      name: 'sha256Hex',
      validator: { validate: (value) => typeof value === 'string' && /^[0-9a-f]{64}$/.test(value), defaultMessage: () => AGREEMENT_REFERENCE_MESSAGE },
    }),
    ApiProperty({ type: 'string', pattern: '^[0-9a-f]{64}$', minLength: 64, maxLength: 64 }),
  );
}
