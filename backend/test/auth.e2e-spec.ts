import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { MailOutbox } from '../src/mail/entities/mail-outbox.entity';
import { UserRole } from '../src/common/auth/user-role';
import { User } from '../src/modules/auth/entities/user.entity';
import { AccountProvisioningService } from '../src/modules/auth/account-provisioning.service';
import { Browser, cleanAuthTables, cookieValue, createUser, setCookie, setCookies, testEmail } from './auth-helpers';
import { createTestApp } from './test-app';

// Every sign-in runs argon2id (deliberately slow); give a loaded machine time.
jest.setTimeout(120_000);

const CSRF_MESSAGE = 'Your security token is missing or out of date. Reload the page and try again.';
const BAD_CREDENTIALS = 'The email address or password is not correct.';

const registration = (overrides: Record<string, unknown> = {}) => ({
  email: testEmail('buyer'),
  password: 'Limestone-Ridge-77',
  firstName: 'Dana',
  lastName: 'Whitaker',
  phone: '(816) 555-0177',
  ...overrides,
});

/** The session id inside a signed `s:<id>.<signature>` cookie value. */
const sessionIdOf = (cookie: string | undefined) => /^s:([^.]+)\./.exec(cookie ?? '')?.[1];

describe('accounts: registration, sign-in, sessions and CSRF', () => {
  let app: INestApplication;
  let db: DataSource;
  const http = () => request(app.getHttpServer());
  const sessionRows = async (sid?: string) =>
    Number((await db.query('SELECT count(*)::int AS n FROM sessions WHERE $1::text IS NULL OR sid = $1', [sid ?? null]))[0].n);

  beforeAll(async () => {
    ({ app } = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000', AUTH_RATE_LIMIT_PER_ACCOUNT: '100000', RATE_LIMIT_PER_MINUTE: '100000' }));
    db = app.get(DataSource);
    await cleanAuthTables(db);
  });

  afterAll(async () => {
    if (db) await cleanAuthTables(db);
    await app?.close();
  });

  describe('registration', () => {
    it('creates a user with an argon2id hash and a lower-cased e-mail, signs them in, and never returns the password', async () => {
      const browser = new Browser(app);
      const body = registration({ email: `  Dana.Whitaker-${process.pid}@AUTH-TEST.example ` });
      const res = await browser.call('post', '/api/auth/register', body, 201);

      const email = `dana.whitaker-${process.pid}@auth-test.example`;
      expect(res.body).toEqual({
        id: expect.any(Number),
        email,
        firstName: 'Dana',
        lastName: 'Whitaker',
        phone: '(816) 555-0177',
        profileImageUrl: null,
        role: 'user',
        twoStepEnabled: false,
        emailConfirmed: false,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect(JSON.stringify(res.body)).not.toMatch(/password|argon2|totp|secret/i);
      expect(res.headers['cache-control']).toBe('no-store');

      const stored = await db.getRepository(User).findOneByOrFail({ email });
      expect(stored.password).toMatch(/^\$argon2id\$/);
      expect(stored.role).toBe(UserRole.User);

      // Signed in: the session cookie and the CSRF token came with the answer.
      expect(sessionIdOf(cookieValue(res, 'sid'))).toBeDefined();
      expect(browser.xsrf).toMatch(/^[\w-]{43}$/);
      const me = await browser.call('get', '/api/auth/me', undefined, 200);
      expect(me.body.email).toBe(email);
    });

    it('refuses a second account for the same address in another case (409)', async () => {
      const email = testEmail('twice');
      await http().post('/api/auth/register').send(registration({ email })).expect(201);
      const res = await http()
        .post('/api/auth/register')
        .send(registration({ email: email.toUpperCase() }))
        .expect(409);
      expect(res.body.message).toBe('An account with this email address already exists. Sign in, or reset your password if you have forgotten it.');
      expect(await db.getRepository(User).countBy({ email })).toBe(1);
    });

    it('gives the spec §5 messages, one per field', async () => {
      const res = await http().post('/api/auth/register').send({}).expect(400);
      expect(res.body.errors).toEqual([
        { field: 'email', message: 'Please enter a valid email address.' },
        { field: 'password', message: 'Password must be at least 8 characters.' },
        { field: 'firstName', message: 'First name is required.' },
        { field: 'lastName', message: 'Last name is required.' },
      ]);
    });

    it.each([
      ['a bad e-mail', { email: 'dana@' }, 'email', 'Please enter a valid email address.'],
      ['a 7-character password', { password: 'Barn-07' }, 'password', 'Password must be at least 8 characters.'],
      ['a 129-character password', { password: 'x'.repeat(129) }, 'password', 'Password must be at most 128 characters.'],
      [
        'a common password',
        { password: 'Password123' },
        'password',
        'This password is one of the most common ones. Please choose a password that is harder to guess.',
      ],
      ['a blank first name', { firstName: '  ' }, 'firstName', 'First name is required.'],
      ['a missing last name', { lastName: undefined }, 'lastName', 'Last name is required.'],
      ['a phone without area code', { phone: '555-0177' }, 'phone', 'Please enter a phone number with area code, using digits, spaces and + ( ) - . only.'],
    ])('refuses %s', async (_case, overrides, field, message) => {
      const res = await http().post('/api/auth/register').send(registration(overrides)).expect(400);
      expect(res.body.errors).toEqual([{ field, message }]);
    });

    it('takes a missing phone and a 128-character password', async () => {
      const res = await http()
        .post('/api/auth/register')
        .send(registration({ phone: undefined, password: 'p'.repeat(127) + '!' }))
        .expect(201);
      expect(res.body.phone).toBeNull();
    });
  });

  describe('sign-in', () => {
    it('answers an unknown e-mail and a wrong password alike (401), and validates first (spec §5)', async () => {
      const user = await createUser(app);
      const wrong = await http().post('/api/auth/sign-in').send({ email: user.email, password: 'not-the-password' }).expect(401);
      const unknown = await http()
        .post('/api/auth/sign-in')
        .send({ email: testEmail('nobody'), password: 'not-the-password' })
        .expect(401);
      expect(wrong.body).toEqual({ statusCode: 401, message: BAD_CREDENTIALS, error: 'Unauthorized' });
      expect(unknown.body).toEqual(wrong.body);
      expect(setCookies(wrong)).toEqual([]);

      const invalid = await http().post('/api/auth/sign-in').send({ email: 'casey', password: '' }).expect(400);
      expect(invalid.body.errors).toEqual([
        { field: 'email', message: 'Please enter a valid email address.' },
        { field: 'password', message: 'Password is required.' },
      ]);
    });

    it('accepts the e-mail in any case and with spaces around it', async () => {
      const user = await createUser(app);
      const res = await new Browser(app).signIn(`  ${user.email.toUpperCase()} `, user.password);
      expect(res.body.email).toBe(user.email);
    });

    it('starts a new session id: a session id held before sign-in (session fixation) is never the one signed in', async () => {
      const first = await createUser(app);
      const second = await createUser(app);
      const browser = new Browser(app);
      const before = sessionIdOf(cookieValue(await browser.signIn(first.email, first.password), 'sid'));
      expect(before).toBeDefined();

      // Signing in again (another account) with that cookie: a different id; the old one is gone.
      const after = sessionIdOf(cookieValue(await browser.signIn(second.email, second.password), 'sid'));
      expect(after).toBeDefined();
      expect(after).not.toBe(before);
      expect(await sessionRows(before)).toBe(0);
      expect((await browser.call('get', '/api/auth/me', undefined, 200)).body.email).toBe(second.email);

      // A cookie an attacker planted (a made-up id, signed or not) is ignored and replaced.
      const planted = 's%3Aattacker-chosen-session-id.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
      const res = await http().post('/api/auth/sign-in').set('Cookie', `sid=${planted}`).send({ email: first.email, password: first.password }).expect(200);
      expect(sessionIdOf(cookieValue(res, 'sid'))).not.toBe('attacker-chosen-session-id');
      expect(await sessionRows('attacker-chosen-session-id')).toBe(0);
    });
  });

  describe('cookies', () => {
    it('sets an HttpOnly, SameSite=Lax session cookie for the whole site, not Secure over plain HTTP, and an XSRF-TOKEN script can read', async () => {
      const user = await createUser(app);
      const res = await http().post('/api/auth/sign-in').send({ email: user.email, password: user.password }).expect(200);
      const sid = setCookie(res, 'sid')!;
      expect(sid).toMatch(/; Path=\//);
      expect(sid).toMatch(/; HttpOnly/);
      expect(sid).toMatch(/; SameSite=Lax/);
      expect(sid).not.toMatch(/; Secure/);
      // Idle expiry: two hours ahead.
      const expires = Date.parse(/; Expires=([^;]+)/.exec(sid)![1]);
      expect(expires - Date.now()).toBeGreaterThan(2 * 3600_000 - 60_000);
      expect(expires - Date.now()).toBeLessThanOrEqual(2 * 3600_000 + 1000);

      const xsrf = setCookie(res, 'XSRF-TOKEN')!;
      expect(xsrf).not.toMatch(/HttpOnly/);
      expect(xsrf).toMatch(/; Path=\//);
      expect(xsrf).toMatch(/; SameSite=Lax/);
    });

    it('marks both cookies Secure when a trusted proxy says the request came over HTTPS', async () => {
      const user = await createUser(app);
      const res = await http().post('/api/auth/sign-in').set('X-Forwarded-Proto', 'https').send({ email: user.email, password: user.password }).expect(200);
      expect(setCookie(res, 'sid')).toMatch(/; Secure/);
      expect(setCookie(res, 'XSRF-TOKEN')).toMatch(/; Secure/);
    });

    it('ignores X-Forwarded-Proto with TRUST_PROXY=false, and names the cookie __Host-sid on an HTTPS site', async () => {
      const { app: untrusting } = await createTestApp({ TRUST_PROXY: 'false', AUTH_RATE_LIMIT_PER_IP: '100000' });
      const { app: httpsSite } = await createTestApp({ PUBLIC_BASE_URL: 'https://www.builder.example', AUTH_RATE_LIMIT_PER_IP: '100000' });
      try {
        const user = await createUser(app);
        const plain = await request(untrusting.getHttpServer())
          .post('/api/auth/sign-in')
          .set('X-Forwarded-Proto', 'https')
          .send({ email: user.email, password: user.password })
          .expect(200);
        expect(setCookie(plain, 'sid')).not.toMatch(/; Secure/);

        const secure = await request(httpsSite.getHttpServer())
          .post('/api/auth/sign-in')
          .set('X-Forwarded-Proto', 'https')
          .send({ email: user.email, password: user.password })
          .expect(200);
        expect(setCookie(secure, '__Host-sid')).toMatch(/; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/);
        expect(setCookie(secure, 'sid')).toBeUndefined();
      } finally {
        await untrusting.close();
        await httpsSite.close();
      }
    });

    it('sets no cookie and stores no session for anonymous visitors: health, catalogue, who-am-I and the lead forms', async () => {
      const before = await sessionRows();
      const answers = [
        await http().get('/api/health'),
        await http().get('/api/designs'),
        await http().get('/api/auth/me').expect(401),
        await http().post('/api/auth/sign-out').expect(204),
        await http()
          .post('/api/contact')
          .send({ name: 'Lee Hart', email: 'lee@example.org', subject: 'general', message: 'Do you build near Cameron?', privacyAgree: true })
          .expect(201),
      ];
      for (const res of answers) expect(setCookies(res)).toEqual([]);
      expect(await sessionRows()).toBe(before);
      await db.query(`DELETE FROM contact_messages WHERE email = 'lee@example.org'`);
    });
  });

  describe('who-am-I and the profile', () => {
    it('answers 401 in the error shape when nobody is signed in', async () => {
      const res = await http().get('/api/auth/me').expect(401);
      expect(res.body).toEqual({ statusCode: 401, message: 'Please sign in to continue.', error: 'Unauthorized' });
    });

    it('changes name and phone (only the fields sent), and refuses a blank name', async () => {
      const user = await createUser(app);
      const browser = new Browser(app);
      await browser.signIn(user.email, user.password);
      const res = await browser.call('patch', '/api/auth/me', { firstName: ' Jordan ', phone: '816-555-0100' }, 200);
      expect(res.body).toMatchObject({ firstName: 'Jordan', lastName: 'Buyer', phone: '816-555-0100' });
      expect((await browser.call('get', '/api/auth/me', undefined, 200)).body).toMatchObject({ firstName: 'Jordan', phone: '816-555-0100' });
      await browser.call('patch', '/api/auth/me', { phone: '' }, 200);
      expect((await db.getRepository(User).findOneByOrFail({ id: user.id })).phone).toBeNull();

      const blank = await browser.call('patch', '/api/auth/me', { lastName: ' ' }, 400);
      expect(blank.body.errors).toEqual([{ field: 'lastName', message: 'Last name is required.' }]);
      const sneaky = await browser.call('patch', '/api/auth/me', { role: 'admin' }, 400);
      expect(sneaky.body.errors).toEqual([{ field: 'role', message: 'Unknown field "role" is not allowed.' }]);
      expect((await db.getRepository(User).findOneByOrFail({ id: user.id })).role).toBe(UserRole.User);
    });
  });

  describe('sign-out and expiry', () => {
    it('deletes the session row, clears both cookies, and the old cookie no longer works', async () => {
      const user = await createUser(app);
      const browser = new Browser(app);
      const sid = sessionIdOf(cookieValue(await browser.signIn(user.email, user.password), 'sid'));
      const cookie = `sid=${encodeURIComponent(cookieValue(await browser.call('get', '/api/auth/me', undefined, 200), 'sid') ?? '')}`;
      expect(await sessionRows(sid)).toBe(1);

      const res = await browser.call('post', '/api/auth/sign-out', undefined, 204);
      expect(await sessionRows(sid)).toBe(0);
      expect(setCookie(res, 'sid')).toMatch(/^sid=; Path=\/; Expires=Thu, 01 Jan 1970/);
      expect(setCookie(res, 'XSRF-TOKEN')).toMatch(/^XSRF-TOKEN=; Path=\/; Expires=Thu, 01 Jan 1970/);
      await browser.call('get', '/api/auth/me', undefined, 401);
      await http().get('/api/auth/me').set('Cookie', cookie).expect(401);
    });

    it('rolls the idle expiry forward on each request, and ends a session idle past it', async () => {
      const user = await createUser(app);
      const browser = new Browser(app);
      const sid = sessionIdOf(cookieValue(await browser.signIn(user.email, user.password), 'sid'));
      await db.query(`UPDATE sessions SET expire = now() + interval '5 minutes' WHERE sid = $1`, [sid]);
      await browser.call('get', '/api/auth/me', undefined, 200);
      const [{ minutes }] = await db.query(`SELECT extract(epoch FROM expire - now()) / 60 AS minutes FROM sessions WHERE sid = $1`, [sid]);
      expect(Number(minutes)).toBeGreaterThan(115);

      await db.query(`UPDATE sessions SET expire = now() - interval '1 second' WHERE sid = $1`, [sid]);
      await browser.call('get', '/api/auth/me', undefined, 401);
    });

    it('ends a session 12 hours after sign-in however active it is (absolute expiry), deleting its row', async () => {
      const user = await createUser(app);
      const browser = new Browser(app);
      const sid = sessionIdOf(cookieValue(await browser.signIn(user.email, user.password), 'sid'));
      await db.query(`UPDATE sessions SET sess = jsonb_set(sess::jsonb, '{signedInAt}', to_jsonb($2::bigint))::json WHERE sid = $1`, [
        sid,
        Date.now() - 12 * 3600_000 - 1000,
      ]);
      const res = await browser.call('get', '/api/auth/me', undefined, 401);
      expect(await sessionRows(sid)).toBe(0);
      expect(setCookie(res, 'sid')).toMatch(/Expires=Thu, 01 Jan 1970/);
    });

    it('keeps the cookie no longer than the absolute end', async () => {
      const user = await createUser(app);
      const browser = new Browser(app);
      const sid = sessionIdOf(cookieValue(await browser.signIn(user.email, user.password), 'sid'));
      await db.query(`UPDATE sessions SET sess = jsonb_set(sess::jsonb, '{signedInAt}', to_jsonb($2::bigint))::json WHERE sid = $1`, [
        sid,
        Date.now() - 11.5 * 3600_000,
      ]);
      const res = await browser.call('get', '/api/auth/me', undefined, 200);
      const expires = Date.parse(/; Expires=([^;]+)/.exec(setCookie(res, 'sid')!)![1]);
      expect(expires - Date.now()).toBeLessThanOrEqual(30 * 60_000 + 1000);
      expect(expires - Date.now()).toBeGreaterThan(28 * 60_000);
    });

    it('answers a failing session store with a plain 500 in the error shape', async () => {
      const user = await createUser(app);
      const browser = new Browser(app);
      await browser.signIn(user.email, user.password);
      await db.query('ALTER TABLE sessions RENAME TO sessions_away');
      try {
        const res = await browser.call('get', '/api/auth/me', undefined, 500);
        expect(res.body).toEqual({
          statusCode: 500,
          message: 'Something went wrong on our side. Please try again in a minute.',
          error: 'Internal Server Error',
        });
      } finally {
        await db.query('ALTER TABLE sessions_away RENAME TO sessions');
      }
      await browser.call('get', '/api/auth/me', undefined, 200);
    });

    it('ends the session of a deleted account', async () => {
      const user = await createUser(app);
      const browser = new Browser(app);
      await browser.signIn(user.email, user.password);
      await db.getRepository(User).delete({ id: user.id });
      await browser.call('get', '/api/auth/me', undefined, 401);
    });
  });

  describe('cross-site request forgery', () => {
    it('refuses state changes made with a session but without the matching X-XSRF-TOKEN (403), and changes nothing', async () => {
      const user = await createUser(app);
      const browser = new Browser(app);
      await browser.signIn(user.email, user.password);

      const none = await browser.agent.patch('/api/auth/me').send({ firstName: 'Mallory' }).expect(403);
      expect(none.body).toEqual({ statusCode: 403, message: CSRF_MESSAGE, error: 'Forbidden' });
      await browser.agent.patch('/api/auth/me').set('X-XSRF-TOKEN', 'forged-value').send({ firstName: 'Mallory' }).expect(403);
      // The cookie's value itself is not enough when sent as a cookie only (a form post cannot set headers).
      await browser.agent.post('/api/auth/sign-out').expect(403);
      expect((await db.getRepository(User).findOneByOrFail({ id: user.id })).firstName).toBe('Casey');
      await browser.call('get', '/api/auth/me', undefined, 200);

      // Another session's token does not fit this one.
      const other = new Browser(app);
      await other.signIn(user.email, user.password);
      await browser.agent.patch('/api/auth/me').set('X-XSRF-TOKEN', other.xsrf!).send({ firstName: 'Mallory' }).expect(403);

      await browser.call('patch', '/api/auth/me', { firstName: 'Casey-Lynn' }, 200);
    });

    it('hands out the XSRF-TOKEN again on any request of the session (e.g. after the browser lost it)', async () => {
      const user = await createUser(app);
      const browser = new Browser(app);
      await browser.signIn(user.email, user.password);
      const res = await browser.agent.get('/api/auth/me').expect(200);
      expect(cookieValue(res, 'XSRF-TOKEN')).toBe(browser.xsrf);
    });

    it('lets the anonymous lead forms work without any token, also with a stale session cookie', async () => {
      const lead = { name: 'Ann Ruiz', email: 'ann@example.org', subject: 'pricing', message: 'Price of the Oak plan near Kearney?', privacyAgree: true };
      await http().post('/api/contact').send(lead).expect(201);
      await http()
        .post('/api/contact')
        .set('Cookie', 'sid=s%3Agone.AAAA')
        .send({ ...lead, message: 'And the Maple Ridge?' })
        .expect(201);
      await db.query(`DELETE FROM contact_messages WHERE email = 'ann@example.org'`);
    });

    it('refuses a state change the browser marks as coming from another site (login CSRF)', async () => {
      const user = await createUser(app);
      const res = await http().post('/api/auth/sign-in').set('Sec-Fetch-Site', 'cross-site').send({ email: user.email, password: user.password }).expect(403);
      expect(res.body.message).toBe('Requests from other websites are not accepted.');
      expect(setCookies(res)).toEqual([]);
      await http().post('/api/auth/sign-in').set('Sec-Fetch-Site', 'same-origin').send({ email: user.email, password: user.password }).expect(200);
    });
  });

  describe('change password', () => {
    it('needs the current password, keeps this session on a new id, ends the others and sends a notice', async () => {
      const user = await createUser(app);
      const here = new Browser(app);
      const elsewhere = new Browser(app);
      const oldSid = sessionIdOf(cookieValue(await here.signIn(user.email, user.password), 'sid'));
      await elsewhere.signIn(user.email, user.password);
      const oldToken = here.xsrf;

      const wrong = await here.call('post', '/api/auth/change-password', { currentPassword: 'guess-guess', newPassword: 'Cedar-Ridge-4325' }, 400);
      expect(wrong.body.errors).toEqual([{ field: 'currentPassword', message: 'Your current password is not correct.' }]);
      const same = await here.call('post', '/api/auth/change-password', { currentPassword: user.password, newPassword: user.password }, 400);
      expect(same.body.errors).toEqual([{ field: 'newPassword', message: 'Please choose a new password that is different from your current one.' }]);
      const short = await here.call('post', '/api/auth/change-password', { currentPassword: '', newPassword: 'short' }, 400);
      expect(short.body.errors).toEqual([
        { field: 'currentPassword', message: 'Current password is required.' },
        { field: 'newPassword', message: 'Password must be at least 8 characters.' },
      ]);

      const res = await here.call('post', '/api/auth/change-password', { currentPassword: user.password, newPassword: 'Cedar-Ridge-4325' }, 200);
      expect(res.body).toEqual({ message: 'Your password has been changed. Every other device signed in to your account has been signed out.' });
      const newSid = sessionIdOf(cookieValue(res, 'sid'));
      expect(newSid).toBeDefined();
      expect(newSid).not.toBe(oldSid);
      expect(here.xsrf).not.toBe(oldToken);

      await here.call('get', '/api/auth/me', undefined, 200);
      await elsewhere.call('get', '/api/auth/me', undefined, 401);
      expect(
        Number((await db.query(`SELECT count(*)::int AS n FROM sessions WHERE (sess::jsonb #>> '{passport,user,id}') = $1`, [String(user.id)]))[0].n),
      ).toBe(1);

      await new Browser(app).signIn(user.email, user.password, 401);
      await new Browser(app).signIn(user.email, 'Cedar-Ridge-4325', 200);
      const notices = await db.getRepository(MailOutbox).findBy({ to: user.email, subject: 'Your password was changed' });
      expect(notices).toHaveLength(1);
    });

    it('ends a session signed in before the password changed, even if its row survived (credential stamp)', async () => {
      const user = await createUser(app);
      const browser = new Browser(app);
      await browser.signIn(user.email, user.password);
      // The password changes by another path (e.g. a reset on another instance) without touching the sessions table.
      await db
        .getRepository(User)
        .update({ id: user.id }, { password: '$argon2id$v=19$m=65536,t=3,p=4$c29tZXNhbHQ$changedchangedchangedchangedchangedchanged00' });
      await browser.call('get', '/api/auth/me', undefined, 401);
    });
  });

  describe('sessions of a user (view them, sign other devices out)', () => {
    it('lists the live sessions, this one first, without their ids; ends one or all others after the password', async () => {
      const user = await createUser(app);
      const laptop = new Browser(app);
      const phone = new Browser(app);
      const tablet = new Browser(app);
      await laptop.signIn(user.email, user.password);
      await phone.agent.post('/api/auth/sign-in').set('User-Agent', 'Phone browser 1.0').send({ email: user.email, password: user.password }).expect(200);
      await tablet.signIn(user.email, user.password);

      const list = await laptop.call('get', '/api/auth/sessions', undefined, 200);
      expect(list.headers['cache-control']).toBe('no-store');
      expect(list.body).toHaveLength(3);
      expect(list.body[0]).toMatchObject({ current: true });
      expect(list.body.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
      const sids: string[] = (await db.query(`SELECT sid FROM sessions WHERE (sess::jsonb #>> '{passport,user,id}') = $1`, [String(user.id)])).map(
        (r: { sid: string }) => r.sid,
      );
      for (const entry of list.body) {
        expect(Object.keys(entry).sort()).toEqual(['current', 'device', 'expiresAt', 'id', 'signedInAt']);
        expect(entry.id).toMatch(/^[0-9a-f]{32}$/);
        expect(sids).not.toContain(entry.id);
        expect(Date.parse(entry.expiresAt) - Date.parse(entry.signedInAt)).toBeLessThanOrEqual(12 * 3600_000);
      }
      const phoneEntry = list.body.find((s: { device: string | null }) => s.device === 'Phone browser 1.0');
      expect(phoneEntry).toBeDefined();
      // supertest sends no User-Agent: the other two have none.
      expect(list.body.filter((s: { device: string | null }) => s.device === null)).toHaveLength(2);

      const wrong = await laptop.call('post', '/api/auth/sessions/end', { password: 'not-my-password', sessionId: phoneEntry.id }, 400);
      expect(wrong.body.errors).toEqual([{ field: 'password', message: 'Your password is not correct.' }]);
      const self = await laptop.call('post', '/api/auth/sessions/end', { password: user.password, sessionId: list.body[0].id }, 400);
      expect(self.body.message).toBe('This is the session you are using now. Sign out instead.');

      const one = await laptop.call('post', '/api/auth/sessions/end', { password: user.password, sessionId: phoneEntry.id }, 200);
      expect(one.body).toEqual({ message: 'Signed out of 1 other session.' });
      await phone.call('get', '/api/auth/me', undefined, 401);
      await tablet.call('get', '/api/auth/me', undefined, 200);
      await laptop.call('post', '/api/auth/sessions/end', { password: user.password, sessionId: phoneEntry.id }, 404);

      // Someone else's session is not theirs to end.
      const stranger = await createUser(app);
      const strangerBrowser = new Browser(app);
      await strangerBrowser.signIn(stranger.email, stranger.password);
      const tabletId = (await tablet.call('get', '/api/auth/sessions', undefined, 200)).body[0].id;
      await strangerBrowser.call('post', '/api/auth/sessions/end', { password: stranger.password, sessionId: tabletId }, 404);
      await tablet.call('get', '/api/auth/me', undefined, 200);

      const all = await laptop.call('post', '/api/auth/sessions/end', { password: user.password }, 200);
      expect(all.body).toEqual({ message: 'Signed out of 1 other session.' });
      await tablet.call('get', '/api/auth/me', undefined, 401);
      expect((await laptop.call('get', '/api/auth/sessions', undefined, 200)).body).toHaveLength(1);
    });
  });

  describe('roles', () => {
    it('lets an admin change a user’s role, effective on that user’s next request', async () => {
      const admin = await createUser(app, { role: UserRole.Admin });
      const user = await createUser(app);
      const adminBrowser = new Browser(app);
      const userBrowser = new Browser(app);
      await adminBrowser.signInAs(admin);
      await userBrowser.signIn(user.email, user.password);

      const res = await adminBrowser.call('patch', `/api/admin/users/${user.id}/role`, { role: 'contractor' }, 200);
      expect(res.body).toMatchObject({ id: user.id, email: user.email, role: 'contractor' });
      expect((await userBrowser.call('get', '/api/auth/me', undefined, 200)).body.role).toBe('contractor');

      const bad = await adminBrowser.call('patch', `/api/admin/users/${user.id}/role`, { role: 'owner' }, 400);
      expect(bad.body.errors).toEqual([{ field: 'role', message: 'Please choose a role: user, contractor, affiliate, admin, sales.' }]);
      await adminBrowser.call('patch', '/api/admin/users/999999999/role', { role: 'user' }, 404);
      await adminBrowser.call('patch', '/api/admin/users/abc/role', { role: 'user' }, 400);
      const own = await adminBrowser.call('patch', `/api/admin/users/${admin.id}/role`, { role: 'user' }, 400);
      expect(own.body.message).toBe('You cannot change your own role. Ask another admin to do it.');
    });

    it('never makes an existing non-admin account the ADMIN_EMAIL admin (issue 25: anyone may have registered the address)', async () => {
      const user = await createUser(app, { role: UserRole.Contractor });
      expect(await app.get(AccountProvisioningService).ensureStartupAdmin(user.email, 'unused-password-here')).toBe(false);
      expect((await db.getRepository(User).findOneByOrFail({ id: user.id })).role).toBe(UserRole.Contractor);
    });
  });
});
