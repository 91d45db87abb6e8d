import { CanActivate, ExecutionContext, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RawBodyRequest } from '../../common/body-parser';
import { AppConfig } from '../../config/app-config';

export const INBOUND_SIGNATURE_HEADER = 'X-Inbound-Signature';
export const INBOUND_TIMESTAMP_HEADER = 'X-Inbound-Timestamp';
export const INBOUND_INVALID_SIGNATURE_MESSAGE = 'Invalid or expired signature.';
export const INBOUND_WEBHOOK_OFF_MESSAGE = 'Inbound mail is not configured on this site.';
/** A signed call older or newer than this is refused (a replayed message, or a bad clock). */
export const INBOUND_SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/** The signature a provider sends: hex HMAC-SHA256, key INBOUND_WEBHOOK_SECRET, of `<timestamp>.<raw body>`. */
export function inboundSignature(secret: string, timestamp: string, body: Buffer | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
}

/**
 * receiveInboundMail is genuine: X-Inbound-Signature is inboundSignature() of X-Inbound-Timestamp
 * (Unix seconds, within 5 minutes) and the exact bytes received, compared in constant time. No
 * INBOUND_WEBHOOK_SECRET: 401 with a sentence saying so, as the booking webhook refuses a call it
 * cannot check (no call can be genuine). Runs before the body is validated.
 */
@Injectable()
export class InboundSignatureGuard implements CanActivate {
  private readonly logger = new Logger('InboundMail');

  constructor(private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<RawBodyRequest>();
    const secret = this.config.inboundWebhookSecret;
    if (!secret) throw new UnauthorizedException(INBOUND_WEBHOOK_OFF_MESSAGE);
    const problem = this.problem(req, secret);
    if (problem) {
      this.logger.warn(`refused an inbound mail webhook call (${problem}) from ${req.ip ?? 'unknown'}`);
      throw new UnauthorizedException(INBOUND_INVALID_SIGNATURE_MESSAGE);
    }
    return true;
  }

  private problem(req: RawBodyRequest, secret: string): string | null {
    const timestamp = req.get(INBOUND_TIMESTAMP_HEADER) ?? '';
    const signature = req.get(INBOUND_SIGNATURE_HEADER) ?? '';
    if (!/^\d{1,12}$/.test(timestamp)) return 'no timestamp';
    if (Math.abs(Date.now() / 1000 - Number(timestamp)) > INBOUND_SIGNATURE_TOLERANCE_SECONDS) return 'timestamp out of range';
    if (!/^[0-9a-fA-F]{64}$/.test(signature)) return 'no signature';
    const expected = Buffer.from(inboundSignature(secret, timestamp, req.rawBody ?? Buffer.alloc(0)), 'hex');
    return timingSafeEqual(Buffer.from(signature, 'hex'), expected) ? null : 'bad signature';
  }
}
