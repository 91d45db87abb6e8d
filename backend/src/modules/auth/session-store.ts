import type { DataSource, EntityManager } from 'typeorm';

/**
 * Deletes a user's stored sessions (connect-pg-simple's `sessions` table): all, or all but
 * `keepSid`. Sessions signed in before a password change would fail their credential check
 * anyway; this removes them at once.
 */
export async function endSessionsOf(db: DataSource | EntityManager, userId: number, keepSid?: string): Promise<void> {
  await db.query(`DELETE FROM sessions WHERE (sess::jsonb #>> '{passport,user,id}') = $1 AND ($2::text IS NULL OR sid <> $2)`, [
    String(userId),
    keepSid ?? null,
  ]);
}
