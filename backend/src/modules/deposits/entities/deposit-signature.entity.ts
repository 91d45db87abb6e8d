import { Column, Entity, Index, JoinColumn, ManyToOne, OneToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../../auth/entities/user.entity';
import { Deposit } from './deposit.entity';

/**
 * Issue 29: the buyer's electronic signature of the reservation agreement, written in the
 * deposit's own transaction (ESIGN: consent, intent, a record they keep). It holds the exact text
 * signed, so the record stands on its own whatever later versions say. Like the deposit, it is
 * never deleted by a cascade (RESTRICT on the deposit and the user).
 */
@Entity('deposit_signatures')
@Index('IDX_deposit_signatures_userId', ['userId'])
export class DepositSignature {
  @PrimaryGeneratedColumn('identity', { primaryKeyConstraintName: 'PK_deposit_signatures' })
  id: number;

  /** One signature per deposit (the one-to-one join column is unique). */
  @Column({ type: 'integer' })
  depositId: number;

  @OneToOne(() => Deposit, (deposit) => deposit.signature, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'depositId', foreignKeyConstraintName: 'FK_deposit_signatures_depositId' })
  deposit: Relation<Deposit>;

  /** The signer: the deposit's buyer, signed in. */
  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_deposit_signatures_userId' })
  user: Relation<User>;

  /** AGREEMENT_VERSION of the text signed, e.g. 2026-11-v1. */
  @Column({ type: 'varchar', length: 40 })
  agreementVersion: string;

  /** The Markdown text exactly as shown and signed (plan, amount, hold days and business filled in). */
  @Column({ type: 'text' })
  agreementText: string;

  /** Lower-case hex SHA-256 of agreementText's UTF-8 bytes. */
  @Column({ type: 'char', length: 64 })
  textSha256: string;

  /** The hold the text states (DEPOSIT_HOLD_DAYS when signed): the reservation holds until signedAt plus these days. */
  @Column({ type: 'integer' })
  holdDays: number;

  /** The full name the buyer typed to sign. */
  @Column({ type: 'varchar', length: 120 })
  signerName: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  signedAt: Date;

  /** The client address as Express resolved it behind the trusted proxies (TRUST_PROXY). */
  @Column({ type: 'varchar', length: 45, nullable: true })
  ipAddress: string | null;

  /** The browser's User-Agent, cut to 500 characters. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  userAgent: string | null;
}
