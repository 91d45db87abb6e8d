import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { ReferralSignalKind } from '../affiliates.enums';
import { AffiliateLead } from './affiliate-lead.entity';

/**
 * Issue 30, fraud review: one thing found about a referral (referral-signals.ts), with a short
 * detail for the office ("Customer e-mail is the partner's own: pat@example.com"). A referral with
 * a signal is under review and earns nothing until an admin clears it. The partner never sees these.
 */
@Entity('referral_signals')
@Index('IDX_referral_signals_affiliateLeadId', ['affiliateLeadId'])
@Index('IDX_referral_signals_kind', ['kind'])
export class ReferralSignal {
  @PrimaryGeneratedColumn('identity')
  id: number;

  @Column({ type: 'integer' })
  affiliateLeadId: number;

  @ManyToOne(() => AffiliateLead, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'affiliateLeadId' })
  affiliateLead?: Relation<AffiliateLead>;

  @Column({ type: 'enum', enum: ReferralSignalKind, enumName: 'referral_signal_kind' })
  kind: ReferralSignalKind;

  /** For the office only: what was found, in a sentence. */
  @Column({ type: 'varchar', length: 300 })
  detail: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
