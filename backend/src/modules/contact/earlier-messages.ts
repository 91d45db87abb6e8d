import type { EntityManager } from 'typeorm';

/**
 * Whether a contact-form message with this e-mail existed before the caller's transaction (a row
 * the transaction wrote itself has `createdAt` = now(), so it does not count). Contact's answer to
 * partner attribution's duplicate check.
 */
export async function hadEarlierContactMessage(manager: EntityManager, email: string): Promise<boolean> {
  const rows = (await manager.query('SELECT 1 FROM contact_messages WHERE "email" = $1 AND "createdAt" < now() LIMIT 1', [
    email.trim().toLowerCase(),
  ])) as unknown[];
  return rows.length > 0;
}
