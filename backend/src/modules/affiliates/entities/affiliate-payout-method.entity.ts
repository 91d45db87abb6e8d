import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { BankAccountType, PayoutMethodKind } from '../partner-tax.enums';
import { Affiliate } from './affiliate.entity';

/**
 * Issue 30: how a partner is paid, one row per partner (a change replaces it). ACH needs the
 * routing number (a bank's public number, kept plain), the account number (sealed like the TIN,
 * only its last four shown) and the account type; a check goes to the address of the W-9.
 */
@Entity('affiliate_payout_methods')
export class AffiliatePayoutMethod {
  @PrimaryColumn({ type: 'integer' })
  affiliateId: number;

  @OneToOne(() => Affiliate, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'affiliateId' })
  affiliate?: Relation<Affiliate>;

  @Column({ type: 'enum', enum: PayoutMethodKind, enumName: 'affiliate_payout_method_kind' })
  method: PayoutMethodKind;

  @Column({ type: 'char', length: 9, nullable: true })
  routingNumber: string | null;

  @Column({ type: 'text', nullable: true })
  accountNumberSealed: string | null;

  @Column({ type: 'varchar', length: 4, nullable: true })
  accountLast4: string | null;

  @Column({ type: 'enum', enum: BankAccountType, enumName: 'affiliate_bank_account_type', nullable: true })
  accountType: BankAccountType | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
