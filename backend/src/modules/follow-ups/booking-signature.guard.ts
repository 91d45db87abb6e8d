import { CanActivate, ExecutionContext, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RawBodyRequest } from '../../common/body-parser';
import { AppConfig } from '../../config/app-config';
import { Clock } from './clock';

export const BOOKING_SIGNATURE_HEADER = 'X-Booking-Signature';
export const BOOKING_TIMESTAMP_HEADER = 'X-Booking-Timestamp';
export const INVALID_SIGNATURE_MESSAGE = 'Invalid or expired signature.';
/** A signed call older or newer than this is refused (a replay of a captured call, or a bad clock). */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/**
 * The booking page's webhook is genuine: X-Booking-Signature is the hex HMAC-SHA256, keyed with
 * BOOKING_WEBHOOK_SECRET, of X-Booking-Timestamp (Unix seconds), '.', and the raw body, compared
 * in constant time, and the timestamp is within 5 minutes. Runs before the body is validated, so
 * an unsigned caller learns nothing about the body's rules. No secret configured: always 401.
 */
@Injectable()
export class BookingSignatureGuard implements CanActivate {
  private readonly logger = new Logger('Bookings');

  constructor(
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<RawBodyRequest>();
    const problem = this.problem(req);
    if (problem) {
      this.logger.warn(`refused a booking webhook call (${problem}) from ${req.ip ?? 'unknown'}`);
      throw new UnauthorizedException(INVALID_SIGNATURE_MESSAGE);
    }
    return true;
  }

  private problem(req: RawBodyRequest): string | null {
    const secret = this.config.bookingWebhookSecret;
    if (!secret) return 'BOOKING_WEBHOOK_SECRET is not set';
    const timestamp = req.get(BOOKING_TIMESTAMP_HEADER) ?? '';
    const signature = req.get(BOOKING_SIGNATURE_HEADER) ?? '';
    if (!/^\d{1,12}$/.test(timestamp)) return 'no timestamp';
    if (Math.abs(this.clock.now().getTime() / 1000 - Number(timestamp)) > SIGNATURE_TOLERANCE_SECONDS) return 'timestamp out of range';
    if (!/^[0-9a-fA-F]{64}$/.test(signature)) return 'no signature';
    const expected = createHmac('sha256', secret)
      .update(`${timestamp}.`)
      .update(req.rawBody ?? Buffer.alloc(0))
      .digest();
    return timingSafeEqual(Buffer.from(signature, 'hex'), expected) ? null : 'bad signature';
  }
}
