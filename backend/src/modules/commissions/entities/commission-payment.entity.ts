import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { numericTransformer } from '../../../database/column-transformers';
import { AffiliateLead } from '../../affiliates/entities/affiliate-lead.entity';
import { Affiliate } from '../../affiliates/entities/affiliate.entity';
import { CommissionPaymentStatus } from '../commissions.enums';

/**
 * spec §3 `commission_payments`: money owed or paid to an affiliate. Payment records are kept:
 * deleting the affiliate or the lead they refer to is refused (RESTRICT). leadId is nullable so
 * a payout that is not for one lead (a lump sum, an adjustment) can be recorded too.
 */
@Entity('commission_payments')
@Index('IDX_commission_payments_affiliateId', ['affiliateId'])
@Index('IDX_commission_payments_leadId', ['leadId'])
@Index('IDX_commission_payments_status', ['status'])
@Index('IDX_commission_payments_paymentDate', ['paymentDate'])
@Index('IDX_commission_payments_createdAt', ['createdAt'])
export class CommissionPayment {
  @PrimaryGeneratedColumn('identity')
  id: number;

  @Column({ type: 'integer' })
  affiliateId: number;

  @ManyToOne(() => Affiliate, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'affiliateId' })
  affiliate: Relation<Affiliate>;

  @Column({ type: 'integer', nullable: true })
  leadId: number | null;

  @ManyToOne(() => AffiliateLead, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'leadId' })
  lead: Relation<AffiliateLead> | null;

  /** US dollars with cents, like the affiliate_leads amounts. */
  @Column({ type: 'numeric', precision: 12, scale: 2, transformer: numericTransformer })
  amount: number;

  @Column({ type: 'varchar', length: 50, nullable: true })
  paymentMethod: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  paymentReference: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  paymentDate: Date | null;

  @Column({ type: 'enum', enum: CommissionPaymentStatus, enumName: 'commission_payment_status', default: CommissionPaymentStatus.Pending })
  status: CommissionPaymentStatus;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
