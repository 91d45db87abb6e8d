import type { Client } from 'pg';

/** Waits (a bounded number of short pauses) until `done` holds: a notification arrives on its own schedule. */
export async function eventually(done: () => Promise<boolean> | boolean): Promise<void> {
  for (let i = 0; i < 100 && !(await done()); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await done()).toBe(true);
}

/** Runs a write the catalogue's triggers do not see (replication role replica skips them): only a cache would hide it. */
export async function writeUnnoticed(sql: Client, statement: string): Promise<void> {
  await sql.query('SET session_replication_role = replica');
  try {
    await sql.query(statement);
  } finally {
    await sql.query('SET session_replication_role = DEFAULT');
  }
}
