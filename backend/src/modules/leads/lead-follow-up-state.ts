import { LeadFollowUpState, LeadStatus } from './leads.enums';

/**
 * The follow-up state of a lead from its own columns (issue 13's `followUps` filter). The
 * follow-ups job (modules/follow-ups) writes `followUpsStoppedReason` when it ends a sequence, and
 * FOLLOW_UPS_FINISHED_REASON when the last step went out. Some stops it only notices when it next
 * sends (spec: "checked when sending"); the ones the lead's columns already show (a booked call, a
 * status past contacted) count as stopped here at once. Deposits and quote requests from the lead's
 * e-mail count once the job has recorded them.
 */
export const FOLLOW_UPS_FINISHED_REASON = 'finished';

/** Statuses in which follow-ups still go out (issue 13: a status out of pending and contacted stops them). */
export const FOLLOW_UP_STATUSES: readonly LeadStatus[] = [LeadStatus.Pending, LeadStatus.Contacted];

export interface FollowUpColumns {
  status: LeadStatus;
  calendarScheduled: boolean;
  followUpsPaused: boolean;
  followUpsStoppedReason: string | null;
}

/** Why follow-ups stopped, in words, or null while they have not. */
export function followUpStopReason(lead: FollowUpColumns): string | null {
  if (lead.followUpsStoppedReason === FOLLOW_UPS_FINISHED_REASON) return null;
  if (lead.followUpsStoppedReason) return lead.followUpsStoppedReason;
  if (lead.calendarScheduled) return 'A discovery call is booked.';
  if (!FOLLOW_UP_STATUSES.includes(lead.status)) return `The lead is ${lead.status}.`;
  return null;
}

/** Finished before stopped before paused: the first that holds. */
export function leadFollowUpState(lead: FollowUpColumns): LeadFollowUpState {
  if (lead.followUpsStoppedReason === FOLLOW_UPS_FINISHED_REASON) return LeadFollowUpState.Finished;
  if (followUpStopReason(lead) !== null) return LeadFollowUpState.Stopped;
  if (lead.followUpsPaused) return LeadFollowUpState.Paused;
  return LeadFollowUpState.Active;
}

/**
 * The same rule as a SQL condition on the lead table aliased `lead`; `param` adds a value to the
 * query's parameters and answers its placeholder (only values the condition uses are added).
 */
export function followUpStateSql(state: LeadFollowUpState, param: (value: unknown) => string): string {
  const finished = () => `lead."followUpsStoppedReason" IS NOT DISTINCT FROM ${param(FOLLOW_UPS_FINISHED_REASON)}::text`;
  // Finished or stopped: a reason recorded, a booked call, or a status past contacted.
  const ended = () => `(lead."followUpsStoppedReason" IS NOT NULL OR lead."calendarScheduled" OR NOT (lead.status::text = ANY(${param(FOLLOW_UP_STATUSES)}::text[])))`;
  switch (state) {
    case LeadFollowUpState.Finished:
      return finished();
    case LeadFollowUpState.Stopped:
      return `(NOT ${finished()} AND ${ended()})`;
    case LeadFollowUpState.Paused:
      return `(NOT ${ended()} AND lead."followUpsPaused")`;
    case LeadFollowUpState.Active:
      return `(NOT ${ended()} AND NOT lead."followUpsPaused")`;
  }
}
