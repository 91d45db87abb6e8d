import { Client } from 'pg';
import { testDatabaseUrl } from './test-database';

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

/**
 * A connection to the test database with a test-only plan (2 bedrooms, 1,000 sq ft living) inserted,
 * written by SQL as an outside writer would; each spec removes its plan at the end (the database is
 * shared by every test file of a run).
 */
export async function connectWithTestPlan(slug: string, name: string): Promise<Client> {
  const sql = new Client({ connectionString: testDatabaseUrl() });
  await sql.connect();
  await sql.query(
    `INSERT INTO "designs" ("slug", "name", "category", "style", "status", "description", "bedrooms", "bathrooms", "squareFeet", "livingSquareFeet", "roofRValue")
     VALUES ($1, $2, 'Residential', 'modern', 'active', $3, 2, 1, 1000, 1000, 33)`,
    [slug, name, `A ${slug} test plan.`],
  );
  return sql;
}
