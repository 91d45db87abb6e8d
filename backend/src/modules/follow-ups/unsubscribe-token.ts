import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The unsubscribe token of a lead: `<lead id>.<HMAC-SHA256 of the id>`, keyed with a key derived
 * from SESSION_SECRET for this one purpose (so it never equals a session signature). It needs
 * no table, never expires (CAN-SPAM: the link must keep working) and cannot be made for another lead.
 */
export class UnsubscribeTokens {
  private readonly key: Buffer;

  constructor(sessionSecret: string) {
    this.key = createHmac('sha256', sessionSecret).update('follow-up-unsubscribe-v1').digest();
  }

  issue(leadId: number): string {
    return `${leadId}.${this.mac(leadId)}`;
  }

  /** The lead id of a genuine token, or null. */
  verify(token: string): number | null {
    const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return null;
    const leadId = Number(match[1]);
    if (leadId > 2_147_483_647) return null;
    const expected = Buffer.from(this.mac(leadId));
    const given = Buffer.from(match[2]);
    return given.length === expected.length && timingSafeEqual(given, expected) ? leadId : null;
  }

  private mac(leadId: number): string {
    return createHmac('sha256', this.key).update(`lead:${leadId}`).digest('base64url');
  }
}
