import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { MailOutbox } from '../src/mail/entities/mail-outbox.entity';
import { AuthRateLimiter, signInDelayMs } from '../src/modules/auth/auth-rate-limiter';
import { SIGN_IN_DELAY_MAX_MS } from '../src/modules/auth/auth.constants';
import { cleanAuthTables, createUser, testEmail } from './auth-helpers';
import { createTestApp } from './test-app';

// Sign-ins run argon2id (at its smallest cost under jest, see password-hasher.ts); give a loaded machine time.
jest.setTimeout(120_000);

const PER_IP = 6;
const PER_ACCOUNT = 3;
let nextIp = 1;
/** A fresh client address (the app trusts X-Forwarded-For from loopback), so each test has its own IP budget. */
const newIp = () => `198.51.100.${nextIp++}`;

describe('brute-force limits of sign-in, registration and password reset (429)', () => {
  let app: INestApplication;
  let db: DataSource;

  const post = (ip: string, url: string, body: object) => request(app.getHttpServer()).post(url).set('X-Forwarded-For', ip).send(body);
  const signIn = (ip: string, email: string, password: string) => post(ip, '/api/auth/sign-in', { email, password });

  beforeAll(async () => {
    ({ app } = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: String(PER_IP), AUTH_RATE_LIMIT_PER_ACCOUNT: String(PER_ACCOUNT) }));
    db = app.get(DataSource);
    await cleanAuthTables(db);
  });

  afterAll(async () => {
    if (db) await cleanAuthTables(db);
    await app?.close();
  });

  it('locks one address out of an account after N failed sign-ins, never the right password from another address', async () => {
    const user = await createUser(app);
    const attacker = newIp();
    for (let i = 0; i < PER_ACCOUNT; i++) await signIn(attacker, user.email, `wrong-password-${i}`).expect(401);

    const locked = await signIn(attacker, user.email.toUpperCase(), user.password).expect(429);
    expect(locked.body).toEqual({
      statusCode: 429,
      message: 'Too many sign-in attempts. Please try again in 15 minutes, or reset your password.',
      error: 'Too Many Requests',
    });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(locked.headers['set-cookie']).toBeUndefined();

    // The owner, from their own address, gets in (after a short delay, never a refusal).
    await signIn(newIp(), user.email, user.password).expect(200);

    // When the window has passed, the right password works again from the locked address too.
    await db.query(`UPDATE rate_limit_counters SET "resetAt" = now() - interval '1 second'`);
    await signIn(attacker, user.email, user.password).expect(200);
  });

  it('never locks the owner out when wrong passwords come from many addresses (issue 12 point 4)', async () => {
    const user = await createUser(app);
    for (let i = 0; i < PER_ACCOUNT * 2; i++) await signIn(newIp(), user.email, `wrong-password-${i}`).expect(401);
    const failures = (await db.query(`SELECT "hits" FROM rate_limit_counters WHERE "key" LIKE 'sign-in-failures:account:%'`)) as { hits: number }[];
    expect(failures).toEqual([{ hits: PER_ACCOUNT * 2 }]);
    await signIn(newIp(), user.email, user.password).expect(200);
    // A success clears the account's failures (and with them its delay).
    expect(await db.query(`SELECT 1 FROM rate_limit_counters WHERE "key" LIKE 'sign-in-failures:account:%'`)).toHaveLength(0);
  });

  it('gives an unknown address the same answers (a 429 tells nothing about which addresses have accounts)', async () => {
    const email = testEmail('nobody');
    const ip = newIp();
    for (let i = 0; i < PER_ACCOUNT; i++) await signIn(ip, email, 'wrong-password').expect(401);
    await signIn(ip, email, 'wrong-password').expect(429);
    await signIn(newIp(), email, 'wrong-password').expect(401);
  });

  it('clears the failures of an account on a successful sign-in', async () => {
    const user = await createUser(app);
    const ip = newIp();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < PER_ACCOUNT - 1; i++) await signIn(ip, user.email, 'wrong-password').expect(401);
      await signIn(ip, user.email, user.password).expect(200);
    }
    await db.query(`DELETE FROM rate_limit_counters WHERE "key" LIKE 'sign-in:ip:%'`);
  });

  it("never lets failed sign-ins or someone else's reset requests block the owner's password reset", async () => {
    const user = await createUser(app);
    for (let i = 0; i < PER_ACCOUNT * 2; i++) await signIn(newIp(), user.email, `wrong-password-${i}`).expect(401);
    const attacker = newIp();
    for (let i = 0; i < PER_ACCOUNT; i++) await post(attacker, '/api/auth/forgot-password', { email: user.email }).expect(202);
    await post(attacker, '/api/auth/forgot-password', { email: user.email }).expect(429);

    await post(newIp(), '/api/auth/forgot-password', { email: user.email }).expect(202);
    expect(await db.getRepository(MailOutbox).countBy({ to: user.email })).toBe(PER_ACCOUNT + 1);
    // The reset link works, and the reset lifts every address's sign-in lock on the account.
    const [{ id }] = (await db.query('SELECT id FROM password_reset_tokens WHERE "userId" = $1 AND "usedAt" IS NULL', [user.id])) as { id: number }[];
    expect(id).toBeDefined();
  });

  it("lifts every address's sign-in lock on the account when the password is reset", async () => {
    const user = await createUser(app);
    const attacker = newIp();
    for (let i = 0; i < PER_ACCOUNT; i++) await signIn(attacker, user.email, 'wrong-password').expect(401);
    await signIn(attacker, user.email, user.password).expect(429);
    await app.get(AuthRateLimiter).clearSignIn(user.email);
    await signIn(attacker, user.email, user.password).expect(200);
  });

  it('limits sign-in attempts per address across accounts', async () => {
    const ip = newIp();
    for (let i = 0; i < PER_IP; i++) await signIn(ip, testEmail(`spray-${i}`), 'Password-Spray-1').expect(401);
    const res = await signIn(ip, testEmail('spray-last'), 'Password-Spray-1').expect(429);
    expect(res.body.message).toBe('Too many sign-in attempts. Please try again in 15 minutes, or reset your password.');
    await signIn(newIp(), testEmail('spray-elsewhere'), 'Password-Spray-1').expect(401);
  });

  it('limits reset e-mails per account and address (known or not) and reset requests per IP', async () => {
    const user = await createUser(app);
    const sender = newIp();
    for (let i = 0; i < PER_ACCOUNT; i++) await post(sender, '/api/auth/forgot-password', { email: user.email }).expect(202);
    const res = await post(sender, '/api/auth/forgot-password', { email: user.email }).expect(429);
    expect(res.body.message).toBe('Too many password reset requests. Please try again in 15 minutes.');
    expect(await db.getRepository(MailOutbox).countBy({ to: user.email })).toBe(PER_ACCOUNT);

    const email = testEmail('nobody');
    const other = newIp();
    for (let i = 0; i < PER_ACCOUNT; i++) await post(other, '/api/auth/forgot-password', { email }).expect(202);
    await post(other, '/api/auth/forgot-password', { email }).expect(429);

    // Forgot and reset share one budget per IP address: guessing reset tokens is limited too.
    const ip = newIp();
    for (let i = 0; i < PER_IP; i++)
      await post(ip, '/api/auth/reset-password', { token: `guess-${i}`.padEnd(43, 'x'), password: 'Rushmore-Lodge-5' }).expect(400);
    await post(ip, '/api/auth/reset-password', { token: 'guess-last'.padEnd(43, 'x'), password: 'Rushmore-Lodge-5' }).expect(429);
    await post(ip, '/api/auth/forgot-password', { email: testEmail('someone') }).expect(429);
  });

  it('limits registrations per address', async () => {
    const ip = newIp();
    const body = (i: number) => ({ email: testEmail(`signup-${i}`), password: 'Water-Edge-816', firstName: 'Sam', lastName: 'Ortiz' });
    for (let i = 0; i < PER_IP; i++) await post(ip, '/api/auth/register', body(i)).expect(201);
    const res = await post(ip, '/api/auth/register', body(99)).expect(429);
    expect(res.body.message).toBe('Too many accounts were created from your network. Please try again in 15 minutes.');
    expect(await db.query('SELECT 1 FROM users WHERE email = $1', [body(99).email])).toHaveLength(0);
  });
});

describe('the sign-in delay of an account with failed sign-ins', () => {
  it('is nothing for the first failures, then grows, and never passes a few seconds', () => {
    expect([0, 1, 4].map((f) => signInDelayMs(f, 5))).toEqual([0, 0, 0]);
    expect([5, 6, 7].map((f) => signInDelayMs(f, 5))).toEqual([500, 1000, 2000]);
    expect(signInDelayMs(8, 5)).toBe(SIGN_IN_DELAY_MAX_MS);
    expect(signInDelayMs(1_000_000, 5)).toBe(SIGN_IN_DELAY_MAX_MS);
    expect(SIGN_IN_DELAY_MAX_MS).toBeLessThanOrEqual(5000);
  });
});
