/**
 * The lead desk's settings as the environment writes them (issue 27 "Speed to lead"): the response
 * clock's office window and limits (the clock itself is modules/leads/lead-response-clock.ts) and the
 * stale-lead limits, parsed at start-up by app-config.ts so a bad value stops the server with one
 * line. config/ imports nothing from modules/, so the stages are written here as the database
 * names them; modules/admin-leads/lead-staleness.ts checks at compile time that they are LeadStatus values.
 */
import type { OfficeWindow } from '../shared/business-calendar';
import { parseDaysAndHours } from './follow-up-settings';

/** The stages a lead can sit in too long; won and lost leads are finished and never stale. */
export const STALE_STAGES = ['pending', 'contacted', 'scheduled', 'qualified'] as const;
export type StaleStage = (typeof STALE_STAGES)[number];

/** Days a lead may sit in a stage with nothing logged before it is stale. */
export type StaleDayLimits = Readonly<Record<StaleStage, number>>;

/** A new lead should hear from us today; a qualified one is thinking and gets two weeks. */
export const DEFAULT_LEAD_STALE_DAYS = 'pending:2,contacted:7,scheduled:7,qualified:14';
const MAX_STALE_DAYS = 365;

export class LeadDeskConfigError extends Error {}

/**
 * LEAD_STALE_DAYS: `stage:days` pairs, comma-separated (e.g. "contacted:10,qualified:21"); a stage
 * left out keeps its default, each stage at most once, days a whole number from 1 to 365.
 */
export function parseStaleDays(raw: string): StaleDayLimits {
  const problem = (why: string) =>
    new LeadDeskConfigError(
      `LEAD_STALE_DAYS must be stage:days pairs, comma-separated, with stages among ${STALE_STAGES.join(', ')} and days from 1 to ${MAX_STALE_DAYS} (e.g. "${DEFAULT_LEAD_STALE_DAYS}"); ${why}, got "${raw}"`,
    );
  const limits: Record<StaleStage, number> = Object.fromEntries(
    DEFAULT_LEAD_STALE_DAYS.split(',').map((pair) => [pair.split(':')[0], Number(pair.split(':')[1])]),
  ) as Record<StaleStage, number>;
  const seen = new Set<string>();
  for (const part of raw.split(',').map((item) => item.trim())) {
    if (!part) continue;
    const match = /^([a-z]+)\s*:\s*(\d{1,3})$/i.exec(part);
    if (!match) throw problem(`"${part}" is not stage:days`);
    const stage = match[1].toLowerCase();
    if (!(STALE_STAGES as readonly string[]).includes(stage)) throw problem(`"${match[1]}" is not a stage that can go stale`);
    if (seen.has(stage)) throw problem(`${stage} is given twice`);
    seen.add(stage);
    const days = Number(match[2]);
    if (days < 1 || days > MAX_STALE_DAYS) throw problem(`${stage} has ${days} days`);
    limits[stage as StaleStage] = days;
  }
  return limits;
}

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
