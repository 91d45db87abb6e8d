import type { Harness } from './harness';
import { sleep } from './http';
import { checkDeliveredOnce, waitForOutboxDrained } from './mail-check';
import type { ScenarioResult } from './scenario';
import { Traffic } from './traffic';

/**
 * Scenario 3, SMTP outage: the listener refuses connections while leads come in (the app retries
 * with the back-off the run shortens by MAIL_RETRY_*), then accepts again. Every outbox message
 * arrives exactly once by Message-ID, none is given up.
 */
export async function smtpOutageScenario(h: Harness): Promise<ScenarioResult> {
  const outageMs = h.short ? 6_000 : 20_000;
  const leads = h.short ? 20 : 100;
  const failures: string[] = [];
  // The mail so far (the sign-ups') first, so the outage meets only this scenario's messages in flight.
  await waitForOutboxDrained(h, 30_000);
  const [{ before }] = await h.query<{ before: number }>('SELECT coalesce(sum(attempts), 0)::int AS before FROM mail_outbox');

  await h.listener.refuseConnections();
  const traffic = new Traffic(h.baseUrl, h.quizPaths, `smtp-${h.seed}`, h.seed + 3, h.buyers, h.designId);
  const started = Date.now();
  for (let n = 0; n < leads; n++) {
    const answer = await traffic.send(n);
    if (answer.status < 200 || answer.status >= 300) failures.push(`submission ${n} answered ${answer.status || answer.error} while SMTP was down`);
  }
  await sleep(Math.max(0, outageMs - (Date.now() - started)));
  const [{ during }] = await h.query<{ during: number }>('SELECT coalesce(sum(attempts), 0)::int AS during FROM mail_outbox');
  const failedAttempts = during - before;
  if (failedAttempts === 0) failures.push('no delivery attempt failed during the outage: the outage was not exercised');
  await h.listener.acceptConnections();

  const back = Date.now();
  await waitForOutboxDrained(h, h.short ? 30_000 : 90_000);
  const drainedMs = Date.now() - back;
  const check = await checkDeliveredOnce(h, h.listener);
  failures.push(...check.failures.slice(0, 8));
  return {
    name: '3 SMTP outage',
    figures: {
      'outage s': outageMs / 1000,
      submissions: traffic.acceptedCount,
      'failed attempts': failedAttempts,
      'drained in': `${(drainedMs / 1000).toFixed(1)} s`,
      ...check.figures,
    },
    failures,
  };
}
