import type { EntityManager } from 'typeorm';
import { emailKey } from './person-keys';

/**
 * Whether the customer (their mailbox: person-keys.ts) came to the site's own forms (quiz, discovery, contact) before the caller's
 * transaction: a row the transaction wrote itself has `createdAt` = now() (the transaction's start),
 * so it does not count. A lead that only a partner's referral put on the lead desk (issue 27) is the
 * partner's customer, not an earlier site lead. Leads' answer to partner attribution's duplicate check.
 */
export async function hadEarlierLead(manager: EntityManager, email: string): Promise<boolean> {
  const rows = (await manager.query(
    `SELECT 1 FROM discovery_call_leads l
      WHERE l."emailKey" = $1 AND l."createdAt" < now()
        AND NOT (EXISTS (SELECT 1 FROM lead_submissions s WHERE s."leadId" = l.id AND s."kind" = 'partner')
             AND NOT EXISTS (SELECT 1 FROM lead_submissions s WHERE s."leadId" = l.id AND s."kind" <> 'partner' AND s."createdAt" < now()))
      LIMIT 1`,
    [emailKey(email)],
  )) as unknown[];
  return rows.length > 0;
}
