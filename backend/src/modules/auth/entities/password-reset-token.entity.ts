import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { OneTimeTokenPurpose } from '../auth.enums';
import { UserRole } from '../../../common/auth/user-role';
import { User } from './user.entity';

/**
 * A one-time link sent by e-mail (modules/auth/one-time-tokens.ts): a password reset, a
 * set-password link of an approval, an admin enrolment or an e-mail confirmation. Only the SHA-256 of the token is stored, so a copy of
 * the database opens no account. A token works once (`usedAt`) and until `expiresAt`.
 */
@Entity('password_reset_tokens')
@Index('UQ_password_reset_tokens_tokenHash', ['tokenHash'], { unique: true })
@Index('IDX_password_reset_tokens_userId', ['userId'])
export class PasswordResetToken {
  @PrimaryGeneratedColumn('identity')
  id: number;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  /** Hex SHA-256 of the token in the link. */
  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  /** What the link does (issue 25): see OneTimeTokenPurpose. */
  @Column({ type: 'varchar', length: 20, default: OneTimeTokenPurpose.Reset })
  purpose: OneTimeTokenPurpose;

  /** The role the account gets when the link is used (set-password and admin enrolment links); never before. */
  @Column({ type: 'enum', enum: UserRole, enumName: 'user_role', nullable: true })
  grantsRole: UserRole | null;

  /** Set when the link is used; a used link never works again. */
  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
