/** State of a mail_outbox row for the delivery job; PostgreSQL enum `mail_status`. */
export enum MailStatus {
  Pending = 'pending',
  Sent = 'sent',
  Failed = 'failed',
}

/**
 * Who a message is for, which decides how long delivery keeps trying (mail-delivery.job.ts);
 * PostgreSQL enum `mail_kind`.
 */
export enum MailKind {
  /** To the business address: a new lead, a contact message, a deposit. A lost one is a lost sale. */
  BusinessNotice = 'business_notice',
  /** To the person who filled in a form: confirmations, the quiz results, a deposit's receipt. */
  VisitorConfirmation = 'visitor_confirmation',
  /** To an account holder about their account: password reset, password changed. */
  AccountMail = 'account_mail',
}
