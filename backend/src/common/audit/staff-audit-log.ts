import { Logger } from '@nestjs/common';
import type { Actor } from '../auth/actor';

/**
 * The one way a staff change is recorded: a line in the security log (context "Auth", beside the
 * sign-in events), naming what changed, who changed it and from where:
 * "lead updated: lead 12: status, by admin 3 from 203.0.113.7". Never a password, token or TIN.
 */
export class StaffAuditLog {
  private static readonly logger = new Logger('Auth');

  static record(actor: Actor, event: string, detail: string): void {
    StaffAuditLog.logger.log(`${event}: ${detail}, by ${actor.role} ${actor.id} from ${actor.ip ?? 'unknown'}`);
  }
}
