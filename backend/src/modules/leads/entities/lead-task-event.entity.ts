import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../auth/entities/user.entity';
import { LeadTaskEventType } from '../leads.enums';
import { DiscoveryCallLead } from './discovery-call-lead.entity';
import { LeadTask } from './lead-task.entity';

/** One change of a next step (created, changed, done, reopened), for the lead's timeline (issue 27). */
@Entity('lead_task_events')
@Index('IDX_lead_task_events_leadId_createdAt', ['leadId', 'createdAt'])
@Index('IDX_lead_task_events_taskId', ['taskId'])
export class LeadTaskEvent {
  @PrimaryGeneratedColumn('identity', { primaryKeyConstraintName: 'PK_lead_task_events' })
  id: number;

  @Column({ type: 'integer' })
  taskId: number;

  @ManyToOne(() => LeadTask, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'taskId', foreignKeyConstraintName: 'FK_lead_task_events_taskId' })
  task?: LeadTask;

  @Column({ type: 'integer' })
  leadId: number;

  @ManyToOne(() => DiscoveryCallLead, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'leadId', foreignKeyConstraintName: 'FK_lead_task_events_leadId' })
  lead?: DiscoveryCallLead;

  @Column({ type: 'enum', enum: LeadTaskEventType, enumName: 'lead_task_event_type' })
  type: LeadTaskEventType;

  /** The staff member who made the change; null once their account is deleted. */
  @Column({ type: 'integer', nullable: true })
  authorId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'authorId', foreignKeyConstraintName: 'FK_lead_task_events_authorId' })
  author?: User | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
