import { LeadFollowUpState } from './leads.enums';

/**
 * Where a lead's follow-up e-mails stand, from the lead's own columns (listLeads' `followUps`
 * filter, the lead page, the CSV): stopped once the follow-ups job recorded why it ended the
 * sequence (`followUpsStoppedReason`: a booked call, a status past contacted, a deposit, a quote
 * request, an unsubscribe or a late step, which the job checks when it sends); finished once every
 * step was sent; else paused while an admin paused them; else active. The same order as the
 * follow-ups module's own rule.
 */

/**
 * Steps in the sequence: the default FOLLOW_UPS_DELAYS (2d,5d,10d). Once the follow-ups module
 * is merged, the configured number of delays replaces it (AdminLeadsService.followUpStepCount).
 */
export const DEFAULT_FOLLOW_UP_STEP_COUNT = 3;

export interface FollowUpColumns {
  followUpCount: number;
  followUpsPaused: boolean;
  followUpsStoppedReason: string | null;
}

export function leadFollowUpState(lead: FollowUpColumns, stepCount: number): LeadFollowUpState {
  if (lead.followUpsStoppedReason !== null) return LeadFollowUpState.Stopped;
  if (lead.followUpCount >= stepCount) return LeadFollowUpState.Finished;
  if (lead.followUpsPaused) return LeadFollowUpState.Paused;
  return LeadFollowUpState.Active;
}

/**
 * The same rule as a SQL condition on the lead table aliased `lead`; `param` adds a value to the
 * query's parameters and answers its placeholder.
 */
export function followUpStateSql(state: LeadFollowUpState, stepCount: number, param: (value: unknown) => string): string {
  const running = () => `lead."followUpsStoppedReason" IS NULL AND lead."followUpCount" < ${param(stepCount)}::int`;
  switch (state) {
    case LeadFollowUpState.Stopped:
      return `lead."followUpsStoppedReason" IS NOT NULL`;
    case LeadFollowUpState.Finished:
      return `(lead."followUpsStoppedReason" IS NULL AND lead."followUpCount" >= ${param(stepCount)}::int)`;
    case LeadFollowUpState.Paused:
      return `(${running()} AND lead."followUpsPaused")`;
    case LeadFollowUpState.Active:
      return `(${running()} AND NOT lead."followUpsPaused")`;
  }
}
