import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../auth/entities/user.entity';
import { LeadEventType, LeadStatus } from '../leads.enums';
import { DiscoveryCallLead } from './discovery-call-lead.entity';

/**
 * What happened to a lead besides its submissions and e-mails (issue 13: the lead's timeline):
 * each change made to it (status, notes, expected close, booked call, paused follow-ups).
 * `authorId` is the admin; null for the site itself (e.g. the booking page's webhook).
 */
@Entity('lead_events')
@Index('IDX_lead_events_leadId_createdAt', ['leadId', 'createdAt'])
export class LeadEvent {
  @PrimaryGeneratedColumn('identity', { primaryKeyConstraintName: 'PK_lead_events' })
  id: number;

  @Column({ type: 'integer' })
  leadId: number;

  @ManyToOne(() => DiscoveryCallLead, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'leadId', foreignKeyConstraintName: 'FK_lead_events_leadId' })
  lead?: DiscoveryCallLead;

  @Column({ type: 'enum', enum: LeadEventType, enumName: 'lead_event_type' })
  type: LeadEventType;

  /** The admin who made the change; null for the site (a booking). Null too once the admin's account is deleted. */
  @Column({ type: 'integer', nullable: true })
  authorId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'authorId', foreignKeyConstraintName: 'FK_lead_events_authorId' })
  author?: User | null;

  /** status_changed: the status before. */
  @Column({ type: 'enum', enum: LeadStatus, enumName: 'lead_status', nullable: true })
  fromStatus: LeadStatus | null;

  /** status_changed: the status after. */
  @Column({ type: 'enum', enum: LeadStatus, enumName: 'lead_status', nullable: true })
  toStatus: LeadStatus | null;

  /** owner_changed: the owner before (null: none, or the account was deleted). */
  @Column({ type: 'integer', nullable: true })
  fromOwnerId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'fromOwnerId', foreignKeyConstraintName: 'FK_lead_events_fromOwnerId' })
  fromOwner?: User | null;

  /** owner_assigned, owner_changed: the new owner. */
  @Column({ type: 'integer', nullable: true })
  toOwnerId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'toOwnerId', foreignKeyConstraintName: 'FK_lead_events_toOwnerId' })
  toOwner?: User | null;

  /** notes_changed: the new notes; expected_close_date_changed: the new date; owner_assigned: the routing reason. */
  @Column({ type: 'text', nullable: true })
  note: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
