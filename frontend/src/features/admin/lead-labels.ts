/** The office's words for a lead's values (the API sends the machine values). */
import { DuplicateReason, LeadFollowUpState, LeadStatus, MailStatus } from "@/api/generated/model";
import type { Tone } from "../../components/staff/office-labels";

export const LEAD_STATUS_LABEL: Readonly<Record<LeadStatus, string>> = {
  [LeadStatus.pending]: "Pending",
  [LeadStatus.contacted]: "Contacted",
  [LeadStatus.scheduled]: "Call scheduled",
  [LeadStatus.qualified]: "Qualified",
  [LeadStatus.won]: "Won",
  [LeadStatus.lost]: "Lost",
};

export const FOLLOW_UP_STATE_LABEL: Readonly<Record<LeadFollowUpState, string>> = {
  [LeadFollowUpState.active]: "Active",
  [LeadFollowUpState.paused]: "Paused",
  [LeadFollowUpState.stopped]: "Stopped",
  [LeadFollowUpState.finished]: "All sent",
};

export const MAIL_STATUS_LABEL: Readonly<Record<MailStatus, string>> = {
  [MailStatus.pending]: "Queued",
  [MailStatus.sent]: "Delivered",
  [MailStatus.failed]: "Not delivered",
};

/** Why the follow-ups job ended a sequence (its stop reasons); an unknown word is shown as it came. */
const STOPPED_REASON_TEXT: Readonly<Record<string, string>> = {
  "call-booked": "the lead booked a discovery call",
  "status-changed": "the lead's status moved past contacted",
  deposit: "the lead sent a request to reserve",
  "quote-request": "the lead sent a quote request",
  unsubscribed: "the lead unsubscribed",
  late: "an e-mail fell due too long ago to send",
  replied: "the lead replied by e-mail",
};

export function stoppedReasonText(reason: string): string {
  return STOPPED_REASON_TEXT[reason] ?? reason;
}

export function leadName(lead: { firstName: string; lastName: string | null }): string {
  return [lead.firstName, lead.lastName].filter(Boolean).join(" ");
}

/** A lead's status as a pill (office-parts.tsx `Pill`), the one way the office sees a status. */
export const LEAD_STATUS_TONE: Readonly<Record<LeadStatus, Tone>> = {
  [LeadStatus.pending]: "warn",
  [LeadStatus.contacted]: "info",
  [LeadStatus.scheduled]: "info",
  [LeadStatus.qualified]: "info",
  [LeadStatus.won]: "good",
  [LeadStatus.lost]: "neutral",
};

/** Why two leads may be one person (listDuplicateLeads, a lead's possibleDuplicates). */
export const DUPLICATE_REASON_LABEL: Readonly<Record<DuplicateReason, string>> = {
  [DuplicateReason.same_email]: "Same e-mail address",
  [DuplicateReason.same_phone]: "Same phone number",
  [DuplicateReason.similar_name]: "Similar name",
};
