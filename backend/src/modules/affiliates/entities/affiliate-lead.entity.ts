import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { emailTransformer, numericTransformer } from '../../../database/column-transformers';
import { AffiliateLeadFlag, AffiliateLeadStatus, AffiliateLeadType, ReferralReviewState } from '../affiliates.enums';
import { User } from '../../auth/entities/user.entity';
import { Affiliate } from './affiliate.entity';
import { ReferralClick } from './referral-click.entity';

/**
 * spec §3 `affiliate_leads`: customers an affiliate refers. Commissions hang on these rows,
 * so deleting an affiliate that has leads is refused (RESTRICT).
 */
@Entity('affiliate_leads')
@Index('IDX_affiliate_leads_affiliateId', ['affiliateId'])
@Index('IDX_affiliate_leads_leadStatus', ['leadStatus'])
@Index('IDX_affiliate_leads_leadType', ['leadType'])
@Index('IDX_affiliate_leads_flag', ['flag'])
@Index('IDX_affiliate_leads_customerEmail', ['customerEmail'])
@Index('IDX_affiliate_leads_nextFollowUpDate', ['nextFollowUpDate'])
@Index('IDX_affiliate_leads_createdAt', ['createdAt'])
@Index('IDX_affiliate_leads_clickId', ['clickId'])
@Index('IDX_affiliate_leads_reviewState', ['reviewState'])
export class AffiliateLead {
  @PrimaryGeneratedColumn('identity')
  id: number;

  @Column({ type: 'integer' })
  affiliateId: number;

  @ManyToOne(() => Affiliate, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'affiliateId' })
  affiliate: Relation<Affiliate>;

  @Column({ type: 'varchar', length: 100 })
  customerFirstName: string;

  @Column({ type: 'varchar', length: 100 })
  customerLastName: string;

  /** Stored trimmed and lower-cased (see emailTransformer). */
  @Column({ type: 'varchar', length: 320, transformer: emailTransformer })
  customerEmail: string;

  @Column({ type: 'varchar', length: 30 })
  customerPhone: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  projectType: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  estimatedBudget: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  timeframe: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  landStatus: string | null;

  @Column({ type: 'varchar', length: 255 })
  location: string;

  @Column({ type: 'enum', enum: AffiliateLeadStatus, enumName: 'affiliate_lead_status', default: AffiliateLeadStatus.New })
  leadStatus: AffiliateLeadStatus;

  @Column({ type: 'varchar', length: 50, nullable: true })
  leadQuality: string | null;

  /** When leadStatus last changed (null: still the stage it was created in). */
  @Column({ type: 'timestamptz', nullable: true })
  stageChangedAt: Date | null;

  @Column({ type: 'enum', enum: AffiliateLeadType, enumName: 'affiliate_lead_type', default: AffiliateLeadType.RawLead })
  leadType: AffiliateLeadType;

  /** US dollars with cents. */
  @Column({ type: 'numeric', precision: 12, scale: 2, nullable: true, transformer: numericTransformer })
  conversionValue: number | null;

  /** US dollars with cents. */
  @Column({ type: 'numeric', precision: 12, scale: 2, nullable: true, transformer: numericTransformer })
  netProfit: number | null;

  /** US dollars with cents (spec §3 default 0.00). */
  @Column({ type: 'numeric', precision: 12, scale: 2, default: 0, transformer: numericTransformer })
  commissionAmount: number;

  // spec §3 oddity kept as specified: a text column defaulting to the text 'false'.
  @Column({ type: 'text', default: 'false' })
  commissionPaid: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  source: string | null;

  /** Issue 30: the partner-link visit this referral came from (null: a partner form, a promo code). */
  @Column({ type: 'integer', nullable: true })
  clickId: number | null;

  @ManyToOne(() => ReferralClick, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'clickId' })
  click?: Relation<ReferralClick>;

  /** Issue 30: the campaign sub-id of the partner's link (`?sub=`), for the dashboard's per-link counts. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  subId: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  utmSource: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  utmMedium: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  utmCampaign: string | null;

  /** Up to an IPv6 address in text form. */
  @Column({ type: 'varchar', length: 45, nullable: true })
  ipAddress: string | null;

  @Column({ type: 'text', nullable: true })
  userAgent: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastContactDate: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  nextFollowUpDate: Date | null;

  /** spec §9: up to 2000 characters. */
  @Column({ type: 'varchar', length: 2000, nullable: true })
  notes: string | null;

  /**
   * Why the office must look before this lead earns anything (self-referral, or a customer who was
   * already a lead); null: nothing found. Kept after it is cleared, for the record.
   */
  @Column({ type: 'enum', enum: AffiliateLeadFlag, enumName: 'affiliate_lead_flag', nullable: true })
  flag: AffiliateLeadFlag | null;

  /**
   * Issue 30: the fraud review (referral-review-flow.ts). null: nothing was found; under_review:
   * signals (referral_signals) hold the commission; cleared: it earns; rejected: its commission is
   * cancelled and the partner was told `reviewReason`.
   */
  @Column({ type: 'enum', enum: ReferralReviewState, enumName: 'referral_review_state', nullable: true })
  reviewState: ReferralReviewState | null;

  /** The admin's reason for the decision (e-mailed to the partner and shown to them on a rejection). */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  reviewReason: string | null;

  /** When an admin decided the review. */
  @Column({ type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  @Column({ type: 'integer', nullable: true })
  reviewedById: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'reviewedById' })
  reviewedBy?: Relation<User>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
