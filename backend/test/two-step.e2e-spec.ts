import type { INestApplication } from '@nestjs/common';
import { generateSecret } from 'otplib';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { TWO_STEP_REQUIRED_MESSAGE } from '../src/common/auth/roles.guard';
import { UserRole } from '../src/common/auth/user-role';
import { UsersService } from '../src/modules/auth/users.service';
import { Browser, cleanAuthTables, createUser, setCookie, testEmail, totpCode } from './auth-helpers';
import { createTestApp } from './test-app';

// Every sign-in runs argon2id (deliberately slow); give a loaded machine time.
jest.setTimeout(120_000);

const CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app.';
const PER_ACCOUNT = 4;
let nextIp = 1;
const newIp = () => `203.0.113.${nextIp++}`;

/** Seconds until the cookie's Expires. */
const cookieSeconds = (line: string | undefined) => (Date.parse(/; Expires=([^;]+)/.exec(line ?? '')![1]) - Date.now()) / 1000;

describe('two-step sign-in (TOTP) and staff sessions (issue 12 point 8)', () => {
  let app: INestApplication;
  let db: DataSource;
  const adminEmail = testEmail('provisioned-admin');
  const adminTotpSecret = generateSecret();

  const signIn = (ip: string, body: object) => request(app.getHttpServer()).post('/api/auth/sign-in').set('X-Forwarded-For', ip).send(body);

  beforeAll(async () => {
    ({ app } = await createTestApp({
      AUTH_RATE_LIMIT_PER_ACCOUNT: String(PER_ACCOUNT),
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: 'Provisioned-Admin-2026',
      ADMIN_TOTP_SECRET: adminTotpSecret,
    }));
    db = app.get(DataSource);
  });

  afterAll(async () => {
    if (db) await cleanAuthTables(db);
    await app?.close();
  });

  it('enrols with a QR code and a first code, then asks every sign-in for a code (each works once) or a recovery code', async () => {
    const user = await createUser(app);
    const browser = new Browser(app);
    await browser.signInAs(user);
    expect((await browser.call('get', '/api/auth/me', undefined, 200)).body.twoStepEnabled).toBe(false);

    const setup = (await browser.call('post', '/api/auth/two-step/setup', undefined, 200)).body as {
      secret: string;
      otpauthUri: string;
      qrCodeDataUrl: string;
    };
    expect(setup.secret).toMatch(/^[A-Z2-7]{32,}$/);
    expect(setup.otpauthUri).toMatch(new RegExp(`^otpauth://totp/.+${encodeURIComponent(user.email)}\\?.*secret=${setup.secret}`));
    expect(Buffer.from(setup.qrCodeDataUrl.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toMatch(/^<svg /);

    const wrong = await browser.call('post', '/api/auth/two-step/confirm', { code: '000000' }, 400);
    expect(wrong.body.errors).toEqual([{ field: 'code', message: 'That code is not right. Enter the 6-digit code your authenticator app shows now.' }]);
    const malformed = await browser.call('post', '/api/auth/two-step/confirm', { code: '12ab' }, 400);
    expect(malformed.body.errors).toEqual([{ field: 'code', message: CODE_MESSAGE }]);
    const confirmed = await browser.call('post', '/api/auth/two-step/confirm', { code: await totpCode(setup.secret) }, 200);
    const recoveryCodes = confirmed.body.recoveryCodes as string[];
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await browser.call('get', '/api/auth/me', undefined, 200)).body.twoStepEnabled).toBe(true);
    // Only hashes are stored.
    const stored = (await db.query('SELECT "codeHash" FROM recovery_codes WHERE "userId" = $1', [user.id])) as { codeHash: string }[];
    expect(stored).toHaveLength(10);
    expect(stored.map((row) => row.codeHash)).not.toContain(recoveryCodes[0]);
    await browser.call('post', '/api/auth/two-step/setup', undefined, 409);

    const ip = newIp();
    const noCode = await signIn(ip, { email: user.email, password: user.password }).expect(401);
    expect(noCode.body).toEqual({ statusCode: 401, message: CODE_MESSAGE, error: 'Unauthorized' });
    expect(setCookie(noCode, 'sid')).toBeUndefined();
    await signIn(ip, { email: user.email, password: user.password, code: '123456' }).expect(401);
    // A right code with a wrong password tells nothing.
    const code = await totpCode(setup.secret);
    expect((await signIn(ip, { email: user.email, password: 'Wrong-Password-1', code }).expect(401)).body.message).toBe(
      'The email address or password is not correct.',
    );
    await signIn(ip, { email: user.email, password: user.password, code }).expect(200);
    await signIn(ip, { email: user.email, password: user.password, code }).expect(401); // used once already

    await signIn(ip, { email: user.email, password: user.password, code: recoveryCodes[0].toUpperCase() }).expect(200);
    await signIn(ip, { email: user.email, password: user.password, code: recoveryCodes[0] }).expect(401);
  });

  it('counts a right password with a missing or wrong code as a failed sign-in', async () => {
    const user = await createUser(app, { totpSecret: generateSecret() });
    const ip = newIp();
    for (let i = 0; i < PER_ACCOUNT; i++) await signIn(ip, { email: user.email, password: user.password, ...(i % 2 ? { code: '000000' } : {}) }).expect(401);
    await signIn(ip, { email: user.email, password: user.password, code: await totpCode(user.totpSecret!) }).expect(429);
  });

  it('refuses admin operations until the admin has set up two-step sign-in', async () => {
    const admin = await createUser(app, { role: UserRole.Admin, totpSecret: null });
    const target = await createUser(app);
    const browser = new Browser(app);
    await browser.signInAs(admin);
    const refused = await browser.call('patch', `/api/admin/users/${target.id}/role`, { role: 'affiliate' }, 403);
    expect(refused.body).toEqual({ statusCode: 403, message: TWO_STEP_REQUIRED_MESSAGE, error: 'Forbidden' });
    // Their own account still answers, so they can set it up.
    await browser.call('get', '/api/auth/me', undefined, 200);
    const { secret } = (await browser.call('post', '/api/auth/two-step/setup', undefined, 200)).body as { secret: string };
    await browser.call('post', '/api/auth/two-step/confirm', { code: await totpCode(secret) }, 200);
    await browser.call('patch', `/api/admin/users/${target.id}/role`, { role: 'affiliate' }, 200);
  });

  it('turns off, and replaces recovery codes, only with the password and a code', async () => {
    const user = await createUser(app, { totpSecret: generateSecret() });
    const browser = new Browser(app);
    await browser.signInAs(user);
    const wrongPassword = await browser.call('post', '/api/auth/two-step/recovery-codes', { password: 'Wrong-Password-1', code: '000000' }, 400);
    expect(wrongPassword.body.errors).toEqual([{ field: 'password', message: 'Your password is not correct.' }]);
    await browser.call('post', '/api/auth/two-step/recovery-codes', { password: user.password, code: '000000' }, 400);
    const codes = (await browser.call('post', '/api/auth/two-step/recovery-codes', { password: user.password, code: await totpCode(user.totpSecret!) }, 200))
      .body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);

    const off = await browser.call('post', '/api/auth/two-step/disable', { password: user.password, code: codes[3] }, 200);
    expect(off.body.message).toBe('Two-step sign-in is off. Your account now signs in with the password alone.');
    expect(await db.query('SELECT 1 FROM recovery_codes WHERE "userId" = $1', [user.id])).toHaveLength(0);
    await signIn(newIp(), { email: user.email, password: user.password }).expect(200);
  });

  it('enrols the ADMIN_EMAIL account with ADMIN_TOTP_SECRET at start-up', async () => {
    const ip = newIp();
    const body = { email: adminEmail, password: 'Provisioned-Admin-2026' };
    expect((await signIn(ip, body).expect(401)).body.message).toBe(CODE_MESSAGE);
    const res = await signIn(ip, { ...body, code: await totpCode(adminTotpSecret) }).expect(200);
    expect(res.body).toMatchObject({ role: 'admin', twoStepEnabled: true });
  });

  it('stores two-step secrets only encrypted: the pending one, the enrolled one and ADMIN_TOTP_SECRET (issue 25 item 7)', async () => {
    const user = await createUser(app);
    const browser = new Browser(app);
    await browser.signInAs(user);
    const stored = async (id: number) =>
      (
        (await db.query('SELECT "totpSecret", "totpPendingSecret" FROM users WHERE id = $1', [id])) as {
          totpSecret: string | null;
          totpPendingSecret: string | null;
        }[]
      )[0];

    const { secret } = (await browser.call('post', '/api/auth/two-step/setup', undefined, 200)).body as { secret: string };
    const pending = await stored(user.id);
    expect(pending.totpPendingSecret).toMatch(/^v1:[\w-]{16}:[\w-]{22}:[\w-]+$/);
    expect(pending.totpPendingSecret).not.toContain(secret);
    await browser.call('post', '/api/auth/two-step/confirm', { code: await totpCode(secret) }, 200);
    const enrolled = await stored(user.id);
    expect(enrolled.totpPendingSecret).toBeNull();
    expect(enrolled.totpSecret).toMatch(/^v1:/);
    expect(enrolled.totpSecret).not.toContain(secret);
    await signIn(newIp(), { email: user.email, password: user.password, code: await totpCode(secret) }).expect(200);

    // ADMIN_TOTP_SECRET is stored sealed too, and a restart with the same secret leaves the row as it is.
    const [admin] = (await db.query('SELECT id, "totpSecret" FROM users WHERE email = $1', [adminEmail])) as { id: number; totpSecret: string }[];
    expect(admin.totpSecret).toMatch(/^v1:/);
    expect(admin.totpSecret).not.toContain(adminTotpSecret);
    await app.get(UsersService).onApplicationBootstrap();
    expect((await stored(admin.id)).totpSecret).toBe(admin.totpSecret);
  });

  it('still reads a secret stored before encryption, and seals it at start-up (issue 25 item 7)', async () => {
    const secret = generateSecret();
    const user = await createUser(app, { totpSecret: secret }); // written plain, as rows from before
    await signIn(newIp(), { email: user.email, password: user.password, code: await totpCode(secret) }).expect(200);
    await db.query('UPDATE users SET "totpPendingSecret" = $2 WHERE id = $1', [user.id, generateSecret()]);
    expect(await app.get(UsersService).sealPlainTotpSecrets()).toBeGreaterThanOrEqual(2);
    const [row] = (await db.query('SELECT "totpSecret", "totpPendingSecret" FROM users WHERE id = $1', [user.id])) as {
      totpSecret: string;
      totpPendingSecret: string;
    }[];
    expect(row.totpSecret).toMatch(/^v1:/);
    expect(row.totpSecret).not.toContain(secret);
    expect(row.totpPendingSecret).toMatch(/^v1:/);
    await signIn(newIp(), { email: user.email, password: user.password, code: await totpCode(secret) }).expect(200);
  });

  it('ends an admin session after 30 minutes idle, a buyer session after 2 hours', async () => {
    const admin = await createUser(app, { role: UserRole.Admin });
    const buyer = await createUser(app);
    const adminBrowser = new Browser(app);
    const adminSid = setCookie(await adminBrowser.signInAs(admin), 'sid');
    expect(cookieSeconds(adminSid)).toBeGreaterThan(29 * 60);
    expect(cookieSeconds(adminSid)).toBeLessThanOrEqual(30 * 60 + 1);
    // Each request moves the end forward by 30 minutes again, no more.
    const rolled = setCookie(await adminBrowser.call('get', '/api/auth/me', undefined, 200), 'sid');
    expect(cookieSeconds(rolled)).toBeLessThanOrEqual(30 * 60 + 1);
    const [{ minutes }] = (await db.query(
      `SELECT extract(epoch FROM expire - now()) / 60 AS minutes FROM sessions WHERE (sess::jsonb #>> '{passport,user,id}') = $1`,
      [String(admin.id)],
    )) as { minutes: number }[];
    expect(Number(minutes)).toBeLessThanOrEqual(30.1);

    const buyerSid = setCookie(await new Browser(app).signInAs(buyer), 'sid');
    expect(cookieSeconds(buyerSid)).toBeGreaterThan(119 * 60);
  });

  it('refuses new passwords from the breached-password list of @zxcvbn-ts/language-common', async () => {
    const body = (password: string) => ({ email: testEmail('common'), password, firstName: 'Sam', lastName: 'Ortiz' });
    for (const password of ['sunshine1', 'Butterfly1', 'qazwsxedc']) {
      const res = await request(app.getHttpServer()).post('/api/auth/register').set('X-Forwarded-For', newIp()).send(body(password)).expect(400);
      expect(res.body.errors).toEqual([
        { field: 'password', message: 'This password is one of the most common ones. Please choose a password that is harder to guess.' },
      ]);
    }
    await request(app.getHttpServer()).post('/api/auth/register').set('X-Forwarded-For', newIp()).send(body('Walnut-Grove-Barn-77')).expect(201);
  });
});
