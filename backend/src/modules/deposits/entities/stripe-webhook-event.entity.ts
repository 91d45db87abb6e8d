import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * issue 29: every verified Stripe event received, by its id: an event delivered again (Stripe
 * retries, or a replay) finds its row and changes nothing.
 */
@Entity('stripe_webhook_events')
export class StripeWebhookEvent {
  /** Stripe's event id (evt_…). */
  @PrimaryColumn({ type: 'varchar', length: 255 })
  id: string;

  @Column({ type: 'varchar', length: 100 })
  type: string;

  /** The deposit it was about, when it named one (no foreign key: the log outlives nothing it refers to). */
  @Column({ type: 'integer', nullable: true })
  depositId: number | null;

  /** The Stripe object it was about (cs_… session, re_… refund): an out-of-order event is judged against the others on the same object. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  objectId: string | null;

  /** What it did, in a few words ("paid", "ignored: paid → processing not allowed", …). */
  @Column({ type: 'text' })
  outcome: string;

  @CreateDateColumn({ type: 'timestamptz' })
  receivedAt: Date;
}
