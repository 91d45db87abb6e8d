/** spec §5 contact form subjects (stored as text in contact_messages.subject). */
export enum ContactSubject {
  Design = 'design',
  General = 'general',
  Pricing = 'pricing',
  Other = 'other',
}

/** spec §5: how each subject reads (the e-mails use these; the form shows the same words). */
export const CONTACT_SUBJECT_LABELS: Readonly<Record<ContactSubject, string>> = {
  [ContactSubject.Design]: 'Home Design Inquiry',
  [ContactSubject.General]: 'General Information',
  [ContactSubject.Pricing]: 'Pricing Questions',
  [ContactSubject.Other]: 'Other',
};

/**
 * The subjects that are about buying a home (issue 27): such a message makes its sender a lead of
 * the office's desk, with an owner at once. General questions and "Other" stay messages only.
 */
export const CONTACT_SUBJECTS_THAT_BECOME_LEADS: readonly ContactSubject[] = [ContactSubject.Design, ContactSubject.Pricing];

/** spec §5: the model choice besides the plan names. */
export const CUSTOM_MODEL = 'Custom';

/** Where the office stands with a quote request (a contact_messages row); PostgreSQL enum `quote_request_status`. */
export enum QuoteRequestStatus {
  New = 'new',
  Replied = 'replied',
  Closed = 'closed',
}

/** Sort keys of listQuoteRequests. */
export enum QuoteRequestSort {
  CreatedAt = 'createdAt',
  Name = 'name',
}

/** Which way a message of a quote request's thread went (issue 27); PostgreSQL enum `quote_request_message_direction`. */
export enum QuoteRequestMessageDirection {
  /** The office wrote it from the request's page (sendQuoteRequestEmail). */
  Out = 'out',
  /** The customer's reply to the request's reply address. */
  In = 'in',
}
