import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from './user.entity';

/**
 * One of the ten recovery codes of two-step sign-in, shown once at enrolment. Only the SHA-256
 * of the code is stored (the codes are random, 50 bits each, so no slow hash is needed); a code
 * works once (`usedAt`).
 */
@Entity('recovery_codes')
@Index('UQ_recovery_codes_userId_codeHash', ['userId', 'codeHash'], { unique: true })
export class RecoveryCode {
  @PrimaryGeneratedColumn('identity')
  id: number;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  /** Hex SHA-256 of the normalised code (lower case, no dashes or spaces). */
  @Column({ type: 'char', length: 64 })
  codeHash: string;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
