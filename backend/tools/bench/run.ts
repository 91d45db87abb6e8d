import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { APP_ROOT } from '../../src/config/app-config';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { AIMS, printAims, type AimCheck } from './aims';
import { kb, table } from './format';
import { reportPages } from './pages';
import { addSamplePictures } from './sample-pictures';
import { embeddedDatabaseUrl } from '../../src/database/embedded-postgres';

/**
 * `make bench`: the catalogue endpoints' throughput and latency, each beside two references
 * answering the same bytes in the same run (a bare node:http server and a minimal Nest app, see
 * reference-servers.ts), then the pages (pages.ts). Every figure is printed beside its aim
 * (aims.ts); the exit code is 1 when one misses. Each server runs in its own process; the load
 * generator in this one.
 *
 * Environment (so two people can run it at once on one machine):
 *   BENCH_PORT       app port; the bare reference uses +1, the Nest reference +2 (default 3200)
 *   BENCH_PG_PORT    the app's embedded PostgreSQL (default 25432)
 *   BENCH_DATA_DIR   the app's data directory, emptied first (default .data/bench)
 *   BENCH_SECONDS    seconds per measurement (default 10)
 *   BENCH_PARTS      api, pages or api,pages (default); `pictures` (make bench-pictures) instead
 *                    puts photos on two listings and a plan, builds a copy of the site with them
 *                    (PRERENDER_PLANS_FROM, into frontend/build/bench-pictures) and measures those pages
 *   BENCH_LIGHTHOUSE, BENCH_LIGHTHOUSE_RUNS, BENCH_PAGES: see pages.ts
 */
const ROOT = APP_ROOT;
const CONNECTIONS = 50;

function envInt(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return value;
}

const APP_PORT = envInt('BENCH_PORT', 3200, 1024, 65533);
const BARE_PORT = APP_PORT + 1;
const NEST_PORT = APP_PORT + 2;
const PG_PORT = envInt('BENCH_PG_PORT', 25432, 1024, 65535);
const DATA_DIR = path.resolve(ROOT, process.env.BENCH_DATA_DIR?.trim() || '.data/bench');
const DURATION_S = envInt('BENCH_SECONDS', 10, 1, 600);
const PARTS = new Set((process.env.BENCH_PARTS ?? 'api,pages').split(',').map((part) => part.trim()));

/** The catalogue calls the aims are about: the catalogue page's list and a plan page's two calls. */
const CATALOGUE_PATHS = [
  { path: '/api/designs', what: 'GET /api/designs (catalogue page: first 12 plans)' },
  { path: '/api/designs/rose-mount', what: 'GET /api/designs/rose-mount (plan page)' },
  { path: '/api/designs/rose-mount/estimate', what: 'GET /api/designs/rose-mount/estimate (plan page)' },
];

interface Measured {
  reqPerSec: number;
  p50: number;
  p99: number;
  failures: number;
}

