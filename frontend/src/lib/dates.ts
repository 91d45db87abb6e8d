/**
 * Calendar dates as the business reads them: "today" is Missouri's today (the server judges a
 * deposit's start date with the same code, backend shared/business-calendar.ts), and dates are
 * written "May 3, 2027".
 */

// The business's calendar ("today" in Missouri, date arithmetic) is the API's own.
import { businessToday } from "../../../backend/src/shared/business-calendar";

export { addDays, addYears, businessToday } from "../../../backend/src/shared/business-calendar";

const longDay = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", year: "numeric", month: "long", day: "numeric" });

/** "2027-05-03" → "May 3, 2027" (a calendar date: no time zone can move it). */
export function formatCalendarDate(isoDate: string): string {
  return longDay.format(new Date(`${isoDate}T00:00:00Z`));
}

const shortDay = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric" });

/** "2027-05-03" → "May 3" (chart labels, where the year is plain from the context). */
export function formatShortCalendarDate(isoDate: string): string {
  return shortDay.format(new Date(`${isoDate}T00:00:00Z`));
}

/** An instant ("2026-11-22T15:04:05.000Z") → the day it was in Missouri, "November 22, 2026". */
export function formatBusinessDate(instant: string): string {
  return formatCalendarDate(businessToday(new Date(instant)));
}

const businessMoment = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/Chicago",
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** An instant → when it was in Missouri, "Nov 22, 2026, 9:04 AM" (staff lists and timelines). */
export function formatBusinessDateTime(instant: string): string {
  return businessMoment.format(new Date(instant));
}
