import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { DiscoveryCallLead } from './discovery-call-lead.entity';

/** An attachment of a reply: listed, not stored. */
export interface LeadReplyAttachment {
  name: string;
  size: number;
}

/**
 * A lead's e-mail reply to its reply address (issue 27), accepted by modules/inbound-mail and
 * filed by LeadReplies: plain text with the quoted history stripped, shown on the lead's timeline
 * as text (never HTML). One per lead and Message-ID, so a provider posting twice files it once.
 */
@Entity('lead_replies')
@Index('IDX_lead_replies_leadId_receivedAt', ['leadId', 'receivedAt'])
@Index('UQ_lead_replies_leadId_messageId', ['leadId', 'messageId'], { unique: true })
export class LeadReply {
  @PrimaryGeneratedColumn('identity', { primaryKeyConstraintName: 'PK_lead_replies' })
  id: number;

  @Column({ type: 'integer' })
  leadId: number;

  @ManyToOne(() => DiscoveryCallLead, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'leadId', foreignKeyConstraintName: 'FK_lead_replies_leadId' })
  lead?: DiscoveryCallLead;

  /** The sender's address (it matched the lead's reply address). */
  @Column({ type: 'varchar', length: 320 })
  fromAddress: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  fromName: string | null;

  @Column({ type: 'varchar', length: 300 })
  subject: string;

  @Column({ type: 'text' })
  text: string;

  /** Names and sizes in bytes. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  attachments: LeadReplyAttachment[];

  @Column({ type: 'varchar', length: 300, nullable: true })
  messageId: string | null;

  /** This reply ended the follow-up sequence (the timeline says so). */
  @Column({ type: 'boolean', default: false })
  stoppedFollowUps: boolean;

  /** The notice to the lead's owner (mail_outbox). */
  @Column({ type: 'integer', nullable: true })
  ownerNoticeMailId: number | null;

  @Column({ type: 'timestamptz' })
  receivedAt: Date;
}
