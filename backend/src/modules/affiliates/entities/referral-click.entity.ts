import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Affiliate } from './affiliate.entity';

/**
 * Issue 30: one visit through a partner's link (`/?ref=CODE` or `/r/CODE`, optional `?sub=`).
 * No address is kept: `ipHash` is the keyed hash of the visitor's IP (referral-ip-hash.ts), enough
 * to count a burst of clicks from one address and to match a lead's address, never to read it back.
 */
@Entity('referral_clicks')
@Index('IDX_referral_clicks_affiliateId_createdAt', ['affiliateId', 'createdAt'])
@Index('IDX_referral_clicks_ipHash_createdAt', ['ipHash', 'createdAt'])
export class ReferralClick {
  @PrimaryGeneratedColumn('identity')
  id: number;

  @Column({ type: 'integer' })
  affiliateId: number;

  @ManyToOne(() => Affiliate, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'affiliateId' })
  affiliate?: Relation<Affiliate>;

  /** The partner's campaign sub-id (`?sub=`), trimmed; null without one. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  subId: string | null;

  /** The path the link landed on (`/`, `/barndominiums`), without its query. */
  @Column({ type: 'varchar', length: 500 })
  landingPage: string;

  /** The referring site's host name, lower-case; null for none or our own site. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  referrerHost: string | null;

  /** HMAC-SHA256 (hex) of the visitor's IP address. */
  @Column({ type: 'char', length: 64 })
  ipHash: string;

  /** The browser family from the user agent ("Chrome", "Safari", "bot"...), not the whole string. */
  @Column({ type: 'varchar', length: 50 })
  userAgentFamily: string;

  /**
   * Further visits from the same address to the same partner's links within CLICK_DEDUPE_MINUTES:
   * not clicks of their own (the partner's numbers count the row once), but what fraud review sums
   * to see a burst.
   */
  @Column({ type: 'integer', default: 0 })
  repeatVisits: number;

  /**
   * The ad network's click id the landing URL carried (`gclid`, `msclkid`...; PAID_AD_CLICK_IDS), by
   * name only: the query itself is not kept, but fraud review must still see a paid-ad visit.
   */
  @Column({ type: 'varchar', length: 20, nullable: true })
  adClickParam: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
