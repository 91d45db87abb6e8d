/**
 * Stale leads (issue 27): a lead in an open stage with nothing logged for longer than that stage's
 * limit (LEAD_STALE_DAYS). "Nothing logged" is written once, here, as SQL over the lead aliased
 * `lead`: the list's filter, its badge and the board all use these expressions.
 */
import type { StaleDayLimits } from '../../config/lead-desk-settings';
import { STALE_STAGES } from '../../config/lead-desk-settings';
import type { LeadStatus } from '../leads/leads.enums';

// config/ cannot import LeadStatus: this line fails to compile if a stage there is not a status.
const STAGES_ARE_STATUSES: readonly `${LeadStatus}`[] = STALE_STAGES;
void STAGES_ARE_STATUSES;

/**
 * When anything was last logged on the lead: the newest of its creation, its last staff contact
 * (lead_contacts, and lastContacted, which older contacts set), its last lead event (status move,
 * booked call, paused follow-ups…) and its last note. Automatic follow-up e-mails do not count.
 */
export const LAST_ACTIVITY_SQL = `GREATEST(lead."createdAt", lead."lastContacted",
  (SELECT max(c."contactedAt") FROM lead_contacts c WHERE c."leadId" = lead.id),
  (SELECT max(e."createdAt") FROM lead_events e WHERE e."leadId" = lead.id),
  (SELECT max(n."createdAt") FROM lead_notes n WHERE n."leadId" = lead.id))`;

/** Whole days since LAST_ACTIVITY_SQL (a lead idle 7 days 23 hours is 7 days idle). */
export const IDLE_DAYS_SQL = `floor(extract(epoch FROM now() - ${LAST_ACTIVITY_SQL}) / 86400)::int`;

/** The lead's stage limit in days; NULL for won and lost. The limits are validated integers, so they are written inline. */
function limitDaysSql(limits: StaleDayLimits): string {
  const cases = STALE_STAGES.map((stage) => `WHEN '${stage}' THEN ${Math.trunc(limits[stage])}`).join(' ');
  return `(CASE lead.status::text ${cases} END)`;
}

/** True when the lead has been idle longer than its stage's limit; false for won and lost. */
export function staleSql(limits: StaleDayLimits): string {
  return `COALESCE(${LAST_ACTIVITY_SQL} < now() - make_interval(days => ${limitDaysSql(limits)}), false)`;
}

/** When the lead entered its current status: its last status change to it, else its creation. */
export const STATUS_SINCE_SQL = `COALESCE((SELECT max(e."createdAt") FROM lead_events e
  WHERE e."leadId" = lead.id AND e.type = 'status_changed' AND e."toStatus" = lead.status), lead."createdAt")`;
