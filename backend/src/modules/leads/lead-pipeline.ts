import { defineStatusFlow } from '../../common/status-flow';
import { LEAD_STATUS_LABELS, LeadStatus } from './leads.enums';

/**
 * The lead pipeline (issue 13): the one place that says which status a lead may move to from
 * each status. The admin API refuses every other move with 409 and LEAD_MOVE_REFUSED's sentence.
 */
export const leadStatusFlow = defineStatusFlow<LeadStatus>(
  'a lead',
  {
    [LeadStatus.Pending]: [LeadStatus.Contacted, LeadStatus.Scheduled, LeadStatus.Lost],
    [LeadStatus.Contacted]: [LeadStatus.Scheduled, LeadStatus.Qualified, LeadStatus.Lost],
    [LeadStatus.Scheduled]: [LeadStatus.Contacted, LeadStatus.Qualified, LeadStatus.Lost],
    [LeadStatus.Qualified]: [LeadStatus.Won, LeadStatus.Lost],
    [LeadStatus.Won]: [LeadStatus.Qualified],
    [LeadStatus.Lost]: [LeadStatus.Contacted],
  },
  LEAD_STATUS_LABELS,
);

/** A booked call moves a lead in these statuses to scheduled (issue 13: "Mark call booked"). */
export const STATUSES_A_BOOKED_CALL_SCHEDULES: readonly LeadStatus[] = [LeadStatus.Pending, LeadStatus.Contacted];
