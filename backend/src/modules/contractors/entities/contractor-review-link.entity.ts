import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../../auth/entities/user.entity';
import { JobDoneBy } from '../contractors.enums';
import { ContractorInquiry } from './contractor-inquiry.entity';
import { Contractor } from './contractor.entity';

/**
 * issue 31: the one-time review link e-mailed to a homeowner when their inquiry's job is marked
 * done (by the contractor or the office). One per inquiry, so marking twice never sends twice;
 * only the token's SHA-256 is kept. A review is accepted only through a link of its listing,
 * before `expiresAt` and while `usedAt` is null; the review then names it (reviewLinkId).
 */
@Entity('contractor_review_links')
@Index('UQ_contractor_review_links_inquiryId', ['inquiryId'], { unique: true })
@Index('UQ_contractor_review_links_tokenHash', ['tokenHash'], { unique: true })
@Index('IDX_contractor_review_links_contractorId', ['contractorId'])
export class ContractorReviewLink {
  @PrimaryGeneratedColumn('identity', { primaryKeyConstraintName: 'PK_contractor_review_links' })
  id: number;

  @Column({ type: 'integer' })
  inquiryId: number;

  @ManyToOne(() => ContractorInquiry, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'inquiryId', foreignKeyConstraintName: 'FK_contractor_review_links_inquiryId' })
  inquiry?: Relation<ContractorInquiry>;

  @Column({ type: 'integer' })
  contractorId: number;

  @ManyToOne(() => Contractor, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'contractorId', foreignKeyConstraintName: 'FK_contractor_review_links_contractorId' })
  contractor?: Relation<Contractor>;

  /** SHA-256 (hex) of the link's token. */
  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  /** The link works until then (REVIEW_LINK_DAYS after the job was marked done). */
  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  /** When a review was written through it; null while unused. */
  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @Column({ type: 'enum', enum: JobDoneBy, enumName: 'contractor_job_done_by' })
  markedBy: JobDoneBy;

  /** The account that marked the job done (the contractor's or an admin's). */
  @Column({ type: 'integer', nullable: true })
  markedById: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'markedById', foreignKeyConstraintName: 'FK_contractor_review_links_markedById' })
  markedByUser?: Relation<User> | null;

  /** When the job was marked done and the link queued. */
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
