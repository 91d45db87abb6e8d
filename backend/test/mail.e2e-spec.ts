import type { INestApplication } from '@nestjs/common';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { MailOutbox } from '../src/mail/entities/mail-outbox.entity';
import { MailDeliveryJob, MAX_ATTEMPTS } from '../src/mail/mail-delivery.job';
import { MailStatus } from '../src/mail/mail.enums';
import { MailService } from '../src/mail/mail.service';
import { closedPort, startSmtpListener } from './smtp-listener';
import { createTestApp } from './test-app';


describe('mail outbox', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
  let dataDir: string;
  let fileApp: INestApplication; // no SMTP_URL: .eml files
  let liveApp: INestApplication; // SMTP server up
  let downPort: number;
  let downApp: INestApplication; // SMTP_URL to a closed port
  let db: DataSource;

  const outbox = () => db.getRepository(MailOutbox);
  const enqueue = (app: INestApplication, subject: string, text = `Body of ${subject}`) =>
    db.transaction((manager) => app.get(MailService).enqueue(manager, { to: 'visitor@example.org', subject, text }));

  beforeAll(async () => {
    smtp = await startSmtpListener();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'mail-e2e-'));
    downPort = await closedPort();
    // One after the other: the first boot may run the migrations.
    ({ app: liveApp } = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, BUSINESS_EMAIL: 'office@builder.example' }));
    ({ app: downApp } = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${downPort}` }));
    ({ app: fileApp } = await createTestApp({ DATA_DIR: dataDir }));
    db = liveApp.get(DataSource);
  });

  beforeEach(async () => {
    await db.query('DELETE FROM mail_outbox');
    smtp.received.length = 0;
  });

  afterAll(async () => {
    await db?.query('DELETE FROM mail_outbox');
    await Promise.all([fileApp?.close(), liveApp?.close(), downApp?.close()]);
    await smtp?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('writes nothing when the caller’s transaction rolls back, and one pending row when it commits', async () => {
    const mail = liveApp.get(MailService);
    await expect(
      db.transaction(async (manager) => {
        await mail.enqueue(manager, { to: 'visitor@example.org', subject: 'Rolled back', text: 'never sent' });
        throw new Error('the lead failed to save');
      }),
    ).rejects.toThrow('the lead failed to save');
    expect(await outbox().count()).toBe(0);

    const id = await db.transaction((manager) =>
      mail.enqueue(manager, { to: ' visitor@example.org ', subject: 'Committed', text: 'Hello', replyTo: 'owner@example.org' }),
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
      status: MailStatus.Pending,
      attempts: 0,
      lastError: null,
      sentAt: null,
    });
  });

  it('refuses a message without a recipient, subject or text', async () => {
    const mail = liveApp.get(MailService);
    for (const message of [
      { to: ' ', subject: 'S', text: 'T' },
      { to: 'a@example.org', subject: '', text: 'T' },
      { to: 'a@example.org', subject: 'S', text: '\n' },
    ]) {
      await expect(db.transaction((manager) => mail.enqueue(manager, message))).rejects.toThrow(/must not be empty/);
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

  it('marks a message failed after the last allowed attempt', async () => {
    const id = await enqueue(downApp, 'Hopeless');
    await outbox().update(id, { attempts: MAX_ATTEMPTS - 1 });

    await expect(downApp.get(MailDeliveryJob).deliverDue()).resolves.toEqual({ sent: 0, failed: 1 });

    const row = await outbox().findOneByOrFail({ id });
    expect(row.status).toBe(MailStatus.Failed);
    expect(row.attempts).toBe(MAX_ATTEMPTS);
    expect(row.lastError).toMatch(/ECONNREFUSED/);
    // Failed is final: later runs leave it alone (and the row is kept for a person to look at).
    await outbox().update(id, { nextAttemptAt: () => "now() - interval '1 hour'" });
    await expect(downApp.get(MailDeliveryJob).deliverDue()).resolves.toEqual({ sent: 0, failed: 0 });
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
});
