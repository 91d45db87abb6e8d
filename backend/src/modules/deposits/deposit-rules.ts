/**
 * The deposit form's rules that both sides apply, in plain TypeScript (no Nest, no React): the
 * server validates with them (dto/deposit-fields.ts) and the checkout page imports this file too
 * (frontend features/account/deposit-fields.ts), so "today", the five-year limit, the state list
 * and the wording are written once.
 */
import { addDays, addYears, businessToday, isCalendarDate } from '../../shared/business-calendar';

/** A start date further out than this is a typo, not a plan. */
export const MAX_START_YEARS_AHEAD = 5;
/** spec §3: the build site's state defaults to Missouri. */
export const DEFAULT_DEPOSIT_STATE = 'MO';

/** The 50 states and DC by USPS code; the server accepts exactly these codes. */
export const US_STATES: readonly { code: string; name: string }[] = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
];

export const US_STATE_CODES: readonly string[] = US_STATES.map((state) => state.code);

/** Issue 29: the signature's messages, as the checkout page and the server both word them. */
export const SIGNER_NAME_MESSAGE = 'Type your full name to sign.';
export const CONSENT_MESSAGE = 'Tick the box to agree to sign electronically.';
export const AGREEMENT_REFERENCE_MESSAGE = 'Read the reservation agreement on this page, then sign it.';

export const STATE_MESSAGE = 'State must be a 2-letter US state code (e.g., MO).';
export const ZIP_CODE_MESSAGE = 'ZIP code must be 5 digits.';
export const START_DATE_REQUIRED_MESSAGE = 'Expected start date is required: your best guess is fine.';
export const START_DATE_FORMAT_MESSAGE = 'Expected start date must be a date (YYYY-MM-DD).';
export const START_DATE_PAST_MESSAGE = 'Expected start date must be in the future.';
export const START_DATE_TOO_FAR_MESSAGE = `Expected start date must be within ${MAX_START_YEARS_AHEAD} years.`;

/** The dates a start date may take, given the business's today: tomorrow up to MAX_START_YEARS_AHEAD years out. */
export function startDateRange(today: string = businessToday()): { min: string; max: string } {
  return { min: addDays(today, 1), max: addYears(today, MAX_START_YEARS_AHEAD) };
}

/** The problem with a start date, or null; `today` is the business's date (YYYY-MM-DD). */
export function startDateProblem(value: unknown, today: string = businessToday()): string | null {
  if (value === undefined || value === null || value === '') return START_DATE_REQUIRED_MESSAGE;
  if (typeof value !== 'string' || !isCalendarDate(value)) return START_DATE_FORMAT_MESSAGE;
  const { min, max } = startDateRange(today);
  if (value < min) return START_DATE_PAST_MESSAGE;
  if (value > max) return START_DATE_TOO_FAR_MESSAGE;
  return null;
}
