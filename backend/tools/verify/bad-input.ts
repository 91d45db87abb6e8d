import http from 'node:http';
import { type BadInputCase, generateCases, type GenerationContext } from './bad-input-cases';
import { readOperations } from './openapi-operations';
import { compareSnapshots, type RowChange, tableShapes, takeSnapshot } from './row-snapshot';
import type { ScenarioContext, ScenarioResult, SignedInRole } from './scenario';

/**
 * Scenario 6 of `make verify`: bad input generated from openapi/openapi.json for every operation
 * (see bad-input-cases.ts), sent anonymously and with each role's session. Promises checked:
 * no answer is a 5xx; every request that breaks the document's contract is refused with the right
 * status (see expectedStatuses) and the error shape; no row that existed is lost or changed by
 * requests the server refused (see row-snapshot.ts).
 */

const SIZES = {
  full: { requests: 2_200, seconds: 420 },
  short: { requests: 270, seconds: 35 },
};
const CONCURRENCY = 4;
const REQUEST_TIMEOUT_MS = 15_000;
/** Refused cases sent between two snapshots (conforming unsafe ones get a window each). */
const BATCH = 40;
const MAX_FAILURE_LINES = 40;

export interface Answer {
  status: number;
  contentType: string;
  text: string;
  retryAfter: boolean;
}

/**
 * The statuses allowed for a case that breaks the contract, from the order in which the app
 * handles a request (app.setup.ts): the body parser (400 unreadable / 413 too large / 415 not a
 * type the operation takes) runs before anything else, so those are exact whoever sends it; then
 * the CSRF check (403 for a signed-in unsafe request without X-XSRF-TOKEN); then the router
 * (400 for a path it cannot decode); then the guards:
 * RolesGuard (401 anonymous, 403 a role not in x-roles), a signed webhook's own guard (401/403:
 * an operation with required header parameters), the public forms' rate limit (429); only then
 * the validation pipe, which must answer 400 (422 also counts as a validation refusal). A refusal
 * before validation is exact, never "any 4xx": a 404 or 409 for a body that breaks the schema
 * means the handler ran on it.
 */
export function expectedStatuses(c: BadInputCase): number[] {
  if (c.breaks === 'parser') return [c.parserStatus!];
  if (c.actor !== 'anonymous' && c.op.method !== 'get' && !c.csrf) return [403];
  if (c.breaks === 'route') return [400];
  if (c.op.roles && c.actor === 'anonymous') return [401];
  if (c.op.roles && c.op.roles.length && !c.op.roles.includes(c.actor as SignedInRole)) return [403];
  const allowed = [400, 422, 429];
  if (c.op.parameters.some((p) => p.in === 'header' && p.required)) allowed.push(401, 403);
  return allowed;
}

/** What is wrong with an error body (STYLE.md §9, common/error-body.ts), or null. */
export function errorShapeProblem(answer: Answer): string | null {
  if (!answer.contentType.includes('application/json')) return `content type ${answer.contentType || '(none)'}, not the JSON error shape`;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return 'body is not JSON';
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'body is not an object';
  if (body.statusCode !== answer.status) return `statusCode ${JSON.stringify(body.statusCode)} is not the status`;
  if (typeof body.message !== 'string' || !body.message) return 'no message';
  if (typeof body.error !== 'string' || !body.error) return 'no error';
  if (
    body.errors !== undefined &&
    !(Array.isArray(body.errors) && body.errors.every((e) => e && typeof e.field === 'string' && typeof e.message === 'string'))
  ) {
    return 'errors is not a list of { field, message }';
  }
  const extra = Object.keys(body).filter((k) => !['statusCode', 'message', 'error', 'errors'].includes(k));
  return extra.length ? `unexpected fields ${extra.join(', ')}` : null;
}

