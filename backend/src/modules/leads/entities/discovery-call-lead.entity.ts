import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { User } from '../../auth/entities/user.entity';
import { emailTransformer } from '../../../database/column-transformers';
import { LeadScoreBand, LeadStatus } from '../leads.enums';
import type { QuizAnswerRecord } from '../quiz-answer-record';
import type { LeadTouch } from '../lead-touches';

/** spec §3 `discovery_call_leads`: quiz and discovery-call leads, with their follow-up state. */
@Entity('discovery_call_leads')
@Index('UQ_discovery_call_leads_accessToken', ['accessToken'], { unique: true })
// One lead per e-mail: it keeps its first submission's values; lead_submissions keeps every submission.
@Index('UQ_discovery_call_leads_email', ['email'], { unique: true })
@Index('IDX_discovery_call_leads_status', ['status'])
@Index('IDX_discovery_call_leads_createdAt', ['createdAt'])
@Index('IDX_discovery_call_leads_lastContacted', ['lastContacted'])
@Index('IDX_discovery_call_leads_expectedCloseDate', ['expectedCloseDate'])
@Index('IDX_discovery_call_leads_utmSource', ['utmSource'])
@Index('IDX_discovery_call_leads_ownerId', ['ownerId'])
// One record per person (issue 28): the keys possible duplicates are found by, and where a merged lead went.
@Index('IDX_discovery_call_leads_emailKey', ['emailKey'])
@Index('IDX_discovery_call_leads_phoneKey', ['phoneKey'])
@Index('IDX_discovery_call_leads_lastNameKey', ['lastNameKey'])
@Index('IDX_discovery_call_leads_mergedIntoId', ['mergedIntoId'])
@Index('IDX_discovery_call_leads_score', ['score', 'createdAt'])
@Index('IDX_discovery_call_leads_scoreBand', ['scoreBand'])
export class DiscoveryCallLead {
  @PrimaryGeneratedColumn('identity')
  id: number;

  /** Stored trimmed and lower-cased (see emailTransformer). */
  @Column({ type: 'varchar', length: 320, transformer: emailTransformer })
  email: string;

  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  /** Not in spec §3's list, but the quiz contact form requires it (spec §5); the discovery form lacks it. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  lastName: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  phone: string | null;

  /** The lead's first access token to the resource hub (spec §3: local storage key accessToken); all are in lead_access_tokens. */
  @Column({ type: 'varchar', length: 128 })
  accessToken: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  utmSource: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  utmMedium: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  utmCampaign: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  utmContent: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  utmTerm: string | null;

  @Column({ type: 'enum', enum: LeadStatus, enumName: 'lead_status', default: LeadStatus.Pending })
  status: LeadStatus;

  /** Follow-up e-mails sent (issue 13): the next step is followUpCount + 1. */
  @Column({ type: 'integer', default: 0 })
  followUpCount: number;

  /** An admin paused the follow-up e-mails ("Pause follow-ups"); due steps wait (and may end as late). */
  @Column({ type: 'boolean', default: false })
  followUpsPaused: boolean;

  /** Why the follow-up sequence ended early (a FollowUpSkipReason that ends it); null while it runs or once finished. */
  @Column({ type: 'text', nullable: true })
  followUpsStoppedReason: string | null;

  /** The lead unsubscribed from the follow-up e-mails (CAN-SPAM); none is sent after it. */
  @Column({ type: 'timestamptz', nullable: true })
  unsubscribedAt: Date | null;

  @Column({ type: 'boolean', default: false })
  calendarScheduled: boolean;

  @Column({ type: 'boolean', default: true })
  accessUnlocked: boolean;

  @Column({ type: 'jsonb', nullable: true })
  quizAnswers: QuizAnswerRecord[] | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastContacted: Date | null;

  /** Calendar date, 'YYYY-MM-DD' (pg returns `date` as a string). */
  @Column({ type: 'date', nullable: true })
  expectedCloseDate: string | null;

  /**
   * The staff member (sales rep or admin) who works the lead (issue 27): given when the lead is
   * created (lead-owners' assignment rules), changed by a reassignment. Null only when the owner's
   * account was deleted, or on an install with no staff at all.
   */
  @Column({ type: 'integer', nullable: true })
  ownerId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'ownerId', foreignKeyConstraintName: 'FK_discovery_call_leads_ownerId' })
  owner?: User | null;

  /** The response clock stops (issue 27): the first contact staff logged (call, text, e-mail from the lead page, meeting). */
  @Column({ type: 'timestamptz', nullable: true })
  firstResponseAt: Date | null;

  /** The owner was told the lead waits past LEAD_RESPONSE_MINUTES (claimed once, across instances). */
  @Column({ type: 'timestamptz', nullable: true })
  responseNoticeSentAt: Date | null;

  /** The manager's one escalation e-mail went out (past the second limit; claimed once, across instances). */
  @Column({ type: 'timestamptz', nullable: true })
  responseEscalatedAt: Date | null;

  /** The mailbox the e-mail reaches (person-keys.ts emailKey): a new submission to the same mailbox joins this lead. */
  @Column({ type: 'varchar', length: 320 })
  emailKey: string;

  /** The phone in E.164 (person-keys.ts phoneKey), null when there is none or it cannot be a number. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  phoneKey: string | null;

  /** The first and last name as compared for possible duplicates (letters only, lower case). */
  @Column({ type: 'varchar', length: 100, nullable: true })
  firstNameKey: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  lastNameKey: string | null;

  /**
   * The lead this one was merged into (issue 28): its records moved there, this row stays (nothing
   * is deleted) so its address can say where it went. Merged leads are left out of every list.
   */
  @Column({ type: 'integer', nullable: true })
  mergedIntoId: number | null;

  @ManyToOne(() => DiscoveryCallLead, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'mergedIntoId', foreignKeyConstraintName: 'FK_discovery_call_leads_mergedIntoId' })
  mergedInto?: DiscoveryCallLead | null;

  @Column({ type: 'timestamptz', nullable: true })
  mergedAt: Date | null;
  /** Where the lead first came from (issue 28): the touch of the submission that created it, never overwritten (lead-touches.ts). */
  @Column({ type: 'jsonb', nullable: true })
  firstTouch: LeadTouch | null;

  /** Where the lead came from on its latest accepted submission (issue 28). */
  @Column({ type: 'jsonb', nullable: true })
  lastTouch: LeadTouch | null;
  /** Lead score (issue 28, lead-score-rules.ts): fit from the quiz answers, 0–60. */
  @Column({ type: 'integer', default: 0 })
  fitScore: number;

  /** Engagement points (0–40) as of engagementScoredAt; they halve every 30 days after it. */
  @Column({ type: 'double precision', default: 0 })
  engagementScore: number;

  /** When the score was last computed; null: never (the score job computes it on its next run). */
  @Column({ type: 'timestamptz', nullable: true })
  engagementScoredAt: Date | null;

  /** round(fitScore + engagementScore), 0–100: the list sorts by it. */
  @Column({ type: 'integer', default: 0 })
  score: number;

  @Column({ type: 'enum', enum: LeadScoreBand, enumName: 'lead_score_band', default: LeadScoreBand.Cold })
  scoreBand: LeadScoreBand;

  /** The score's reasons in words, fit first ("Owns land", "Viewed 3 plans this week"). */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  scoreReasons: string[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
