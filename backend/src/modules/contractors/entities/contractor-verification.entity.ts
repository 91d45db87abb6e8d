import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../../auth/entities/user.entity';
import { ContractorVerificationAction } from '../contractors.enums';
import { Contractor } from './contractor.entity';

/**
 * issue 15: the verification history of a listing, one row per verify or unverify by the office
 * (what was checked, until when the insurance runs, the note). The listing's verifiedAt and
 * insuranceExpiresOn hold the latest state; this table is the record of how it got there.
 */
@Entity('contractor_verifications')
@Index('IDX_contractor_verifications_contractorId_createdAt', ['contractorId', 'createdAt'])
export class ContractorVerification {
  @PrimaryGeneratedColumn('identity')
  id: number;

  @Column({ type: 'integer' })
  contractorId: number;

  @ManyToOne(() => Contractor, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'contractorId' })
  contractor: Relation<Contractor>;

  @Column({ type: 'enum', enum: ContractorVerificationAction, enumName: 'contractor_verification_action' })
  action: ContractorVerificationAction;

  /** verify: the licence or registration number seen. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  licenseNumber: string | null;

  /** verify: the insurance end date seen (after the day of the verification). */
  @Column({ type: 'date', nullable: true })
  insuranceExpiresOn: string | null;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  /** The admin; null for the sample listings' seed rows, or once the account is deleted. */
  @Column({ type: 'integer', nullable: true })
  adminId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'adminId' })
  admin: Relation<User> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
