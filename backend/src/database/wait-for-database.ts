import { Client } from 'pg';
import { StartupError } from './startup-error';

/** Auth failures (wrong password, no such role) and a missing database do not fix themselves. */
const FINAL_CODES: Record<string, string> = {
  '28P01': 'refused the user name or password in DATABASE_URL',
  '28000': 'refused the user name or password in DATABASE_URL',
  '3D000': 'has no database of the name in DATABASE_URL',
};

/** The server and database of a connection string, never its password. */
export function describeDatabaseUrl(url: string): string {
  const parsed = new URL(url);
  const user = parsed.username ? `${decodeURIComponent(parsed.username)}@` : '';
  return `${user}${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
}

/**
 * Waits until DATABASE_URL accepts a connection: a database that comes up a few seconds after
 * the app is normal (compose). Gives up after `seconds` with one line that says what to check;
 * a refused password or a missing database fails at once.
 */
export async function waitForDatabase(url: string, seconds: number, log: (line: string) => void): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  const where = describeDatabaseUrl(url);
  let waiting = false;
  for (;;) {
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
    // A connection that fails may still emit 'error' later; it is answered by the catch below.
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      const { code, message } = error as { code?: string; message?: string };
      if (code && FINAL_CODES[code]) {
        throw new StartupError(`The database server at ${where} ${FINAL_CODES[code]}: correct DATABASE_URL and start again.`);
      }
      const reason = code ?? message ?? String(error);
      if (Date.now() >= deadline) {
        throw new StartupError(
          `Cannot reach the database at ${where} (${reason}) after ${seconds} s: check DATABASE_URL and that PostgreSQL runs there (DATABASE_WAIT_SECONDS sets how long to wait).`,
        );
      }
      if (!waiting) log(`Waiting up to ${seconds} s for the database at ${where} (${reason})`);
      waiting = true;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}
