import { rmSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../../src/database/embedded-postgres';
import type { Harness } from './harness';
import { describeAnswers, runLoad, sleep } from './http';
import { isAlive, postmasterPid, startApp } from './processes';
import type { ScenarioResult } from './scenario';
import { firstFew, missingRows, Traffic } from './traffic';

/**
 * A request sent this long before the signal was surely read by the app (answers take tens of
 * ms here); one sent later may still sit unread in a keep-alive socket the closing server drops,
 * which is a request never accepted, so it may fail (the client sees a reset and retries).
 */
const ACCEPTED_MARGIN_MS = 250;

/**
 * Scenario 5, graceful stop under load: an app with its own embedded PostgreSQL (as `make start`
 * runs) gets SIGTERM during a load. Requests in flight finish, nothing accepted is lost, the
 * PostgreSQL it started is stopped, and it exits 0.
 */
export async function gracefulStopScenario(h: Harness): Promise<ScenarioResult> {
  const failures: string[] = [];
  const dataDir = path.join(h.dataRoot, 'verify-stop');
  rmSync(dataDir, { recursive: true, force: true });
  const { DATABASE_URL: _harnessDatabase, SMTP_URL: _listener, ...env } = h.appEnv;
  const app = await startApp(h.ports.standalone, { ...env, DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(h.ports.standalonePg) });
  const pid = postmasterPid(path.join(dataDir, 'pg'));
  if (!pid) failures.push('the app started no embedded PostgreSQL (no postmaster.pid)');

  const traffic = new Traffic(app.url, h.quizPaths, `stop-${h.seed}`, h.seed + 5);
  let stopped = false;
  void app.exited.then(() => (stopped = true));
  const load = runLoad({ connections: h.short ? 10 : 30, durationMs: 60_000, maxRequests: 50_000, stop: () => stopped, send: (n) => traffic.send(n) });
  await sleep(h.short ? 3_000 : 10_000);
  const signalAt = Date.now();
  app.child.kill('SIGTERM');
  const code = await app.exited;
  const stopMs = Date.now() - signalAt;
  await load;

  const inFlight = traffic.answers.filter((a) => a.startedAt < signalAt && a.startedAt + a.ms > signalAt);
  const lostInFlight = traffic.answers.filter((a) => a.status === 0 && a.startedAt < signalAt - ACCEPTED_MARGIN_MS);
  const serverErrors = traffic.answers.filter((a) => a.status >= 500).length;
  if (code !== 0) failures.push(`the app exited with ${code} (0 expected)`);
  if (lostInFlight.length) failures.push(`${lostInFlight.length} requests sent before the signal got no answer: ${describeAnswers(lostInFlight)}`);
  if (serverErrors) failures.push(`${serverErrors} answers were 5xx: ${describeAnswers(traffic.answers.filter((a) => a.status >= 500))}`);
  if (pid && isAlive(pid)) failures.push(`its PostgreSQL (process ${pid}) is still running after the app exited`);

  // The rows, read from the stopped app's own database, started again for the check.
  let missing: string[] = [];
  if (!pid || !isAlive(pid)) {
    const database = await startEmbeddedPostgres(path.join(dataDir, 'pg'), h.ports.standalonePg, () => undefined);
    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      missing = await missingRows({ query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[] }, traffic.accepted);
    } finally {
      await client.end();
      await database.stop();
    }
    failures.push(...firstFew(missing));
  }
  return {
    name: '5 graceful stop',
    figures: {
      requests: traffic.answers.length,
      '2xx': traffic.acceptedCount,
      'in flight at SIGTERM': inFlight.length,
      'unanswered before SIGTERM': lostInFlight.length,
      'refused after': traffic.answers.filter((a) => a.status === 0 && a.startedAt >= signalAt - ACCEPTED_MARGIN_MS).length,
      'stopped in': `${(stopMs / 1000).toFixed(1)} s`,
      'exit code': code ?? 'signal',
      'postgres stopped': pid && !isAlive(pid) ? 'yes' : 'no',
      'missing rows': missing.length,
    },
    failures,
  };
}
