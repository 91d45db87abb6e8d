import { createHmac } from 'node:crypto';

/**
 * Issue 30: a visitor's IP address as the referral program keeps it. A keyed hash (HMAC-SHA256
 * under a key derived from SESSION_SECRET), so a click and a lead from one address match while
 * the table never holds an address a leaked dump could read or a rainbow table could reverse.
 */
export function referralIpHash(sessionSecret: string, ip: string): string {
  const key = createHmac('sha256', sessionSecret).update('referral-click-ip-v1').digest();
  return createHmac('sha256', key).update(ip.trim().toLowerCase()).digest('hex');
}
