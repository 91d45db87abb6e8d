import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { isOfficeRole, UserRole } from '../src/common/auth/user-role';
import { User } from '../src/modules/auth/entities/user.entity';
import { hashPassword } from '../src/modules/auth/password-hasher';
import { generate, generateSecret } from 'otplib';

/** Every account the auth tests create ends with this, so they can be removed afterwards. */
export const TEST_DOMAIN = 'auth-test.example';
let serial = 0;
// Test files run one after another in one process and share the database, and the serial restarts
// with each file: a per-file token keeps addresses unique where a file leaves rows behind (partners).
const fileToken = Math.random().toString(36).slice(2, 8);
// argon2id takes a good fraction of a second per hash: hash each test password once.
const hashes = new Map<string, Promise<string>>();

export const testEmail = (name: string) => `${name}-${process.pid}-${fileToken}-${++serial}@${TEST_DOMAIN}`;

/** A user written straight to the database (argon2id hash), with any role. */
export async function createUser(
  app: INestApplication,
  {
    role = UserRole.User,
    password = 'Sturdy-Barn-2024',
    email = testEmail(role),
    totpSecret = isOfficeRole(role) ? generateSecret() : null,
    emailConfirmed = true,
  }: { role?: UserRole; password?: string; email?: string; totpSecret?: string | null; emailConfirmed?: boolean } = {},
): Promise<TestAccount> {
  const user = await app
    .get(DataSource)
    .getRepository(User)
    .save({
      email,
      password: await (hashes.get(password) ?? hashes.set(password, hashPassword(password)).get(password)!),
      firstName: 'Casey',
      lastName: role === UserRole.User ? 'Buyer' : role.charAt(0).toUpperCase() + role.slice(1),
      phone: null,
      profileImageUrl: null,
      role,
      totpSecret,
      // Confirmed unless asked: tests of other rules need not open the sign-up e-mail (issue 25).
      emailConfirmedAt: emailConfirmed ? new Date() : null,
    });
  return { id: user.id, email, password, role, totpSecret };
}

/**
 * A user as the tests create it. Office staff (admins, sales reps) are enrolled in two-step sign-in unless `totpSecret: null`
 * is asked for (RolesGuard refuses admin operations otherwise).
 */
export interface TestAccount {
  id: number;
  email: string;
  password: string;
  role: UserRole;
  totpSecret: string | null;
}

/**
 * A current code of the secret that was not used yet: each 30-second step's code works once,
 * so a second sign-in within one step takes the next step's code (the server accepts one step
 * of clock drift either way).
 */
const lastStepUsed = new Map<string, number>();
export async function totpCode(secret: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const step = Math.max(Math.floor(now / 30), (lastStepUsed.get(secret) ?? 0) + 1);
  if (step > Math.floor(now / 30) + 1) throw new Error('totpCode: both usable steps of this secret are used; sign in less often in one test');
  lastStepUsed.set(secret, step);
  return generate({ secret, epoch: step * 30 });
}

/** The Set-Cookie lines of an answer. */
export function setCookies(res: request.Response): string[] {
  const header = res.headers['set-cookie'] as unknown as string[] | string | undefined;
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
}

/** The Set-Cookie line of one cookie (the last one, as a browser applies them in order). */
export function setCookie(res: request.Response, name: string): string | undefined {
  return setCookies(res)
    .filter((line) => line.startsWith(`${name}=`))
    .at(-1);
}

/** A cookie's value as set by an answer ('' when cleared). */
export function cookieValue(res: request.Response, name: string): string | undefined {
  const line = setCookie(res, name);
  return line === undefined ? undefined : decodeURIComponent(line.slice(name.length + 1).split(';')[0]);
}

/** A browser-like client: keeps cookies, and sends the XSRF-TOKEN cookie's value as X-XSRF-TOKEN on request. */
export class Browser {
  readonly agent: ReturnType<typeof request.agent>;
  xsrf?: string;

  constructor(app: INestApplication) {
    this.agent = request.agent(app.getHttpServer());
  }

  /** Remembers the newest XSRF-TOKEN the server set. */
  track(res: request.Response): request.Response {
    const value = cookieValue(res, 'XSRF-TOKEN');
    if (value !== undefined) this.xsrf = value || undefined;
    return res;
  }

  async signIn(email: string, password: string, expected = 200, code?: string): Promise<request.Response> {
    const req = this.agent.post('/api/auth/sign-in').send(code === undefined ? { email, password } : { email, password, code });
    if (this.xsrf) req.set('X-XSRF-TOKEN', this.xsrf);
    return this.track(await req.expect(expected));
  }

  /** Signs a test account in, with a fresh two-step code when it is enrolled. */
  async signInAs(account: TestAccount, expected = 200): Promise<request.Response> {
    return this.signIn(account.email, account.password, expected, account.totpSecret ? await totpCode(account.totpSecret) : undefined);
  }

  /** Sends a request with the CSRF header and returns the answer after checking its status. */
  async call(method: 'post' | 'patch' | 'put' | 'delete' | 'get', url: string, body?: object, expected?: number): Promise<request.Response> {
    const req = this.send(method, url, body);
    return this.track(await (expected === undefined ? req : req.expect(expected)));
  }

  /** A request with the CSRF header (as the front end's axios sends it). */
  send(method: 'post' | 'patch' | 'put' | 'delete' | 'get', url: string, body?: object): request.Test {
    const req = this.agent[method](url);
    if (this.xsrf) req.set('X-XSRF-TOKEN', this.xsrf);
    if (body !== undefined) req.send(body);
    return req;
  }
}

/** Removes what the auth tests wrote (the database is shared by every test file of a run). */
export async function cleanAuthTables(db: DataSource): Promise<void> {
  await db.query('DELETE FROM sessions');
  await db.query('DELETE FROM rate_limit_counters');
  // A deposit keeps its user (RESTRICT: money is never deleted by a cascade), so the tests' own go first.
  await db.query(`DELETE FROM deposit_signatures WHERE "userId" IN (SELECT id FROM users WHERE email LIKE $1)`, [`%@${TEST_DOMAIN}`]);
  await db.query(`DELETE FROM deposits WHERE "userId" IN (SELECT id FROM users WHERE email LIKE $1)`, [`%@${TEST_DOMAIN}`]);
  await db.query(`DELETE FROM users WHERE email LIKE $1`, [`%@${TEST_DOMAIN}`]);
  await db.query('DELETE FROM mail_outbox');
}
