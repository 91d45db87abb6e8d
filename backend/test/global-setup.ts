import path from 'node:path';
import { startEmbeddedPostgres } from '../src/database/embedded-postgres';
import { adminQuery } from './test-database';

/** Port of the tests' own embedded PostgreSQL: beside the app's (DEFAULT_EMBEDDED_PG_PORT) and Playwright's; TEST_PG_PORT moves it. */
const TEST_PG_PORT = Number(process.env.TEST_PG_PORT ?? 25430);

/**
 * A real PostgreSQL for the integration tests: the server of DATABASE_URL when it is set,
 * else an embedded one. Each run gets a fresh database, dropped at the end.
 */
export default async function globalSetup(): Promise<void> {
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const db = await startEmbeddedPostgres(path.resolve(__dirname, '../../.data/test-pg'), TEST_PG_PORT, () => undefined, 'TEST_PG_PORT');
    (globalThis as { __embeddedPg?: typeof db }).__embeddedPg = db;
    adminUrl = db.url;
  }
  const name = `test_${process.pid}_${Date.now()}`;
  process.env.TEST_ADMIN_DATABASE_URL = adminUrl;
  await adminQuery(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  process.env.TEST_DATABASE_URL = url.toString();
}
