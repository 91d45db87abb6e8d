import { Client } from 'pg';

/** Runs one statement on the server that holds the test database, as an administrator. */
export async function adminQuery(sql: string): Promise<void> {
  const client = new Client({ connectionString: process.env.TEST_ADMIN_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The throw-away database this test run uses (created by global-setup). */
export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is set by test/global-setup.ts');
  return url;
}

export function testDatabaseName(): string {
  return new URL(testDatabaseUrl()).pathname.slice(1);
}
