import { HttpException, HttpStatus, Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { RateCounters } from '../../common/rate-counters';
import { AppConfig } from '../../config/app-config';
import { AuthEvents } from './auth-events';
import { AUTH_RATE_WINDOW_MS } from './auth.constants';

/** What is limited; each has its own counters per IP and per account. */
export type AuthLimit = 'sign-in' | 'register' | 'password-reset';

const TOO_MANY: Record<AuthLimit, (minutes: string) => string> = {
  'sign-in': (m) => `Too many sign-in attempts. Please try again in ${m}, or reset your password.`,
  register: (m) => `Too many accounts were created from your network. Please try again in ${m}.`,
  'password-reset': (m) => `Too many password reset requests. Please try again in ${m}.`,
};

/**
 * Brute-force limits of sign-in, registration and password reset, in fixed 15-minute windows:
 * per IP address (config authRateLimitPerIp; every attempt counts) and per account
 * (config authRateLimitPerAccount; failed sign-ins and reset e-mails count). Past a limit: 429
 * with Retry-After and a clear message. The account key is a hash of the normalised e-mail
 * whether or not an account exists, so a 429 tells nothing about which addresses are registered.
 * Counters live in PostgreSQL (common/rate-counters.ts), so every app instance shares them.
 */
@Injectable()
export class AuthRateLimiter {
  private readonly logger = new Logger(AuthRateLimiter.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly counters: RateCounters,
  ) {}

  /** Counts one attempt from the request's IP address; 429 past the limit. */
  async hitIp(req: Request, limit: AuthLimit): Promise<void> {
    await this.hit(req, `${limit}:ip:${req.ip ?? 'unknown'}`, this.config.authRateLimitPerIp, limit);
  }

  /** Counts one attempt (a failure, or a reset e-mail) against an account; 429 past the limit. */
  async hitAccount(req: Request, limit: AuthLimit, email: string): Promise<void> {
    await this.hit(req, accountKey(limit, email), this.config.authRateLimitPerAccount, limit);
  }

  /** A successful sign-in clears the account's count of failures. */
  async clearAccount(limit: AuthLimit, email: string): Promise<void> {
    await this.counters.clear(accountKey(limit, email));
  }

  private async hit(req: Request, key: string, max: number, limit: AuthLimit): Promise<void> {
    const { hits, retryAfterSeconds: seconds } = await this.counters.hit(key, AUTH_RATE_WINDOW_MS);
    if (hits <= max) return;
    if (hits === max + 1) AuthEvents.warn(req, 'rate limit reached', key.replace(/([0-9a-f]{12})[0-9a-f]{52}$/, '$1…'));
    req.res?.setHeader('Retry-After', String(seconds));
    const minutes = Math.ceil(seconds / 60);
    throw new HttpException(TOO_MANY[limit](minutes === 1 ? '1 minute' : `${minutes} minutes`), HttpStatus.TOO_MANY_REQUESTS);
  }

  /** Forget old reset links (any instance may run it; deleting twice is harmless). Counters prune themselves. */
  @Interval(10 * 60 * 1000)
  async pruneExpired(): Promise<void> {
    try {
      await this.dataSource.query(`DELETE FROM password_reset_tokens WHERE "expiresAt" < now() - interval '1 day'`);
    } catch (error) {
      this.logger.warn(`Could not prune old reset links: ${(error as Error).message}`);
    }
  }
}

function accountKey(limit: AuthLimit, email: string): string {
  return `${limit}:account:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
}
