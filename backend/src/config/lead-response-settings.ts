/**
 * The response clock's settings (issue 27): the office's working window (the clock runs only
 * inside it) and the two limits, parsed at start-up by app-config.ts so a bad value stops the
 * server with one line. The clock itself is modules/leads/lead-response-clock.ts.
 */
import type { OfficeWindow } from '../shared/business-calendar';
import { parseDaysAndHours } from './follow-up-settings';

/** spec §9's visible office hours, Missouri time. */
export const DEFAULT_LEAD_OFFICE_HOURS = 'Mon-Fri 09:00-15:00';
export const DEFAULT_LEAD_RESPONSE_MINUTES = 5;
export const DEFAULT_LEAD_ESCALATION_MINUTES = 30;
/** Every minute: a notice is at most a minute late. */
export const LEAD_RESPONSE_CRON = '* * * * *';

/** LEAD_OFFICE_HOURS: the window the response clock counts in, e.g. "Mon-Fri 09:00-15:00" or "Mon-Sat 08:00-17:30". */
export function parseOfficeWindow(raw: string): OfficeWindow {
  const window = parseDaysAndHours(
    raw,
    `LEAD_OFFICE_HOURS must be days and hours in Missouri time like "${DEFAULT_LEAD_OFFICE_HOURS}" (days Sun-Sat, ranges or comma lists; 24-hour HH:MM, start before end), got "${raw}"`,
  );
  return { days: [...window.days].sort(), openMinute: window.startMinute, closeMinute: window.endMinute };
}

/** The start-up error when the escalation would come before (or with) the owner's notice; null when the limits are in order. */
export function escalationProblem(responseMinutes: number, escalationMinutes: number): string | null {
  return escalationMinutes > responseMinutes
    ? null
    : `LEAD_ESCALATION_MINUTES (${escalationMinutes}) must be more than LEAD_RESPONSE_MINUTES (${responseMinutes}): the manager hears of a lead only after its owner did.`;
}
