import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The unsubscribe token of a lead: `<lead id>.<HMAC-SHA256 of the id>`, keyed with a key derived
 * from UNSUBSCRIBE_SECRET for this one purpose (issue 25 item 8: not the session secret, so a
 * site's session key and its unsubscribe key never stand in for each other). It needs no table,
 * never expires (CAN-SPAM: the link must keep working) and cannot be made for another lead.
 *
 * Links sent before UNSUBSCRIBE_SECRET existed were keyed from SESSION_SECRET: `legacySecret`
 * keeps them working (they are accepted, never issued).
 */
export class UnsubscribeTokens {
  private readonly key: Buffer;
  private readonly legacyKey?: Buffer;

  constructor(unsubscribeSecret: string, legacySecret?: string) {
    this.key = createHmac('sha256', unsubscribeSecret).update('follow-up-unsubscribe-v2').digest();
    if (legacySecret) this.legacyKey = createHmac('sha256', legacySecret).update('follow-up-unsubscribe-v1').digest();
  }

  issue(leadId: number): string {
    return `${leadId}.${mac(this.key, leadId)}`;
  }

  /** The lead id of a genuine token (of either key), or null. */
  verify(token: string): number | null {
    const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return null;
    const leadId = Number(match[1]);
    if (leadId > 2_147_483_647) return null;
    const given = Buffer.from(match[2]);
    const keys = this.legacyKey ? [this.key, this.legacyKey] : [this.key];
    // Both compared every time: the answer's timing tells nothing about which key matched.
    const matches = keys.map((key) => {
      const expected = Buffer.from(mac(key, leadId));
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
    return matches.some(Boolean) ? leadId : null;
  }
}

function mac(key: Buffer, leadId: number): string {
  return createHmac('sha256', key).update(`lead:${leadId}`).digest('base64url');
}
