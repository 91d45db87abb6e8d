/**
 * Issue 25 item 1: an account registered first never becomes the partner, contractor or admin
 * account as it is. The role rides on a one-time link e-mailed to the address; using it sets a new
 * password, ends every session and clears any two-step enrolment. ADMIN_EMAIL never promotes an
 * existing account; a promotion to admin waits for the new admin's enrolment; a buyer confirms
 * the address before a deposit. Real PostgreSQL, real SMTP (the outbox delivered to a listener).
 */
import { Logger, type INestApplication } from '@nestjs/common';
import { generate, generateSecret } from 'otplib';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { MailDeliveryJob } from '../src/mail/mail-delivery.job';
import { UserRole } from '../src/common/auth/user-role';
import { User } from '../src/modules/auth/entities/user.entity';
import { TotpSecretCipher } from '../src/modules/auth/totp-secret-cipher';
import { decodeQuotedPrintable as decode, startSmtpListener, type SmtpListener } from '../tools/verify/smtp-listener';
import { Browser, cleanAuthTables, createUser, TEST_DOMAIN, testEmail, totpCode, type TestAccount } from './auth-helpers';
import { createTestApp } from './test-app';
import { placeDeposit, signedDepositBody } from './deposit-helpers';

jest.setTimeout(180_000);

const BASE_URL = 'http://www.builder.example';
const ATTACKER_PASSWORD = 'Sturdy-Barn-2024';
const NEW_PASSWORD = 'Owner-Chosen-Pass-77';

let app: INestApplication;
let db: DataSource;
let smtp: SmtpListener;
let admin: TestAccount;
let office: Browser;
const http = () => request(app.getHttpServer());

/** Delivers the outbox and answers the token of the newest /login#<kind>= link mailed to `email`. */
async function mailedLink(email: string, kind: 'reset' | 'confirm-email' | 'admin-enrolment'): Promise<{ token: string; text: string }> {
  await app.get(MailDeliveryJob).deliverDue();
  for (const mail of [...smtp.received].reverse()) {
    if (!mail.to.includes(email)) continue;
    const text = decode(mail.raw);
    const match = new RegExp(`/login#${kind}=([A-Za-z0-9_-]{43})`).exec(text);
    if (match) return { token: match[1], text };
  }
  throw new Error(`no ${kind} link reached ${email}`);
}

async function userRow(id: number): Promise<User> {
  return db.getRepository(User).findOneByOrFail({ id });
}

/** Someone registers the address first (and knows its password), signs in and turns two-step sign-in on. */
async function squatter(email: string): Promise<{ id: number; browser: Browser }> {
  const browser = new Browser(app);
  const registered = await browser.call('post', '/api/auth/register', { email, password: ATTACKER_PASSWORD, firstName: 'Mallory', lastName: 'First' }, 201);
  const setup = await browser.call('post', '/api/auth/two-step/setup', {}, 200);
  await browser.call('post', '/api/auth/two-step/confirm', { code: await generate({ secret: setup.body.secret }) }, 200);
  expect((await userRow(registered.body.id)).totpSecret).not.toBeNull();
  return { id: registered.body.id, browser };
}

async function expectTakenOver(id: number, email: string, squatterBrowser: Browser, role: UserRole, token: string, message: RegExp): Promise<void> {
  // Before the link: the account is as it was, with no new role.
  expect((await userRow(id)).role).toBe(UserRole.User);
  expect((await squatterBrowser.call('get', '/api/auth/me', undefined, 200)).body.role).toBe(UserRole.User);

  const used = await http().post('/api/auth/reset-password').send({ token, password: NEW_PASSWORD }).expect(200);
  expect(used.body.message).toMatch(message);

  const after = await userRow(id);
  expect(after).toMatchObject({ role, totpSecret: null, totpPendingSecret: null });
  expect(after.emailConfirmedAt).not.toBeNull();
  expect(await db.query('SELECT 1 FROM recovery_codes WHERE "userId" = $1', [id])).toEqual([]);
  // Every session ended; the first password no longer works; the new one signs in with no code asked.
  await squatterBrowser.call('get', '/api/auth/me', undefined, 401);
  await new Browser(app).signIn(email, ATTACKER_PASSWORD, 401);
  const owner = await new Browser(app).signIn(email, NEW_PASSWORD, 200);
  expect(owner.body).toMatchObject({ role, twoStepEnabled: false });
  // The link works once.
  await http().post('/api/auth/reset-password').send({ token, password: 'Another-Pass-Word-9' }).expect(400);
}

