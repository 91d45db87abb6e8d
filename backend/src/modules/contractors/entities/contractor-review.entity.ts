import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { emailTransformer } from '../../../database/column-transformers';
import { User } from '../../auth/entities/user.entity';
import { ContractorReviewStatus, ReviewRemovalReason } from '../contractors.enums';
import { ContractorReviewLink } from './contractor-review-link.entity';
import { Contractor } from './contractor.entity';

/**
 * issue 15: a homeowner's review of a contractor. Public only once published by the office;
 * the reviewer's e-mail is private (the office's, to check a "verified customer").
 */
@Entity('contractor_reviews')
@Check('CHK_contractor_reviews_rating', `"rating" BETWEEN 1 AND 5`)
@Check('CHK_contractor_reviews_body', `char_length("body") BETWEEN 20 AND 2000`)
// issue 31: only a removed review has a removal reason; a contractor's reply has its date.
@Check('CHK_contractor_reviews_removalReason', `"removalReason" IS NULL OR "status" = 'rejected'`)
@Check('CHK_contractor_reviews_contractorReply', `("contractorReply" IS NULL) = ("contractorRepliedAt" IS NULL)`)
@Index('UQ_contractor_reviews_reviewLinkId', ['reviewLinkId'], { unique: true })
@Index('IDX_contractor_reviews_contractorId_status_createdAt', ['contractorId', 'status', 'createdAt'])
@Index('IDX_contractor_reviews_status_createdAt', ['status', 'createdAt'])
export class ContractorReview {
  @PrimaryGeneratedColumn('identity')
  id: number;

  @Column({ type: 'integer' })
  contractorId: number;

  @ManyToOne(() => Contractor, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'contractorId' })
  contractor: Relation<Contractor>;

  /** Whole stars, 1 to 5. */
  @Column({ type: 'smallint' })
  rating: number;

  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'varchar', length: 100 })
  reviewerName: string;

  /** Never shown in public answers. */
  @Column({ type: 'varchar', length: 320, transformer: emailTransformer })
  reviewerEmail: string;

  /** Set by the office when it has matched the reviewer to a job ('Verified customer'). */
  @Column({ type: 'boolean', default: false })
  verifiedCustomer: boolean;

  @Column({ type: 'enum', enum: ContractorReviewStatus, enumName: 'contractor_review_status', default: ContractorReviewStatus.Pending })
  status: ContractorReviewStatus;

  /**
   * The job link it was written through (issue 31: one review per link); null for the reviews
   * from before job links and the sample listings' seeded ones.
   */
  @Column({ type: 'integer', nullable: true })
  reviewLinkId: number | null;

  @ManyToOne(() => ContractorReviewLink, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'reviewLinkId', foreignKeyConstraintName: 'FK_contractor_reviews_reviewLinkId' })
  reviewLink?: Relation<ContractorReviewLink> | null;

  /** Why the office removed it (status rejected): one of the published reasons only. */
  @Column({ type: 'enum', enum: ReviewRemovalReason, enumName: 'contractor_review_removal_reason', nullable: true })
  removalReason: ReviewRemovalReason | null;

  /** The contractor's one public reply, shown under the review (issue 31). */
  @Column({ type: 'text', nullable: true })
  contractorReply: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  contractorRepliedAt: Date | null;

  /** Last moderation (publish, reject, unpublish) and who made it; null before any. */
  @Column({ type: 'timestamptz', nullable: true })
  moderatedAt: Date | null;

  @Column({ type: 'integer', nullable: true })
  moderatedById: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'moderatedById' })
  moderatedBy: Relation<User> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
