import type { SignedInSession } from './scenario';

/** One answer as the harness saw it: status 0 when no HTTP answer came (reset, refused, timed out). */
export interface Answer {
  /** e.g. "POST /api/submit-quiz". */
  request: string;
  status: number;
  body: unknown;
  /** Time from sending to the whole body, in ms. */
  ms: number;
  /** Date.now() when it was sent. */
  startedAt: number;
  /** The network error's code when status is 0 (ECONNRESET, ECONNREFUSED, UND_ERR_SOCKET, TimeoutError, …). */
  error?: string;
  setCookies: string[];
}

export interface CallOptions {
  body?: unknown;
  session?: SignedInSession;
  /** Abandon the request after this long (status 0, error TimeoutError). */
  timeoutMs?: number;
}

/** Sends one JSON request (keep-alive, Node's fetch) and never throws: a network error is an Answer with status 0. */
export async function call(baseUrl: string, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.session) {
    headers.cookie = options.session.cookie;
    if (method !== 'GET') headers['x-xsrf-token'] = options.session.xsrf;
  }
  const startedAt = Date.now();
  try {
    const res = await fetch(baseUrl + path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: kept as text
    }
    return { request: `${method} ${path}`, status: res.status, body, ms: Date.now() - startedAt, startedAt, setCookies: res.headers.getSetCookie() };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    const code = cause?.code ?? (error as Error).name ?? 'Error';
    return { request: `${method} ${path}`, status: 0, body: undefined, ms: Date.now() - startedAt, startedAt, error: code, setCookies: [] };
  }
}

/** The session an answer's Set-Cookie lines open (cookies cleared by the answer are left out). */
export function sessionFrom(answer: Answer): SignedInSession {
  const pairs = answer.setCookies.map((line) => line.split(';')[0]).filter((pair) => !pair.endsWith('='));
  const xsrf = pairs.find((pair) => pair.startsWith('XSRF-TOKEN='));
  if (!xsrf) throw new Error(`no XSRF-TOKEN cookie in the answer (${answer.status}): ${JSON.stringify(answer.body)}`);
  return { cookie: pairs.join('; '), xsrf: decodeURIComponent(xsrf.slice('XSRF-TOKEN='.length)) };
}

/** The error shape every non-2xx answer has (common/error-body.ts). */
export function hasErrorShape(answer: Answer): boolean {
  const body = answer.body as { statusCode?: unknown; message?: unknown; error?: unknown } | undefined;
  return !!body && body.statusCode === answer.status && typeof body.message === 'string' && typeof body.error === 'string';
}

/**
 * A bounded load: `connections` loops, each sending its next request as soon as the last one
 * answered, until `durationMs` passed or `maxRequests` were sent, whichever comes first.
 */
export async function runLoad(options: {
  connections: number;
  durationMs: number;
  maxRequests: number;
  send: (n: number) => Promise<unknown>;
  stop?: () => boolean;
}): Promise<{ sent: number; elapsedMs: number }> {
  const started = Date.now();
  const end = started + options.durationMs;
  let sent = 0;
  const loop = async () => {
    while (Date.now() < end && sent < options.maxRequests && !options.stop?.()) await options.send(sent++);
  };
  await Promise.all(Array.from({ length: options.connections }, loop));
  return { sent, elapsedMs: Date.now() - started };
}

/** The p-th percentile (0-100) of latencies, in whole ms. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** What went wrong, grouped: "3× POST /api/contact → 500 Internal server error", "2× POST /api/submit-quiz → ECONNRESET after 12 ms". */
export function describeAnswers(answers: Answer[], limit = 4): string {
  const groups = new Map<string, number>();
  for (const a of answers) {
    const what = a.status ? `${a.status} ${String((a.body as { message?: unknown } | undefined)?.message ?? '').slice(0, 80)}` : a.error;
    const key = `${a.request} → ${what}`;
    groups.set(key, (groups.get(key) ?? 0) + 1);
  }
  return [...groups]
    .slice(0, limit)
    .map(([key, count]) => `${count}× ${key}`)
    .join('; ');
}

/** Counts of answers by status ("0" for no answer), e.g. { 201: 950, 503: 40 }. */
export function statusCounts(answers: Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
  return counts;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