beforeAll(async () => {
  smtp = await startSmtpListener();
  ({ app } = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    PUBLIC_BASE_URL: BASE_URL,
    AUTH_RATE_LIMIT_PER_IP: '100000',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '100000',
    RATE_LIMIT_PER_IP: '100000',
  }));
  db = app.get(DataSource);
  await cleanAuthTables(db);
  admin = await createUser(app, { role: UserRole.Admin });
  office = new Browser(app);
  await office.signInAs(admin);
});

afterAll(async () => {
  if (db) {
    await db.query(`DELETE FROM affiliates WHERE email LIKE $1`, [`%@${TEST_DOMAIN}`]);
    await db.query(`DELETE FROM contractors WHERE email LIKE $1`, [`%@${TEST_DOMAIN}`]);
    await cleanAuthTables(db);
  }
  await app?.close();
  await smtp?.close();
});

describe('approval of an address someone registered first', () => {
  it('partner: the role attaches only through the e-mailed link, which sets a new password, ends every session and clears two-step sign-in', async () => {
    const email = testEmail('partner');
    const { id, browser } = await squatter(email);
    await http()
      .post('/api/affiliate-registration')
      .send({
        email,
        firstName: 'Pat',
        lastName: 'Realtor',
        phone: '(816) 555-0199',
        address: '12 Main Street',
        city: 'Cameron',
        state: 'MO',
        zipCode: '64429',
        agreementAccepted: true,
      })
      .expect(201);
    const [{ id: affiliateId }] = (await db.query('SELECT id FROM affiliates WHERE email = $1', [email])) as { id: number }[];
    await office.call('post', `/api/admin/affiliates/${affiliateId}/approve`, undefined, 200);
    // The squatter's session cannot open the partner's statement.
    await browser.call('get', '/api/affiliate/me', undefined, 403);

    const { token, text } = await mailedLink(email, 'reset');
    expect(text).toContain('for 72 hours');
    expect(
      (
        await db.query(
          'SELECT "expiresAt" <= now() + interval \'72 hours\' AS "withinLimit" FROM password_reset_tokens WHERE "userId" = $1 AND "usedAt" IS NULL',
          [id],
        )
      )[0],
    ).toEqual({ withinLimit: true });
    await expectTakenOver(id, email, browser, UserRole.Affiliate, token, /partner account is ready.*partner dashboard/);
  });

  it('contractor: the same through the contractor approval', async () => {
    const email = testEmail('contractor');
    const { id, browser } = await squatter(email);
    await http()
      .post('/api/contractors/applications')
      .send({
        name: `Provision Frame & Finish ${process.pid}`,
        contactName: 'Dana Whitfield',
        email,
        phone: '(816) 555-0177',
        description: 'Framing crews for barndominiums and SIP shells across northwest Missouri.',
        licenseNumber: 'MO-REG-20231187',
        businessAddress: '400 Market Street, St. Joseph, MO 64501',
        yearsInBusiness: 12,
        specialties: ['sip_installation', 'custom_homes'],
        serviceAreas: [{ zipCode: '64501', radius: 40 }],
      })
      .expect(201);
    const [{ id: listingId }] = (await db.query('SELECT id FROM contractors WHERE email = $1', [email])) as { id: number }[];
    await office.call('post', `/api/admin/contractors/${listingId}/decision`, { decision: 'approve' }, 200);
    await browser.call('get', '/api/contractor/me', undefined, 403);
    const { token } = await mailedLink(email, 'reset');
    await expectTakenOver(id, email, browser, UserRole.Contractor, token, /contractor account is ready.*contractor dashboard/);
  });

  it('a "forgot password" link neither kills the set-password link nor gives the role', async () => {
    const email = testEmail('partner-reset');
    const { id } = await squatter(email);
    await http()
      .post('/api/affiliate-registration')
      .send({
        email,
        firstName: 'Pat',
        lastName: 'Realtor',
        phone: '(816) 555-0199',
        address: '12 Main Street',
        city: 'Cameron',
        state: 'MO',
        zipCode: '64429',
        agreementAccepted: true,
      })
      .expect(201);
    const [{ id: affiliateId }] = (await db.query('SELECT id FROM affiliates WHERE email = $1', [email])) as { id: number }[];
    await office.call('post', `/api/admin/affiliates/${affiliateId}/approve`, undefined, 200);
    const setPassword = await mailedLink(email, 'reset');
    await http().post('/api/auth/forgot-password').send({ email }).expect(202);
    const reset = await mailedLink(email, 'reset');
    expect(reset.token).not.toBe(setPassword.token);
    await http().post('/api/auth/reset-password').send({ token: reset.token, password: 'Reset-Only-Pass-55' }).expect(200);
    expect((await userRow(id)).role).toBe(UserRole.User);
    // An ordinary reset keeps two-step sign-in (it is no way around the second step).
    expect((await userRow(id)).totpSecret).not.toBeNull();
    await http().post('/api/auth/reset-password').send({ token: setPassword.token, password: NEW_PASSWORD }).expect(200);
    expect(await userRow(id)).toMatchObject({ role: UserRole.Affiliate, totpSecret: null });
  });
});

