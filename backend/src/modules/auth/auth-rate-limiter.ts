import { HttpException, HttpStatus, Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { AuthEvents } from './auth-events';
import { AUTH_RATE_WINDOW_MS, SIGN_IN_DELAY_MAX_MS } from './auth.constants';

/** What is limited; each has its own counters per IP and per account and address. */
export type AuthLimit = 'sign-in' | 'register' | 'password-reset';

const TOO_MANY: Record<AuthLimit, (minutes: string) => string> = {
  'sign-in': (m) => `Too many sign-in attempts. Please try again in ${m}, or reset your password.`,
  register: (m) => `Too many accounts were created from your network. Please try again in ${m}.`,
  'password-reset': (m) => `Too many password reset requests. Please try again in ${m}.`,
};

/**
 * Brute-force limits of sign-in, registration and password reset, in fixed 15-minute windows.
 *
 * - Per IP address (config authRateLimitPerIp): every attempt counts, whatever the account.
 * - Per account AND address (config authRateLimitPerAccount): sign-in attempts (a success clears
 *   them) and reset e-mails. Past it that address gets 429 for that account only: nobody can lock
 *   an account's owner out from another address.
 * - Per account, from any address: failed sign-ins add a growing delay to the account's next
 *   sign-ins (signInDelayMs: from the Nth failure on, 0.5 s doubling up to 3 s). The delay is a
 *   wait, never a refusal, so the right password from a new address always gets in within seconds.
 *
 * Failed sign-ins never count against password reset (separate keys). The account key is a hash
 * of the normalised e-mail whether or not an account exists, so a 429 tells nothing about which
 * addresses are registered. Counters live in PostgreSQL (one atomic upsert per attempt), so every
 * app instance shares them.
 */
@Injectable()
export class AuthRateLimiter {
  private readonly logger = new Logger(AuthRateLimiter.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  /** Counts one attempt from the request's IP address; 429 past the limit. */
  async hitIp(req: Request, limit: AuthLimit): Promise<void> {
    const [row] = await this.count(`${limit}:ip:${req.ip ?? 'unknown'}`);
    this.refuseOver(req, row, this.config.authRateLimitPerIp, limit, `${limit}:ip:${req.ip ?? 'unknown'}`);
  }

  /**
   * Counts one attempt on `email`'s account from this address (429 past the limit: this address
   * is locked out of this account for the rest of the window).
   */
  async hitAccountFromIp(req: Request, limit: AuthLimit, email: string): Promise<void> {
    const key = accountIpKey(limit, email, req.ip);
    const [row] = await this.count(key);
    this.refuseOver(req, row, this.config.authRateLimitPerAccount, limit, key);
  }

  /** Waits the account's current sign-in delay (its failures from every address). */
  async waitSignInDelay(email: string): Promise<void> {
    const [row] = (await this.dataSource.query(`SELECT "hits" FROM auth_rate_limits WHERE "key" = $1 AND "resetAt" > now()`, [
      accountFailuresKey(email),
    ])) as { hits: number }[];
    const delay = signInDelayMs(row?.hits ?? 0, this.config.authRateLimitPerAccount);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  }

  /** A wrong password (or second-step code) for `email`: the account's delay grows. */
  async signInFailed(email: string): Promise<void> {
    await this.count(accountFailuresKey(email));
  }

  /**
   * A successful sign-in (or password re-entered) clears this address's attempts on the account
   * and the account's failures; a password reset (no `ip`) clears them for every address.
   */
  async clearSignIn(email: string, ip?: string): Promise<void> {
    const failures = accountFailuresKey(email);
    if (ip !== undefined) {
      await this.dataSource.query('DELETE FROM auth_rate_limits WHERE "key" IN ($1, $2)', [failures, accountIpKey('sign-in', email, ip)]);
    } else {
      await this.dataSource.query('DELETE FROM auth_rate_limits WHERE "key" = $1 OR starts_with("key", $2)', [failures, accountIpKey('sign-in', email, '')]);
    }
  }

  /** One more hit on `key` in its window (a new window when the last one ended). */
  private async count(key: string): Promise<{ hits: number; retryAfter: number }[]> {
    return (await this.dataSource.query(
      `INSERT INTO auth_rate_limits ("key", "hits", "resetAt") VALUES ($1, 1, now() + make_interval(secs => $2))
       ON CONFLICT ("key") DO UPDATE SET
         "hits" = CASE WHEN auth_rate_limits."resetAt" <= now() THEN 1 ELSE auth_rate_limits."hits" + 1 END,
         "resetAt" = CASE WHEN auth_rate_limits."resetAt" <= now() THEN EXCLUDED."resetAt" ELSE auth_rate_limits."resetAt" END
       RETURNING "hits", ceil(extract(epoch FROM "resetAt" - now()))::int AS "retryAfter"`,
      [key, AUTH_RATE_WINDOW_MS / 1000],
    )) as { hits: number; retryAfter: number }[];
  }

  private refuseOver(req: Request, row: { hits: number; retryAfter: number }, max: number, limit: AuthLimit, key: string): void {
    if (row.hits <= max) return;
    if (row.hits === max + 1) AuthEvents.warn(req, 'rate limit reached', key.replace(/([0-9a-f]{12})[0-9a-f]{52}/, '$1…'));
    const seconds = Math.max(1, row.retryAfter);
    req.res?.setHeader('Retry-After', String(seconds));
    const minutes = Math.ceil(seconds / 60);
    throw new HttpException(TOO_MANY[limit](minutes === 1 ? '1 minute' : `${minutes} minutes`), HttpStatus.TOO_MANY_REQUESTS);
  }

  /** Forget ended windows (any instance may run it; deleting twice is harmless). */
  @Interval(10 * 60 * 1000)
  async pruneExpired(): Promise<void> {
    try {
      await this.dataSource.query(`DELETE FROM auth_rate_limits WHERE "resetAt" < now()`);
      await this.dataSource.query(`DELETE FROM password_reset_tokens WHERE "expiresAt" < now() - interval '1 day'`);
    } catch (error) {
      this.logger.warn(`Could not prune rate-limit counters and old reset links: ${(error as Error).message}`);
    }
  }
}

const emailHash = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

function accountIpKey(limit: AuthLimit, email: string, ip: string | undefined): string {
  return `${limit}:account-ip:${emailHash(email)}:${ip ?? 'unknown'}`;
}

function accountFailuresKey(email: string): string {
  return `sign-in-failures:account:${emailHash(email)}`;
}

/**
 * How long a sign-in on an account waits, given its failed sign-ins in the window: nothing for
 * the first `free`, then 0.5 s doubling with each failure, never more than SIGN_IN_DELAY_MAX_MS.
 */
export function signInDelayMs(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(SIGN_IN_DELAY_MAX_MS, 500 * 2 ** Math.min(failures - free, 10));
}
