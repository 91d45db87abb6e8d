import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { LeadActivityKind } from '../leads.enums';
import { DiscoveryCallLead } from './discovery-call-lead.entity';

/**
 * What a visitor who gave their e-mail did on the site (issue 28): a plan page viewed, plans
 * compared, a calculator run, reported by the page with the visitor's hub token (recordLeadEvent).
 * Only the lead score reads it; rows older than LEAD_ACTIVITY_RETENTION_DAYS are deleted by its job.
 */
@Entity('lead_activity')
@Index('IDX_lead_activity_leadId_createdAt', ['leadId', 'createdAt'])
@Index('IDX_lead_activity_createdAt', ['createdAt'])
export class LeadActivity {
  @PrimaryGeneratedColumn('identity', { primaryKeyConstraintName: 'PK_lead_activity' })
  id: number;

  @Column({ type: 'integer' })
  leadId: number;

  @ManyToOne(() => DiscoveryCallLead, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'leadId', foreignKeyConstraintName: 'FK_lead_activity_leadId' })
  lead?: DiscoveryCallLead;

  @Column({ type: 'enum', enum: LeadActivityKind, enumName: 'lead_activity_kind' })
  kind: LeadActivityKind;

  /** A plan's slug, the compared slugs or a calculator's name. */
  @Column({ type: 'varchar', length: 120, nullable: true })
  subject: string | null;

  /** The site path it happened on. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  path: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
