import { outboxMessageId } from '../../src/mail/mail-sender';
import { sleep } from './http';
import type { ScenarioContext } from './scenario';
import { messageIdOf, type SmtpListener } from './smtp-listener';

/** The business address the run's app is configured with (its domain is in every Message-ID). */
export const VERIFY_BUSINESS_EMAIL = 'office@verify.example';

/** Waits until no outbox row is pending (bounded); answers how many still are. */
export async function waitForOutboxDrained(ctx: Pick<ScenarioContext, 'query'>, timeoutMs: number): Promise<number> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const [{ pending }] = await ctx.query<{ pending: number }>(`SELECT count(*)::int AS pending FROM mail_outbox WHERE status = 'pending'`);
    if (pending === 0 || Date.now() > end) return pending;
    await sleep(250);
  }
}

/**
 * Every outbox row against what the SMTP listener received, by Message-ID: each sent row
 * arrived exactly once, nothing arrived that no row explains, nothing is pending or given up.
 */
export async function checkDeliveredOnce(
  ctx: Pick<ScenarioContext, 'query'>,
  listener: SmtpListener,
): Promise<{ figures: Record<string, number>; failures: string[] }> {
  const rows = await ctx.query<{ id: number; createdAt: Date; status: string }>(`SELECT id, "createdAt", status FROM mail_outbox`);
  const received = new Map<string, number>();
  for (const mail of listener.received) {
    const id = messageIdOf(mail) ?? '(none)';
    received.set(id, (received.get(id) ?? 0) + 1);
  }
  const failures: string[] = [];
  const expected = new Set<string>();
  let duplicates = 0;
  for (const row of rows) {
    const id = outboxMessageId(row, VERIFY_BUSINESS_EMAIL);
    expected.add(id);
    const times = received.get(id) ?? 0;
    if (row.status === 'sent' && times !== 1) failures.push(`outbox row ${row.id} is sent but arrived ${times} times`);
    if (row.status !== 'sent' && times > 0) failures.push(`outbox row ${row.id} is ${row.status} but arrived ${times} times`);
    if (times > 1) duplicates += times - 1;
  }
  const unknown = [...received].filter(([id]) => !expected.has(id)).reduce((sum, [, times]) => sum + times, 0);
  if (unknown) failures.push(`${unknown} received messages match no outbox row's Message-ID`);
  const pending = rows.filter((row) => row.status === 'pending').length;
  const failed = rows.filter((row) => row.status === 'failed').length;
  if (pending) failures.push(`${pending} outbox rows still pending`);
  if (failed) failures.push(`${failed} outbox rows given up (status failed)`);
  return {
    figures: { messages: rows.length, received: listener.received.length, duplicates, pending, 'given up': failed },
    failures: failures.length > 6 ? [...failures.slice(0, 5), `… and ${failures.length - 5} more`] : failures,
  };
}
