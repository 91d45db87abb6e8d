import type { Harness } from './harness';
import { describeAnswers, percentile, runLoad, statusCounts } from './http';
import type { ScenarioResult } from './scenario';
import { firstFew, missingRows, Traffic } from './traffic';

/**
 * Scenario 1, load: quiz submissions at many connections, with contact messages and signed-in
 * buyers' deposits. Every answer is a 2xx, and every 2xx has its row and its outbox e-mails.
 */
export async function loadScenario(h: Harness): Promise<ScenarioResult> {
  const connections = h.short ? 20 : 100;
  const durationMs = h.short ? 5_000 : 60_000;
  const traffic = new Traffic(h.baseUrl, h.quizPaths, `load-${h.seed}`, h.seed, h.buyers, h.designId);
  const { sent, elapsedMs } = await runLoad({ connections, durationMs, maxRequests: h.short ? 5_000 : 100_000, send: (n) => traffic.send(n) });

  const failures: string[] = [];
  const counts = statusCounts(traffic.answers);
  const serverErrors = traffic.answers.filter((a) => a.status >= 500).length;
  const noAnswer = traffic.answers.filter((a) => a.status === 0).length;
  const refused = traffic.answers.filter((a) => a.status >= 400 && a.status < 500).length;
  if (serverErrors) failures.push(`${serverErrors} answers were 5xx: ${describeAnswers(traffic.answers.filter((a) => a.status >= 500))}`);
  if (noAnswer) failures.push(`${noAnswer} requests got no answer: ${describeAnswers(traffic.answers.filter((a) => a.status === 0))}`);
  if (refused)
    failures.push(
      `${refused} valid requests were refused with a 4xx: ${describeAnswers(traffic.answers.filter((a) => a.status >= 400 && a.status < 500))} (${JSON.stringify(counts)})`,
    );
  const missing = await missingRows(h, traffic.accepted);
  failures.push(...firstFew(missing));

  const latencies = traffic.answers.map((a) => a.ms);
  return {
    name: '1 load',
    figures: {
      connections,
      seconds: Math.round(elapsedMs / 1000),
      requests: sent,
      '2xx': traffic.acceptedCount,
      '5xx': serverErrors,
      'req/s': Math.round(sent / (elapsedMs / 1000)),
      p50: `${percentile(latencies, 50)} ms`,
      p99: `${percentile(latencies, 99)} ms`,
      'missing rows': missing.length,
    },
    failures,
  };
}
