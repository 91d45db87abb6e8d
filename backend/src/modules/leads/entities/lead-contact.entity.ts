import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../auth/entities/user.entity';
import { LeadContactKind } from '../leads.enums';
import { DiscoveryCallLead } from './discovery-call-lead.entity';

/**
 * One contact staff made with a lead (issue 27): a call, a text, an e-mail, a meeting. The first
 * one stops the lead's response clock (DiscoveryCallLead.firstResponseAt); each one sets
 * lastContacted. Written only through LeadContacts.
 */
@Entity('lead_contacts')
@Index('IDX_lead_contacts_leadId_contactedAt', ['leadId', 'contactedAt'])
export class LeadContact {
  @PrimaryGeneratedColumn('identity', { primaryKeyConstraintName: 'PK_lead_contacts' })
  id: number;

  @Column({ type: 'integer' })
  leadId: number;

  @ManyToOne(() => DiscoveryCallLead, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'leadId', foreignKeyConstraintName: 'FK_lead_contacts_leadId' })
  lead?: DiscoveryCallLead;

  @Column({ type: 'enum', enum: LeadContactKind, enumName: 'lead_contact_kind' })
  kind: LeadContactKind;

  /** The staff member who made the contact; null once their account is deleted. */
  @Column({ type: 'integer', nullable: true })
  authorId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'authorId', foreignKeyConstraintName: 'FK_lead_contacts_authorId' })
  author?: User | null;

  /** What was said or agreed (bounded by the DTO); for an e-mail from the lead page, its subject. */
  @Column({ type: 'text', nullable: true })
  note: string | null;

  /** An e-mail written from the lead page: its outbox row (the timeline shows whether it went out). */
  @Column({ type: 'integer', nullable: true })
  mailOutboxId: number | null;

  /** When the contact happened (now, for everything logged as it happens). */
  @Column({ type: 'timestamptz' })
  contactedAt: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
