import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { AffiliateLead } from '../../affiliates/entities/affiliate-lead.entity';
import { Affiliate } from '../../affiliates/entities/affiliate.entity';
import { CommissionEntryKind, CommissionEntryStatus } from '../commissions.enums';
import { CommissionPayment } from './commission-payment.entity';

/**
 * The commission ledger (issue 14), in integer cents: one row when a referral converts, and a
 * negative clawback row when a conversion is reversed; rows are never edited for money, only
 * moved along pending → earned → paid. `paymentId` is the one non-cancelled payment holding the
 * row (a cancelled payment lets go of its rows), so no commission can be paid twice.
 */
@Entity('commission_entries')
@Index('IDX_commission_entries_affiliateId', ['affiliateId'])
@Index('IDX_commission_entries_affiliateLeadId', ['affiliateLeadId'])
@Index('IDX_commission_entries_paymentId', ['paymentId'])
@Index('IDX_commission_entries_status_earnedAt', ['status', 'earnedAt'])
export class CommissionEntry {
  @PrimaryGeneratedColumn('identity')
  id: number;

  @Column({ type: 'integer' })
  affiliateId: number;

  @ManyToOne(() => Affiliate, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'affiliateId' })
  affiliate: Relation<Affiliate>;

  @Column({ type: 'integer' })
  affiliateLeadId: number;

  @ManyToOne(() => AffiliateLead, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'affiliateLeadId' })
  affiliateLead: Relation<AffiliateLead>;

  @Column({ type: 'enum', enum: CommissionEntryKind, enumName: 'commission_entry_kind' })
  kind: CommissionEntryKind;

  /** US cents; negative for a clawback. */
  @Column({ type: 'integer' })
  amountCents: number;

  @Column({ type: 'enum', enum: CommissionEntryStatus, enumName: 'commission_entry_status', default: CommissionEntryStatus.Pending })
  status: CommissionEntryStatus;

  /** When the hold ends (COMMISSION_HOLD_DAYS after conversion; a clawback at once): from then on the row is earned. */
  @Column({ type: 'timestamptz' })
  earnedAt: Date;

  @Column({ type: 'integer', nullable: true })
  paymentId: number | null;

  @ManyToOne(() => CommissionPayment, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'paymentId' })
  payment: Relation<CommissionPayment> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
