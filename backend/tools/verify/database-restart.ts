import type { Harness } from './harness';
import { call, describeAnswers, hasErrorShape, runLoad, sleep, type Answer } from './http';
import type { ScenarioResult } from './scenario';
import { firstFew, missingRows, Traffic } from './traffic';

/** The longest a request may wait for its answer while the database is down: the pool waits at most 5 s for a connection (typeorm-options.ts), plus a loaded 2-core machine's slack. */
const MAX_ANSWER_MS_WHILE_DOWN = 8_000;
/** How soon after the database is back everything must answer again. */
const RECOVERY_LIMIT_MS = 5_000;
const DOWN_MS = 10_000;

/**
 * Scenario 2, database restart mid-load: the postmaster is killed (SIGKILL) during a load and
 * started again 10 s later. While down: 503 with the error shape, never a 500, no answer slower
 * than a few seconds, /api/health 503. Within 5 s of its return everything answers again (same
 * app process), and every 2xx has its row.
 */
export async function databaseRestartScenario(h: Harness): Promise<ScenarioResult> {
  const failures: string[] = [];
  const traffic = new Traffic(h.baseUrl, h.quizPaths, `restart-${h.seed}`, h.seed + 2, h.buyers, h.designId, 10_000);
  const health: Answer[] = [];
  let phase: 'before' | 'down' | 'after' = 'before';
  const downAnswers: Answer[] = [];
  const load = runLoad({
    connections: 20,
    durationMs: 60_000,
    maxRequests: 50_000,
    stop: () => phase === 'after',
    send: async (n) => {
      const answer = await traffic.send(n);
      if (phase === 'down') downAnswers.push(answer);
      if (answer.status === 0) await sleep(100); // a refused connection answers at once: do not spin
    },
  });

  await sleep(5_000);
  phase = 'down';
  await h.database.kill();
  const killedAt = Date.now();
  await sleep(1_500);
  while (Date.now() - killedAt < DOWN_MS) {
    health.push(await call(h.baseUrl, 'GET', '/api/health', { timeoutMs: 10_000 }));
    await sleep(1_000);
  }
  await h.database.start();
  const backAt = Date.now();

  // Everything answers again: the health check, a submission and a signed-in read, all together.
  let recoveredMs = -1;
  while (Date.now() - backAt < 20_000) {
    const [ok, quiz, me] = await Promise.all([
      call(h.baseUrl, 'GET', '/api/health', { timeoutMs: 5_000 }),
      traffic.quiz(1_000_000 + health.length),
      call(h.baseUrl, 'GET', '/api/auth/me', { session: h.sessions.user, timeoutMs: 5_000 }),
    ]);
    health.push(ok);
    if (ok.status === 200 && quiz.status === 201 && me.status === 200) {
      recoveredMs = Date.now() - backAt;
      break;
    }
    await sleep(250);
  }
  phase = 'after';
  await load;

  if (recoveredMs < 0) failures.push('the app did not answer again within 20 s of the database coming back');
  else if (recoveredMs > RECOVERY_LIMIT_MS)
    failures.push(`the app answered again ${recoveredMs} ms after the database came back (limit ${RECOVERY_LIMIT_MS} ms)`);
  const healthDown = health.filter((a) => a.startedAt < backAt);
  if (!healthDown.length || healthDown.some((a) => a.status !== 503 || !hasErrorShape(a))) {
    failures.push(`/api/health while down answered ${healthDown.map((a) => a.status || a.error).join(', ')} (503 with the error shape expected)`);
  }
  const during = downAnswers.filter((a) => a.startedAt >= killedAt && a.startedAt < backAt);
  const unavailable = during.filter((a) => a.status === 503);
  const badShape = unavailable.filter((a) => !hasErrorShape(a)).length;
  const other5xx = traffic.answers.filter((a) => a.status >= 500 && a.status !== 503);
  const noAnswer = traffic.answers.filter((a) => a.status === 0);
  const slow = during.filter((a) => a.ms > MAX_ANSWER_MS_WHILE_DOWN).length;
  const unexpected = traffic.answers.filter((a) => a.status >= 400 && a.status < 500);
  if (!unavailable.length) failures.push('no request was answered 503 while the database was down: the outage was not exercised');
  if (badShape) failures.push(`${badShape} 503 answers lack the error shape`);
  if (other5xx.length) failures.push(`${other5xx.length} answers were 5xx other than 503: ${describeAnswers(other5xx)}`);
  if (noAnswer.length) failures.push(`${noAnswer.length} requests got no answer: ${describeAnswers(noAnswer)}`);
  if (slow) failures.push(`${slow} requests took over ${MAX_ANSWER_MS_WHILE_DOWN / 1000} s while the database was down`);
  if (unexpected.length) failures.push(`${unexpected.length} valid requests were refused with a 4xx: ${describeAnswers(unexpected)}`);
  const missing = await missingRows(h, traffic.accepted);
  failures.push(...firstFew(missing));

  return {
    name: '2 database restart',
    figures: {
      requests: traffic.answers.length,
      '2xx': traffic.acceptedCount,
      'down s': DOWN_MS / 1000,
      '503 while down': unavailable.length,
      'slowest while down': `${Math.max(0, ...during.map((a) => a.ms))} ms`,
      'other 5xx': other5xx.length,
      'back in': recoveredMs < 0 ? 'never' : `${(recoveredMs / 1000).toFixed(1)} s`,
      'missing rows': missing.length,
    },
    failures,
  };
}