function startProcess(args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    // Only the tail is kept (for the error message): the app logs a line per request under load.
    // The ready line is looked for in the whole chunk (more lines may follow it in one read).
    let tail = '';
    const onData = (chunk: Buffer) => {
      const text = tail + chunk.toString();
      if (ready.test(text)) resolve(child);
      tail = text.slice(-4000);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}:\n${tail}`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function measure(url: string): Promise<Measured> {
  // A short warm-up so JIT, caches and connection pools are ready.
  await autocannon({ url, connections: 10, duration: 2 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return { reqPerSec: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failures: result.non2xx + result.errors + result.timeouts };
}

const reqs = (m: Measured) => Math.round(m.reqPerSec).toLocaleString('en-US');
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
const row = (name: string, m: Measured, extra: string[] = ['', '']) => [name, reqs(m), `${m.p50} ms`, `${m.p99} ms`, String(m.failures), ...extra];

/** The API part: each catalogue call on the app beside both references; the aims checked. */
async function benchApi(appUrl: string): Promise<AimCheck[]> {
  const bodies: Record<string, string> = {};
  for (const { path: p } of CATALOGUE_PATHS) {
    const res = await fetch(appUrl + p);
    if (!res.ok) throw new Error(`GET ${p} answered ${res.status}`);
    bodies[p] = await res.text();
  }
  const bodiesFile = path.join(DATA_DIR, 'reference-bodies.json');
  writeFileSync(bodiesFile, JSON.stringify(bodies));
  const script = path.join(__dirname, 'reference-servers.js');
  const bare = await startProcess([script, 'bare', String(BARE_PORT), bodiesFile], {}, /ready/);
  const nest = await startProcess([script, 'nest', String(NEST_PORT), bodiesFile], {}, /ready/);

  const rows: string[][] = [];
  const checks: AimCheck[] = [];
  try {
    rows.push(row('GET /api/health (SELECT 1, not cached)', await measure(`${appUrl}/api/health`)));
    rows.push(row('GET /about (prerendered page)', await measure(`${appUrl}/about`)));
    for (const { path: p, what } of CATALOGUE_PATHS) {
      const bareRun = await measure(`http://127.0.0.1:${BARE_PORT}${p}`);
      const nestRun = await measure(`http://127.0.0.1:${NEST_PORT}${p}`);
      const appRun = await measure(appUrl + p);
      const ofNest = appRun.reqPerSec / nestRun.reqPerSec;
      const ofBare = appRun.reqPerSec / bareRun.reqPerSec;
      rows.push(row(`  bare node:http, same JSON (${kb(Buffer.byteLength(bodies[p]))})`, bareRun));
      rows.push(row('  minimal Nest app, same JSON', nestRun));
      rows.push(row(what, appRun, [percent(ofNest), percent(ofBare)]));
      checks.push(
        {
          figure: `${p}: req/s of minimal Nest`,
          measured: percent(ofNest),
          aim: `≥ ${percent(AIMS.api.minShareOfMinimalNest)}`,
          met: ofNest >= AIMS.api.minShareOfMinimalNest && appRun.failures === 0,
        },
        {
          figure: `${p}: p99 at ${CONNECTIONS} connections`,
          measured: `${appRun.p99} ms`,
          aim: `< ${AIMS.api.maxP99Ms} ms`,
          met: appRun.p99 < AIMS.api.maxP99Ms,
        },
      );
    }
  } finally {
    await stop(bare);
    await stop(nest);
  }
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, on ${cpus().length} cores\n`);
  console.log(table(['target', 'req/s (avg)', 'p50', 'p99', 'non-2xx/errors', '% of minimal Nest', '% of bare node'], rows));
  return checks;
}

/** The app on the bench's own database; `siteDir` serves another build of the site. */
function startApp(siteDir?: string): Promise<ChildProcess> {
  return startProcess(
    ['backend/dist/main.js'],
    {
      PORT: String(APP_PORT),
      DATA_DIR,
      EMBEDDED_PG_PORT: String(PG_PORT),
      NODE_ENV: 'production',
      SESSION_SECRET: 'bench-'.repeat(8),
      TOTP_ENCRYPTION_KEY: 'be'.repeat(32), // 32 bytes in hex
      DATA_ENCRYPTION_KEY: 'bd'.repeat(32),
      UNSUBSCRIBE_SECRET: 'bench-unsubscribe-'.repeat(3),
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      RATE_LIMIT_PER_MINUTE: '1000000',
      ...(siteDir ? { SITE_DIR: siteDir } : {}),
    },
    /Site and API at/,
  );
}

/**
 * Issue 31: the pages with pictures, as a deploy leaves them. Photos go on a sample listing
 * (prerendered, its gallery read at run time), on a listing only the database knows (the page is
 * drawn in the browser) and on a plan; the site is built again reading the plans from the running
 * app (PRERENDER_PLANS_FROM), so the plan page's pictures are in its HTML; the app restarts on
 * that build and the three pages are measured.
 */
async function benchPictures(app: ChildProcess, appUrl: string): Promise<{ app: ChildProcess; checks: AimCheck[] }> {
  const pages = await addSamplePictures(embeddedDatabaseUrl(PG_PORT));
  // Inside frontend/ (its package.json makes the server bundle an ES module), beside the usual build/client.
  const buildDir = path.join(ROOT, 'frontend', 'build', 'bench-pictures');
  rmSync(buildDir, { recursive: true, force: true });
  console.log(`Pictures added; building the site with them into ${path.relative(ROOT, buildDir)} (PRERENDER_PLANS_FROM=${appUrl})`);
  const build = spawnSync('npx', ['react-router', 'build'], {
    cwd: path.join(ROOT, 'frontend'),
    env: { ...process.env, PRERENDER_PLANS_FROM: appUrl, FRONTEND_BUILD_DIR: buildDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error(`the site's build with pictures exited with ${build.status}`);
  await stop(app);
  const restarted = await startApp(path.join(buildDir, 'client'));
  return { app: restarted, checks: await reportPages(appUrl, [pages.sampleProfile, pages.databaseProfile, pages.plan]) };
}

async function main(): Promise<void> {
  rmSync(DATA_DIR, { recursive: true, force: true });
  mkdirSync(DATA_DIR, { recursive: true });
  let app = await startApp();
  const checks: AimCheck[] = [];
  try {
    const appUrl = `http://127.0.0.1:${APP_PORT}`;
    if (PARTS.has('api')) checks.push(...(await benchApi(appUrl)));
    if (PARTS.has('pages')) checks.push(...(await reportPages(`http://localhost:${APP_PORT}`)));
    if (PARTS.has('pictures')) {
      const measured = await benchPictures(app, `http://localhost:${APP_PORT}`);
      app = measured.app;
      checks.push(...measured.checks);
    }
  } finally {
    await stop(app);
  }

  process.exitCode = printAims(checks) ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
