import type { EmbeddedDatabase } from '../src/database/embedded-postgres';
import { adminQuery, testDatabaseName } from './test-database';

export default async function globalTeardown(): Promise<void> {
  await adminQuery(`DROP DATABASE IF EXISTS "${testDatabaseName()}" WITH (FORCE)`);
  await (globalThis as { __embeddedPg?: EmbeddedDatabase }).__embeddedPg?.stop();
}