describe('ADMIN_EMAIL at start-up', () => {
  it('refuses to promote an existing non-admin account and says how to proceed', async () => {
    const email = testEmail('startup-admin');
    const { id } = await squatter(email);
    const warn = jest.spyOn(Logger.prototype, 'warn');
    const secret = generateSecret();
    const { app: second } = await createTestApp({ ADMIN_EMAIL: email, ADMIN_PASSWORD: 'correct horse battery', ADMIN_TOTP_SECRET: secret });
    try {
      const row = await userRow(id);
      expect(row.role).toBe(UserRole.User);
      // Its two-step secret is the squatter's own, not ADMIN_TOTP_SECRET's.
      expect(row.totpSecret).not.toBe(secret);
      const warned = warn.mock.calls.map((call) => String(call[0])).find((message) => message.includes(email));
      expect(warned).toMatch(/is not made an admin at start-up/);
      expect(warned).toMatch(/Set ADMIN_EMAIL to an address no account uses, or have an admin promote this account on \/admin\/users/);
    } finally {
      warn.mockRestore();
      await second.close();
    }
  });
});

describe('promotion to admin', () => {
  it('is pending until the person sets a new password and enrols two-step sign-in through the e-mailed link', async () => {
    const email = testEmail('promoted');
    const { id, browser } = await squatter(email);

    const promoted = await office.call('patch', `/api/admin/users/${id}/role`, { role: 'admin' }, 200);
    expect(promoted.body).toMatchObject({ id, role: 'user', pendingRole: 'admin' });
    expect((await userRow(id)).role).toBe(UserRole.User);
    expect((await browser.call('get', '/api/auth/me', undefined, 200)).body.role).toBe('user');
    await browser.call('get', '/api/admin/users', undefined, 403);
    const listed = await office.call('get', `/api/admin/users?q=${encodeURIComponent(email)}`, undefined, 200);
    expect(listed.body.items).toEqual([expect.objectContaining({ id, role: 'user', pendingRole: 'admin' })]);

    const { token, text } = await mailedLink(email, 'admin-enrolment');
    expect(text).toContain('for 72 hours');
    await http()
      .post('/api/auth/admin-enrolment/setup')
      .send({ token: 'x'.repeat(43) })
      .expect(400);
    const setup = await http().post('/api/auth/admin-enrolment/setup').send({ token }).expect(200);
    const wrong = await http().post('/api/auth/admin-enrolment/confirm').send({ token, password: NEW_PASSWORD, code: '000000' }).expect(400);
    expect(wrong.body.errors).toEqual([{ field: 'code', message: expect.stringContaining('That code is not right') }]);
    expect((await userRow(id)).role).toBe(UserRole.User);

    const done = await http()
      .post('/api/auth/admin-enrolment/confirm')
      .send({ token, password: NEW_PASSWORD, code: await totpCode(setup.body.secret) })
      .expect(200);
    expect(done.body.recoveryCodes).toHaveLength(10);
    // The enrolled secret is the one set up, stored sealed (issue 25 item 7), never in plain text.
    const enrolled = await userRow(id);
    expect(enrolled.role).toBe(UserRole.Admin);
    expect(enrolled.totpSecret).not.toBe(setup.body.secret);
    expect(app.get(TotpSecretCipher).open(enrolled.totpSecret!)).toBe(setup.body.secret);
    await browser.call('get', '/api/auth/me', undefined, 401);
    await new Browser(app).signIn(email, ATTACKER_PASSWORD, 401);
    const newAdmin = new Browser(app);
    await newAdmin.signInAs({ id, email, password: NEW_PASSWORD, role: UserRole.Admin, totpSecret: setup.body.secret });
    await newAdmin.call('get', '/api/admin/users', undefined, 200);
    await http().post('/api/auth/admin-enrolment/confirm').send({ token, password: NEW_PASSWORD, code: '123456' }).expect(400);
  });

  it('another role given meanwhile cancels the waiting promotion', async () => {
    const user = await createUser(app);
    await office.call('patch', `/api/admin/users/${user.id}/role`, { role: 'admin' }, 200);
    const { token } = await mailedLink(user.email, 'admin-enrolment');
    const changed = await office.call('patch', `/api/admin/users/${user.id}/role`, { role: 'contractor' }, 200);
    expect(changed.body).toMatchObject({ role: 'contractor', pendingRole: null });
    await http().post('/api/auth/admin-enrolment/setup').send({ token }).expect(400);
  });
});

