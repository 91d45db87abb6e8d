/**
 * When follow-up e-mails go out (issue 13 "Scheduled follow-ups"), in plain TypeScript: the
 * environment's delays, send window and cron expression are parsed here (app-config.ts calls
 * these, so a bad value stops start-up with one line), and the run and the lead pages judge a
 * lead's next step with the same functions.
 */
import { validateCronExpression } from 'cron';
import { BUSINESS_TIME_ZONE } from '../deposits/deposit-rules';
import { leadFollowUpState } from '../leads/lead-follow-up-state';
import { LeadFollowUpState } from '../leads/leads.enums';

export const DEFAULT_FOLLOW_UPS_CRON = '*/15 * * * *';
export const DEFAULT_FOLLOW_UPS_DELAYS = '2d,5d,10d';
/** spec §9's visible office hours, Missouri time. */
export const DEFAULT_FOLLOW_UPS_SEND_WINDOW = 'Mon-Fri 09:00-15:00';
/** The most steps a sequence has (the copy has three e-mails). */
export const MAX_FOLLOW_UP_STEPS = 3;
/** A step is "late" only past its own delay, and never within a minute of being due (minute delays on staging). */
export const MIN_LATENESS_SECONDS = 60;

const UNIT_SECONDS = { m: 60, h: 3600, d: 86_400 } as const;
/** Longer than any sensible sequence; keeps the seconds well inside a PostgreSQL integer. */
const MAX_DELAY_SECONDS = 365 * 86_400;

/** Why a due step was not sent. The first six end the sequence; `paused` and `outside-window` only wait. */
export enum FollowUpSkipReason {
  CallBooked = 'call-booked',
  StatusChanged = 'status-changed',
  Deposit = 'deposit',
  QuoteRequest = 'quote-request',
  Unsubscribed = 'unsubscribed',
  Late = 'late',
  Paused = 'paused',
  OutsideWindow = 'outside-window',
}

/** The skip reasons that end a lead's sequence for good (stored as the lead's `followUpsStoppedReason`). */
export type FollowUpStopReason = Exclude<FollowUpSkipReason, FollowUpSkipReason.Paused | FollowUpSkipReason.OutsideWindow>;

/** Where a lead's sequence stands (the admin leads list filters on it). */

export class FollowUpConfigError extends Error {}

/** FOLLOW_UPS_DELAYS: one to three ascending durations such as `2d,5d,10d` or `2m,5m,10m`; answers seconds. */
export function parseFollowUpDelays(raw: string): number[] {
  const problem = `FOLLOW_UPS_DELAYS must be one to ${MAX_FOLLOW_UP_STEPS} ascending durations in m, h or d, comma-separated (e.g. "${DEFAULT_FOLLOW_UPS_DELAYS}"), got "${raw}"`;
  const parts = raw.split(',').map((part) => part.trim());
  if (parts.length < 1 || parts.length > MAX_FOLLOW_UP_STEPS) throw new FollowUpConfigError(problem);
  const seconds = parts.map((part) => {
    const match = /^(\d{1,6})([mhd])$/.exec(part);
    const value = match ? Number(match[1]) * UNIT_SECONDS[match[2] as keyof typeof UNIT_SECONDS] : NaN;
    if (!(value > 0 && value <= MAX_DELAY_SECONDS)) throw new FollowUpConfigError(problem);
    return value;
  });
  if (seconds.some((value, i) => i > 0 && value <= seconds[i - 1])) throw new FollowUpConfigError(problem);
  return seconds;
}

