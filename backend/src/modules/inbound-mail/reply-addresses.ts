import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { ReplyAddress } from './entities/reply-address.entity';
import type { InboundThreadKind } from './inbound-mail.enums';

/** reply+<32 lower-case hex digits>@domain: the local part's token (case-insensitive: mail systems may change the case). */
const REPLY_LOCAL_PART = /^reply\+([0-9a-f]{32})$/i;

/** The token of a reply address at `domain`, or null for any other address. */
export function replyToken(address: string, domain: string): string | null {
  const at = address.lastIndexOf('@');
  if (at < 0 || address.slice(at + 1).toLowerCase() !== domain) return null;
  return REPLY_LOCAL_PART.exec(address.slice(0, at))?.[1].toLowerCase() ?? null;
}

/**
 * The reply addresses the site puts in Reply-To (issue 27): reply+<token>@INBOUND_DOMAIN, the token
 * 128 random bits bound to one thread and one customer address. Without inbound mail configured
 * (no INBOUND_SMTP_PORT, no INBOUND_WEBHOOK_SECRET) replies could not come back, so e-mails keep
 * the business's address as Reply-To.
 */
@Injectable()
export class ReplyAddresses {
  constructor(private readonly config: AppConfig) {}

  /**
   * The Reply-To of an e-mail of this thread to `customerEmail`: its reply address (issued once
   * per thread and address, in the caller's transaction), or BUSINESS_EMAIL when inbound mail is off.
   */
  async replyTo(manager: EntityManager, kind: InboundThreadKind, threadId: number, customerEmail: string): Promise<string> {
    if (!this.config.inboundMailEnabled) return this.config.businessEmail;
    const email = customerEmail.trim().toLowerCase();
    // One statement, race-free on the unique index: two e-mails of a thread at once get the same token.
    const [row] = (await manager.query(
      `INSERT INTO inbound_reply_addresses (token, "threadKind", "threadId", "customerEmail") VALUES ($1, $2, $3, $4)
       ON CONFLICT ("threadKind", "threadId", "customerEmail") DO UPDATE SET token = inbound_reply_addresses.token
       RETURNING token`,
      [randomBytes(16).toString('hex'), kind, threadId, email],
    )) as Array<{ token: string }>;
    return `reply+${row.token}@${this.config.inboundDomain}`;
  }

  /** The thread a token was issued for, or null. */
  find(manager: EntityManager, token: string): Promise<ReplyAddress | null> {
    return manager.getRepository(ReplyAddress).findOneBy({ token: token.toLowerCase() });
  }
}
