/**
 * The business's calendar, in plain TypeScript that both sides import: "today" and "in the future"
 * are judged in Missouri time, dates travel as YYYY-MM-DD, and the office's hours are written once.
 */

/** The business's time zone (Missouri). */
export const BUSINESS_TIME_ZONE = 'America/Chicago';

/** The office's phone hours as the e-mails and pages state them (spec §9). */
export const OFFICE_HOURS = 'Mon-Fri 9AM-3PM';

// Year 0000 does not exist for PostgreSQL (an out-of-range error, not a date).
const ISO_DATE = /^(?!0000)\d{4}-\d{2}-\d{2}$/;
// en-CA writes YYYY-MM-DD.
const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in the business's time zone, YYYY-MM-DD. */
export function businessToday(now: Date = new Date()): string {
  return isoDay.format(now);
}

/** A real calendar date written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A YYYY-MM-DD date `days` later (or earlier, when negative). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A YYYY-MM-DD date `years` later, the same month and day. */
export function addYears(isoDate: string, years: number): string {
  return `${Number(isoDate.slice(0, 4)) + years}${isoDate.slice(4)}`;
}
