import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { MailDeliveryJob } from '../src/mail/mail-delivery.job';
import { Browser, cleanAuthTables, testEmail } from './auth-helpers';
import { captureOutput } from './captured-output';
import { decodeQuotedPrintable as decode, startSmtpListener, type SmtpListener } from '../tools/verify/smtp-listener';
import { createTestApp } from './test-app';

// Every sign-in runs argon2id (deliberately slow); give a loaded machine time.
jest.setTimeout(120_000);

// Its own file: the output is captured before the first app of the file creates its logger.
describe('passwords and reset tokens never reach a response or the logs', () => {
  let app: INestApplication;
  let smtp: SmtpListener;
  let output: ReturnType<typeof captureOutput>;

  beforeAll(async () => {
    // Everything the app writes to stdout/stderr, kept off the console.
    output = captureOutput();
    smtp = await startSmtpListener();
    ({ app } = await createTestApp({
      LOG_LEVEL: 'trace',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      AUTH_RATE_LIMIT_PER_IP: '100000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '100000',
    }));
  });

  afterAll(async () => {
    output.restore();
    const db = app?.get(DataSource);
    if (db) await cleanAuthTables(db);
    await app?.close();
    await smtp?.close();
  });

  it('holds for register, sign-in (right and wrong), change, forgot and reset', async () => {
    const secrets = ['Sheppards-Glenn-1', 'Wrong-Guess-Again-2', 'Skylar-Ridge-3', 'Everly-Cottage-4'];
    const browser = new Browser(app);
    const email = testEmail('logged');
    const answers: request.Response[] = [];
    answers.push(await browser.call('post', '/api/auth/register', { email, password: secrets[0], firstName: 'Robin', lastName: 'Hale' }, 201));
    // A second registration of the address (409) must not log its failed insert with the hash.
    answers.push(await new Browser(app).call('post', '/api/auth/register', { email, password: secrets[1], firstName: 'Robin', lastName: 'Hale' }, 409));
    answers.push(await new Browser(app).signIn(email, secrets[1], 401));
    answers.push(await browser.call('post', '/api/auth/change-password', { currentPassword: secrets[1], newPassword: secrets[2] }, 400));
    answers.push(await browser.call('post', '/api/auth/change-password', { currentPassword: secrets[0], newPassword: secrets[2] }, 200));
    answers.push(await browser.call('get', '/api/auth/me', undefined, 200));
    answers.push(await browser.call('post', '/api/auth/forgot-password', { email }, 202));
    await app.get(MailDeliveryJob).deliverDue();
    const token = /#reset=([A-Za-z0-9_-]{43})/.exec(decode(smtp.received.at(-1)!.raw))![1];
    answers.push(await request(app.getHttpServer()).post('/api/auth/reset-password').send({ token, password: secrets[3] }).expect(200));
    answers.push(await new Browser(app).signIn(email, secrets[3], 200));

    const [{ password: hash }] = await app.get(DataSource).query('SELECT password FROM users WHERE email = $1', [email]);
    const everything = answers.map((res) => `${JSON.stringify(res.headers)}\n${res.text}`).join('\n');
    const logs = output.lines().join('\n');
    // The capture works: the request log lines are there, and so are the security events.
    expect(logs).toContain('/api/auth/sign-in');
    expect(logs).toContain('/api/auth/reset-password');
    for (const event of [
      'registered: user',
      'sign-in failed: e-mail#',
      'password change refused',
      'password changed: user',
      'password reset requested: e-mail#',
      'password reset: user',
      'signed in: user',
    ]) {
      expect(logs).toContain(event);
    }
    for (const secret of [...secrets, token, hash, '$argon2']) {
      expect(everything).not.toContain(secret);
      expect(logs).not.toContain(secret);
    }
    // No mail carries a password either.
    for (const mail of smtp.received) for (const secret of [...secrets, hash]) expect(decode(mail.raw)).not.toContain(secret);
  });
});
