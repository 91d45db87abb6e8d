import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../../auth/entities/user.entity';
import { Design } from '../../designs/entities/design.entity';
import { DepositPaymentProvider, DepositStatus } from '../deposits.enums';
import { DepositSignature } from './deposit-signature.entity';

/**
 * spec §3 `deposits`: a signed-in user's deposit on a design, with the build site's address.
 * A deposit is money: deleting its user or design is refused (RESTRICT), never cascaded.
 */
@Entity('deposits')
@Index('IDX_deposits_userId', ['userId'])
@Index('IDX_deposits_designId', ['designId'])
@Index('IDX_deposits_status', ['status'])
@Index('IDX_deposits_createdAt', ['createdAt'])
export class Deposit {
  @PrimaryGeneratedColumn('identity')
  id: number;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'userId' })
  user: Relation<User>;

  @Column({ type: 'integer' })
  designId: number;

  @ManyToOne(() => Design, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'designId' })
  design: Relation<Design>;

  /** US cents (spec §9). */
  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'enum', enum: DepositStatus, enumName: 'deposit_status', default: DepositStatus.Pending })
  status: DepositStatus;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'varchar', length: 255, nullable: true })
  street: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  city: string | null;

  @Column({ type: 'varchar', length: 2, nullable: true })
  state: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  zipCode: string | null;

  @Column({ type: 'text', nullable: true })
  additionalNotes: string | null;

  /** Calendar date, 'YYYY-MM-DD' (pg returns `date` as a string). */
  @Column({ type: 'date', nullable: true })
  expectedStartDate: string | null;

  @Column({ type: 'boolean', default: false })
  siteVisitRequired: boolean;

  /** issue 29: how this deposit is paid, fixed when it is placed (STRIPE_SECRET_KEY set then: stripe). */
  @Column({ type: 'enum', enum: DepositPaymentProvider, enumName: 'deposit_payment_provider', default: DepositPaymentProvider.Invoice })
  paymentProvider: DepositPaymentProvider;

  /** When an unpaid reservation is released (createdAt + DEPOSIT_HOLD_DAYS); null for deposits placed before issue 29. */
  @Column({ type: 'timestamptz', nullable: true })
  holdExpiresAt: Date | null;

  /** The latest Stripe Checkout Session opened for this deposit. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  stripeCheckoutSessionId: string | null;

  /** How many Checkout Sessions were opened (the idempotency key of the next one counts on). */
  @Column({ type: 'integer', default: 0 })
  checkoutAttempts: number;

  /** The PaymentIntent of the paid (or processing) Checkout Session: what a refund refers to. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  stripePaymentIntentId: string | null;

  /** When the payment was confirmed: by Stripe's verified webhook, or the office's invoiced → paid. Null: never really paid. */
  @Column({ type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  /** US cents refunded so far (whole or part refunds that completed). */
  @Column({ type: 'integer', default: 0 })
  refundedAmount: number;

  /** The buyer's signature of the reservation agreement (issue 29); none on deposits placed before it. */
  @OneToOne(() => DepositSignature, (signature) => signature.deposit)
  signature?: Relation<DepositSignature> | null;
}
