import type { EntityManager } from 'typeorm';

/**
 * Whether a quiz or discovery-form lead with this e-mail existed before the caller's transaction:
 * a row the transaction wrote itself has `createdAt` = now() (the transaction's start), so it does
 * not count. Leads' answer to partner attribution's duplicate check.
 */
export async function hadEarlierLead(manager: EntityManager, email: string): Promise<boolean> {
  const rows = (await manager.query('SELECT 1 FROM discovery_call_leads WHERE "email" = $1 AND "createdAt" < now() LIMIT 1', [
    email.trim().toLowerCase(),
  ])) as unknown[];
  return rows.length > 0;
}
