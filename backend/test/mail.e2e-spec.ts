import { STAFF_PAGE_SIZE } from '../src/common/dto/staff-page.dto';
import { Logger, type INestApplication } from '@nestjs/common';
import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { MailOutbox } from '../src/mail/entities/mail-outbox.entity';
import { MAIL_ATTEMPT_BUDGET, MailDeliveryJob } from '../src/mail/mail-delivery.job';
import { MailRetentionJob } from '../src/mail/mail-retention.job';
import { MailKind, MailStatus } from '../src/mail/mail.enums';
import { MailService, type OutgoingMail } from '../src/mail/mail.service';
import { UserRole } from '../src/common/auth/user-role';
import { Browser, cleanAuthTables, createUser } from './auth-helpers';
import { closedPort, decodeQuotedPrintable as decode, startSmtpListener } from '../tools/verify/smtp-listener';
import { createTestApp } from './test-app';

// The admin operations sign in (argon2id, deliberately slow); give a loaded machine time.
jest.setTimeout(120_000);

const RETENTION_DAYS = 7;
const RESET_TOKEN = /#reset=([A-Za-z0-9_-]{43})/;

describe('mail outbox', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
  let dataDir: string;
  let fileApp: INestApplication; // no SMTP_URL: .eml files
  let liveApp: INestApplication; // SMTP server up
  let downPort: number;
  let downApp: INestApplication; // SMTP_URL to a closed port
  let db: DataSource;

  const outbox = () => db.getRepository(MailOutbox);
  const enqueue = (app: INestApplication, subject: string, text = `Body of ${subject}`, kind = MailKind.VisitorConfirmation) =>
    db.transaction((manager) => app.get(MailService).enqueue(manager, { to: 'visitor@example.org', subject, text, kind }));
  const enqueueMail = (app: INestApplication, message: OutgoingMail) => db.transaction((manager) => app.get(MailService).enqueue(manager, message));

  beforeAll(async () => {
    smtp = await startSmtpListener();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'mail-e2e-'));
    downPort = await closedPort();
    // One after the other: the first boot may run the migrations.
    ({ app: liveApp } = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, BUSINESS_EMAIL: 'office@builder.example' }));
    ({ app: downApp } = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${downPort}` }));
    ({ app: fileApp } = await createTestApp({ DATA_DIR: dataDir, MAIL_RETENTION_DAYS: String(RETENTION_DAYS) }));
    db = liveApp.get(DataSource);
  });

  beforeEach(async () => {
    await db.query('DELETE FROM mail_outbox');
    await rm(path.join(dataDir, 'mail'), { recursive: true, force: true });
    smtp.received.length = 0;
  });

  afterAll(async () => {
    if (db) await cleanAuthTables(db);
    await db?.query('DELETE FROM mail_outbox');
    await Promise.all([fileApp?.close(), liveApp?.close(), downApp?.close()]);
    await smtp?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('writes nothing when the caller’s transaction rolls back, and one pending row when it commits', async () => {
    const mail = liveApp.get(MailService);
    await expect(
      db.transaction(async (manager) => {
        await mail.enqueue(manager, { to: 'visitor@example.org', subject: 'Rolled back', text: 'never sent', kind: MailKind.VisitorConfirmation });
        throw new Error('the lead failed to save');
      }),
    ).rejects.toThrow('the lead failed to save');
    expect(await outbox().count()).toBe(0);

    const id = await db.transaction((manager) =>
      mail.enqueue(manager, {
        to: ' visitor@example.org ',
        subject: 'Committed',
        text: 'Hello',
        replyTo: 'owner@example.org',
        kind: MailKind.VisitorConfirmation,
      }),
    );
    const rows = await outbox().find();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id,
      to: 'visitor@example.org',
      subject: 'Committed',
      text: 'Hello',
      html: null,
      replyTo: 'owner@example.org',
      kind: MailKind.VisitorConfirmation,
      carriesSecret: false,
      status: MailStatus.Pending,
      attempts: 0,
      lastError: null,
      sentAt: null,
      failedAt: null,
    });
  });

  it('refuses a message without a recipient, subject or text', async () => {
    const mail = liveApp.get(MailService);
    for (const message of [
      { to: ' ', subject: 'S', text: 'T' },
      { to: 'a@example.org', subject: '', text: 'T' },
      { to: 'a@example.org', subject: 'S', text: '\n' },
    ]) {
      await expect(db.transaction((manager) => mail.enqueue(manager, { ...message, kind: MailKind.VisitorConfirmation }))).rejects.toThrow(/must not be empty/);
    }
    expect(await outbox().count()).toBe(0);
  });

  it('delivers a due message to the SMTP server and marks it sent', async () => {
    const id = await db.transaction((manager) =>
      liveApp.get(MailService).enqueue(manager, {
        to: 'visitor@example.org',
        subject: 'Your quiz results',
        text: 'Thanks for taking the quiz.',
        html: '<p>Thanks for taking the quiz.</p>',
        kind: MailKind.VisitorConfirmation,
      }),
    );

    await expect(liveApp.get(MailDeliveryJob).deliverDue()).resolves.toEqual({ sent: 1, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message.to).toEqual(['visitor@example.org']);
    expect(message.from).toBe('office@builder.example');
    expect(message.raw).toMatch(/^Subject: Your quiz results\r$/m);
    expect(message.raw).toMatch(/^To: visitor@example\.org\r$/m);
    expect(message.raw).toMatch(/^From: .+ <office@builder\.example>\r$/m);
    expect(message.raw).toContain('Thanks for taking the quiz.');
    expect(message.raw).toContain('<p>Thanks for taking the quiz.</p>');

    const row = await outbox().findOneByOrFail({ id });
    expect(row.status).toBe(MailStatus.Sent);
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.attempts).toBe(0);

    // Sent is final: a second run sends nothing.
    await expect(liveApp.get(MailDeliveryJob).deliverDue()).resolves.toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('keeps the message while SMTP is down and delivers it once SMTP is back', async () => {
    const id = await enqueue(downApp, 'Call booked');
    const job = downApp.get(MailDeliveryJob);

    await expect(job.deliverDue()).resolves.toEqual({ sent: 0, failed: 1 });
    const [{ now }] = (await db.query('SELECT now() AS now')) as [{ now: Date }];
    let row = await outbox().findOneByOrFail({ id });
    expect(row.status).toBe(MailStatus.Pending);
    expect(row.attempts).toBe(1);
    expect(row.lastError).toMatch(/ECONNREFUSED/);
    expect(row.lastError!.length).toBeLessThanOrEqual(500);
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime() + 20_000);

    // Not due yet: the back-off is respected.
    await expect(job.deliverDue()).resolves.toEqual({ sent: 0, failed: 0 });

    const server = await startSmtpListener(downPort);
    try {
      await outbox().update(id, { nextAttemptAt: () => 'now()' });
      await expect(job.deliverDue()).resolves.toEqual({ sent: 1, failed: 0 });
      expect(server.received).toHaveLength(1);
      expect(server.received[0].raw).toMatch(/^Subject: Call booked\r$/m);
      row = await outbox().findOneByOrFail({ id });
      expect(row.status).toBe(MailStatus.Sent);
      expect(row.attempts).toBe(1);
    } finally {
      await server.close();
    }
  });

  it('gives up on a visitor’s confirmation after its budget, with one error log line that shows no address or body', async () => {
    const id = await enqueue(downApp, 'Hopeless', 'Secret plans for the barn');
    await outbox().update(id, { attempts: MAIL_ATTEMPT_BUDGET[MailKind.VisitorConfirmation] - 1 });
    const errors = jest.spyOn(Logger.prototype, 'error');
    try {
      await expect(downApp.get(MailDeliveryJob).deliverDue()).resolves.toEqual({ sent: 0, failed: 1 });
      const lines = errors.mock.calls.map((args) => String(args[0]));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`Mail ${id} (visitor_confirmation to v***@example.org) failed for good after 10 attempts`);
      expect(lines[0]).not.toContain('visitor@example.org');
      expect(lines[0]).not.toContain('Secret plans');
    } finally {
      errors.mockRestore();
    }

    const row = await outbox().findOneByOrFail({ id });
    expect(row.status).toBe(MailStatus.Failed);
    expect(row.attempts).toBe(MAIL_ATTEMPT_BUDGET[MailKind.VisitorConfirmation]);
    expect(row.lastError).toMatch(/ECONNREFUSED/);
    expect(row.failedAt).toBeInstanceOf(Date);
    // Failed is final: later runs leave it alone (and the row is kept for an admin to re-send).
    await outbox().update(id, { nextAttemptAt: () => "now() - interval '1 hour'" });
    await expect(downApp.get(MailDeliveryJob).deliverDue()).resolves.toEqual({ sent: 0, failed: 0 });
  });

  it('keeps retrying a business notice long after a confirmation would have failed, and gives up after about 3 days', async () => {
    const id = await enqueue(downApp, 'New quiz lead: Robin Hale', 'A new lead took the readiness quiz.', MailKind.BusinessNotice);
    await outbox().update(id, { attempts: MAIL_ATTEMPT_BUDGET[MailKind.VisitorConfirmation] - 1 });
    const job = downApp.get(MailDeliveryJob);

    await expect(job.deliverDue()).resolves.toEqual({ sent: 0, failed: 1 });
    let row = await outbox().findOneByOrFail({ id });
    expect({ status: row.status, attempts: row.attempts, failedAt: row.failedAt }).toEqual({ status: MailStatus.Pending, attempts: 10, failedAt: null });
    const [{ waitSeconds }] = (await db.query(`SELECT extract(epoch FROM "nextAttemptAt" - now()) AS "waitSeconds" FROM mail_outbox WHERE id = $1`, [id])) as [
      { waitSeconds: number },
    ];
    expect(Number(waitSeconds)).toBeGreaterThan(3500); // capped back-off: an hour between tries
    expect(Number(waitSeconds)).toBeLessThanOrEqual(3600);

    await outbox().update(id, { attempts: MAIL_ATTEMPT_BUDGET[MailKind.BusinessNotice] - 1, nextAttemptAt: () => 'now()' });
    await expect(job.deliverDue()).resolves.toEqual({ sent: 0, failed: 1 });
    row = await outbox().findOneByOrFail({ id });
    expect(row.status).toBe(MailStatus.Failed);
    expect(row.attempts).toBe(80);
  });

  it('delivers each message exactly once when two app instances run at the same time', async () => {
    const count = 20;
    for (let i = 0; i < count; i++) await enqueue(liveApp, `Concurrent ${i}`);
    const slow = await startSmtpListener(0, 10); // a slower server makes the two runs interleave
    const url = `smtp://127.0.0.1:${slow.port}`;
    const [a, b] = await Promise.all([createTestApp({ SMTP_URL: url }), createTestApp({ SMTP_URL: url })]);
    try {
      const results = await Promise.all([a.app.get(MailDeliveryJob).deliverDue(), b.app.get(MailDeliveryJob).deliverDue()]);
      // A run may stop early when it loses a race for the last due row: run once more, which must find nothing new.
      results.push(await a.app.get(MailDeliveryJob).deliverDue());

      expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(count);
      expect(results.every((r) => r.failed === 0)).toBe(true);
      const subjects = slow.received.map((m) => /^Subject: (.+)\r$/m.exec(m.raw)?.[1]).sort();
      expect(subjects).toEqual(Array.from({ length: count }, (_, i) => `Concurrent ${i}`).sort());
      expect(await outbox().countBy({ status: MailStatus.Sent })).toBe(count);
    } finally {
      await Promise.all([a.app.close(), b.app.close()]);
      await slow.close();
    }
  });

  it('writes an .eml file under DATA_DIR/mail when SMTP_URL is unset', async () => {
    const id = await enqueue(fileApp, 'Contact received', 'We got your message.');

    await expect(fileApp.get(MailDeliveryJob).deliverDue()).resolves.toEqual({ sent: 1, failed: 0 });

    const files = await readdir(path.join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2}T[\\d-]+\\.\\d{3}Z-${id}\\.eml$`));
    const eml = await readFile(path.join(dataDir, 'mail', files[0]), 'utf8');
    expect(eml).toMatch(/^To: visitor@example\.org\r$/m);
    expect(eml).toMatch(/^Subject: Contact received\r$/m);
    expect(eml).toMatch(/^From: .+ <hello@example\.com>\r$/m);
    expect(eml).toContain('We got your message.');
    expect((await outbox().findOneByOrFail({ id })).status).toBe(MailStatus.Sent);
  });

  describe('secrets and retention (issue 12, point 7)', () => {
    const forgotPassword = async (app: INestApplication) => {
      const user = await createUser(app);
      await request(app.getHttpServer()).post('/api/auth/forgot-password').send({ email: user.email }).expect(202);
      return user;
    };
    /** Every stored body (text and html) of the outbox, as one text to search. */
    const storedBodies = async () => (await outbox().find()).map((row) => `${row.text}\n${row.html ?? ''}`).join('\n');

    it('blanks a delivered password-reset e-mail in the statement that marks it sent: the link reaches the person and stays nowhere', async () => {
      const user = await forgotPassword(liveApp);
      const plainId = await enqueue(liveApp, 'Your quiz results', 'Thanks for taking the quiz.');
      const reset = await outbox().findOneByOrFail({ to: user.email, subject: 'Reset your password' });
      expect({ kind: reset.kind, carriesSecret: reset.carriesSecret }).toEqual({ kind: MailKind.AccountMail, carriesSecret: true });
      expect(reset.text).toMatch(RESET_TOKEN); // queued with its link, so the job can send it

      await expect(liveApp.get(MailDeliveryJob).deliverDue()).resolves.toEqual({ sent: 2, failed: 0 });

      const mailed = smtp.received.find((m) => m.to.includes(user.email))!;
      const token = RESET_TOKEN.exec(decode(mailed.raw))![1];
      const row = await outbox().findOneByOrFail({ id: reset.id });
      expect({ status: row.status, text: row.text, html: row.html }).toEqual({ status: MailStatus.Sent, text: '', html: null });
      expect(row.sentAt).toBeInstanceOf(Date);
      expect(await storedBodies()).not.toContain(token);
      // A message without a secret keeps its body until retention removes it.
      expect((await outbox().findOneByOrFail({ id: plainId })).text).toBe('Thanks for taking the quiz.');
    });

    it('blanks a reset e-mail that failed for good too (its link has long expired)', async () => {
      const user = await forgotPassword(downApp);
      const reset = await outbox().findOneByOrFail({ to: user.email });
      await outbox().update(reset.id, { attempts: MAIL_ATTEMPT_BUDGET[MailKind.AccountMail] - 1 });

      await expect(downApp.get(MailDeliveryJob).deliverDue()).resolves.toEqual({ sent: 0, failed: 1 });

      const row = await outbox().findOneByOrFail({ id: reset.id });
      expect({ status: row.status, text: row.text, html: row.html }).toEqual({ status: MailStatus.Failed, text: '', html: null });
      expect(await storedBodies()).not.toMatch(RESET_TOKEN);
    });

    it('writes the reset link into the development .eml (its delivery), not into the outbox, and deletes the file after MAIL_RETENTION_DAYS', async () => {
      const user = await forgotPassword(fileApp);
      await expect(fileApp.get(MailDeliveryJob).deliverDue()).resolves.toEqual({ sent: 1, failed: 0 });
      const mailDir = path.join(dataDir, 'mail');
      const [resetFile] = await readdir(mailDir);
      const token = RESET_TOKEN.exec(decode(await readFile(path.join(mailDir, resetFile), 'utf8')))![1];
      expect(await storedBodies()).not.toContain(token);
      expect((await outbox().findOneByOrFail({ to: user.email })).text).toBe('');

      // The reset file was written RETENTION_DAYS + 1 days ago; a recent file and a file that is not mail stay.
      const old = new Date(Date.now() - (RETENTION_DAYS + 1) * 24 * 60 * 60 * 1000);
      await utimes(path.join(mailDir, resetFile), old, old);
      await enqueue(fileApp, 'Contact received', 'We got your message.');
      await fileApp.get(MailDeliveryJob).deliverDue();
      await writeFile(path.join(mailDir, 'notes.txt'), 'not mail');
      await utimes(path.join(mailDir, 'notes.txt'), old, old);

      await expect(fileApp.get(MailRetentionJob).pruneDelivered()).resolves.toEqual({ rows: 0, files: 1 });
      const left = await readdir(mailDir);
      expect(left).not.toContain(resetFile);
      expect(left).toHaveLength(2);
      for (const name of left.filter((n) => n.endsWith('.eml'))) expect(await readFile(path.join(mailDir, name), 'utf8')).not.toContain(token);
    });

    it('prunes delivered rows older than MAIL_RETENTION_DAYS, and keeps recent, pending and failed ones', async () => {
      const ids = {
        sentLongAgo: await enqueue(liveApp, 'Sent 8 days ago'),
        sentRecently: await enqueue(liveApp, 'Sent 6 days ago'),
        pendingOld: await enqueue(liveApp, 'Pending for 40 days'),
        failedOld: await enqueue(liveApp, 'Failed 40 days ago'),
      };
      await db.query(`UPDATE mail_outbox SET status = 'sent', "sentAt" = now() - interval '8 days' WHERE id = $1`, [ids.sentLongAgo]);
      await db.query(`UPDATE mail_outbox SET status = 'sent', "sentAt" = now() - interval '6 days' WHERE id = $1`, [ids.sentRecently]);
      await db.query(`UPDATE mail_outbox SET "createdAt" = now() - interval '40 days', "nextAttemptAt" = now() + interval '1 hour' WHERE id = $1`, [
        ids.pendingOld,
      ]);
      await db.query(
        `UPDATE mail_outbox SET status = 'failed', "failedAt" = now() - interval '40 days', "createdAt" = now() - interval '40 days' WHERE id = $1`,
        [ids.failedOld],
      );

      // The default retention (30 days, liveApp) keeps all four; fileApp's 7 days removes the one sent 8 days ago.
      await expect(liveApp.get(MailRetentionJob).pruneDelivered()).resolves.toEqual({ rows: 0, files: 0 });
      await expect(fileApp.get(MailRetentionJob).pruneDelivered()).resolves.toEqual({ rows: 1, files: 0 });
      const left = (await outbox().find({ order: { id: 'ASC' } })).map((row) => row.id);
      expect(left).toEqual([ids.sentRecently, ids.pendingOld, ids.failedOld]);
    });
  });

  describe('failed mail, seen and re-sent by an admin (issue 12, point 11)', () => {
    let admin: Browser;

    beforeAll(async () => {
      const user = await createUser(liveApp, { role: UserRole.Admin });
      admin = new Browser(liveApp);
      await admin.signInAs(user);
    });

    /** A message that delivery gave up on `daysAgo` days ago. */
    const failed = async (subject: string, daysAgo: number, kind = MailKind.BusinessNotice, to = 'office@builder.example') => {
      const id = await enqueueMail(liveApp, { to, subject, text: `Body of ${subject}`, kind });
      await db.query(
        `UPDATE mail_outbox SET status = 'failed', attempts = $2, "lastError" = 'ECONNREFUSED 127.0.0.1:25', "failedAt" = now() - make_interval(days => $3) WHERE id = $1`,
        [id, MAIL_ATTEMPT_BUDGET[kind], daysAgo],
      );
      return id;
    };

    it('lists failed e-mails newest failure first, a page at a time, filtered by kind, and nothing else', async () => {
      const oldest = await failed('New quiz lead: Avery', 3);
      const middle = await failed('We received your message', 2, MailKind.VisitorConfirmation, 'robin@example.org');
      const newest = await failed('New deposit: Oak from Sam', 1);
      await enqueue(liveApp, 'Still pending');

      const first = await admin.call('get', '/api/admin/mail/failed?pageSize=2', undefined, 200);
      expect(first.headers['cache-control']).toBe('no-store');
      expect(first.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      expect(first.body.items.map((m: { id: number }) => m.id)).toEqual([newest, middle]);
      expect(first.body.items[1]).toEqual({
        id: middle,
        kind: 'visitor_confirmation',
        status: 'failed',
        recipient: 'robin@example.org',
        subject: 'We received your message',
        attempts: 10,
        lastError: 'ECONNREFUSED 127.0.0.1:25',
        failedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      expect(JSON.stringify(first.body)).not.toContain('Body of');

      const second = await admin.call('get', '/api/admin/mail/failed?pageSize=2&page=2', undefined, 200);
      expect(second.body.items.map((m: { id: number }) => m.id)).toEqual([oldest]);
      const notices = await admin.call('get', '/api/admin/mail/failed?kind=business_notice', undefined, 200);
      expect(notices.body).toMatchObject({ total: 2, pageSize: STAFF_PAGE_SIZE });
      expect(notices.body.items.map((m: { id: number }) => m.id)).toEqual([newest, oldest]);

      const tooBig = await admin.call('get', '/api/admin/mail/failed?pageSize=101', undefined, 400);
      expect(tooBig.body.message).toBe('Page size must be a whole number from 1 to 100.');
      await admin.call('get', '/api/admin/mail/failed?kind=spam', undefined, 400);
    });

    it('re-sends a failed e-mail with a fresh budget, and says why when it cannot', async () => {
      const id = await failed('New quiz lead: Jordan', 1);

      const res = await admin.call('post', `/api/admin/mail/${id}/resend`, undefined, 200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toMatchObject({ id, status: 'pending', attempts: 0, lastError: null, failedAt: null });
      await expect(liveApp.get(MailDeliveryJob).deliverDue()).resolves.toEqual({ sent: 1, failed: 0 });
      expect(smtp.received.map((m) => m.to)).toEqual([['office@builder.example']]);
      expect((await admin.call('get', '/api/admin/mail/failed', undefined, 200)).body.total).toBe(0);

      const sent = await admin.call('post', `/api/admin/mail/${id}/resend`, undefined, 409);
      expect(sent.body).toEqual({ statusCode: 409, error: 'Conflict', message: 'This e-mail was already delivered, so there is nothing to send again.' });
      const pending = await enqueue(liveApp, 'Still pending');
      expect((await admin.call('post', `/api/admin/mail/${pending}/resend`, undefined, 409)).body.message).toBe(
        'This e-mail is still waiting to be delivered, so there is nothing to send again.',
      );
      const blanked = await failed('Reset your password', 1, MailKind.AccountMail, 'robin@example.org');
      await db.query(`UPDATE mail_outbox SET "carriesSecret" = true, text = '', html = NULL WHERE id = $1`, [blanked]);
      expect((await admin.call('post', `/api/admin/mail/${blanked}/resend`, undefined, 409)).body.message).toMatch(
        /^This e-mail held a one-time link that has expired/,
      );

      expect((await admin.call('post', '/api/admin/mail/2147483647/resend', undefined, 404)).body.message).toBe('There is no e-mail with this id.');
      for (const bad of ['99999999999', '0', 'abc', '-1']) {
        expect((await admin.call('post', `/api/admin/mail/${bad}/resend`, undefined, 400)).body.message).toBe(
          'Id must be a whole number from 1 to 2,147,483,647.',
        );
      }
    });
  });
});
