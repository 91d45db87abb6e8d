import { Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { Request } from 'express';

/**
 * The security log (ASVS V7.2): every authentication decision and account change, as one
 * line each in the JSON logs (context "Auth"), with the client address. Never a password, token
 * or session id; an e-mail that may not belong to anyone appears only as a short hash
 * (`e-mail#<12 hex>`), enough to see repeated attempts on one address.
 */
export class AuthEvents {
  private static readonly logger = new Logger('Auth');

  static emailRef(email: string): string {
    return `e-mail#${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 12)}`;
  }

  static info(req: Request, event: string, detail: string): void {
    AuthEvents.logger.log(`${event}: ${detail} from ${req.ip ?? 'unknown'}`);
  }

  static warn(req: Request, event: string, detail: string): void {
    AuthEvents.logger.warn(`${event}: ${detail} from ${req.ip ?? 'unknown'}`);
  }
}
