/** State of a mail_outbox row for the delivery job; PostgreSQL enum `mail_status`. */
export enum MailStatus {
  Pending = 'pending',
  Sent = 'sent',
  Failed = 'failed',
}
