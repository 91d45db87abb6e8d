import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { QuoteRequestMessageDirection } from '../contact.enums';
import { ContactMessage } from './contact-message.entity';

/** An attachment of a reply: listed, not stored. */
export interface QuoteRequestMessageAttachment {
  name: string;
  size: number;
}

/**
 * A quote request's thread (issue 27): the office's e-mails written from the request's page (out,
 * with the author and the outbox row) and the customer's replies to the request's reply address
 * (in: plain text, quoted history stripped, attachments listed). Shown as text, never HTML. One
 * reply per request and Message-ID, so a provider posting twice files it once.
 */
@Entity('quote_request_messages')
@Index('IDX_quote_request_messages_quoteRequestId_createdAt', ['quoteRequestId', 'createdAt'])
@Index('UQ_quote_request_messages_quoteRequestId_messageId', ['quoteRequestId', 'messageId'], { unique: true })
export class QuoteRequestMessage {
  @PrimaryGeneratedColumn('identity', { primaryKeyConstraintName: 'PK_quote_request_messages' })
  id: number;

  @Column({ type: 'integer' })
  quoteRequestId: number;

  @ManyToOne(() => ContactMessage, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'quoteRequestId', foreignKeyConstraintName: 'FK_quote_request_messages_quoteRequestId' })
  quoteRequest?: Relation<ContactMessage>;

  @Column({ type: 'enum', enum: QuoteRequestMessageDirection, enumName: 'quote_request_message_direction' })
  direction: QuoteRequestMessageDirection;

  /** Out: the staff user who wrote it (kept as a number: users belong to another module). */
  @Column({ type: 'integer', nullable: true })
  authorId: number | null;

  /** Out: the author's name as signed; in: the sender's display name. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  authorName: string | null;

  /** In: the sender's address (it matched the request's e-mail). */
  @Column({ type: 'varchar', length: 320, nullable: true })
  fromAddress: string | null;

  @Column({ type: 'varchar', length: 300 })
  subject: string;

  @Column({ type: 'text' })
  text: string;

  /** In: names and sizes in bytes. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  attachments: QuoteRequestMessageAttachment[];

  /** Out: the e-mail in mail_outbox. */
  @Column({ type: 'integer', nullable: true })
  mailOutboxId: number | null;

  /** In: the Message-ID header. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  messageId: string | null;

  /** In: the notice to the office (mail_outbox). */
  @Column({ type: 'integer', nullable: true })
  noticeMailId: number | null;

  /** When it was written (out) or received (in). */
  @Column({ type: 'timestamptz' })
  createdAt: Date;
}
