/**
 * The words of a lead's timeline (issue 25, item 13: one entry per event, in words, never a raw
 * value such as "pending to contacted"). Lead statuses read as LEAD_STATUS_LABELS; the other
 * records' values as the back office shows them elsewhere.
 */
import { RoutingReason } from '../sales-team/lead-routing-rules';
import { QuoteRequestStatus } from '../contact/contact.enums';
import { DepositStatus } from '../deposits/deposits.enums';
import { FollowUpSkipReason } from '../follow-ups/follow-up-schedule';
import { MailStatus } from '../../mail/mail.enums';
import { LEAD_STATUS_LABELS, LeadEventType, LeadStatus } from '../leads/leads.enums';
import { REPLIED_REASON } from '../leads/lead-follow-up-state';

export const QUOTE_REQUEST_STATUS_WORDS: Readonly<Record<QuoteRequestStatus, string>> = {
  [QuoteRequestStatus.New]: 'New',
  [QuoteRequestStatus.Replied]: 'Replied',
  [QuoteRequestStatus.Closed]: 'Closed',
};

export const DEPOSIT_STATUS_WORDS: Readonly<Record<DepositStatus, string>> = {
  [DepositStatus.Pending]: 'Pending',
  [DepositStatus.Invoiced]: 'Invoiced',
  [DepositStatus.Processing]: 'Payment clearing',
  [DepositStatus.Paid]: 'Paid',
  [DepositStatus.Failed]: 'Payment failed',
  [DepositStatus.Expired]: 'Released (unpaid)',
  [DepositStatus.Refunded]: 'Refunded',
  [DepositStatus.Cancelled]: 'Cancelled',
};

/** Why the follow-ups job ended a sequence, finishing "Follow-ups stopped before e-mail 2: …". */
export const STOP_REASON_WORDS: Readonly<Record<string, string>> = {
  [FollowUpSkipReason.CallBooked]: 'the lead booked a discovery call',
  [FollowUpSkipReason.StatusChanged]: "the lead's status moved past Contacted",
  [FollowUpSkipReason.Deposit]: 'the lead placed a deposit',
  [FollowUpSkipReason.QuoteRequest]: 'the lead sent a quote request',
  [FollowUpSkipReason.Unsubscribed]: 'the lead unsubscribed',
  [FollowUpSkipReason.Late]: 'the e-mail fell due too long ago to send',
  [REPLIED_REASON]: 'the lead replied by e-mail',
};

/** The timeline's entry for a reply that ended the sequence (no step was due: it stopped between steps). */
export const REPLY_STOPPED_FOLLOW_UPS = `Follow-ups stopped: ${STOP_REASON_WORDS[REPLIED_REASON]}`;

export const MAIL_SUMMARIES: Readonly<Record<MailStatus, string>> = {
  [MailStatus.Pending]: 'E-mail queued',
  [MailStatus.Sent]: 'E-mail sent',
  [MailStatus.Failed]: 'E-mail could not be delivered',
};

/** 'September 30, 2026' for '2026-09-30'. */
export function calendarDateInWords(date: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(`${date}T12:00:00Z`));
}

const missouriWords = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Chicago',
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Tuesday, April 7, 2026 at 9:00 AM Missouri time' (a booked call's start; the office works in Missouri time). */
export function missouriDateTimeInWords(at: Date): string {
  return `${missouriWords.format(at)} Missouri time`;
}

/** 'Status changed from Pending to Call scheduled'. */
export function statusChangeInWords(from: LeadStatus | null, to: LeadStatus | null): string {
  const words = (status: LeadStatus | null) => (status ? LEAD_STATUS_LABELS[status] : 'no status');
  return `Status changed from ${words(from)} to ${words(to)}`;
}

type ShownEventType = Exclude<LeadEventType, LeadEventType.NotesChanged>;

/** The lead events the timeline shows (notes_changed rows predate lead_notes and are not shown). */
export const SHOWN_EVENT_TYPES: readonly ShownEventType[] = Object.values(LeadEventType).filter(
  (type): type is ShownEventType => type !== LeadEventType.NotesChanged,
);

/** How the timeline says why a lead went to its first owner (sales-team's RoutingReason). */
const ROUTING_REASON_WORDS: Readonly<Record<RoutingReason, string>> = {
  [RoutingReason.RoundRobin]: 'next in the round robin',
  [RoutingReason.Territory]: "next in the round robin of the lead's county",
  [RoutingReason.DefaultOwner]: 'the default owner: no rep was available',
  [RoutingReason.FirstAdmin]: 'no rep was available and no default owner is set',
};

/** A lead event as the timeline reads it, with the owners' names (owner events). */
export interface TimelineEvent {
  fromStatus: LeadStatus | null;
  toStatus: LeadStatus | null;
  note: string | null;
  fromOwnerName?: string | null;
  toOwnerName?: string | null;
}

const ownerName = (name: string | null | undefined) => name || 'a deleted account';

export const EVENT_SUMMARIES: Readonly<Record<ShownEventType, (event: TimelineEvent) => string>> = {
  [LeadEventType.StatusChanged]: (event) => statusChangeInWords(event.fromStatus, event.toStatus),
  [LeadEventType.ExpectedCloseDateChanged]: (event) =>
    event.note ? `Expected close date set to ${calendarDateInWords(event.note)}` : 'Expected close date cleared',
  [LeadEventType.CallBooked]: () => 'Discovery call marked booked',
  [LeadEventType.CallUnbooked]: () => 'Discovery call marked not booked',
  [LeadEventType.FollowUpsPaused]: () => 'Follow-up e-mails paused',
  [LeadEventType.FollowUpsResumed]: () => 'Follow-up e-mails resumed',
  [LeadEventType.OwnerAssigned]: (event) =>
    `Assigned to ${ownerName(event.toOwnerName)} (${ROUTING_REASON_WORDS[event.note as RoutingReason] ?? event.note ?? 'no reason recorded'})`,
  [LeadEventType.OwnerChanged]: (event) =>
    `Reassigned from ${event.fromOwnerName === undefined || event.fromOwnerName === null ? 'nobody' : ownerName(event.fromOwnerName)} to ${ownerName(event.toOwnerName)}`,
  // The merge wrote its sentence (which lead, and the partner decision) as the note.
  [LeadEventType.LeadMerged]: (event) => event.note ?? 'Another lead of this person was merged into this one',
  [LeadEventType.MergedInto]: (event) => event.note ?? 'Merged into another lead of this person',
};

/** A follow-up step of lead_follow_ups in words (its e-mail's delivery state is the entry's mailStatus). */
export function followUpSummary(step: number, outcome: 'sent' | 'stopped', stoppedReason: string | null): string {
  if (outcome === 'stopped')
    return `Follow-ups stopped before e-mail ${step}: ${stoppedReason ? (STOP_REASON_WORDS[stoppedReason] ?? stoppedReason) : 'no reason recorded'}`;
  return `Follow-up e-mail ${step} sent`;
}
