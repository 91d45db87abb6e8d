import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { generateSecret } from 'otplib';
import { Pool } from 'pg';
import { table } from '../bench/format';
import { APP_ROOT } from '../../src/config/app-config';
import { badInputScenario } from './bad-input';
import { FIXED_SHORT_SEEDS } from './bad-input-cases';
import { databaseRestartScenario } from './database-restart';
import { gracefulStopScenario } from './graceful-stop';
import type { Harness } from './harness';
import { call } from './http';
import { loadScenario } from './load';
import { VERIFY_BUSINESS_EMAIL } from './mail-check';
import { HarnessDatabase, startApp } from './processes';
import type { ScenarioContext, ScenarioResult } from './scenario';
import { registerBuyer, signInEveryRole, VERIFY_PASSWORD } from './sessions';
import { smtpOutageScenario } from './smtp-outage';
import { startSmtpListener } from './smtp-listener';
import { twoInstancesScenario } from './two-instances';
import { quizPaths } from './traffic';

/**
 * `make verify` (issue 16): starts the built app in production mode on its own PostgreSQL and
 * SMTP listener (loopback only), runs the reliability scenarios, prints one line of figures per
 * scenario and a summary table, and exits non-zero when any promise broke.
 * `--short` (VERIFY_SHORT=1, `make verify-short`, part of `make test`): scenarios 1, 3, 4 and 6
 * with small counts. VERIFY_SEED replays a run's generated inputs; VERIFY_ONLY=1,3 picks scenarios.
 */

interface Scenario {
  /** The issue's number of the scenario: the table's order. */
  id: number;
  /** Part of the short version. */
  short: boolean;
  run: (harness: Harness) => Promise<ScenarioResult>;
}

/**
 * In the order they run: the mail scenarios first, while the outbox is small; the database
 * restart after the load (its backlog of mail is no one's check); the stand-alone app last.
 * A scenario that needs only the shared contract takes a ScenarioContext (a Harness is one).
 */
const SCENARIOS: Scenario[] = [
  // First, while nothing else writes: it checks that refused requests change no row.
  { id: 6, short: true, run: badInputEverySeed },
  { id: 3, short: true, run: smtpOutageScenario },
  { id: 4, short: true, run: twoInstancesScenario },
  { id: 1, short: true, run: loadScenario },
  { id: 2, short: false, run: databaseRestartScenario },
  { id: 5, short: false, run: gracefulStopScenario },
];

/** Scenario 6; in a short run without VERIFY_SEED, once per fixed seed and then with the run's own. */
async function badInputEverySeed(h: Harness): Promise<ScenarioResult> {
  if (!h.short || process.env.VERIFY_SEED) return badInputScenario(h);
  const fixed: ScenarioResult[] = [];
  for (const seed of FIXED_SHORT_SEEDS) fixed.push(await badInputScenario({ ...h, seed }));
  const own = await badInputScenario(h);
  return {
    ...own,
    figures: { ...own.figures, 'fixed seeds': `${FIXED_SHORT_SEEDS.join(', ')}: ${fixed.filter((r) => !r.failures.length).length} of ${fixed.length} passed` },
    failures: [...fixed.flatMap((r) => r.failures), ...own.failures],
  };
}

function port(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > 65_000) throw new Error(`${name} must be a port number, got "${process.env[name]}"`);
  return value;
}

function formatFigures(figures: ScenarioResult['figures']): string {
  return Object.entries(figures)
    .map(([name, value]) => `${name} ${value}`)
    .join(', ');
}

