/**
 * `make verify` (issue 16): the shape every reliability scenario shares, so the runner can print
 * one summary table and fail the command when any promise breaks.
 */

/** A signed-in session against the running app: send `cookie` and, on POST/PUT/PATCH/DELETE, `xsrf` as X-XSRF-TOKEN. */
export interface SignedInSession {
  cookie: string;
  xsrf: string;
}

/** The roles a scenario can act as; `anonymous` sends no cookie. */
export type SignedInRole = 'user' | 'admin' | 'affiliate' | 'contractor';

/** What the runner hands a scenario: the app it started, its database and the run's size. */
export interface ScenarioContext {
  /** e.g. http://127.0.0.1:3300 (the built app, NODE_ENV=production). */
  baseUrl: string;
  /** One signed-in session per role (the admin's made with its two-step code). */
  sessions: Record<SignedInRole, SignedInSession>;
  /** Reads the app's own database (the embedded PostgreSQL the runner started). */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** true for the short version inside `make test`: small counts, the whole run under 3 minutes. */
  short: boolean;
  /** Seed for generated inputs, printed by the runner so a failure can be replayed (VERIFY_SEED). */
  seed: number;
}

/** One line of figures in the summary table, plus every broken promise (empty = green). */
export interface ScenarioResult {
  name: string;
  /** Figures in print order, e.g. { requests: 2140, '5xx': 0, 'req/s': 412, p99: '38 ms' }. */
  figures: Record<string, string | number>;
  failures: string[];
}
