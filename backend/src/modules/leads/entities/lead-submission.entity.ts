import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { LeadSubmissionKind } from '../leads.enums';
import type { QuizAnswerRecord } from '../quiz-answer-record';
import { DiscoveryCallLead } from './discovery-call-lead.entity';

/** Campaign parameters and referrer of one submission, as sent. */
export interface LeadTracking {
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
  utmContent?: string | null;
  utmTerm?: string | null;
  /** The referring site's host, from the session's first landing (issue 28). */
  referrerHost?: string | null;
  /** The path the session first landed on, without its query (issue 28). */
  landingPage?: string | null;
  ref?: string | null;
}

/**
 * One accepted submission of the quiz or the discovery form: the lead's history for the office.
 * The lead keeps the values of its first submission (anyone can type anyone's e-mail, so a later
 * one must not overwrite them, issue 12); each submission's name, phone, answers and tracking
 * are kept here.
 */
@Entity('lead_submissions')
@Index('IDX_lead_submissions_leadId_createdAt', ['leadId', 'createdAt'])
export class LeadSubmission {
  @PrimaryGeneratedColumn('identity', { primaryKeyConstraintName: 'PK_lead_submissions' })
  id: number;

  @Column({ type: 'integer' })
  leadId: number;

  @ManyToOne(() => DiscoveryCallLead, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'leadId', foreignKeyConstraintName: 'FK_lead_submissions_leadId' })
  lead?: DiscoveryCallLead;

  @Column({ type: 'enum', enum: LeadSubmissionKind, enumName: 'lead_submission_kind' })
  kind: LeadSubmissionKind;

  /** The address as typed (trimmed, lower-cased): a submission to a variant of the lead's mailbox, or a merged lead's, keeps its own. */
  @Column({ type: 'varchar', length: 320 })
  email: string;

  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  lastName: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  phone: string | null;

  /** The quiz answers; null for the discovery form. */
  @Column({ type: 'jsonb', nullable: true })
  answers: QuizAnswerRecord[] | null;

  @Column({ type: 'jsonb', nullable: true })
  tracking: LeadTracking | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
