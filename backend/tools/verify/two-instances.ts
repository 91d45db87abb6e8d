import type { Harness } from './harness';
import { call, runLoad, sleep } from './http';
import { checkDeliveredOnce, waitForOutboxDrained } from './mail-check';
import { startApp } from './processes';
import type { ScenarioResult } from './scenario';
import { Traffic } from './traffic';

/**
 * Scenario 4, two instances on one database: a second app process joins the first; leads come in
 * through both, both deliver the outbox, and both run the follow-ups at once (their cron every
 * minute and the admin's "send now" on each, together). Every message arrives exactly once.
 */
export async function twoInstancesScenario(h: Harness): Promise<ScenarioResult> {
  const leads = h.short ? 40 : 300;
  const failures: string[] = [];
  const second = await startApp(h.ports.second, h.appEnv);
  try {
    const apps = [h.baseUrl, second.url];
    const traffic = apps.map((url, i) => new Traffic(url, h.quizPaths, `two-${h.seed}-${i}`, h.seed + 4 + i));
    await runLoad({ connections: 10, durationMs: 60_000, maxRequests: leads, send: (n) => traffic[n % 2].quiz(n) });
    const emails = traffic.flatMap((t) => t.accepted.quiz.map((q) => q.email));
    if (emails.length !== leads) failures.push(`${leads - emails.length} of ${leads} submissions were not accepted`);

    // The first follow-up (FOLLOW_UPS_DELAYS=1m for the run) falls due a minute after a lead
    // arrives: the leads are dated back that minute so the step is due now instead of waiting.
    await h.query(`UPDATE discovery_call_leads SET "createdAt" = "createdAt" - interval '61 seconds' WHERE email = ANY($1)`, [emails]);
    let queued = 0;
    for (let round = 0; round < 3; round++) {
      const runs = await Promise.all(
        apps.map((url) => call(url, 'POST', '/api/admin/follow-ups/run', { session: h.sessions.admin, body: { dryRun: false }, timeoutMs: 60_000 })),
      );
      for (const run of runs) {
        if (run.status !== 200) failures.push(`a follow-up run answered ${run.status || run.error}`);
        else queued += (run.body as { sent: number }).sent;
      }
      await sleep(500);
    }
    const [{ steps }] = await h.query<{ steps: number }>(
      `SELECT count(*)::int AS steps FROM lead_follow_ups f JOIN discovery_call_leads l ON l.id = f."leadId" WHERE l.email = ANY($1)`,
      [emails],
    );
    if (steps !== emails.length) failures.push(`${steps} follow-up steps recorded for ${emails.length} leads (one each expected)`);

    await waitForOutboxDrained(h, h.short ? 30_000 : 90_000);
    const check = await checkDeliveredOnce(h, h.listener);
    failures.push(...check.failures);
    return { name: '4 two instances', figures: { instances: 2, leads: emails.length, 'follow-ups queued': queued, ...check.figures }, failures };
  } finally {
    const code = await second.stop();
    if (code !== 0) failures.push(`the second instance exited with ${code}`);
  }
}
