/**
 * When follow-up e-mails go out (issue 13 "Scheduled follow-ups"), in plain TypeScript: the run
 * and the lead pages judge a lead's next step with the same functions. The environment's delays,
 * send window and cron expression are parsed in config/follow-up-settings.ts.
 */
import { BUSINESS_TIME_ZONE } from '../../shared/business-calendar';
import { type SendWindow, WEEKDAYS } from '../../config/follow-up-settings';
import { leadFollowUpState } from '../leads/lead-follow-up-state';
import { LeadFollowUpState } from '../leads/leads.enums';

/** A step is "late" only past its own delay, and never within a minute of being due (minute delays on staging). */
export const MIN_LATENESS_SECONDS = 60;

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
