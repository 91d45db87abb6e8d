import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import { AppConfig } from '../config/app-config';
import { ErrorResponseDto } from './dto/error-response.dto';

export const RATE_LIMIT_MESSAGE = 'Too many requests from your network. Please wait a minute and try again.';
const WINDOW_MS = 60_000;

/**
 * The same submission of a public form (quiz, contact) from the same e-mail address within this
 * window is a double click or a resend: answered as before, stored and mailed once.
 */
export const DOUBLE_SUBMIT_WINDOW_MINUTES = 10;

/**
 * Per-IP limits for the public forms that write leads (quiz, discovery, contact): config
 * rateLimitPerMinute requests per minute, shared by all of them so a bot cannot take N per
 * form. Only routes marked @RateLimited() are counted (health and reads are never limited).
 * req.ip is the client's address: the app trusts X-Forwarded-For from loopback proxies only.
 * The counters live in memory, so with several instances behind a balancer each counts its own.
 */
export const RateLimitModule = ThrottlerModule.forRootAsync({
  inject: [AppConfig],
  useFactory: (config: AppConfig) => ({
    // Named 'default' so the answers carry the standard Retry-After and X-RateLimit-* headers.
    throttlers: [{ name: 'default', ttl: WINDOW_MS, limit: config.rateLimitPerMinute }],
    // One bucket per client across every limited route (the library's default key is per route).
    generateKey: (_context, tracker) => `lead-forms:${tracker}`,
    // A ThrottlerException (429) with this message: the error filter gives it the error shape.
    errorMessage: RATE_LIMIT_MESSAGE,
  }),
});

/** Counts the route against the client's per-minute budget of lead-form requests; 429 past it. */
export function RateLimited(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    UseGuards(ThrottlerGuard),
    ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: RATE_LIMIT_MESSAGE }),
  );
}