describe('a sales rep (issue 27)', () => {
  it('joins through the same enrolment link, then works leads but not users; between office roles the change is at once', async () => {
    const email = testEmail('rep');
    const { id, browser } = await squatter(email);

    const given = await office.call('patch', `/api/admin/users/${id}/role`, { role: 'sales' }, 200);
    expect(given.body).toMatchObject({ id, role: 'user', pendingRole: 'sales' });
    await browser.call('get', '/api/admin/leads', undefined, 403);

    const { token, text } = await mailedLink(email, 'admin-enrolment');
    expect(text).toContain('sales team access');
    const setup = await http().post('/api/auth/admin-enrolment/setup').send({ token }).expect(200);
    await http()
      .post('/api/auth/admin-enrolment/confirm')
      .send({ token, password: NEW_PASSWORD, code: await totpCode(setup.body.secret) })
      .expect(200);
    expect((await userRow(id)).role).toBe(UserRole.Sales);
    await browser.call('get', '/api/auth/me', undefined, 401);

    // The rep signs in with the second step and reaches the lead desk, quote requests and deposits (read), not users.
    const rep = new Browser(app);
    await rep.signInAs({ id, email, password: NEW_PASSWORD, role: UserRole.Sales, totpSecret: setup.body.secret });
    await rep.call('get', '/api/admin/leads', undefined, 200);
    await rep.call('get', '/api/admin/quote-requests', undefined, 200);
    await rep.call('get', '/api/admin/deposits', undefined, 200);
    await rep.call('get', '/api/admin/users', undefined, 403);

    // Already enrolled: admin ↔ sales changes at once, with no new link.
    await app.get(MailDeliveryJob).deliverDue();
    const sent = smtp.received.length;
    const promoted = await office.call('patch', `/api/admin/users/${id}/role`, { role: 'admin' }, 200);
    expect(promoted.body).toMatchObject({ role: 'admin', pendingRole: null });
    await app.get(MailDeliveryJob).deliverDue();
    expect(smtp.received.slice(sent).filter((mail) => mail.to.includes(email))).toEqual([]);
    await office.call('patch', `/api/admin/users/${id}/role`, { role: 'sales' }, 200);
    expect((await userRow(id)).role).toBe(UserRole.Sales);
  });
});

describe('a buyer confirms the e-mail address before a deposit', () => {
  const deposit = {
    designId: 'rose-mount',
    street: '18 Orchard Lane',
    city: 'Savannah',
    state: 'MO',
    zipCode: '64485',
    expectedStartDate: new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10),
  };

  it('answers 409 with a sentence until the e-mailed link is opened; the link can be sent again', async () => {
    const email = testEmail('buyer');
    const buyer = new Browser(app);
    const registered = await buyer.call('post', '/api/auth/register', { email, password: ATTACKER_PASSWORD, firstName: 'Dana', lastName: 'Whitfield' }, 201);
    expect(registered.body.emailConfirmed).toBe(false);

    const refused = await buyer.call('post', '/api/deposits', await signedDepositBody(app, deposit), 409);
    expect(refused.body.message).toBe(
      `Confirm your e-mail address first: we sent a link to ${email} when you created your account. Open it, then send your request to reserve again (or ask us to send the link again).`,
    );
    const first = await mailedLink(email, 'confirm-email');
    expect(first.text).toMatch(/^Subject: Confirm your e-mail address\r?$/m);

    const resent = await buyer.call('post', '/api/auth/confirm-email/resend', undefined, 202);
    expect(resent.body.message).toBe(`We sent a new confirmation link to ${email}. It works once, for 72 hours.`);
    const second = await mailedLink(email, 'confirm-email');
    expect(second.token).not.toBe(first.token);
    // The earlier link stopped working.
    await http().post('/api/auth/confirm-email').send({ token: first.token }).expect(400);

    await http().post('/api/auth/confirm-email').send({ token: second.token }).expect(200);
    expect((await buyer.call('get', '/api/auth/me', undefined, 200)).body.emailConfirmed).toBe(true);
    await placeDeposit(app, buyer, deposit);
    await buyer.call('post', '/api/auth/confirm-email/resend', undefined, 409);
    await http().post('/api/auth/confirm-email').send({ token: second.token }).expect(400);
  });
});
