import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One fixed-window counter of a rate limit (sign-in, registration, password reset, the public
 * forms). Kept in PostgreSQL, not in memory, so every app instance counts against the same budget.
 */
@Entity('rate_limit_counters')
@Index('IDX_rate_limit_counters_resetAt', ['resetAt'])
export class RateLimitCounter {
  /** What is counted, e.g. `sign-in:ip:203.0.113.9`, `sign-in:account:<sha-256 of the e-mail>`, `public-forms:ip:203.0.113.9`. */
  @PrimaryColumn({ type: 'varchar', length: 200, primaryKeyConstraintName: 'PK_rate_limit_counters' })
  key: string;

  @Column({ type: 'integer' })
  hits: number;

  /** When the window ends and the count starts again from zero. */
  @Column({ type: 'timestamptz' })
  resetAt: Date;
}
