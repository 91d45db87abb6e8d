import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { emailTransformer } from '../../../database/column-transformers';
import { ContractorInquiryStatus } from '../contractors.enums';
import { Contractor } from './contractor.entity';

/**
 * issue 15: a homeowner's "Request this contractor", sent to that contractor only (never sold).
 * The contractor answers from the dashboard: the reply is e-mailed to the homeowner and kept here.
 */
@Entity('contractor_inquiries')
@Index('IDX_contractor_inquiries_contractorId_createdAt', ['contractorId', 'createdAt'])
@Index('IDX_contractor_inquiries_status', ['status'])
@Index('IDX_contractor_inquiries_email_createdAt', ['email', 'createdAt'])
// The response-time badge reads a listing's confirmed inquiries of the last 90 days (issue 31).
@Index('IDX_contractor_inquiries_contractorId_confirmedAt', ['contractorId', 'confirmedAt'])
export class ContractorInquiry {
  @PrimaryGeneratedColumn('identity')
  id: number;

  @Column({ type: 'integer' })
  contractorId: number;

  // An inquiry goes with its listing (a listing is unpublished, not deleted, in normal work).
  @ManyToOne(() => Contractor, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'contractorId' })
  contractor: Relation<Contractor>;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  /** The homeowner's address: the contractor's e-mail goes out with Reply-To set to it. */
  @Column({ type: 'varchar', length: 320, transformer: emailTransformer })
  email: string;

  @Column({ type: 'varchar', length: 30, nullable: true })
  phone: string | null;

  /** 20 to 2000 characters. */
  @Column({ type: 'text' })
  message: string;

  @Column({ type: 'varchar', length: 5 })
  projectZip: string;

  @Column({ type: 'enum', enum: ContractorInquiryStatus, enumName: 'contractor_inquiry_status', default: ContractorInquiryStatus.New })
  status: ContractorInquiryStatus;

  /** The contractor's last reply, as e-mailed to the homeowner. */
  @Column({ type: 'text', nullable: true })
  replyMessage: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  repliedAt: Date | null;

  /**
   * When the homeowner opened the link e-mailed to `email` (issue 25): only then is the request
   * sent to the contractor and shown on the dashboard. Null: waiting for that confirmation.
   */
  @Column({ type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  /**
   * SHA-256 (hex) of the confirmation link's token; kept after use so a second click answers alike.
   * One request to several picked contractors (issue 31: at most 3) is one link: its rows share the hash.
   */
  @Index('IDX_contractor_inquiries_confirmationTokenHash')
  @Column({ type: 'varchar', length: 64, nullable: true })
  confirmationTokenHash: string | null;

  /** The link works until then (72 hours). */
  @Column({ type: 'timestamptz', nullable: true })
  confirmationExpiresAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
