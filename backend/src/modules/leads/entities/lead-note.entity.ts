import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../auth/entities/user.entity';
import { DiscoveryCallLead } from './discovery-call-lead.entity';

/**
 * One note of the office on a lead (issue 25: notes are separate dated entries, not one box
 * overwritten on each save). Its author may change or delete it; `editedAt` marks it edited.
 */
@Entity('lead_notes')
@Index('IDX_lead_notes_leadId_createdAt', ['leadId', 'createdAt'])
export class LeadNote {
  @PrimaryGeneratedColumn('identity', { primaryKeyConstraintName: 'PK_lead_notes' })
  id: number;

  @Column({ type: 'integer' })
  leadId: number;

  @ManyToOne(() => DiscoveryCallLead, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'leadId', foreignKeyConstraintName: 'FK_lead_notes_leadId' })
  lead?: DiscoveryCallLead;

  /**
   * The admin who wrote it. Null for the notes the one notes box held before issue 25 (moved here
   * by migration 1795660000000) and once the author's account is deleted: nobody may change those.
   */
  @Column({ type: 'integer', nullable: true })
  authorId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'authorId', foreignKeyConstraintName: 'FK_lead_notes_authorId' })
  author?: User | null;

  /** Trimmed, at most LEAD_NOTE_MAX_LENGTH characters (dto/lead-note.dto.ts). */
  @Column({ type: 'text' })
  body: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** When its author last changed it; null if never. */
  @Column({ type: 'timestamptz', nullable: true })
  editedAt: Date | null;
}
