import { ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { kb, table } from './format';
import { reportPages } from './pages';

/**
 * `make bench`: throughput and latency of the app's endpoints, each beside a bare Node `http`
 * server answering the same bytes in the same run, so a figure reads against this machine's ceiling.
 * Each server runs in its own process; the load generator in this one.
 */
const ROOT = path.resolve(__dirname, '../../..');
const APP_PORT = 3200;
const BARE_PORT = 3201;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

// The same JSON as the app: /designs answers the app's own GET /api/designs body (BENCH_DESIGNS_JSON).
const BARE_SERVER = `
const health = JSON.stringify({ status: 'ok', database: 'up' });
const bodies = { '/designs': process.env.BENCH_DESIGNS_JSON };
require('node:http').createServer((req, res) => {
  const body = bodies[req.url] ?? health;
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}).listen(${BARE_PORT}, () => console.log('ready'));
`;

interface Target {
  name: string;
  url: string;
}

function startProcess(args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}:\n${output.slice(-2000)}`)));
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

async function measure(target: Target): Promise<string[]> {
  // A short warm-up so JIT and connection pools are ready.
  await autocannon({ url: target.url, connections: 10, duration: 2 });
  const result = await autocannon({ url: target.url, connections: CONNECTIONS, duration: DURATION_S });
  const non2xx = result.non2xx + result.errors + result.timeouts;
  return [
    target.name,
    Math.round(result.requests.average).toLocaleString('en-US'),
    `${result.latency.p50} ms`,
    `${result.latency.p99} ms`,
    String(non2xx),
  ];
}

async function main(): Promise<void> {
  const dataDir = path.join(ROOT, '.data/bench');
  rmSync(dataDir, { recursive: true, force: true });
  const app = await startProcess(
    ['backend/dist/main.js'],
    { PORT: String(APP_PORT), DATA_DIR: dataDir, EMBEDDED_PG_PORT: '54332', NODE_ENV: 'production', SESSION_SECRET: 'bench-'.repeat(8), LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info', RATE_LIMIT_PER_MINUTE: '1000000' },
    /Site and API at/,
  );
  // The first page of the catalogue (12 plans, default sort), as the bare server will answer it.
  const designsJson = await (await fetch(`http://127.0.0.1:${APP_PORT}/api/designs`)).text();
  const bare = await startProcess(['-e', BARE_SERVER], { BENCH_DESIGNS_JSON: designsJson }, /ready/);
  try {
    const rows: string[][] = [];
    rows.push(await measure({ name: 'bare node:http (same JSON)', url: `http://127.0.0.1:${BARE_PORT}/` }));
    rows.push(await measure({ name: 'GET /api/health (SELECT 1)', url: `http://127.0.0.1:${APP_PORT}/api/health` }));
    rows.push(await measure({ name: 'GET /about (prerendered page)', url: `http://127.0.0.1:${APP_PORT}/about` }));
    rows.push(await measure({ name: `bare node:http (designs JSON, ${kb(Buffer.byteLength(designsJson))})`, url: `http://127.0.0.1:${BARE_PORT}/designs` }));
    rows.push(await measure({ name: 'GET /api/designs (12 plans, one query)', url: `http://127.0.0.1:${APP_PORT}/api/designs` }));
    console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, on ${require('node:os').cpus().length} cores\n`);
    console.log(table(['target', 'req/s (avg)', 'p50', 'p99', 'non-2xx/errors'], rows));

    const appUrl = `http://localhost:${APP_PORT}`;
    await reportPages(appUrl);
  } finally {
    await stop(bare);
    await stop(app);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
