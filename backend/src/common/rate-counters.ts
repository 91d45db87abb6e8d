import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** One hit's outcome: the count in the current window and the seconds until the window ends. */
export interface RateCount {
  hits: number;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters in PostgreSQL (`rate_limit_counters`), the one mechanism behind every
 * rate limit (sign-in, registration, reset, public forms): one atomic upsert per hit, so all app
 * instances share one budget. Callers decide the key, the window and what to do past a limit.
 */
@Injectable()
export class RateCounters {
  private readonly logger = new Logger(RateCounters.name);

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Counts one hit on `key` in a window of `windowMs` that starts with the first hit. */
  async hit(key: string, windowMs: number): Promise<RateCount> {
    const [row] = (await this.dataSource.query(
      `INSERT INTO rate_limit_counters ("key", "hits", "resetAt") VALUES ($1, 1, now() + make_interval(secs => $2))
       ON CONFLICT ("key") DO UPDATE SET
         "hits" = CASE WHEN rate_limit_counters."resetAt" <= now() THEN 1 ELSE rate_limit_counters."hits" + 1 END,
         "resetAt" = CASE WHEN rate_limit_counters."resetAt" <= now() THEN EXCLUDED."resetAt" ELSE rate_limit_counters."resetAt" END
       RETURNING "hits", ceil(extract(epoch FROM "resetAt" - now()))::int AS "retryAfter"`,
      [key, windowMs / 1000],
    )) as { hits: number; retryAfter: number }[];
    return { hits: row.hits, retryAfterSeconds: Math.max(1, row.retryAfter) };
  }

  /** The count of `key` in its current window, without counting a hit (0 when none). */
  async current(key: string): Promise<number> {
    const [row] = (await this.dataSource.query(`SELECT "hits" FROM rate_limit_counters WHERE "key" = $1 AND "resetAt" > now()`, [key])) as {
      hits: number;
    }[];
    return row?.hits ?? 0;
  }

  /** The count of `key` in its current window and the seconds until it ends, without counting a hit. */
  async peek(key: string): Promise<RateCount> {
    const [row] = (await this.dataSource.query(
      `SELECT "hits", ceil(extract(epoch FROM "resetAt" - now()))::int AS "retryAfter" FROM rate_limit_counters WHERE "key" = $1 AND "resetAt" > now()`,
      [key],
    )) as { hits: number; retryAfter: number }[];
    return { hits: row?.hits ?? 0, retryAfterSeconds: Math.max(1, row?.retryAfter ?? 0) };
  }

  /** Forgets the count of `key` (e.g. a successful sign-in clears the failures). */
  async clear(key: string): Promise<void> {
    await this.dataSource.query('DELETE FROM rate_limit_counters WHERE "key" = $1', [key]);
  }

  /** Forgets every count whose key starts with `prefix` (e.g. an account's attempts from every address). */
  async clearStartingWith(prefix: string): Promise<void> {
    await this.dataSource.query('DELETE FROM rate_limit_counters WHERE starts_with("key", $1)', [prefix]);
  }

  /** Forget ended windows (any instance may run it; deleting twice is harmless). */
  @Interval(10 * 60 * 1000)
  async pruneExpired(): Promise<void> {
    try {
      await this.dataSource.query(`DELETE FROM rate_limit_counters WHERE "resetAt" < now()`);
    } catch (error) {
      this.logger.warn(`Could not prune rate-limit counters: ${(error as Error).message}`);
    }
  }
}
