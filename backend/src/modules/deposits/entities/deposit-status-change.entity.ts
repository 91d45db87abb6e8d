import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../../auth/entities/user.entity';
import { DepositStatus } from '../deposits.enums';
import { Deposit } from './deposit.entity';

/** issue 13: one row per status change an admin makes on a deposit (its history), with the note sent to the buyer. */
@Entity('deposit_status_changes')
@Index('IDX_deposit_status_changes_depositId', ['depositId'])
export class DepositStatusChange {
  @PrimaryGeneratedColumn('identity')
  id: number;

  @Column({ type: 'integer' })
  depositId: number;

  // The history goes with its deposit (which itself is never deleted by a cascade).
  @ManyToOne(() => Deposit, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'depositId' })
  deposit: Relation<Deposit>;

  @Column({ type: 'enum', enum: DepositStatus, enumName: 'deposit_status' })
  fromStatus: DepositStatus;

  @Column({ type: 'enum', enum: DepositStatus, enumName: 'deposit_status' })
  toStatus: DepositStatus;

  /** The note to the buyer that went out in the e-mail, if any. */
  @Column({ type: 'text', nullable: true })
  note: string | null;

  /** The admin who made the change; null once that account is deleted (the history stays). */
  @Column({ type: 'integer', nullable: true })
  adminId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'adminId' })
  admin: Relation<User> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