export async function badInputScenario(ctx: ScenarioContext): Promise<ScenarioResult> {
  const size = ctx.short ? SIZES.short : SIZES.full;
  const started = Date.now();
  const deadline = started + size.seconds * 1000;
  const failures: string[] = [];
  const replay = `replay: VERIFY_SEED=${ctx.seed}${ctx.short ? ' (short run)' : ''}`;
  const fail = (line: string) => failures.push(line);

  const sessionsBefore = await sessionIds(ctx);
  const operations = readOperations();
  const perOperation = Math.max(1, Math.round(size.requests / operations.length));
  const g: GenerationContext = { protectedIds: new Set(Object.values(sessionsBefore).flatMap((ids) => ids)) };
  // Round by round (case i of every operation, then case i + 1), so a run cut short by its time
  // bound on a busy machine has still covered every operation.
  const perOp = operations.map((op) => generateCases(op, perOperation, ctx.seed, g));
  const cases = Array.from({ length: perOperation }, (_v, i) => perOp.map((list) => list[i])).flat();

  // Windows between snapshots: refused-by-design cases in batches; each conforming unsafe case
  // alone, so the rows it changes when it is accepted are known to be its own.
  const windows: BadInputCase[][] = [];
  let batch: BadInputCase[] = [];
  for (const c of cases) {
    if (c.breaks === null && c.op.method !== 'get') {
      windows.push(batch, [c]);
      batch = [];
    } else {
      batch.push(c);
      if (batch.length === BATCH) {
        windows.push(batch);
        batch = [];
      }
    }
  }
  if (batch.length) windows.push(batch);

  const statusCounts = new Map<string, number>();
  const covered = new Set<string>();
  let sent = 0;
  let stoppedEarly = false;
  let serverErrors = 0;
  let noAnswer = 0;
  let rowsChecked = 0;
  const shapes = await tableShapes(ctx);
  let before = await takeSnapshot(ctx, shapes);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

  for (const window of windows.filter((w) => w.length)) {
    if (Date.now() > deadline) {
      stoppedEarly = true;
      break;
    }
    const answers = await runPool(window, CONCURRENCY, (c) => send(ctx, agent, c));
    let anyAccepted = false;
    window.forEach((c, i) => {
      const answer = answers[i];
      sent++;
      covered.add(`${c.op.method} ${c.op.path}`);
      const label = `${c.op.method.toUpperCase()} ${c.op.path} [${c.kind}: ${c.summary}; ${c.actor}${c.actor !== 'anonymous' && c.op.method !== 'get' && !c.csrf ? ', no CSRF header' : ''}]`;
      if (typeof answer === 'string') {
        noAnswer++;
        fail(`${label}: no answer (${answer})`);
        return;
      }
      const bucket = answer.status < 300 ? '2xx' : answer.status >= 500 ? '5xx' : String(answer.status);
      statusCounts.set(bucket, (statusCounts.get(bucket) ?? 0) + 1);
      if (answer.status < 300 && c.op.method !== 'get') anyAccepted = true;
      if (answer.status >= 500) {
        serverErrors++;
        fail(`${label}: ${answer.status} ${answer.text.slice(0, 120)}`);
        return;
      }
      if (c.breaks) {
        const expected = expectedStatuses(c);
        if (!expected.includes(answer.status) || (answer.status === 429 && !answer.retryAfter)) {
          fail(`${label}: ${answer.status}, expected ${expected.join('/')}: ${answer.text.slice(0, 120)}`);
          return;
        }
      }
      if (answer.status >= 400) {
        const problem = errorShapeProblem(answer);
        if (problem) fail(`${label}: ${answer.status} without the error shape (${problem}): ${answer.text.slice(0, 80)}`);
      }
    });

    const after = await takeSnapshot(ctx, shapes);
    // A conforming unsafe request the server accepted changes rows: that is its job, and it ran
    // alone in its window. Every other window holds only refused requests and reads.
    const conformingAccepted = window.length === 1 && window[0].breaks === null && anyAccepted;
    if (!conformingAccepted) {
      const { changes, rowsChecked: checked } = compareSnapshots(before, after);
      rowsChecked += checked;
      if (changes.length)
        fail(
          `${describe(changes)} while only refused requests and reads ran: ${window
            .slice(0, 4)
            .map((c) => `${c.op.method.toUpperCase()} ${c.op.path} [${c.kind}]`)
            .join('; ')}${window.length > 4 ? ` and ${window.length - 4} more` : ''}`,
        );
    }
    before = after;
  }

  // The run must not have signed anyone out: else its later answers proved less than they say.
  agent.destroy();
  const sessionsAfter = await sessionIds(ctx);
  for (const role of Object.keys(sessionsBefore) as SignedInRole[]) {
    if (!sessionsAfter[role]) fail(`the ${role}'s session no longer works after the run`);
  }
  if (covered.size < operations.length) fail(`covered ${covered.size} of ${operations.length} operations`);
  if (!ctx.short && sent < 2000) fail(`sent ${sent} requests, fewer than 2,000${stoppedEarly ? ` (stopped at the time bound, ${size.seconds} s)` : ''}`);

  const shown = failures.length > MAX_FAILURE_LINES ? [...failures.slice(0, MAX_FAILURE_LINES), `… and ${failures.length - MAX_FAILURE_LINES} more`] : failures;
  const statuses = [...statusCounts.entries()].filter(([k]) => k !== '5xx').sort(([a], [b]) => a.localeCompare(b));
  // One figure (e.g. "2xx 385, 400 913, 401 185"): numeric keys would jump ahead of the others in print order.
  return {
    name: '6 bad input',
    figures: {
      requests: stoppedEarly ? `${sent} of ${cases.length} (time bound)` : sent,
      operations: `${covered.size}/${operations.length}`,
      statuses: statuses.map(([status, n]) => `${status} ${n}`).join(', '),
      '5xx': serverErrors,
      ...(noAnswer ? { 'no answer': noAnswer } : {}),
      'rows checked': rowsChecked,
      seconds: Math.round((Date.now() - started) / 100) / 10,
      seed: ctx.seed,
    },
    failures: shown.length ? [...shown, replay] : [],
  };
}

