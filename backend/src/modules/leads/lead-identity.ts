import type { EntityManager } from 'typeorm';
import { emailKey } from './person-keys';

/**
 * Which lead is a person's (issue 28: one record per person). An address belongs to the lead of its
 * mailbox (person-keys.ts emailKey: "Jo.Price+plans@gmail.com" is joprice@gmail.com's lead), and a
 * lead merged into another answers with the one it went to. Every form, the booking page and the
 * partner program find a person's lead here.
 */

/**
 * Makes submissions to one mailbox take turns until the caller's transaction ends (across
 * instances): two forms sent at once by one person find, or create, one lead.
 */
export async function lockMailbox(manager: EntityManager, email: string): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`lead-mailbox:${emailKey(email)}`]);
}

/**
 * The id of the lead this address reaches (the exact address first, then its mailbox; a merged
 * lead's answer is the lead it went to), or null. With `forUpdate` the lead's row is locked.
 */
export async function findLeadOfAddress(manager: EntityManager, email: string, options: { forUpdate?: boolean } = {}): Promise<number | null> {
  const address = email.trim().toLowerCase();
  const rows = (await manager.query(
    `SELECT COALESCE("mergedIntoId", id) AS id FROM discovery_call_leads
      WHERE "emailKey" = $1 ORDER BY (email = $2) DESC, ("mergedIntoId" IS NULL) DESC, id LIMIT 1`,
    [emailKey(address), address],
  )) as Array<{ id: number }>;
  const id = rows[0]?.id ?? null;
  if (id !== null && options.forUpdate) await manager.query(`SELECT 1 FROM discovery_call_leads WHERE id = $1 FOR UPDATE`, [id]);
  return id;
}

/**
 * SQL for every address a lead is known by: its own, each of its submissions' (a variant of its
 * mailbox, a merged lead's), and those of leads merged into it. Records kept by e-mail (deposits,
 * quote requests, mail) are the lead's when their address is one of these. Use it as a table the
 * records are joined to by address (`FROM ${leadAddressesSql('l')} a(email) JOIN users u ON u.email = a.email`),
 * so each lookup goes through the other table's e-mail index; `u.email IN (…)` would test every row.
 */
export function leadAddressesSql(leadAlias: string): string {
  return `(SELECT ${leadAlias}.email UNION SELECT s.email FROM lead_submissions s WHERE s."leadId" = ${leadAlias}.id
           UNION SELECT m.email FROM discovery_call_leads m WHERE m."mergedIntoId" = ${leadAlias}.id)`;
}

/** The addresses of one lead (leadAddressesSql), for queries that take them as a parameter. */
export async function leadAddresses(manager: EntityManager, leadId: number): Promise<string[]> {
  const rows = (await manager.query(`SELECT a.email FROM discovery_call_leads l CROSS JOIN LATERAL ${leadAddressesSql('l')} AS a(email) WHERE l.id = $1`, [
    leadId,
  ])) as Array<{ email: string }>;
  return rows.map((row) => row.email);
}
