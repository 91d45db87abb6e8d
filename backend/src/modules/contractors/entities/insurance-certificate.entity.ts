import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { StoredFile } from '../../files/entities/stored-file.entity';
import { User } from '../../auth/entities/user.entity';
import { InsuranceCertificateStatus } from '../credentials/credentials.enums';
import { Contractor } from './contractor.entity';

/**
 * issue 31: a certificate of insurance a contractor uploaded (the file in the files module), with
 * what it says (insurer, policy, coverage in cents, end date). The office approves or rejects it
 * (insurance-certificate-status-flow.ts); an approved one whose end date is not before today in
 * Missouri makes the Insured badge, so the badge lapses by itself.
 */
@Entity('contractor_insurance_certificates')
@Check('CHK_contractor_insurance_certificates_coverageCents', `"coverageCents" > 0`)
@Check('CHK_contractor_insurance_certificates_rejectionReason', `"status" <> 'rejected' OR "rejectionReason" IS NOT NULL`)
@Index('IDX_contractor_insurance_certificates_contractorId_createdAt', ['contractorId', 'createdAt'])
@Index('IDX_contractor_insurance_certificates_status_expiresOn', ['status', 'expiresOn'])
@Index('IDX_contractor_insurance_certificates_fileId', ['fileId'], { unique: true })
export class InsuranceCertificate {
  @PrimaryGeneratedColumn('identity')
  id: number;

  @Column({ type: 'integer' })
  contractorId: number;

  @ManyToOne(() => Contractor, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'contractorId' })
  contractor: Relation<Contractor>;

  @Column({ type: 'uuid' })
  fileId: string;

  @ManyToOne(() => StoredFile, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'fileId' })
  file: Relation<StoredFile>;

  @Column({ type: 'varchar', length: 200 })
  insurer: string;

  @Column({ type: 'varchar', length: 100 })
  policyNumber: string;

  /** The liability coverage the certificate states, in cents. */
  @Column({ type: 'integer' })
  coverageCents: number;

  /** The policy's end date (YYYY-MM-DD); the badge counts through this day, Missouri time. */
  @Column({ type: 'date' })
  expiresOn: string;

  @Column({
    type: 'enum',
    enum: InsuranceCertificateStatus,
    enumName: 'contractor_insurance_certificate_status',
    default: InsuranceCertificateStatus.Pending,
  })
  status: InsuranceCertificateStatus;

  /** Why the office rejected it, as the contractor reads it on the dashboard and in the e-mail. */
  @Column({ type: 'text', nullable: true })
  rejectionReason: string | null;

  /** The contractor's account that uploaded it; null for the samples' seed rows, or once the account is deleted. */
  @Column({ type: 'integer', nullable: true })
  uploadedById: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'uploadedById' })
  uploadedBy: Relation<User> | null;

  @Column({ type: 'integer', nullable: true })
  reviewedById: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'reviewedById' })
  reviewedBy: Relation<User> | null;

  @Column({ type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
