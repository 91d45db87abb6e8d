import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { MailOutbox } from '../src/mail/entities/mail-outbox.entity';
import { MailDeliveryJob } from '../src/mail/mail-delivery.job';
import { PasswordResetToken } from '../src/modules/auth/entities/password-reset-token.entity';
import { Browser, cleanAuthTables, createUser, testEmail } from './auth-helpers';
import { decodeQuotedPrintable as decode, startSmtpListener, type SmtpListener } from '../tools/verify/smtp-listener';
import { createTestApp } from './test-app';

// Every sign-in runs argon2id (deliberately slow); give a loaded machine time.
jest.setTimeout(120_000);

const BASE_URL = 'http://www.builder.example';
const REQUESTED = 'If an account uses that email address, we have sent it a link to reset the password. The link works once, for 30 minutes.';
const INVALID = 'This password reset link has expired or has already been used. Please ask for a new one.';
const DONE = 'Your password has been changed. Sign in with your new password.';

describe('forgot and reset password (single-use e-mailed link through the outbox)', () => {
  let app: INestApplication;
  let db: DataSource;
  let smtp: SmtpListener;
  const http = () => request(app.getHttpServer());

  /** Delivers the outbox to the SMTP listener and returns the reset token mailed to `email`. */
  async function mailedToken(email: string): Promise<string> {
    await app.get(MailDeliveryJob).deliverDue();
    const mail = smtp.received.filter((m) => m.to.includes(email)).at(-1);
    expect(mail).toBeDefined();
    const text = decode(mail!.raw);
    expect(text).toMatch(/^Subject: Reset your password\r?$/m);
    expect(text).toContain('The link works once, for 30 minutes.');
    const match = new RegExp(`${BASE_URL.replace(/\./g, '\\.')}/login#reset=([A-Za-z0-9_-]{43})`).exec(text);
    expect(match).not.toBeNull();
    return match![1];
  }

  beforeAll(async () => {
    smtp = await startSmtpListener();
    ({ app } = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      PUBLIC_BASE_URL: BASE_URL,
      AUTH_RATE_LIMIT_PER_IP: '100000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '100000',
    }));
    db = app.get(DataSource);
    await cleanAuthTables(db);
  });

  beforeEach(() => {
    smtp.received.length = 0;
  });

  afterAll(async () => {
    if (db) await cleanAuthTables(db);
    await app?.close();
    await smtp?.close();
  });

  it('answers the same whether or not the address has an account, and mails only a real one', async () => {
    const user = await createUser(app);
    const known = await http()
      .post('/api/auth/forgot-password')
      .send({ email: ` ${user.email.toUpperCase()} ` })
      .expect(202);
    const unknown = await http()
      .post('/api/auth/forgot-password')
      .send({ email: testEmail('nobody') })
      .expect(202);
    expect(known.body).toEqual({ message: REQUESTED });
    expect(unknown.body).toEqual(known.body);
    expect(await db.getRepository(MailOutbox).count()).toBe(1);
    await mailedToken(user.email);
    expect(smtp.received).toHaveLength(1);

    const invalid = await http().post('/api/auth/forgot-password').send({ email: 'not-an-address' }).expect(400);
    expect(invalid.body.errors).toEqual([{ field: 'email', message: 'Please enter a valid email address.' }]);
  });

  it('stores only a hash of the token, sets the new password once, ends every session and mails a notice', async () => {
    const user = await createUser(app);
    const signedIn = new Browser(app);
    await signedIn.signIn(user.email, user.password);

    await http().post('/api/auth/forgot-password').send({ email: user.email }).expect(202);
    const token = await mailedToken(user.email);
    const stored = await db.getRepository(PasswordResetToken).findOneByOrFail({ userId: user.id });
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.tokenHash).not.toContain(token);
    expect(stored.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(stored.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(30 * 60_000);

    const res = await http().post('/api/auth/reset-password').send({ token, password: 'Garret-Ridge-2521' }).expect(200);
    expect(res.body).toEqual({ message: DONE });
    expect(res.headers['set-cookie']).toBeUndefined();

    await signedIn.call('get', '/api/auth/me', undefined, 401);
    await new Browser(app).signIn(user.email, user.password, 401);
    await new Browser(app).signIn(user.email, 'Garret-Ridge-2521', 200);
    expect(await db.getRepository(MailOutbox).countBy({ to: user.email, subject: 'Your password was changed' })).toBe(1);

    // Single use.
    const again = await http().post('/api/auth/reset-password').send({ token, password: 'Another-Barn-99' }).expect(400);
    expect(again.body.errors).toEqual([{ field: 'token', message: INVALID }]);
    await new Browser(app).signIn(user.email, 'Garret-Ridge-2521', 200);
  });

  it('lets only one of two resets sent at the same moment with one link through', async () => {
    const user = await createUser(app);
    await http().post('/api/auth/forgot-password').send({ email: user.email }).expect(202);
    const token = await mailedToken(user.email);
    const passwords = ['Oak-Hollow-2210', 'Cherry-Ridge-2626'];
    const answers = await Promise.all(passwords.map((password) => http().post('/api/auth/reset-password').send({ token, password })));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 400]);
    const winner = passwords[answers.findIndex((res) => res.status === 200)];
    const loser = passwords.find((password) => password !== winner)!;
    await new Browser(app).signIn(user.email, loser, 401);
    await new Browser(app).signIn(user.email, winner, 200);
  });

  it('refuses an expired link, an unknown one and an older link once a newer one was sent', async () => {
    const user = await createUser(app);
    await http().post('/api/auth/forgot-password').send({ email: user.email }).expect(202);
    const older = await mailedToken(user.email);
    await http().post('/api/auth/forgot-password').send({ email: user.email }).expect(202);
    const newer = await mailedToken(user.email);
    expect(newer).not.toBe(older);

    await http().post('/api/auth/reset-password').send({ token: older, password: 'Maple-Ridge-2942' }).expect(400);
    await http()
      .post('/api/auth/reset-password')
      .send({ token: 'x'.repeat(43), password: 'Maple-Ridge-2942' })
      .expect(400);

    await db.query(`UPDATE password_reset_tokens SET "expiresAt" = now() - interval '1 second' WHERE "userId" = $1`, [user.id]);
    const expired = await http().post('/api/auth/reset-password').send({ token: newer, password: 'Maple-Ridge-2942' }).expect(400);
    expect(expired.body.errors).toEqual([{ field: 'token', message: INVALID }]);
    await new Browser(app).signIn(user.email, user.password, 200);
  });

  it('validates the new password with the registration rules, without using the link up', async () => {
    const user = await createUser(app);
    await http().post('/api/auth/forgot-password').send({ email: user.email }).expect(202);
    const token = await mailedToken(user.email);
    const res = await http().post('/api/auth/reset-password').send({ token, password: 'short' }).expect(400);
    expect(res.body.errors).toEqual([{ field: 'password', message: 'Password must be at least 8 characters.' }]);
    const missing = await http().post('/api/auth/reset-password').send({}).expect(400);
    expect(missing.body.errors.map((e: { field: string }) => e.field)).toEqual(['token', 'password']);
    await http().post('/api/auth/reset-password').send({ token, password: 'Auburn-Place-3520' }).expect(200);
  });
});
