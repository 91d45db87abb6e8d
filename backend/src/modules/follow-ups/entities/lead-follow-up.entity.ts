import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { MailOutbox } from '../../../mail/entities/mail-outbox.entity';
import { DiscoveryCallLead } from '../../leads/entities/discovery-call-lead.entity';
import { FollowUpOutcome } from '../follow-ups.enums';

/**
 * What became of step `step` of a lead's follow-up sequence: sent (with its outbox e-mail) or the
 * reason the sequence stopped there. One row per lead and step, which makes each step happen at
 * most once across instances; the rows are the follow-up entries of the lead's timeline.
 */
@Entity('lead_follow_ups')
// A merged lead's rows join the kept lead's history beside its own steps (mergedFromLeadId set), outside this rule.
@Index('UQ_lead_follow_ups_leadId_step', ['leadId', 'step'], { unique: true, where: '"mergedFromLeadId" IS NULL' })
@Index('IDX_lead_follow_ups_mailId', ['mailId'])
export class LeadFollowUp {
  @PrimaryGeneratedColumn('identity')
  id: number;

  @Column({ type: 'integer' })
  leadId: number;

  @ManyToOne(() => DiscoveryCallLead, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'leadId' })
  lead: Relation<DiscoveryCallLead>;

  /** The lead whose sequence this step was before an office merge moved it here (issue 28); null for the lead's own. */
  @Column({ type: 'integer', nullable: true })
  mergedFromLeadId: number | null;

  /** 1-based step of the sequence (FOLLOW_UPS_DELAYS). */
  @Column({ type: 'smallint' })
  step: number;

  @Column({ type: 'enum', enum: FollowUpOutcome, enumName: 'follow_up_outcome' })
  outcome: FollowUpOutcome;

  /** The e-mail's subject (sent steps). */
  @Column({ type: 'text', nullable: true })
  subject: string | null;

  /** Why the sequence ended at this step (stopped steps): a FollowUpSkipReason that ends it. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  stoppedReason: string | null;

  /** The outbox e-mail (its delivery state); null once the outbox row is gone. */
  @Column({ type: 'integer', nullable: true })
  mailId: number | null;

  @ManyToOne(() => MailOutbox, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'mailId' })
  mail: Relation<MailOutbox> | null;

  /** The run's clock, so the timeline and the schedule agree (tests run on a fake clock). */
  @Column({ type: 'timestamptz' })
  createdAt: Date;
}
