import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { DiscoveryCallLead } from './discovery-call-lead.entity';

/**
 * Staff said two leads flagged as possible duplicates are two people (issue 28): the pair is not
 * flagged again. Stored once per pair, the lower id first.
 */
@Entity('lead_duplicate_dismissals')
@Index('IDX_lead_duplicate_dismissals_otherLeadId', ['otherLeadId'])
export class LeadDuplicateDismissal {
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'PK_lead_duplicate_dismissals' })
  leadId: number;

  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'PK_lead_duplicate_dismissals' })
  otherLeadId: number;

  @ManyToOne(() => DiscoveryCallLead, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'leadId', foreignKeyConstraintName: 'FK_lead_duplicate_dismissals_leadId' })
  lead?: DiscoveryCallLead;

  @ManyToOne(() => DiscoveryCallLead, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'otherLeadId', foreignKeyConstraintName: 'FK_lead_duplicate_dismissals_otherLeadId' })
  otherLead?: DiscoveryCallLead;

  /** Who said so (kept when their account goes). */
  @Column({ type: 'integer', nullable: true })
  dismissedById: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
