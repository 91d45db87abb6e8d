import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ValidateBy, ValidateIf } from 'class-validator';
import { fieldLabel } from '../../../common/validation';

/** The business's calendar: "today" and "in the future" are judged in Missouri time. */
export const BUSINESS_TIME_ZONE = 'America/Chicago';
/** A start date further out than this is a typo, not a plan. */
export const MAX_START_YEARS_AHEAD = 5;

/** USPS codes of the 50 states and DC. */
export const US_STATE_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC',
  'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;

export const STATE_MESSAGE = 'State must be a 2-letter US state code (e.g., MO).';
export const ZIP_CODE_MESSAGE = 'ZIP code must be 5 digits.';
export const START_DATE_REQUIRED_MESSAGE = 'Expected start date is required: your best guess is fine.';
export const START_DATE_FORMAT_MESSAGE = 'Expected start date must be a date (YYYY-MM-DD).';
export const START_DATE_PAST_MESSAGE = 'Expected start date must be in the future.';
export const START_DATE_TOO_FAR_MESSAGE = `Expected start date must be within ${MAX_START_YEARS_AHEAD} years.`;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Today's date in the business's time zone, YYYY-MM-DD. */
export function businessToday(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A real calendar date written YYYY-MM-DD (not 2026-02-30). */
function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function addYears(isoDate: string, years: number): string {
  return `${Number(isoDate.slice(0, 4)) + years}${isoDate.slice(4)}`;
}

/** The problem with a start date, or null; `today` is the business's date (YYYY-MM-DD). */
export function startDateProblem(value: unknown, today: string = businessToday()): string | null {
  if (value === undefined || value === null || value === '') return START_DATE_REQUIRED_MESSAGE;
  if (typeof value !== 'string' || !isCalendarDate(value)) return START_DATE_FORMAT_MESSAGE;
  if (value <= today) return START_DATE_PAST_MESSAGE;
  if (value > addYears(today, MAX_START_YEARS_AHEAD)) return START_DATE_TOO_FAR_MESSAGE;
  return null;
}

/**
 * Two letters, trimmed and upper-cased, one of US_STATE_CODES; null or blank → MO. Left out, the
 * field stays undefined (class-transformer runs no transform for a missing key) and the service
 * stores MO.
 */
export function DepositState(): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => {
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return 'MO';
      return typeof value === 'string' ? value.trim().toUpperCase() : value;
    }),
    ValidateBy({
      name: 'usState',
      validator: {
        validate: (value) => value === undefined || (US_STATE_CODES as readonly unknown[]).includes(value),
        defaultMessage: () => STATE_MESSAGE,
      },
    }),
    ApiProperty({ type: 'string', required: false, minLength: 2, maxLength: 2, pattern: '^[A-Za-z]{2}$', default: 'MO', example: 'MO' }),
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
    ValidateIf((_object, value) => value !== undefined),
    ValidateBy({ name: 'boolean', validator: { validate: (value) => typeof value === 'boolean', defaultMessage: (args) => `${fieldLabel(args!.property)} must be true or false.` } }),
    ApiProperty({ type: 'boolean', required: false, default: false }),
  );
}
