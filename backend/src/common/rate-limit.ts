import { applyDecorators, CanActivate, ExecutionContext, Global, HttpException, HttpStatus, Injectable, Module, UseGuards } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AppConfig } from '../config/app-config';
import { clientNetwork } from './client-network';
import { ErrorResponseDto } from './dto/error-response.dto';
import { RateCounters } from './rate-counters';

export const RATE_LIMIT_MESSAGE = 'Too many requests from your network. Please wait a minute and try again.';
const WINDOW_MS = 60_000;

/**
 * The same submission of a public form (quiz, discovery lead, contact, deposit) from the same
 * sender within this window is a double click or a resend: answered as before, stored and mailed once.
 */
export const DOUBLE_SUBMIT_WINDOW_MINUTES = 10;

/**
 * Per-IP limit of the public forms (quiz, discovery lead, contact, deposit, partner forms, contractor inquiries, reviews and applications): config
 * rateLimitPerMinute requests per minute, shared by all of them so a bot cannot take N per
 * form. Only routes marked @RateLimited() are counted (health and reads are never limited).
 * req.ip is the client's address (the app trusts X-Forwarded-For from configured proxies only),
 * counted by its network (clientNetwork: IPv6 by /64).
 * The counters live in PostgreSQL (RateCounters), so several instances share one budget.
 */
@Injectable()
export class PublicFormRateLimitGuard implements CanActivate {
  constructor(
    private readonly counters: RateCounters,
    private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    await limitPerMinute(this.counters, http.getResponse<Response>(), `public-forms:ip:${clientNetwork(req.ip)}`, this.config.rateLimitPerMinute);
    return true;
  }
}

/**
 * Counts one hit of `key` (RateCounters: shared by every instance) and refuses past `perMinute` in
 * the current minute: 429 with RATE_LIMIT_MESSAGE and Retry-After. The public forms' guard and the
 * lead events' per-network and per-lead limits count this way.
 */
export async function limitPerMinute(counters: RateCounters, res: Response | undefined, key: string, perMinute: number): Promise<void> {
  const { hits, retryAfterSeconds } = await counters.hit(key, WINDOW_MS);
  if (hits <= perMinute) return;
  res?.setHeader('Retry-After', String(retryAfterSeconds));
  throw new HttpException(RATE_LIMIT_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
}

/** The counters and the public-form limit, for every module (AuthModule's limits use the counters too). */
@Global()
@Module({
  providers: [RateCounters, PublicFormRateLimitGuard],
  exports: [RateCounters, PublicFormRateLimitGuard],
})
export class RateLimitModule {}

/** Counts the route against the client's per-minute budget of public-form requests; 429 past it. */
export function RateLimited(): MethodDecorator & ClassDecorator {
  return applyDecorators(UseGuards(PublicFormRateLimitGuard), ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: RATE_LIMIT_MESSAGE }));
}
