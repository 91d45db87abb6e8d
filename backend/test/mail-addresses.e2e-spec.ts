import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { loadConfig } from '../src/config/app-config';
import { MailDeliveryJob } from '../src/mail/mail-delivery.job';
import { MailKind } from '../src/mail/mail.enums';
import { MailService } from '../src/mail/mail.service';
import { CONFIRMATIONS_PER_RECIPIENT } from '../src/mail/submitter-confirmations';
import { closedPort, startSmtpListener } from '../tools/verify/smtp-listener';
import { captureOutput } from './captured-output';
import { createTestApp } from './test-app';

// issue 25 item 4: one strict rule for every address the site mails, and the cap counts the address the mailer uses.
jest.setTimeout(60_000);

const BUSINESS_EMAIL = 'office@builder.example';

let app: INestApplication;
let db: DataSource;
let smtpPort: number;
let output: ReturnType<typeof captureOutput>;
const http = () => request(app.getHttpServer());

async function clean(): Promise<void> {
  await db.query('DELETE FROM lead_submissions');
  await db.query('DELETE FROM discovery_call_leads');
  await db.query('DELETE FROM submitter_confirmations');
  await db.query('DELETE FROM mail_outbox');
  await db.query('DELETE FROM rate_limit_counters');
}

beforeAll(async () => {
  output = captureOutput();
  smtpPort = await closedPort();
  ({ app } = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, BUSINESS_EMAIL, RATE_LIMIT_PER_MINUTE: '100000' }));
  db = app.get(DataSource);
});
beforeEach(() => clean());
afterAll(async () => {
  output?.restore();
  if (db) await clean();
  await app?.close();
});

describe('one strict e-mail rule', () => {
  it.each([
    'Name<victim@example.com>',
    'Name <victim@example.com>',
    '<victim@example.com>',
    'victim@example.com (comment)',
    'group: victim@example.com;',
    '"a b"@example.com',
    'a@b@example.com',
    'victim@example.com, other@example.com',
  ])('the discovery form refuses %j with 400 and mails nothing', async (email) => {
    const res = await http().post('/api/discovery-leads').send({ firstName: 'Mallory', email }).expect(400);
    expect(res.body.errors).toEqual([{ field: 'email', message: 'Please enter a basic email format (e.g., name@example.com).' }]);
    expect(await db.query('SELECT "to" FROM mail_outbox')).toEqual([]);
  });

  it('counts confirmations by the address the mailer uses: the fourth to one address is skipped, whatever its case or spaces', async () => {
    const variants = ['Victim@Example.com', ' victim@EXAMPLE.COM ', 'VICTIM@example.com', 'victim@example.com\t'];
    for (const [i, email] of variants.entries()) {
      // A new name each time, so none is a double click.
      await http()
        .post('/api/discovery-leads')
        .send({ firstName: `Mallory ${'abcd'[i]}`, email })
        .expect(201);
    }
    const welcomes: { to: string }[] = await db.query(`SELECT "to" FROM mail_outbox WHERE kind = $1`, [MailKind.VisitorConfirmation]);
    expect(welcomes).toEqual(Array(CONFIRMATIONS_PER_RECIPIENT).fill({ to: 'victim@example.com' }));
  });

  it('MailService.enqueue refuses an address with a display name, comment or group, and normalises a plain one', async () => {
    const mail = app.get(MailService);
    for (const to of ['Name <victim@example.com>', 'victim@example.com (x)', 'list: victim@example.com;']) {
      await expect(db.transaction((manager) => mail.enqueue(manager, { to, subject: 'S', text: 'T', kind: MailKind.VisitorConfirmation }))).rejects.toThrow(
        /not a plain e-mail address/,
      );
    }
    await db.transaction((manager) => mail.enqueue(manager, { to: '  Victim@EXAMPLE.com ', subject: 'S', text: 'T', kind: MailKind.VisitorConfirmation }));
    expect(await db.query('SELECT "to" FROM mail_outbox')).toEqual([{ to: 'Victim@example.com' }]);
  });

  it('the sender gives nodemailer the bare address, so the To header carries no display name', async () => {
    const smtp = await startSmtpListener(smtpPort);
    try {
      await db.transaction((manager) =>
        app.get(MailService).enqueue(manager, { to: 'victim@example.com', subject: 'S', text: 'T', kind: MailKind.VisitorConfirmation }),
      );
      // A row written before the rule (or by hand) with a display name is not delivered to the address inside it.
      await db.query(`INSERT INTO mail_outbox ("to", subject, text, kind) VALUES ('Attacker <victim2@example.com>', 'S', 'T', 'visitor_confirmation')`);
      await app.get(MailDeliveryJob).deliverDue();
      expect(smtp.received.map((m) => m.to)).toEqual([['victim@example.com']]);
      expect(smtp.received[0].raw).toMatch(/^To: victim@example\.com\r$/m);
    } finally {
      await smtp.close();
    }
  });

  it('refuses to start with a BUSINESS_EMAIL that is not a plain address', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', BUSINESS_EMAIL: 'Office <office@builder.example>' })).toThrow(/BUSINESS_EMAIL/);
    expect(loadConfig({ NODE_ENV: 'test', BUSINESS_EMAIL: 'office@builder.example' }).businessEmail).toBe('office@builder.example');
  });
});
