import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { MailKind, MailStatus } from '../mail.enums';

/** An attachment as the outbox keeps it until delivery (MailService.enqueue bounds the size). */
export interface StoredMailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/**
 * `mail_outbox` (ARCHITECTURE: data that must never be lost): an e-mail written in the same
 * transaction as the lead that triggers it, delivered later by a job with retries and back-off.
 */
@Entity('mail_outbox')
// Serves the delivery job's claim: WHERE status = 'pending' AND "nextAttemptAt" <= now()
// ORDER BY "nextAttemptAt" FOR UPDATE SKIP LOCKED.
@Index('IDX_mail_outbox_status_nextAttemptAt', ['status', 'nextAttemptAt'])
@Index('IDX_mail_outbox_createdAt', ['createdAt'])
// The retention job: WHERE status = 'sent' AND "sentAt" < cutoff.
@Index('IDX_mail_outbox_status_sentAt', ['status', 'sentAt'])
// The admin's list of failed mail: WHERE status = 'failed' ORDER BY "failedAt" DESC.
@Index('IDX_mail_outbox_status_failedAt', ['status', 'failedAt'])
export class MailOutbox {
  @PrimaryGeneratedColumn('identity')
  id: number;

  /** One address or a comma-separated list, as nodemailer takes it. */
  @Column({ type: 'text' })
  to: string;

  @Column({ type: 'text' })
  subject: string;

  /** Who the message is for; decides how many attempts delivery makes. */
  @Column({ type: 'enum', enum: MailKind, enumName: 'mail_kind' })
  kind: MailKind;

  /**
   * The body holds a secret (a password-reset link, any token): text and html are blanked in the
   * statement that marks the message sent, or failed for good, so it never stays in the outbox.
   */
  @Column({ type: 'boolean', default: false })
  carriesSecret: boolean;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'text', nullable: true })
  html: string | null;

  @Column({ type: 'varchar', length: 320, nullable: true })
  replyTo: string | null;

  /** Extra header lines (e.g. List-Unsubscribe), passed to nodemailer as they are. */
  @Column({ type: 'jsonb', nullable: true })
  headers: Record<string, string> | null;

  /** Files sent with the message (content in base64), passed to nodemailer; null when none. */
  @Column({ type: 'jsonb', nullable: true })
  attachments: StoredMailAttachment[] | null;

  @Column({ type: 'enum', enum: MailStatus, enumName: 'mail_status', default: MailStatus.Pending })
  status: MailStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt: Date;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  /** When delivery gave up (status failed); cleared when an admin re-sends the message. */
  @Column({ type: 'timestamptz', nullable: true })
  failedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
