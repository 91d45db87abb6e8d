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
/** The Monday of the week holding a YYYY-MM-DD date (the reports' weeks run Monday to Sunday). */
export function mondayOf(isoDate: string): string {
  return addDays(isoDate, -((new Date(`${isoDate}T00:00:00Z`).getUTCDay() + 6) % 7));
}

export function addYears(isoDate: string, years: number): string {
  return `${Number(isoDate.slice(0, 4)) + years}${isoDate.slice(4)}`;
}

/** When the office works, in Missouri time: weekdays (0 = Sunday) and minutes after midnight. */
export interface OfficeWindow {
  days: readonly number[];
  openMinute: number;
  closeMinute: number;
}

/** OFFICE_HOURS as a window: Monday to Friday, 9:00 to 15:00 (spec §9's visible hours). */
export const OFFICE_WINDOW: OfficeWindow = { days: [1, 2, 3, 4, 5], openMinute: 9 * 60, closeMinute: 15 * 60 };

const MINUTE_MS = 60_000;
// Made on first use: the pages import this file too, and a module-level formatter would stay in their bundles.
let wallClock: Intl.DateTimeFormat | undefined;

/** The zone's offset from UTC at `instant`, in ms (negative in Missouri). */
function zoneOffsetMs(instant: number): number {
  wallClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const part = Object.fromEntries(wallClock.formatToParts(new Date(instant)).map((p) => [p.type, Number(p.value)]));
  const asUtc = Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant a Missouri wall clock shows `minute` minutes after midnight on `isoDate`. */
function businessInstant(isoDate: string, minute: number): number {
  const guess = Date.parse(`${isoDate}T00:00:00Z`) + minute * MINUTE_MS;
  const first = guess - zoneOffsetMs(guess);
  // Once more, in case the first guess fell on the other side of a daylight-saving change.
  return guess - zoneOffsetMs(first);
}

/** The office's open spans from the day `from` falls on, one per working day, for at most `maxDays` days. */
function* officeSpans(from: Date, window: OfficeWindow, maxDays: number): Generator<[number, number]> {
  let day = businessToday(from);
  for (let i = 0; i < maxDays; i++, day = addDays(day, 1)) {
    if (!window.days.includes(new Date(`${day}T00:00:00Z`).getUTCDay())) continue;
    yield [businessInstant(day, window.openMinute), businessInstant(day, window.closeMinute)];
  }
}

/**
 * The moment `minutes` of office time after `start` have passed: the clock runs only inside the
 * window, so a lead at 8 pm on a Friday with 5 minutes is due at 9:05 on Monday.
 */
export function addBusinessMinutes(start: Date, minutes: number, window: OfficeWindow = OFFICE_WINDOW): Date {
  let remaining = minutes * MINUTE_MS;
  for (const [open, close] of officeSpans(start, window, 3700)) {
    const from = Math.max(start.getTime(), open);
    if (from >= close) continue;
    if (remaining <= close - from) return new Date(from + remaining);
    remaining -= close - from;
  }
  throw new Error('The office window has no working day');
}

/** Office minutes between two moments (0 when `end` is not after `start`). */
export function businessMinutesBetween(start: Date, end: Date, window: OfficeWindow = OFFICE_WINDOW): number {
  let total = 0;
  for (const [open, close] of officeSpans(start, window, 3700)) {
    if (open >= end.getTime()) break;
    total += Math.max(0, Math.min(close, end.getTime()) - Math.max(open, start.getTime()));
  }
  return total / MINUTE_MS;
}
