/**
 * Calendar dates as the business reads them: "today" is Missouri's today (the server judges a
 * deposit's start date the same way, backend deposits/dto/deposit-fields.ts), and dates are
 * written "May 3, 2027".
 */

/** The business's time zone (St. Joseph, Missouri). */
export const BUSINESS_TIME_ZONE = "America/Chicago";

// en-CA writes YYYY-MM-DD.
const isoDay = new Intl.DateTimeFormat("en-CA", { timeZone: BUSINESS_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
const longDay = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", year: "numeric", month: "long", day: "numeric" });

/** Today's date in Missouri, YYYY-MM-DD. */
export function businessToday(now: Date = new Date()): string {
  return isoDay.format(now);
}

/** A YYYY-MM-DD date `days` later (or earlier, when negative). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A YYYY-MM-DD date `years` later, the same month and day (as the server counts "within 5 years"). */
export function addYears(isoDate: string, years: number): string {
  return `${Number(isoDate.slice(0, 4)) + years}${isoDate.slice(4)}`;
}

/** "2027-05-03" → "May 3, 2027" (a calendar date: no time zone can move it). */
export function formatCalendarDate(isoDate: string): string {
  return longDay.format(new Date(`${isoDate}T00:00:00Z`));
}

/** An instant ("2026-11-22T15:04:05.000Z") → the day it was in Missouri, "November 22, 2026". */
export function formatBusinessDate(instant: string): string {
  return formatCalendarDate(businessToday(new Date(instant)));
}
