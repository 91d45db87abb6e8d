import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { DEFAULT_COMMISSION_RATE_PERCENT } from '../../../shared/referral-program';
import { emailTransformer, numericTransformer } from '../../../database/column-transformers';
import { AffiliateStatus } from '../affiliates.enums';

/** spec §3 `affiliates`: referral partners, with running totals kept by the affiliate services. */
@Entity('affiliates')
@Index('UQ_affiliates_email', ['email'], { unique: true })
@Index('UQ_affiliates_affiliateCode', ['affiliateCode'], { unique: true })
@Index('IDX_affiliates_status', ['status'])
@Index('UQ_affiliates_userId', ['userId'], { unique: true })
@Index('IDX_affiliates_createdAt', ['createdAt'])
export class Affiliate {
  @PrimaryGeneratedColumn('identity')
  id: number;

  /** Stored trimmed and lower-cased (see emailTransformer). */
  @Column({ type: 'varchar', length: 320, transformer: emailTransformer })
  email: string;

  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  businessName: string | null;

  @Column({ type: 'varchar', length: 30 })
  phone: string;

  @Column({ type: 'varchar', length: 255 })
  address: string;

  @Column({ type: 'varchar', length: 100 })
  city: string;

  @Column({ type: 'varchar', length: 50 })
  state: string;

  @Column({ type: 'varchar', length: 10 })
  zipCode: string;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  website: string | null;

  /** Given on approval (affiliate-code.ts); null while the application is pending or was rejected before approval. */
  @Column({ type: 'varchar', length: 50, nullable: true })
  affiliateCode: string | null;

  /** The partner's sign-in account (set when the application is approved); else found by e-mail. */
  @Column({ type: 'integer', nullable: true })
  userId: number | null;

  /** Percent; spec §9 default 20.0. */
  @Column({ type: 'numeric', precision: 5, scale: 2, default: DEFAULT_COMMISSION_RATE_PERCENT, transformer: numericTransformer })
  commissionRate: number;

  @Column({ type: 'enum', enum: AffiliateStatus, enumName: 'affiliate_status', default: AffiliateStatus.Pending })
  status: AffiliateStatus;

  @Column({ type: 'integer', default: 0 })
  totalLeads: number;

  @Column({ type: 'integer', default: 0 })
  qualifiedLeads: number;

  @Column({ type: 'integer', default: 0 })
  conversions: number;

  /** US dollars with cents (spec §3 default 0.00), unlike the cents integers of designs and deposits. */
  @Column({ type: 'numeric', precision: 12, scale: 2, default: 0, transformer: numericTransformer })
  totalCommissionEarned: number;

  @Column({ type: 'boolean', default: false })
  agreementSigned: boolean;

  /** When the applicant accepted the affiliate agreement on the registration form. */
  @Column({ type: 'timestamptz', nullable: true })
  agreementSignedAt: Date | null;

  /** The office's reason, e-mailed to the applicant, when it rejected the application. */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  rejectionReason: string | null;

  // spec §3 oddity kept as specified: these two flags are text columns defaulting to the text 'false'.
  // Read and written only through affiliate-text-flags.ts, which exposes them as booleans.
  @Column({ type: 'text', default: 'false' })
  taxIdProvided: string;

  @Column({ type: 'text', default: 'false' })
  w9Submitted: string;

  /**
   * Issue 30: whether the partner's terms allow paid ads (search or social ads) pointing to their
   * link. Forbidden by default; a referral that came from a paid ad while forbidden is flagged.
   */
  @Column({ type: 'boolean', default: false })
  paidAdsAllowed: boolean;

  @Column({ type: 'varchar', length: 255, nullable: true })
  referredBy: string | null;

  /** spec §9: up to 1000 characters. */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  notes: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
