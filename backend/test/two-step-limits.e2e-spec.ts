import type { INestApplication } from '@nestjs/common';
import { generateSecret } from 'otplib';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { MailDeliveryJob } from '../src/mail/mail-delivery.job';
import { decodeQuotedPrintable as decode, startSmtpListener, type SmtpListener } from '../tools/verify/smtp-listener';
import { cleanAuthTables, createUser, testEmail, totpCode } from './auth-helpers';
import { createTestApp } from './test-app';

// Every sign-in runs argon2id (deliberately slow); give a loaded machine time.
jest.setTimeout(180_000);

const CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app.';
const PER_IP = 3;

/**
 * Issue 25 item 3: wrong second-step codes are counted per account, whatever the address (about
 * 10 per 15 minutes, then the code step waits and the owner is e-mailed once), and every per-IP
 * limit counts an IPv6 client by its /64. The app trusts X-Forwarded-For from loopback (the
 * default TRUST_PROXY), so each request below comes "from" the address it names.
 */
describe('second-step code limits (issue 25 item 3)', () => {
  let app: INestApplication;
  let db: DataSource;
  let smtp: SmtpListener;

  const signIn = (ip: string, body: object) => request(app.getHttpServer()).post('/api/auth/sign-in').set('X-Forwarded-For', ip).send(body);

  beforeAll(async () => {
    smtp = await startSmtpListener();
    ({ app } = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      AUTH_RATE_LIMIT_PER_IP: String(PER_IP),
      // No sign-in delay in the way: the limit under test is the per-account code count.
      AUTH_RATE_LIMIT_PER_ACCOUNT: '1000',
    }));
    db = app.get(DataSource);
  });

  afterAll(async () => {
    if (db) await cleanAuthTables(db);
    await app?.close();
    await smtp?.close();
  });

  it('answers 429 after about 10 wrong codes from 32 different addresses, and e-mails the owner once', async () => {
    const user = await createUser(app, { totpSecret: generateSecret() });
    const other = await createUser(app, { totpSecret: generateSecret() });
    const statuses: number[] = [];
    let refused: request.Response | undefined;
    for (let i = 1; i <= 32; i++) {
      const res = await signIn(`198.51.100.${i}`, { email: user.email, password: user.password, code: String(100000 + i) });
      statuses.push(res.status);
      if (res.status === 429) refused ??= res;
      else expect(res.body.message).toBe(CODE_MESSAGE);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual(Array(22).fill(429));
    expect(refused!.body.message).toMatch(
      /^Too many wrong sign-in codes were entered for this account, so we have paused the code step\. Please try again in 1[45] minutes\.$/,
    );
    expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(800);

    // The code step waits, even for the right code, from a new address; the password step and other accounts do not.
    await signIn('192.0.2.200', { email: user.email, password: user.password, code: await totpCode(user.totpSecret!) }).expect(429);
    await signIn('192.0.2.201', { email: user.email, password: 'Wrong-Password-1', code: '123456' }).expect(401);
    await signIn('192.0.2.202', { email: other.email, password: other.password, code: await totpCode(other.totpSecret!) }).expect(200);

    await app.get(MailDeliveryJob).deliverDue();
    const mails = smtp.received.filter((mail) => mail.to.includes(user.email));
    expect(mails).toHaveLength(1);
    const text = decode(mails[0].raw);
    expect(text).toMatch(/^Subject: Someone is guessing your sign-in codes\r?$/m);
    expect(text).toContain('10 wrong two-step codes were entered for your');
    expect(text).toContain('someone knows your password: change it now');
    expect(smtp.received.filter((mail) => mail.to.includes(other.email))).toHaveLength(0);
  });

  it('counts IPv6 addresses of one /64 as one client for the per-IP limit, and an IPv4-mapped address as its IPv4 address', async () => {
    const attempt = (ip: string) => signIn(ip, { email: testEmail('nobody'), password: 'Wrong-Password-1' });
    for (let i = 1; i <= PER_IP; i++) await attempt(`2001:db8:25:1::${i}`).expect(401);
    const refused = await attempt('2001:db8:25:1:ffff:eeee:dddd:cccc').expect(429);
    expect(refused.body.message).toMatch(/^Too many sign-in attempts\./);
    await attempt('2001:db8:25:2::1').expect(401); // the next /64 is another client

    for (let i = 1; i <= PER_IP; i++) await attempt('203.0.113.77').expect(401);
    await attempt('::ffff:203.0.113.77').expect(429);
  });
});
