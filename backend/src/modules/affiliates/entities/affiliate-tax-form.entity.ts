import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { LlcTaxClass, TaxClassification, TinType } from '../partner-tax.enums';
import { Affiliate } from './affiliate.entity';

/**
 * Issue 30: a partner's W-9 (Request for Taxpayer Identification Number and Certification).
 * A resubmission adds a row and marks the previous one superseded, never overwrites it: a 1099
 * for a past year must be issued on the W-9 that was in effect, and the IRS expects a payer to keep
 * each W-9 for four years. One current row per partner (the partial unique index).
 *
 * The TIN is stored only sealed (DataCipher, AES-256-GCM under DATA_ENCRYPTION_KEY); `tinLast4`
 * is the one part ever shown.
 */
@Entity('affiliate_tax_forms')
@Index('UQ_affiliate_tax_forms_current', ['affiliateId'], { unique: true, where: '"supersededAt" IS NULL' })
@Index('IDX_affiliate_tax_forms_affiliateId_createdAt', ['affiliateId', 'createdAt'])
export class AffiliateTaxForm {
  @PrimaryGeneratedColumn('identity')
  id: number;

  @Column({ type: 'integer' })
  affiliateId: number;

  @ManyToOne(() => Affiliate, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'affiliateId' })
  affiliate?: Relation<Affiliate>;

  /** Line 1: the name on the partner's income tax return. */
  @Column({ type: 'varchar', length: 200 })
  legalName: string;

  /** Line 2: business name or disregarded entity name, if different. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  businessName: string | null;

  @Column({ type: 'enum', enum: TaxClassification, enumName: 'affiliate_tax_classification' })
  taxClassification: TaxClassification;

  /** With an LLC only: its tax classification (C, S or P). */
  @Column({ type: 'enum', enum: LlcTaxClass, enumName: 'affiliate_llc_tax_class', nullable: true })
  llcTaxClass: LlcTaxClass | null;

  /** With "other" only: the classification in the partner's words. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  otherClassification: string | null;

  @Column({ type: 'varchar', length: 255 })
  address: string;

  @Column({ type: 'varchar', length: 100 })
  city: string;

  /** Two-letter state code. */
  @Column({ type: 'char', length: 2 })
  state: string;

  @Column({ type: 'varchar', length: 10 })
  zipCode: string;

  @Column({ type: 'enum', enum: TinType, enumName: 'affiliate_tin_type' })
  tinType: TinType;

  /** The 9-digit TIN, sealed (`d1:<keyId>:…`); never selected except to build the accountant's list or re-seal. */
  @Column({ type: 'text' })
  tinSealed: string;

  @Column({ type: 'char', length: 4 })
  tinLast4: string;

  /** The name typed as the signature under the certification. */
  @Column({ type: 'varchar', length: 200 })
  signatureName: string;

  /** The certification text the partner certified, word for word as shown. */
  @Column({ type: 'text' })
  certificationText: string;

  @Column({ type: 'timestamptz' })
  certifiedAt: Date;

  /** The address the certification came from (the W-9's electronic signature record). */
  @Column({ type: 'varchar', length: 45 })
  certifiedIp: string;

  /** When a newer W-9 replaced this one; null for the current one. */
  @Column({ type: 'timestamptz', nullable: true })
  supersededAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
