import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { DiscoveryCallLead, QuizAnswerRecord } from './discovery-call-lead.entity';

/** Campaign parameters and referrer of one submission, as sent. */
export interface LeadTracking {
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
  utmContent?: string | null;
  utmTerm?: string | null;
  ref?: string | null;
}

/**
 * One accepted quiz submission. The lead keeps only its latest answers; this keeps every
 * accepted set, so a visitor re-taking the quiz never erases what they answered before.
 */
@Entity('quiz_submissions')
@Index('IDX_quiz_submissions_leadId', ['leadId'])
export class QuizSubmission {
  @PrimaryGeneratedColumn('identity')
  id: number;

  @Column({ type: 'integer' })
  leadId: number;

  @ManyToOne(() => DiscoveryCallLead, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'leadId', foreignKeyConstraintName: 'FK_quiz_submissions_leadId' })
  lead?: DiscoveryCallLead;

  @Column({ type: 'jsonb' })
  answers: QuizAnswerRecord[];

  @Column({ type: 'jsonb', nullable: true })
  tracking: LeadTracking | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
