/**
 * The follow-up sequence's settings as the environment writes them (issue 13 "Scheduled
 * follow-ups"): delays, send window and cron expression, parsed at start-up by app-config.ts so a
 * bad value stops the server with one line. The schedule itself is modules/follow-ups.
 */
import { validateCronExpression } from 'cron';

export const DEFAULT_FOLLOW_UPS_CRON = '*/15 * * * *';
export const DEFAULT_FOLLOW_UPS_DELAYS = '2d,5d,10d';
/** spec §9's visible office hours, Missouri time. */
export const DEFAULT_FOLLOW_UPS_SEND_WINDOW = 'Mon-Fri 09:00-15:00';
/** The most steps a sequence has (the copy has three e-mails). */
export const MAX_FOLLOW_UP_STEPS = 3;
const UNIT_SECONDS = { m: 60, h: 3600, d: 86_400 } as const;
/** Longer than any sensible sequence; keeps the seconds well inside a PostgreSQL integer. */
const MAX_DELAY_SECONDS = 365 * 86_400;

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
  return parseFiveFieldCron('FOLLOW_UPS_CRON', raw, DEFAULT_FOLLOW_UPS_CRON);
}

/** When the next-step reminder job looks for tasks that fell due (issue 27): every minute, so a reminder is at most a minute late. */
export const DEFAULT_LEAD_TASK_REMINDERS_CRON = '* * * * *';

/** LEAD_TASK_REMINDERS_CRON: five fields, like FOLLOW_UPS_CRON. */
export function parseLeadTaskRemindersCron(raw: string): string {
  return parseFiveFieldCron('LEAD_TASK_REMINDERS_CRON', raw, DEFAULT_LEAD_TASK_REMINDERS_CRON);
}

/** When the lead-score job recomputes every lead's score (issue 28): hourly is plenty for a 30-day half-life. */
export const DEFAULT_LEAD_SCORES_CRON = '17 * * * *';

/** LEAD_SCORES_CRON: five fields, like FOLLOW_UPS_CRON. */
export function parseLeadScoresCron(raw: string): string {
  return parseFiveFieldCron('LEAD_SCORES_CRON', raw, DEFAULT_LEAD_SCORES_CRON);
}

/** When the job releasing unpaid Stripe reservations runs (issue 29): every 15 minutes, so a hold ends at most 15 minutes late. */
export const DEFAULT_DEPOSIT_HOLDS_CRON = '*/15 * * * *';

/** DEPOSIT_HOLDS_CRON: five fields, like FOLLOW_UPS_CRON. */
export function parseDepositHoldsCron(raw: string): string {
  return parseFiveFieldCron('DEPOSIT_HOLDS_CRON', raw, DEFAULT_DEPOSIT_HOLDS_CRON);
}

function parseFiveFieldCron(name: string, raw: string, example: string): string {
  const fields = raw.trim().split(/\s+/);
  if (fields.length !== 5 || !validateCronExpression(fields.join(' ')).valid) {
    throw new FollowUpConfigError(
      `${name} must be a cron expression of five fields (minute hour day-of-month month day-of-week; at most every minute), e.g. "${example}", got "${raw}"`,
    );
  }
  return fields.join(' ');
}

/** Day names as FOLLOW_UPS_SEND_WINDOW writes them, Sunday first (Date#getUTCDay's numbering). */
export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

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
  if (/^always$/i.test(raw.trim())) return null;
  return parseDaysAndHours(
    raw,
    `FOLLOW_UPS_SEND_WINDOW must be "always" or days and hours in Missouri time like "${DEFAULT_FOLLOW_UPS_SEND_WINDOW}" (days Sun-Sat, ranges or comma lists; 24-hour HH:MM, start before end), got "${raw}"`,
  );
}

/** Days and hours like "Mon-Fri 09:00-15:00" (days Sun-Sat, ranges or comma lists; 24-hour HH:MM, start before end); `problem` is the error's sentence. */
export function parseDaysAndHours(raw: string, problem: string): SendWindow {
  const text = raw.trim().replace(/\s+/g, ' ');
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
