import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { InsuranceCertificate } from './insurance-certificate.entity';

/**
 * issue 31: a reminder sent to the contractor before a certificate's end date (30, 7 or 0 days),
 * one row each: the unique index is what makes each reminder go once, whichever instance runs.
 */
@Entity('contractor_insurance_reminders')
@Check('CHK_contractor_insurance_reminders_daysBefore', `"daysBefore" IN (30, 7, 0)`)
@Index('UQ_contractor_insurance_reminders_certificateId_daysBefore', ['certificateId', 'daysBefore'], { unique: true })
export class InsuranceReminder {
  @PrimaryGeneratedColumn('identity')
  id: number;

  @Column({ type: 'integer' })
  certificateId: number;

  @ManyToOne(() => InsuranceCertificate, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'certificateId' })
  certificate: Relation<InsuranceCertificate>;

  /** 30, 7 or 0 (the last day). */
  @Column({ type: 'smallint' })
  daysBefore: number;

  /** When the run that queued it ran (its clock: tests drive it). */
  @Column({ type: 'timestamptz' })
  sentAt: Date;
}
