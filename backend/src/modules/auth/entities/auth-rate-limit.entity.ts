import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One fixed-window counter of the sign-in and password-reset limits (per IP, per account).
 * Kept in PostgreSQL, not in memory, so every app instance counts against the same budget.
 */
@Entity('auth_rate_limits')
@Index('IDX_auth_rate_limits_resetAt', ['resetAt'])
export class AuthRateLimit {
  /** What is counted, e.g. `sign-in:ip:203.0.113.9` or `sign-in:account:<sha-256 of the e-mail>`. */
  @PrimaryColumn({ type: 'varchar', length: 200 })
  key: string;

  @Column({ type: 'integer' })
  hits: number;

  /** When the window ends and the count starts again from zero. */
  @Column({ type: 'timestamptz' })
  resetAt: Date;
}