function describe(changes: RowChange[]): string {
  const parts = changes.slice(0, 5).map((c) => `${c.table} ${c.key} ${c.change}`);
  return `${changes.length} row(s) lost, changed or added (${parts.join(', ')}${changes.length > 5 ? ', …' : ''})`;
}

async function send(ctx: ScenarioContext, agent: http.Agent, c: BadInputCase): Promise<Answer | string> {
  const headers: Record<string, string> = { ...c.headers };
  if (c.actor !== 'anonymous') {
    const session = ctx.sessions[c.actor];
    headers.cookie = session.cookie;
    if (c.csrf) headers['x-xsrf-token'] = session.xsrf;
  }
  return sendVerbatim(ctx.baseUrl, agent, c.op.method.toUpperCase(), c.url, headers, c.body);
}

/**
 * One request whose path goes on the wire exactly as given. fetch (WHATWG URL) would resolve dot
 * segments, `.` and `%2E` alike, and so ask another route than the case names (encodePathSegment);
 * node:http with a `path` option sends it verbatim. A network failure or time-out is a string.
 */
export function sendVerbatim(
  baseUrl: string,
  agent: http.Agent,
  method: string,
  pathAndQuery: string,
  headers: Record<string, string>,
  body?: Buffer,
): Promise<Answer | string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const req = http.request(
      { host: hostname, port, method, path: pathAndQuery, headers: body ? { ...headers, 'content-length': String(body.length) } : headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
            retryAfter: res.headers['retry-after'] !== undefined,
          }),
        );
        res.on('error', (error) => resolve(`${error.name}: ${error.message}`));
      },
    );
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(Object.assign(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`), { name: 'TimeoutError' })));
    req.on('error', (error) => resolve(`${error.name}: ${error.message}`));
    req.end(body);
  });
}

/**
 * Each role's session still signed in (GET /api/auth/me), with the ids the run must not touch:
 * the user's own and those of its affiliate or contractor record.
 */
async function sessionIds(ctx: ScenarioContext): Promise<Partial<Record<SignedInRole, number[]>>> {
  const out: Partial<Record<SignedInRole, number[]>> = {};
  for (const role of Object.keys(ctx.sessions) as SignedInRole[]) {
    const get = async (path: string) => {
      const res = await fetch(ctx.baseUrl + path, { headers: { cookie: ctx.sessions[role].cookie }, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      return res.ok ? ((await res.json()) as { id?: number }) : undefined;
    };
    const me = await get('/api/auth/me');
    if (!me?.id) continue;
    const own = role === 'affiliate' ? await get('/api/affiliate/me') : role === 'contractor' ? await get('/api/contractor/me') : undefined;
    out[role] = [me.id, ...(own?.id ? [own.id] : [])];
  }
  return out;
}

async function runPool<T, R>(items: T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i]);
      }
    }),
  );
  return results;
}