async function main(): Promise<number> {
  const started = Date.now();
  const short = process.argv.includes('--short') || /^(1|true|yes)$/i.test(process.env.VERIFY_SHORT ?? '');
  const seed = process.env.VERIFY_SEED ? Number(process.env.VERIFY_SEED) : Math.floor(Math.random() * 2 ** 31);
  if (!Number.isInteger(seed)) throw new Error(`VERIFY_SEED must be a whole number, got "${process.env.VERIFY_SEED}"`);
  // Defaults apart from make start (3000/25429), the browser tests (3100/25431/2526) and make bench (3200/3201/25432).
  const appPort = port('VERIFY_PORT', 3300);
  const pgPort = port('VERIFY_PG_PORT', 25440);
  const smtpPort = port('VERIFY_SMTP_PORT', 2530);
  if (!existsSync(path.join(APP_ROOT, 'backend/dist/main.js'))) throw new Error('backend/dist/main.js is missing: run make build (make verify does)');
  console.log(
    `make verify${short ? ' (short)' : ''}: seed ${seed} (VERIFY_SEED=${seed} replays it); app :${appPort}, PostgreSQL :${pgPort}, SMTP :${smtpPort}`,
  );

  const dataRoot = path.join(APP_ROOT, '.data');
  const dataDir = path.join(dataRoot, 'verify');
  rmSync(dataDir, { recursive: true, force: true });
  const database = new HarnessDatabase(path.join(dataDir, 'pg'), pgPort);
  await database.start();
  const listener = await startSmtpListener(smtpPort);
  const pool = new Pool({ connectionString: database.url, max: 3 });
  pool.on('error', () => undefined); // scenario 2 kills the server under it; the next query reconnects
  const query: ScenarioContext['query'] = async <T>(sql: string, params?: unknown[]) => (await pool.query(sql, params)).rows as T[];

  const admin = { email: 'admin@verify.example', password: VERIFY_PASSWORD, totpSecret: generateSecret() };
  const appEnv: Record<string, string> = {
    NODE_ENV: 'production',
    SESSION_SECRET: 'verify-session-secret-'.repeat(3),
    TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    UNSUBSCRIBE_SECRET: 'verify-unsubscribe-secret-'.repeat(3),
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    PUBLIC_BASE_URL: `http://127.0.0.1:${appPort}`,
    BUSINESS_EMAIL: VERIFY_BUSINESS_EMAIL,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ADMIN_TOTP_SECRET: admin.totpSecret,
    // The load comes from one address: the per-IP limits of the public forms and sign-in are raised for the run.
    RATE_LIMIT_PER_MINUTE: '1000000',
    AUTH_RATE_LIMIT_PER_IP: '1000000',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '1000000',
    // Mail delivered every second and retried after 1 s, then 2 s: an outage of seconds, not hours.
    MAIL_DELIVERY_INTERVAL_SECONDS: '1',
    MAIL_RETRY_FIRST_SECONDS: '1',
    MAIL_RETRY_MAX_SECONDS: '2',
    // Follow-ups a minute after a lead, any time of day, checked every minute (scenario 4).
    FOLLOW_UPS_CRON: '* * * * *',
    FOLLOW_UPS_DELAYS: '1m',
    FOLLOW_UPS_SEND_WINDOW: 'always',
    LOG_LEVEL: process.env.VERIFY_LOG_LEVEL ?? 'warn',
  };

  const app = await startApp(appPort, appEnv);
  const results: { id: number; result: ScenarioResult; seconds: number }[] = [];
  try {
    const tag = `${seed}`;
    const sessions = await signInEveryRole(app.url, admin, listener, query, tag);
    const buyers = [sessions.user];
    for (let i = 1; i < (short ? 2 : 4); i++) buyers.push(await registerBuyer(app.url, `buyer-${tag}-${i}@example.org`, listener));
    const designs = (await call(app.url, 'GET', '/api/designs')).body as { items: { slug: string }[] };
    const harness: Harness = {
      baseUrl: app.url,
      sessions,
      query,
      short,
      seed,
      app,
      appEnv,
      ports: { second: appPort + 1, standalone: appPort + 2, standalonePg: pgPort + 1 },
      database,
      listener,
      quizPaths: await quizPaths(app.url),
      designId: designs.items[0].slug,
      buyers,
      dataRoot,
    };
    console.log(`signed in as user, admin (two-step), affiliate and contractor; ${harness.quizPaths.length} quiz paths; deposits on ${harness.designId}`);

    // VERIFY_ONLY=2,5 runs those scenarios alone (to replay one, or to watch one fail on purpose).
    const only = process.env.VERIFY_ONLY?.split(',').map(Number);
    for (const scenario of SCENARIOS.filter((s) => (only ? only.includes(s.id) : !short || s.short))) {
      const begun = Date.now();
      let result: ScenarioResult;
      try {
        result = await scenario.run(harness);
      } catch (error) {
        result = { name: `${scenario.id}`, figures: {}, failures: [`stopped with an error: ${error instanceof Error ? error.stack : String(error)}`] };
      }
      const seconds = Math.round((Date.now() - begun) / 1000);
      results.push({ id: scenario.id, result, seconds });
      console.log(`${result.name} (${seconds} s): ${formatFigures(result.figures)}`);
      for (const failure of result.failures) console.log(`  FAIL ${failure}`);
    }
  } finally {
    const code = await app.stop();
    if (code !== 0) console.log(`the app exited with ${code} at the end of the run:\n${app.output().slice(-2000)}`);
    await listener.acceptConnections();
    await listener.close();
    await pool.end();
    await database.stop();
  }

  const rows = results
    .sort((a, b) => a.id - b.id)
    .map(({ result, seconds }) => [
      result.name,
      `${formatFigures(result.figures)}, ${seconds} s`,
      result.failures.length ? `FAIL (${result.failures.length})` : 'pass',
    ]);
  console.log(`\n${table(['scenario', 'figures', 'result'], rows)}\n`);
  const failed = results.filter((r) => r.result.failures.length).length;
  console.log(
    `${failed ? `${failed} of ${results.length} scenarios FAILED` : `all ${results.length} scenarios passed`} in ${Math.round((Date.now() - started) / 1000)} s (seed ${seed})`,
  );
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
