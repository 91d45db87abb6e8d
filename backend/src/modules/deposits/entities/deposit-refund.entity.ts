import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../../auth/entities/user.entity';
import { DepositRefundStatus } from '../deposits.enums';
import { Deposit } from './deposit.entity';

/** issue 29: a refund an admin made on a deposit, whole or part; a Stripe one completes by its webhook. */
@Entity('deposit_refunds')
@Index('IDX_deposit_refunds_depositId', ['depositId'])
export class DepositRefund {
  @PrimaryGeneratedColumn('identity')
  id: number;

  @Column({ type: 'integer' })
  depositId: number;

  @ManyToOne(() => Deposit, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'depositId' })
  deposit: Relation<Deposit>;

  /** US cents. */
  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'text' })
  reason: string;

  @Column({ type: 'enum', enum: DepositRefundStatus, enumName: 'deposit_refund_status', default: DepositRefundStatus.Requested })
  status: DepositRefundStatus;

  @Column({ type: 'varchar', length: 255, nullable: true })
  stripeRefundId: string | null;

  /** The admin who made it; null once that account is deleted. */
  @Column({ type: 'integer', nullable: true })
  adminId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'adminId' })
  admin: Relation<User> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  completedAt: Date | null;
}
