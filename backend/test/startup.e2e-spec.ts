import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { chmod, mkdtemp, mkdir, readlink, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { connect, createServer, type Server, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

/**
 * `make start` as a newcomer runs it: `node backend/dist/main.js` (the Makefile's start recipe,
 * on the compiled server that `make test-backend` builds first), from a checkout in a folder only
 * its owner can enter, and every way the first run can fail.
 */
jest.setTimeout(180_000);

const REPO = path.resolve(__dirname, '../..');
const MAIN = path.join('backend', 'dist', 'main.js');
const isRoot = process.getuid?.() === 0;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts the server from `cwd`; `preserveSymlinks` keeps a linked checkout's own paths (see below). */
function start(cwd: string, env: Record<string, string>, preserveSymlinks = false): Run {
  const args = preserveSymlinks ? ['--preserve-symlinks', '--preserve-symlinks-main', MAIN] : [MAIN];
  const child = spawn(process.execPath, args, {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), LOG_LEVEL: 'silent', SITE_DIR: path.join(REPO, 'frontend/build/client'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForHealth(port: number, run: Run): Promise<number> {
  let exited = false;
  void run.exited.then(() => (exited = true));
  while (!exited) {
    const status = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status) return status;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server exited before it answered:\n${run.output()}`);
}

/** The command lines of every process that names `dataDir` (a PostgreSQL runs with `-D <dataDir>`). */
function processesOf(dataDir: string): string[] {
  return execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes(dataDir) && !line.startsWith('ps '));
}

/** The last line a failed start printed, after checking it printed no stack trace. */
function lastLine(run: Run): string {
  expect(run.output()).not.toMatch(/^\s+at /m);
  return run.output().trim().split('\n').pop()!;
}

describe('make start', () => {
  let tmp: string;
  let openTmp: string;
  const relocated: string[] = [];

  beforeAll(async () => {
    // mkdtemp makes the folder 0700: the postgres user (when we are root) cannot enter it.
    tmp = await mkdtemp(path.join(os.tmpdir(), 'barndo-start-'));
    openTmp = await mkdtemp(path.join(os.tmpdir(), 'barndo-start-open-'));
    await chmod(openTmp, 0o755);
  });

  afterAll(async () => {
    await rm(tmp, { recursive: true, force: true });
    await rm(openTmp, { recursive: true, force: true });
    for (const dir of relocated) await rm(dir, { recursive: true, force: true });
  });

  it('starts from a checkout in a folder only its owner can enter, keeps its data, and leaves no PostgreSQL behind', async () => {
    // A checkout-like folder inside the 0700 one. Its node_modules and built server are links
    // to this repository's (copying them would take minutes); --preserve-symlinks makes Node
    // resolve modules, and so the PostgreSQL binaries, by these paths inside the 0700 folder,
    // exactly as a real clone there would.
    const checkout = path.join(tmp, 'checkout');
    await mkdir(path.join(checkout, 'backend'), { recursive: true });
    await symlink(path.join(REPO, 'node_modules'), path.join(checkout, 'node_modules'));
    await symlink(path.join(REPO, 'backend/node_modules'), path.join(checkout, 'backend/node_modules'));
    await symlink(path.join(REPO, 'backend/dist'), path.join(checkout, 'backend/dist'));
    const port = await freePort();
    const pgPort = await freePort();
    const env = { PORT: String(port), EMBEDDED_PG_PORT: String(pgPort) };

    const first = start(checkout, env, true);
    expect(await waitForHealth(port, first)).toBe(200);
    const dataDir = await realpath(path.join(checkout, '.data/pg'));
    if (isRoot) {
      // Placed where the postgres user can reach it; the checkout keeps a link to it.
      expect(dataDir.startsWith(tmp)).toBe(false);
      expect(await readlink(path.join(checkout, '.data/pg'))).toBe(dataDir);
      relocated.push(dataDir);
    }
    expect(processesOf(dataDir)).toHaveLength(1);
    // No secrets given: random ones are generated once into the data folder, readable by its owner only (issue 25 item 8).
    const secretsFile = path.join(checkout, '.data/secrets.json');
    const secrets = readFileSync(secretsFile, 'utf8');
    expect(Object.keys(JSON.parse(secrets) as object).sort()).toEqual(['DATA_ENCRYPTION_KEY', 'SESSION_SECRET', 'TOTP_ENCRYPTION_KEY', 'UNSUBSCRIBE_SECRET']);
    expect(secrets).not.toMatch(/development-only/);
    expect(statSync(secretsFile).mode & 0o777).toBe(0o600);
    const db = () => new Client({ host: '127.0.0.1', port: pgPort, user: 'postgres', password: 'postgres', database: 'app' });
    const client = db();
    await client.connect();
    await client.query(`CREATE TABLE start_marker (note text); INSERT INTO start_marker VALUES ('kept')`);
    await client.end();
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(processesOf(dataDir)).toEqual([]);

    const second = start(checkout, env, true);
    expect(await waitForHealth(port, second)).toBe(200);
    const again = db();
    await again.connect();
    expect((await again.query('SELECT note FROM start_marker')).rows).toEqual([{ note: 'kept' }]);
    expect(readFileSync(secretsFile, 'utf8')).toBe(secrets); // the second start reused them
    await again.end();
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
    expect(processesOf(dataDir)).toEqual([]);
  });

  it('refuses a production start without its secrets, naming each missing one, and generates nothing (issue 25 item 8)', async () => {
    const dataDir = path.join(tmp, 'production-data');
    const run = start(REPO, { NODE_ENV: 'production', PORT: String(await freePort()), DATA_DIR: dataDir, SESSION_SECRET: 'p'.repeat(40) });
    expect(await run.exited).toBe(1);
    expect(lastLine(run)).toMatch(/^NODE_ENV=production needs TOTP_ENCRYPTION_KEY, UNSUBSCRIBE_SECRET and DATA_ENCRYPTION_KEY \(not set\)\. /);
    expect(run.output()).not.toContain('p'.repeat(40));
    expect(existsSync(path.join(dataDir, 'secrets.json'))).toBe(false);
  });

  it('stops the database it started when Ctrl-C comes during start-up', async () => {
    const dataDir = path.join(tmp, 'interrupted');
    const run = start(REPO, { PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()), DATA_DIR: dataDir });
    // Wait for the PostgreSQL server (not initdb) of this folder, then interrupt the start.
    let real = '';
    while (!real || !processesOf(real).some((line) => / -D /.test(line))) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      real = await realpath(path.join(dataDir, 'pg')).catch(() => '');
    }
    if (isRoot && !real.startsWith(dataDir)) relocated.push(real);
    run.child.kill('SIGINT');
    await run.exited;
    expect(processesOf(real)).toEqual([]);
  });

  it('names the port and PORT when the site port is taken', async () => {
    const blocker = await listen();
    const port = (blocker.address() as { port: number }).port;
    const run = start(REPO, { PORT: String(port), DATA_DIR: path.join(tmp, 'unused') });
    expect(await run.exited).toBe(1);
    expect(lastLine(run)).toBe(
      `Port ${port} is already in use, so the site cannot start: set PORT to a free port (for example PORT=${port + 1} make start) or stop the program using ${port}.`,
    );
    blocker.close();
  });

  it('names the port and EMBEDDED_PG_PORT when the database port is taken', async () => {
    const blocker = await listen();
    const pgPort = (blocker.address() as { port: number }).port;
    const dataDir = path.join(tmp, 'port-taken');
    const run = start(REPO, { PORT: String(await freePort()), EMBEDDED_PG_PORT: String(pgPort), DATA_DIR: dataDir });
    expect(await run.exited).toBe(1);
    expect(lastLine(run)).toBe(
      `Port ${pgPort} is already in use, so the embedded PostgreSQL cannot start: set EMBEDDED_PG_PORT to a free port (for example EMBEDDED_PG_PORT=${pgPort + 1} make start) or stop the program using ${pgPort}.`,
    );
    blocker.close();
    await forgetRelocated(dataDir);
  });

  it('names the PostgreSQL still running on the data folder when a second start uses the same folder', async () => {
    // A second `make start` from the same checkout (say with another PORT, as the port-taken line
    // suggests): never told that the folder of a running database is damaged and to delete it.
    const dataDir = path.join(tmp, 'twice');
    const port = await freePort();
    const pgPort = await freePort();
    const first = start(REPO, { PORT: String(port), EMBEDDED_PG_PORT: String(pgPort), DATA_DIR: dataDir });
    try {
      expect(await waitForHealth(port, first)).toBe(200);
      await forgetRelocated(dataDir);
      const [pid] = readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
      const expected = `A PostgreSQL (process ${pid}, port ${pgPort}) is still running on ${dataDir}/pg: stop the app that started it, or 'kill ${pid}' when no app runs (a run that was killed hard left it), then start again.`;
      // On its own database port, and on the same one.
      for (const secondPgPort of [await freePort(), pgPort]) {
        const second = start(REPO, { PORT: String(await freePort()), EMBEDDED_PG_PORT: String(secondPgPort), DATA_DIR: dataDir });
        expect(await second.exited).toBe(1);
        expect(lastLine(second)).toBe(expected);
      }
      // The first one runs on, untouched.
      expect(await waitForHealth(port, first)).toBe(200);
    } finally {
      first.child.kill('SIGTERM');
    }
    expect(await first.exited).toBe(0);
  });

  it('names the Node the README asks for when Node is another major or older (make runs scripts/check-node.cjs first)', async () => {
    const readme = readFileSync(path.join(REPO, 'README.md'), 'utf8');
    const wanted = /the project runs on (Node \d+\.\d+ or a later Node \d+)/.exec(readme)![1];
    // This Node passes; one that says it is 18.20.4, 26.1.0 or an early 24 gets the one line and exit 1.
    expect(execFileSync(process.execPath, ['scripts/check-node.cjs'], { cwd: REPO, encoding: 'utf8' })).toBe('');
    const checkAs = async (version: string) => {
      const fakeNode = path.join(tmp, `node-${version}.cjs`);
      await writeFile(fakeNode, `Object.defineProperty(process, 'version', { value: 'v${version}' });\n`);
      const run = spawn(process.execPath, ['--require', fakeNode, 'scripts/check-node.cjs'], { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      run.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      run.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      return { code: await new Promise((resolve) => run.once('exit', resolve)), output };
    };
    const fix = ': install it, or let make fetch it (see README), then run make start again.\n';
    expect(await checkAs('18.20.4')).toEqual({ code: 1, output: `Node 18.20.4 is not the Node this project runs on (${wanted})${fix}` });
    expect(await checkAs('26.1.0')).toEqual({ code: 1, output: `Node 26.1.0 is not the Node this project runs on (${wanted})${fix}` });
    expect(await checkAs('24.2.0')).toEqual({ code: 1, output: `Node 24.2.0 is too old for this project (${wanted})${fix}` });
  });

  it('gives up on an unreachable DATABASE_URL after DATABASE_WAIT_SECONDS, without showing its password', async () => {
    const closedPort = await freePort();
    const run = start(REPO, {
      PORT: String(await freePort()),
      DATABASE_URL: `postgres://builder:Secret-Pass-123@127.0.0.1:${closedPort}/barndo`,
      DATABASE_WAIT_SECONDS: '2',
      LOG_LEVEL: 'info',
    });
    expect(await run.exited).toBe(1);
    expect(run.output()).not.toContain('Secret-Pass-123');
    expect(lastLine(run)).toBe(
      `Cannot reach the database at builder@127.0.0.1:${closedPort}/barndo (ECONNREFUSED) after 2 s: check DATABASE_URL and that PostgreSQL runs there (DATABASE_WAIT_SECONDS sets how long to wait).`,
    );
    // It waited (and said so) before giving up.
    expect(run.output()).toContain(`Waiting up to 2 s for the database at builder@127.0.0.1:${closedPort}/barndo (ECONNREFUSED)`);
  });

  it('says at once that DATABASE_URL has a wrong password, without showing it', async () => {
    const url = new URL(process.env.TEST_ADMIN_DATABASE_URL!);
    url.password = 'Wrong-Pass-456';
    const probe = new Client({ connectionString: url.toString() });
    const trusted = await probe.connect().then(
      () => true,
      () => false,
    );
    await probe.end().catch(() => undefined);
    // A server set to trust local connections (DATABASE_URL's, on some machines) takes any password.
    if (trusted) return console.warn('The test server accepts any password: the wrong-password line is proven on the embedded one.');
    const run = start(REPO, { PORT: String(await freePort()), DATABASE_URL: url.toString(), DATABASE_WAIT_SECONDS: '30' });
    expect(await run.exited).toBe(1);
    expect(run.output()).not.toContain('Wrong-Pass-456');
    expect(lastLine(run)).toBe(
      `The database server at ${url.username}@${url.hostname}:${url.port}${url.pathname} refused the user name or password in DATABASE_URL: correct DATABASE_URL and start again.`,
    );
  });

  it('names a data folder made by another PostgreSQL version and how to start afresh', async () => {
    const dataDir = path.join(tmp, 'foreign');
    await mkdir(path.join(dataDir, 'pg'), { recursive: true });
    await writeFile(path.join(dataDir, 'pg', 'PG_VERSION'), '9.6\n');
    const run = start(REPO, { PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await run.exited).toBe(1);
    expect(lastLine(run)).toBe(
      `The database folder ${dataDir}/pg was made by PostgreSQL 9.6, but this app runs PostgreSQL 18: move it away (or delete it to start afresh; its data is then lost) or set DATA_DIR to another folder.`,
    );
  });

  it('names a damaged data folder and how to start afresh', async () => {
    // In a folder the postgres user can enter (when we are root), so PostgreSQL itself reads it.
    const dataDir = path.join(openTmp, 'damaged');
    await mkdir(path.join(dataDir, 'pg'), { recursive: true });
    await writeFile(path.join(dataDir, 'pg', 'PG_VERSION'), '18\n');
    const run = start(REPO, { PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await run.exited).toBe(1);
    expect(lastLine(run)).toMatch(
      new RegExp(
        `^PostgreSQL could not start from ${dataDir}/pg: .+\\. If that folder is damaged, move it away \\(or delete it to start afresh; its data is then lost\\) or set DATA_DIR to another folder\\.$`,
      ),
    );
    expect(processesOf(`${dataDir}/pg`)).toEqual([]);
  });

  /** Starts the app in its own folder and leaves one request in flight (a body that never ends). */
  async function startWithRequestInFlight(deadlineSeconds: number): Promise<{ run: Run; dataDir: string; socket: Socket }> {
    const port = await freePort();
    const folder = path.join(openTmp, `in-flight-${deadlineSeconds}`);
    const run = start(REPO, {
      PORT: String(port),
      EMBEDDED_PG_PORT: String(await freePort()),
      DATA_DIR: folder,
      SHUTDOWN_DEADLINE_SECONDS: String(deadlineSeconds),
      LOG_LEVEL: 'warn',
    });
    expect(await waitForHealth(port, run)).toBe(200);
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"firstName":');
    return { run, dataDir: await realpath(path.join(folder, 'pg')), socket };
  }

  async function gone(dataDir: string): Promise<string[]> {
    // A PostgreSQL told to stop finishes its fast shutdown on its own; give it a moment.
    for (let i = 0; i < 100 && processesOf(dataDir).length > 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    return processesOf(dataDir);
  }

  it('abandons work still in flight after SHUTDOWN_DEADLINE_SECONDS, and stops the database', async () => {
    const { run, dataDir, socket } = await startWithRequestInFlight(2);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('Still stopping after 2 s (SHUTDOWN_DEADLINE_SECONDS): abandoning work in flight');
    expect(await gone(dataDir)).toEqual([]);
    socket.destroy();
  });

  it('stops at once on a second SIGTERM, and leaves no database behind', async () => {
    const { run, dataDir, socket } = await startWithRequestInFlight(120);
    run.child.kill('SIGTERM');
    while (!run.output().includes('SIGTERM: finishing requests in flight')) await new Promise((resolve) => setTimeout(resolve, 50));
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('SIGTERM again: stopping at once');
    expect(await gone(dataDir)).toEqual([]);
    socket.destroy();
  });

  async function listen(): Promise<Server> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, resolve));
    return server;
  }

  async function forgetRelocated(dataDir: string): Promise<void> {
    const real = await realpath(path.join(dataDir, 'pg')).catch(() => undefined);
    if (real && !real.startsWith(tmp)) relocated.push(real);
  }
});