/** FOLLOW_UPS_CRON: five fields (minute hour day month weekday), so at most once a minute. */
export function parseFollowUpsCron(raw: string): string {
  const fields = raw.trim().split(/\s+/);
  if (fields.length !== 5 || !validateCronExpression(fields.join(' ')).valid) {
    throw new FollowUpConfigError(
      `FOLLOW_UPS_CRON must be a cron expression of five fields (minute hour day-of-month month day-of-week; at most every minute), e.g. "${DEFAULT_FOLLOW_UPS_CRON}", got "${raw}"`,
    );
  }
  return fields.join(' ');
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** Days of the week (0 = Sunday) and minutes of the day [start, end), Missouri time. */
export interface SendWindow {
  days: ReadonlySet<number>;
  startMinute: number;
  endMinute: number;
  /** As configured, for the answer of a run. */
  label: string;
}

/** FOLLOW_UPS_SEND_WINDOW: `always` (null: no window) or days and hours such as `Mon-Fri 09:00-15:00` or `Mon,Wed,Fri 10:00-12:30`. */
export function parseSendWindow(raw: string): SendWindow | null {
  const text = raw.trim().replace(/\s+/g, ' ');
  if (/^always$/i.test(text)) return null;
  const problem = `FOLLOW_UPS_SEND_WINDOW must be "always" or days and hours in Missouri time like "${DEFAULT_FOLLOW_UPS_SEND_WINDOW}" (days Sun-Sat, ranges or comma lists; 24-hour HH:MM, start before end), got "${raw}"`;
  const match = /^([A-Za-z,-]+) (\d{2}):(\d{2})-(\d{2}):(\d{2})$/.exec(text);
  if (!match) throw new FollowUpConfigError(problem);
  const dayIndex = (name: string): number => {
    const index = WEEKDAYS.findIndex((day) => day.toLowerCase() === name.toLowerCase());
    if (index < 0) throw new FollowUpConfigError(problem);
    return index;
  };
  const days = new Set<number>();
  for (const item of match[1].split(',')) {
    const [first, last, extra] = item.split('-');
    if (extra !== undefined) throw new FollowUpConfigError(problem);
    const from = dayIndex(first);
    const to = last === undefined ? from : dayIndex(last);
    // Fri-Mon wraps over the weekend.
    for (let day = from; ; day = (day + 1) % 7) {
      days.add(day);
      if (day === to) break;
    }
  }
  const [startHour, startMin, endHour, endMin] = match.slice(2).map(Number);
  const startMinute = startHour * 60 + startMin;
  const endMinute = endHour * 60 + endMin;
  if (startHour > 23 || startMin > 59 || endMin > 59 || endMinute > 24 * 60 || startMinute >= endMinute) throw new FollowUpConfigError(problem);
  return { days, startMinute, endMinute, label: text };
}

/** The Missouri calendar day, weekday and minute of the day of an instant. */
function missouriClock(at: Date): { year: number; month: number; day: number; weekday: number; minute: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: BUSINESS_TIME_ZONE,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: WEEKDAYS.indexOf(parts.weekday as (typeof WEEKDAYS)[number]),
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** The instant of a Missouri wall-clock time (never inside a DST gap here: the gap is 02:00-03:00). */
function missouriInstant(year: number, month: number, day: number, minute: number): Date {
  const wall = Date.UTC(year, month - 1, day, 0, minute);
  let guess = wall;
  // Two rounds settle the offset, also across a DST change.
  for (let i = 0; i < 2; i++) {
    const seen = missouriClock(new Date(guess));
    const seenWall = Date.UTC(seen.year, seen.month - 1, seen.day, 0, seen.minute);
    guess += wall - seenWall;
  }
  return new Date(guess);
}

/** The window is open at this instant (always, without a window). */
export function isWindowOpen(window: SendWindow | null, at: Date): boolean {
  if (!window) return true;
  const clock = missouriClock(at);
  return window.days.has(clock.weekday) && clock.minute >= window.startMinute && clock.minute < window.endMinute;
}

/** The next time the window opens after this instant (null without a window). */
export function nextWindowOpening(window: SendWindow | null, at: Date): Date | null {
  if (!window) return null;
  const today = missouriClock(at);
  for (let offset = 0; offset <= 7; offset++) {
    // Noon of the day `offset` days on, so a DST change never moves it to another date.
    const noon = missouriClock(new Date(missouriInstant(today.year, today.month, today.day, 12 * 60).getTime() + offset * 86_400_000));
    if (!window.days.has(noon.weekday)) continue;
    const opening = missouriInstant(noon.year, noon.month, noon.day, window.startMinute);
    if (opening.getTime() > at.getTime()) return opening;
  }
  return null; // unreachable: a window has at least one day
}

/** When step `step` (1-based) of a lead created at `createdAt` is due. */
export function stepDueAt(createdAt: Date, delaysSeconds: readonly number[], step: number): Date {
  return new Date(createdAt.getTime() + delaysSeconds[step - 1] * 1000);
}

/**
 * The step is more than its own delay (at least a minute) past the time it could first be sent:
 * its due time, or the window's next opening when it fell due outside the window (a weekend
 * never makes a step late; a job that did not run for days does). Sending it now would be stale.
 */
export function isStepLate(createdAt: Date, delaysSeconds: readonly number[], step: number, at: Date, window: SendWindow | null): boolean {
  const due = stepDueAt(createdAt, delaysSeconds, step);
  const sendableFrom = isWindowOpen(window, due) ? due : (nextWindowOpening(window, due) ?? due);
  const lateSeconds = (at.getTime() - sendableFrom.getTime()) / 1000;
  return lateSeconds > Math.max(delaysSeconds[step - 1], MIN_LATENESS_SECONDS);
}

/** What the lead pages show of a lead's sequence. */
export interface FollowUpStatus {
  state: LeadFollowUpState;
  /** The next step and when it is due (active and paused sequences). */
  nextStep: number | null;
  nextDueAt: Date | null;
  stoppedReason: FollowUpStopReason | null;
}

/** A lead's sequence as it stands (stop conditions not yet seen by a run show once a run checks them). */
export function followUpStatus(
  lead: { createdAt: Date; followUpCount: number; followUpsPaused: boolean; followUpsStoppedReason: string | null; unsubscribedAt: Date | null },
  delaysSeconds: readonly number[],
): FollowUpStatus {
  const { state, stoppedReason } = leadFollowUpState(lead, delaysSeconds.length);
  if (state === LeadFollowUpState.Stopped) return { state, nextStep: null, nextDueAt: null, stoppedReason: stoppedReason as FollowUpStopReason };
  if (state === LeadFollowUpState.Finished) return { state, nextStep: null, nextDueAt: null, stoppedReason: null };
  const nextStep = lead.followUpCount + 1;
  return {
    state,
    nextStep,
    nextDueAt: stepDueAt(lead.createdAt, delaysSeconds, nextStep),
    stoppedReason: null,
  };
}
