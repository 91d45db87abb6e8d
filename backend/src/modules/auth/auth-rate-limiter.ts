import { HttpException, HttpStatus, Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { clientNetwork } from '../../common/client-network';
import { RateCounters } from '../../common/rate-counters';
import { AppConfig } from '../../config/app-config';
import { AuthEvents } from './auth-events';
import { AUTH_RATE_WINDOW_MS, SIGN_IN_DELAY_MAX_MS, TWO_STEP_CODE_LIMIT } from './auth.constants';

/** What is limited; each has its own counters per IP and per account and address. */
export type AuthLimit = 'sign-in' | 'register' | 'password-reset';

const inMinutes = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};

/** The code step's 429 once an account has had TWO_STEP_CODE_LIMIT wrong codes. */
export const tooManyCodesMessage = (seconds: number) =>
  `Too many wrong sign-in codes were entered for this account, so we have paused the code step. Please try again in ${inMinutes(seconds)}.`;

const TOO_MANY: Record<AuthLimit, (minutes: string) => string> = {
  'sign-in': (m) => `Too many sign-in attempts. Please try again in ${m}, or reset your password.`,
  register: (m) => `Too many accounts were created from your network. Please try again in ${m}.`,
  'password-reset': (m) => `Too many password reset requests. Please try again in ${m}.`,
};

/**
 * Brute-force limits of sign-in, registration and password reset, in fixed 15-minute windows.
 *
 * Every "per IP" count is per client network (common/client-network.ts: IPv4 address, IPv6 /64).
 *
 * - Per IP address (config authRateLimitPerIp): every attempt counts, whatever the account.
 * - Per account AND address (config authRateLimitPerAccount): sign-in attempts (a success clears
 *   them) and reset e-mails. Past it that address gets 429 for that account only: nobody can lock
 *   an account's owner out from another address.
 * - Per account, from any address: failed sign-ins add a growing delay to the account's next
 *   sign-ins (signInDelayMs: from the Nth failure on, 0.5 s doubling up to 3 s). The delay is a
 *   wait, never a refusal, so the right password from a new address always gets in within seconds.
 *
 * - Per account, from any address: wrong second-step codes (TWO_STEP_CODE_LIMIT), then the code
 *   step answers 429 for the rest of the window and the owner is e-mailed once.
 *
 * Failed sign-ins never count against password reset (separate keys). The account key is a hash
 * of the normalised e-mail whether or not an account exists, so a 429 tells nothing about which
 * addresses are registered. Counters live in PostgreSQL (common/rate-counters.ts), so every app
 * instance shares them.
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
    await this.hit(req, `${limit}:ip:${clientNetwork(req.ip)}`, this.config.authRateLimitPerIp, limit);
  }

  /**
   * Counts one attempt on `email`'s account from this address (429 past the limit: this address
   * is locked out of this account for the rest of the window).
   */
  async hitAccountFromIp(req: Request, limit: AuthLimit, email: string): Promise<void> {
    await this.hit(req, accountIpKey(limit, email, clientNetwork(req.ip)), this.config.authRateLimitPerAccount, limit);
  }

  /** Waits the account's current sign-in delay (its failures from every address). */
  async waitSignInDelay(email: string): Promise<void> {
    const failures = await this.counters.current(accountFailuresKey(email));
    const delay = signInDelayMs(failures, this.config.authRateLimitPerAccount);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  }

  /** A wrong password (or second-step code) for `email`: the account's delay grows. */
  async signInFailed(email: string): Promise<void> {
    await this.counters.hit(accountFailuresKey(email), AUTH_RATE_WINDOW_MS);
  }

  /**
   * Refuses (429, Retry-After) the second step of an account that had TWO_STEP_CODE_LIMIT wrong
   * codes in the window, from whatever addresses: guessing from many addresses gains nothing.
   */
  async checkTwoStepCodes(req: Request, userId: number): Promise<void> {
    const { hits, retryAfterSeconds } = await this.counters.peek(twoStepCodesKey(userId));
    if (hits < TWO_STEP_CODE_LIMIT) return;
    req.res?.setHeader('Retry-After', String(retryAfterSeconds));
    throw new HttpException(tooManyCodesMessage(retryAfterSeconds), HttpStatus.TOO_MANY_REQUESTS);
  }

  /**
   * Counts a wrong second-step code on the account; true exactly once per window, when this one
   * reaches the limit (the caller e-mails the owner then).
   */
  async twoStepCodeFailed(req: Request, userId: number): Promise<boolean> {
    const { hits } = await this.counters.hit(twoStepCodesKey(userId), AUTH_RATE_WINDOW_MS);
    if (hits !== TWO_STEP_CODE_LIMIT) return false;
    AuthEvents.warn(req, 'two-step code limit reached', `user ${userId}: ${hits} wrong codes; the code step waits and the owner is e-mailed`);
    return true;
  }

  /**
   * A successful sign-in (or password re-entered) clears this address's attempts on the account
   * and the account's failures; a password reset (no `ip`) clears them for every address.
   */
  async clearSignIn(email: string, ip?: string): Promise<void> {
    const failures = accountFailuresKey(email);
    await this.counters.clear(failures);
    if (ip !== undefined) await this.counters.clear(accountIpKey('sign-in', email, clientNetwork(ip)));
    else await this.counters.clearStartingWith(accountIpKey('sign-in', email, ''));
  }

  private async hit(req: Request, key: string, max: number, limit: AuthLimit): Promise<void> {
    const { hits, retryAfterSeconds: seconds } = await this.counters.hit(key, AUTH_RATE_WINDOW_MS);
    if (hits <= max) return;
    if (hits === max + 1) AuthEvents.warn(req, 'rate limit reached', key.replace(/([0-9a-f]{12})[0-9a-f]{52}/, '$1…'));
    req.res?.setHeader('Retry-After', String(seconds));
    throw new HttpException(TOO_MANY[limit](inMinutes(seconds)), HttpStatus.TOO_MANY_REQUESTS);
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

const emailHash = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/** `network`: clientNetwork of the address ('' for the prefix of every network). */
function accountIpKey(limit: AuthLimit, email: string, network: string): string {
  return `${limit}:account-ip:${emailHash(email)}:${network}`;
}

function twoStepCodesKey(userId: number): string {
  return `two-step-codes:account:${userId}`;
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
