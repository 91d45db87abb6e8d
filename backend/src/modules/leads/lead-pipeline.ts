import { ConflictException } from '@nestjs/common';
import { LEAD_STATUS_LABELS, LeadStatus } from './leads.enums';

/**
 * The lead pipeline (issue 13): the one place that says which status a lead may move to from
 * each status. The admin API refuses every other move with 409 and LEAD_MOVE_REFUSED's sentence.
 */
export const LEAD_TRANSITIONS: Readonly<Record<LeadStatus, readonly LeadStatus[]>> = {
  [LeadStatus.Pending]: [LeadStatus.Contacted, LeadStatus.Scheduled, LeadStatus.Lost],
  [LeadStatus.Contacted]: [LeadStatus.Scheduled, LeadStatus.Qualified, LeadStatus.Lost],
  [LeadStatus.Scheduled]: [LeadStatus.Contacted, LeadStatus.Qualified, LeadStatus.Lost],
  [LeadStatus.Qualified]: [LeadStatus.Won, LeadStatus.Lost],
  [LeadStatus.Won]: [LeadStatus.Qualified],
  [LeadStatus.Lost]: [LeadStatus.Contacted],
};

/** A booked call moves a lead in these statuses to scheduled (issue 13: "Mark call booked"). */
export const STATUSES_A_BOOKED_CALL_SCHEDULES: readonly LeadStatus[] = [LeadStatus.Pending, LeadStatus.Contacted];

export function leadMoveRefusedMessage(from: LeadStatus, to: LeadStatus): string {
  return `A lead cannot move from ${LEAD_STATUS_LABELS[from]} to ${LEAD_STATUS_LABELS[to]}.`;
}

/** The statuses a lead in `from` may move to (getLead's `allowedStatuses`). */
export function allowedLeadStatuses(from: LeadStatus): LeadStatus[] {
  return [...LEAD_TRANSITIONS[from]];
}

export function canMoveLead(from: LeadStatus, to: LeadStatus): boolean {
  return LEAD_TRANSITIONS[from].includes(to);
}

/** Throws 409 unless the pipeline allows the move. */
export function assertLeadMove(from: LeadStatus, to: LeadStatus): void {
  if (!canMoveLead(from, to)) throw new ConflictException(leadMoveRefusedMessage(from, to));
}
