import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from './user.entity';

/**
 * A password-reset link sent by e-mail. Only the SHA-256 of the token is stored, so a copy of
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

  /** Set when the link is used; a used link never works again. */
  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
