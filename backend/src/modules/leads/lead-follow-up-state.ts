import { LeadFollowUpState } from './leads.enums';

/** The reason recorded for a lead that unsubscribed (the follow-ups job writes the same word). */
export const UNSUBSCRIBED_REASON = 'unsubscribed';
/** The reason recorded when the lead answered an e-mail (issue 27: a reply stops the sequence). */
export const REPLIED_REASON = 'replied';

export interface FollowUpColumns {
  followUpCount: number;
  followUpsPaused: boolean;
  followUpsStoppedReason: string | null;
  unsubscribedAt: Date | null;
}

/**
 * Where a lead's follow-up e-mails stand, from the lead's own columns: the one rule behind
 * listLeads' `followUps` filter, the lead page, the CSV and the follow-ups module's status.
 * Stopped once the follow-ups job recorded why it ended the sequence (a booked call, a status past
 * contacted, a deposit, a quote request, a late step) or the lead unsubscribed; finished once
 * every step was sent; else paused while an admin paused them; else active.
 */
export function leadFollowUpState(lead: FollowUpColumns, stepCount: number): { state: LeadFollowUpState; stoppedReason: string | null } {
  const stoppedReason = lead.followUpsStoppedReason ?? (lead.unsubscribedAt ? UNSUBSCRIBED_REASON : null);
  if (stoppedReason !== null) return { state: LeadFollowUpState.Stopped, stoppedReason };
  if (lead.followUpCount >= stepCount) return { state: LeadFollowUpState.Finished, stoppedReason: null };
  return { state: lead.followUpsPaused ? LeadFollowUpState.Paused : LeadFollowUpState.Active, stoppedReason: null };
}

/**
 * The same rule as a SQL condition on the lead table aliased `lead`; `param` adds a value to the
 * query's parameters and answers its placeholder.
 */
export function followUpStateSql(state: LeadFollowUpState, stepCount: number, param: (value: unknown) => string): string {
  const stopped = `(lead."followUpsStoppedReason" IS NOT NULL OR lead."unsubscribedAt" IS NOT NULL)`;
  const running = () => `NOT ${stopped} AND lead."followUpCount" < ${param(stepCount)}::int`;
  switch (state) {
    case LeadFollowUpState.Stopped:
      return stopped;
    case LeadFollowUpState.Finished:
      return `(NOT ${stopped} AND lead."followUpCount" >= ${param(stepCount)}::int)`;
    case LeadFollowUpState.Paused:
      return `(${running()} AND lead."followUpsPaused")`;
    case LeadFollowUpState.Active:
      return `(${running()} AND NOT lead."followUpsPaused")`;
  }
}
