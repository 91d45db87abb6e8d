import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { MailOutbox } from '../src/mail/entities/mail-outbox.entity';
import { cleanAuthTables, createUser, testEmail } from './auth-helpers';
import { createTestApp } from './test-app';

// Every sign-in runs argon2id (deliberately slow); give a loaded machine time.
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

  it('locks an account after N failed sign-ins, even for the right password and from other addresses', async () => {
    const user = await createUser(app);
    for (let i = 0; i < PER_ACCOUNT; i++) await signIn(newIp(), user.email, `wrong-password-${i}`).expect(401);

    const locked = await signIn(newIp(), user.email.toUpperCase(), user.password).expect(429);
    expect(locked.body).toEqual({
      statusCode: 429,
      message: 'Too many sign-in attempts. Please try again in 15 minutes, or reset your password.',
      error: 'Too Many Requests',
    });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(locked.headers['set-cookie']).toBeUndefined();

    // Another account from the same address is not affected.
    const other = await createUser(app);
    await signIn(newIp(), other.email, other.password).expect(200);

    // When the window has passed, the right password works again.
    await db.query(`UPDATE rate_limit_counters SET "resetAt" = now() - interval '1 second'`);
    await signIn(newIp(), user.email, user.password).expect(200);
  });

  it('gives an unknown address the same lock (a 429 tells nothing about which addresses have accounts)', async () => {
    const email = testEmail('nobody');
    for (let i = 0; i < PER_ACCOUNT; i++) await signIn(newIp(), email, 'wrong-password').expect(401);
    await signIn(newIp(), email, 'wrong-password').expect(429);
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

  it('limits sign-in attempts per address across accounts', async () => {
    const ip = newIp();
    for (let i = 0; i < PER_IP; i++) await signIn(ip, testEmail(`spray-${i}`), 'Password-Spray-1').expect(401);
    const res = await signIn(ip, testEmail('spray-last'), 'Password-Spray-1').expect(429);
    expect(res.body.message).toBe('Too many sign-in attempts. Please try again in 15 minutes, or reset your password.');
    await signIn(newIp(), testEmail('spray-elsewhere'), 'Password-Spray-1').expect(401);
  });

  it('limits reset e-mails per address (known or not) and reset requests per IP', async () => {
    const user = await createUser(app);
    for (let i = 0; i < PER_ACCOUNT; i++) await post(newIp(), '/api/auth/forgot-password', { email: user.email }).expect(202);
    const res = await post(newIp(), '/api/auth/forgot-password', { email: user.email }).expect(429);
    expect(res.body.message).toBe('Too many password reset requests. Please try again in 15 minutes.');
    expect(await db.getRepository(MailOutbox).countBy({ to: user.email })).toBe(PER_ACCOUNT);

    const email = testEmail('nobody');
    for (let i = 0; i < PER_ACCOUNT; i++) await post(newIp(), '/api/auth/forgot-password', { email }).expect(202);
    await post(newIp(), '/api/auth/forgot-password', { email }).expect(429);

    // Forgot and reset share one budget per IP address: guessing reset tokens is limited too.
    const ip = newIp();
    for (let i = 0; i < PER_IP; i++) await post(ip, '/api/auth/reset-password', { token: `guess-${i}`.padEnd(43, 'x'), password: 'Rushmore-Lodge-5' }).expect(400);
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
