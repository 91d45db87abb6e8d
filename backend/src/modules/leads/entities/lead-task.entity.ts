import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { User } from '../../auth/entities/user.entity';
import { LeadTaskKind } from '../leads.enums';
import { DiscoveryCallLead } from './discovery-call-lead.entity';

/**
 * A next step on a lead (issue 27): what to do, by when and by whom. Open while doneAt is null.
 * The reminder job e-mails the assignee once at dueAt and stamps reminderSentAt; reopening the
 * task or moving its due time clears the stamp, so the reminder is armed again. Written only
 * through LeadTasksService; its history is lead_task_events.
 */
@Entity('lead_tasks')
@Index('IDX_lead_tasks_leadId_dueAt', ['leadId', 'dueAt'])
@Index('IDX_lead_tasks_assigneeId_dueAt', ['assigneeId', 'dueAt'])
@Index('IDX_lead_tasks_dueAt', ['dueAt'])
export class LeadTask {
  @PrimaryGeneratedColumn('identity', { primaryKeyConstraintName: 'PK_lead_tasks' })
  id: number;

  @Column({ type: 'integer' })
  leadId: number;

  @ManyToOne(() => DiscoveryCallLead, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'leadId', foreignKeyConstraintName: 'FK_lead_tasks_leadId' })
  lead?: DiscoveryCallLead;

  @Column({ type: 'enum', enum: LeadTaskKind, enumName: 'lead_task_kind' })
  kind: LeadTaskKind;

  @Column({ type: 'timestamptz' })
  dueAt: Date;

  /** The staff member who is to do it; null once their account is deleted (the task then needs a new assignee). */
  @Column({ type: 'integer', nullable: true })
  assigneeId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'assigneeId', foreignKeyConstraintName: 'FK_lead_tasks_assigneeId' })
  assignee?: User | null;

  /** Bounded by the DTO (LEAD_TASK_NOTE_MAX_LENGTH). */
  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  doneAt: Date | null;

  @Column({ type: 'integer', nullable: true })
  doneById: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'doneById', foreignKeyConstraintName: 'FK_lead_tasks_doneById' })
  doneBy?: User | null;

  /** When the reminder e-mail was queued; null while it is still to be sent. */
  @Column({ type: 'timestamptz', nullable: true })
  reminderSentAt: Date | null;

  @Column({ type: 'integer', nullable: true })
  createdById: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'createdById', foreignKeyConstraintName: 'FK_lead_tasks_createdById' })
  createdBy?: User | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** Compared with the one the page read: a task changed since answers 409. */
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
