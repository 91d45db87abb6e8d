/**
 * The kinds of conversation a reply address belongs to (issue 27). Each kind's module registers a
 * handler (InboundThreads.register) that files an accepted reply on its record. Stored as text,
 * not a PostgreSQL enum, so a module adds its kind without a migration of this module's tables.
 */
export enum InboundThreadKind {
  Lead = 'lead',
  /** A quote request (contact): the office's e-mails from the request's page. */
  QuoteRequest = 'quote_request',
  /** A homeowner's request to a contractor (contractors): the site's e-mails to the homeowner about it. */
  ContractorInquiry = 'contractor_inquiry',
}

/** Why an inbound message was put on no timeline; PostgreSQL enum `inbound_rejection_reason`. */
export enum InboundRejectionReason {
  /** Not addressed to a reply address the site issued. */
  UnknownToken = 'unknown_token',
  /** From someone other than the person the reply address was issued to. */
  SenderMismatch = 'sender_mismatch',
  /** Over INBOUND_MAX_BYTES. */
  TooLarge = 'too_large',
  /** A bounce, delivery report or automatic reply (out of office). */
  Bounce = 'bounce',
}

export const INBOUND_REJECTION_REASON_LABELS: Readonly<Record<InboundRejectionReason, string>> = {
  [InboundRejectionReason.UnknownToken]: 'Unknown reply address',
  [InboundRejectionReason.SenderMismatch]: 'Sender is not the customer',
  [InboundRejectionReason.TooLarge]: 'Larger than 5 MB',
  [InboundRejectionReason.Bounce]: 'Bounce or automatic reply',
};
