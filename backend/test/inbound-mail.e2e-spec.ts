import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { UserRole } from '../src/common/auth/user-role';
import { AdminLeadsService } from '../src/modules/admin-leads/admin-leads.service';
import { Clock } from '../src/modules/follow-ups/clock';
import { FollowUpsService } from '../src/modules/follow-ups/follow-ups.service';
import { InboundSmtpListener } from '../src/modules/inbound-mail/inbound-smtp.listener';
import {
  INBOUND_SIGNATURE_HEADER,
  INBOUND_WEBHOOK_OFF_MESSAGE,
  INBOUND_TIMESTAMP_HEADER,
  inboundSignature,
} from '../src/modules/inbound-mail/inbound-signature.guard';
import { InboundMailService } from '../src/modules/inbound-mail/inbound-mail.service';
import { InboundThreadKind } from '../src/modules/inbound-mail/inbound-mail.enums';
import { ReplyAddresses } from '../src/modules/inbound-mail/reply-addresses';
import { LeadContactKind, LeadTimelineKind } from '../src/modules/leads/leads.enums';
import { Browser, createUser } from './auth-helpers';
import { createTestApp } from './test-app';

class FakeClock {
  current = new Date('2026-03-02T16:00:00Z');
  now(): Date {
    return new Date(this.current);
  }
  set(iso: string): void {
    this.current = new Date(iso);
  }
}

const INBOUND_DOMAIN = 'replies.inbound.test';
const LEAD_DOMAIN = 'inbound-leads.test';
const SECRET = 'inbound-webhook-secret-for-tests';
const BUSINESS = 'office@builder.example';
// A lead created Monday 2026-03-02 10:00 CST; delays 2d, 5d, 10d (see follow-ups.e2e-spec.ts).
const CREATED = '2026-03-02T16:00:00Z';
const STEP_1_DUE = '2026-03-04T16:00:00Z'; // Wednesday 10:00 CST
const STEP_2_DUE_OPEN = '2026-03-09T16:00:00Z'; // Monday after step 2's due day, window open
const REPLY_PATTERN = new RegExp(`^reply\\+([0-9a-f]{32})@${INBOUND_DOMAIN.replace(/\./g, '\\.')}$`);

describe('replies on the record (inbound mail)', () => {
  const clock = new FakeClock();
  let app: NestExpressApplication;
  let db: DataSource;
  let smtpPort: number;
  let serial = 0;
  let owner: { id: number; email: string };

  beforeAll(async () => {
    ({ app } = await createTestApp(
      {
        INBOUND_SMTP_PORT: '0',
        INBOUND_DOMAIN,
        INBOUND_WEBHOOK_SECRET: SECRET,
        BUSINESS_EMAIL: BUSINESS,
        FOLLOW_UPS_ENABLED: 'false',
        PUBLIC_BASE_URL: 'https://barndos.example',
        TRUST_PROXY: 'loopback',
      },
      { overrideProviders: [{ provide: Clock, useValue: clock }] },
    ));
    db = app.get(DataSource);
    smtpPort = app.get(InboundSmtpListener).port!;
    await db.query(`DELETE FROM discovery_call_leads WHERE email LIKE $1`, [`%@${LEAD_DOMAIN}`]);
    await db.query(`DELETE FROM inbound_mail_rejections`);
    await db.query(`DELETE FROM users WHERE email LIKE $1`, [`%@${LEAD_DOMAIN}`]);
    const sales = await createUser(app, { role: UserRole.Admin, email: `owner-${Date.now()}@${LEAD_DOMAIN}` });
    owner = { id: sales.id, email: sales.email };
  });

  afterAll(async () => {
    await db.query(`DELETE FROM discovery_call_leads WHERE email LIKE $1`, [`%@${LEAD_DOMAIN}`]);
    await db.query(`DELETE FROM users WHERE email LIKE $1`, [`%@${LEAD_DOMAIN}`]);
    await app.close();
  });

  async function insertLead(extra: Record<string, unknown> = {}): Promise<{ id: number; email: string }> {
    const email = `lead-${++serial}-${Date.now()}@${LEAD_DOMAIN}`;
    const [row] = (await db.query(
      `INSERT INTO discovery_call_leads (email, "emailKey", "firstName", "lastName", "accessToken", "createdAt", "ownerId") VALUES ($1, $1, $2, 'Hale', $3, $4, $5) RETURNING id`,
      [email, `Jordan${serial}`, randomBytes(32).toString('base64url'), CREATED, extra.ownerId === undefined ? owner.id : extra.ownerId],
    )) as Array<{ id: number }>;
    return { id: row.id, email };
  }

  const replyAddressOf = (leadId: number, email: string) =>
    db.transaction((manager) => app.get(ReplyAddresses).replyTo(manager, InboundThreadKind.Lead, leadId, email));

  /** Sends through a real SMTP client to the listener. */
  function send(message: SendMailOptions) {
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true, tls: { rejectUnauthorized: false } });
    return transport.sendMail(message).finally(() => transport.close());
  }

  const rejections = async () =>
    Object.fromEntries(
      (
        (await db.query(`SELECT reason::text, sum(count)::int AS count FROM inbound_mail_rejections GROUP BY reason`)) as Array<{
          reason: string;
          count: number;
        }>
      ).map((row) => [row.reason, row.count]),
    );
  const replyCount = async () =>
    (
      (await db.query(`SELECT count(*)::int AS n FROM lead_replies r JOIN discovery_call_leads l ON l.id = r."leadId" WHERE l.email LIKE $1`, [
        `%@${LEAD_DOMAIN}`,
      ])) as Array<{ n: number }>
    )[0].n;

  it('a reply sent over SMTP lands on the timeline, stops the sequence so the next follow-up is not sent, and tells the owner', async () => {
    const lead = await insertLead();
    clock.set(STEP_1_DUE);
    await app.get(FollowUpsService).run(false);
    const [step1] = (await db.query(`SELECT m."replyTo", m.subject FROM lead_follow_ups f JOIN mail_outbox m ON m.id = f."mailId" WHERE f."leadId" = $1`, [
      lead.id,
    ])) as Array<{ replyTo: string; subject: string }>;
    expect(step1.replyTo).toMatch(REPLY_PATTERN);

    const info = await send({
      from: `"Jordan Hale" <${lead.email.toUpperCase()}>`,
      // Mail systems may change the local part's case: the token still matches.
      to: step1.replyTo.toUpperCase().replace(INBOUND_DOMAIN.toUpperCase(), INBOUND_DOMAIN),
      subject: `Re: ${step1.subject}`,
      text: 'Yes, we own 12 acres near Cameron. Can you call me Thursday after 4?\n\nOn Wed, Mar 4, 2026 at 10:00 AM Builder <office@builder.example> wrote:\n> Hi Jordan,\n> here is your plan book.',
      html: '<p>Yes, we own 12 acres near Cameron. <a href="https://evil.example">click</a></p>',
      attachments: [{ filename: 'survey.pdf', content: Buffer.alloc(2048, 1) }],
    });
    expect(info.accepted).toHaveLength(1);

    const page = await app.get(AdminLeadsService).getLead(lead.id);
    const reply = page.timeline.find((entry) => entry.kind === LeadTimelineKind.EmailReply)!;
    expect(reply).toMatchObject({
      sender: lead.email,
      author: { userId: null, name: 'Jordan Hale' },
      emailSubject: `Re: ${step1.subject}`,
      detail: 'Yes, we own 12 acres near Cameron. Can you call me Thursday after 4?',
      attachments: [{ name: 'survey.pdf', size: 2048 }],
    });
    expect(page.timeline.map((entry) => entry.summary)).toContain('Follow-ups stopped: the lead replied by e-mail');
    expect(page.followUpState).toMatchObject({ state: 'stopped', stoppedReason: 'replied' });

    // The next step falls due with the window open: nothing more is sent to the lead.
    clock.set(STEP_2_DUE_OPEN);
    await app.get(FollowUpsService).run(false);
    const toLead = (await db.query(`SELECT subject FROM mail_outbox WHERE "to" = $1`, [lead.email])) as unknown[];
    expect(toLead).toHaveLength(1);
    expect(await db.query(`SELECT step FROM lead_follow_ups WHERE "leadId" = $1`, [lead.id])).toEqual([{ step: 1 }]);

    const [notice] = (await db.query(`SELECT subject, text FROM mail_outbox WHERE "to" = $1 ORDER BY id DESC LIMIT 1`, [owner.email])) as Array<{
      subject: string;
      text: string;
    }>;
    expect(notice.subject).toBe(`Jordan${serial} Hale replied: Re: ${step1.subject}`);
    expect(notice.text).toContain('Can you call me Thursday after 4?');
    expect(notice.text).toContain('survey.pdf');
    expect(notice.text).toContain(`https://barndos.example/admin/leads/${lead.id}`);
  });

  it('a lead without an owner: the business inbox is told', async () => {
    const lead = await insertLead({ ownerId: null });
    await send({ from: lead.email, to: await replyAddressOf(lead.id, lead.email), subject: 'Question', text: 'What does a 40x60 cost?' });
    const [notice] = (await db.query(`SELECT "to", text FROM mail_outbox WHERE "to" = $1 ORDER BY id DESC LIMIT 1`, [BUSINESS])) as Array<{
      to: string;
      text: string;
    }>;
    expect(notice.text).toContain('What does a 40x60 cost?');
  });

  it('refuses and counts an unknown token, a wrong sender, a message over 5 MB and a bounce, and files none of them', async () => {
    const lead = await insertLead();
    const address = await replyAddressOf(lead.id, lead.email);
    const before = await replyCount();

    await expect(send({ from: lead.email, to: `reply+${'0'.repeat(32)}@${INBOUND_DOMAIN}`, subject: 'Hi', text: 'Hello' })).rejects.toThrow(/not known/);
    await expect(send({ from: `someone-else@${LEAD_DOMAIN}`, to: address, subject: 'Hi', text: 'Hello' })).rejects.toThrow(/only from the person/);
    await expect(send({ from: lead.email, to: address, subject: 'Big', text: 'x'.repeat(6 * 1024 * 1024) })).rejects.toThrow(/larger than/);
    // An out-of-office answer is taken (no bounce loop) but filed nowhere.
    await send({ from: lead.email, to: address, subject: 'Out of office', text: 'I am away until Monday.', headers: { 'Auto-Submitted': 'auto-replied' } });
    await send({ from: `MAILER-DAEMON@${LEAD_DOMAIN}`, to: address, subject: 'Undelivered Mail Returned to Sender', text: 'The mail could not be delivered.' });
    // Not a reply address at all: refused at RCPT, nothing counted.
    await expect(send({ from: lead.email, to: `office@${INBOUND_DOMAIN}`, subject: 'Hi', text: 'Hello' })).rejects.toThrow(/No such recipient/);

    expect(await replyCount()).toBe(before);
    expect(await rejections()).toEqual({ unknown_token: 1, sender_mismatch: 1, too_large: 1, bounce: 2 });
    const page = await app.get(AdminLeadsService).getLead(lead.id);
    expect(page.timeline.filter((entry) => entry.kind === LeadTimelineKind.EmailReply)).toEqual([]);
    expect(page.followUpState.stoppedReason).toBeNull();

    const summary = await app.get(InboundMailService).rejections();
    expect(summary.total).toBe(5);
    expect(summary.reasons.find((row) => row.reason === 'bounce')).toMatchObject({ total: 2, lastSevenDays: 2, label: 'Bounce or automatic reply' });
  });

  describe('the signed webhook', () => {
    async function rawReply(from: string, to: string, text: string): Promise<string> {
      const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
      const { message } = await transport.sendMail({ from, to, subject: 'Re: your roadmap', text, messageId: `<${randomBytes(8).toString('hex')}@mail.test>` });
      return (message as Buffer).toString('utf8');
    }
    const post = (body: string, headers: Record<string, string>) =>
      request(app.getHttpServer()).post('/api/inbound-mail').set('Content-Type', 'application/json').set(headers).send(body);
    const signed = (body: string, at = Math.floor(Date.now() / 1000)) => ({
      [INBOUND_TIMESTAMP_HEADER]: String(at),
      [INBOUND_SIGNATURE_HEADER]: inboundSignature(SECRET, String(at), body),
    });

    it('files a correctly signed message once (a repeat post changes nothing)', async () => {
      const lead = await insertLead();
      const body = JSON.stringify({ rawMessage: await rawReply(lead.email, await replyAddressOf(lead.id, lead.email), 'Sounds good, Thursday works.') });
      const first = await post(body, signed(body)).expect(200);
      expect(first.body).toEqual({ accepted: true, reason: null });
      await post(body, signed(body)).expect(200);
      const replies = (await app.get(AdminLeadsService).getLead(lead.id)).timeline.filter((entry) => entry.kind === LeadTimelineKind.EmailReply);
      expect(replies.map((entry) => entry.detail)).toEqual(['Sounds good, Thursday works.']);
    });

    it('answers 401 for a wrong signature or a stale timestamp, and files nothing', async () => {
      const lead = await insertLead();
      const body = JSON.stringify({ rawMessage: await rawReply(lead.email, await replyAddressOf(lead.id, lead.email), 'Hello') });
      const bad = { ...signed(body), [INBOUND_SIGNATURE_HEADER]: inboundSignature('not-the-secret-at-all', String(Math.floor(Date.now() / 1000)), body) };
      expect((await post(body, bad).expect(401)).body.message).toBe('Invalid or expired signature.');
      await post(body, signed(body, Math.floor(Date.now() / 1000) - 6 * 60)).expect(401);
      await post(body, {}).expect(401);
      expect((await app.get(AdminLeadsService).getLead(lead.id)).timeline.filter((entry) => entry.kind === LeadTimelineKind.EmailReply)).toEqual([]);
    });

    it('counts a signed message to an unknown token', async () => {
      const before = (await rejections()).unknown_token ?? 0;
      const body = JSON.stringify({ rawMessage: await rawReply(`x@${LEAD_DOMAIN}`, `reply+${'a'.repeat(32)}@${INBOUND_DOMAIN}`, 'Hello') });
      expect((await post(body, signed(body)).expect(200)).body).toEqual({ accepted: false, reason: 'unknown_token' });
      expect((await rejections()).unknown_token).toBe(before + 1);
    });
  });

  it('sendLeadEmail (a signed-in rep, over HTTP): queued with the reply address, logged as their contact, the response clock stopped', async () => {
    const lead = await insertLead();
    const account = await createUser(app, { role: UserRole.Sales, email: `rep-${Date.now()}@${LEAD_DOMAIN}` });
    const browser = new Browser(app);
    await browser.signInAs(account);

    const blank = await browser.call('post', `/api/admin/leads/${lead.id}/emails`, { subject: '  ', text: 'x'.repeat(10_001) }, 400);
    expect(blank.body.errors.map((error: { field: string }) => error.field).sort()).toEqual(['subject', 'text']);
    await browser.call('post', `/api/admin/leads/999999999/emails`, { subject: 'Hi', text: 'Hello' }, 404);

    const sent = (
      await browser.call(
        'post',
        `/api/admin/leads/${lead.id}/emails`,
        { subject: 'Your land near Cameron', text: 'Hi Jordan,\n\nWhen suits you for a call?' },
        201,
      )
    ).body as { mailId: number; contactId: number; status: string; replyTo: string };
    expect(sent).toMatchObject({ status: 'pending', replyTo: expect.stringMatching(REPLY_PATTERN) });
    const [mail] = (await db.query(`SELECT "to", subject, text, "replyTo" FROM mail_outbox WHERE id = $1`, [sent.mailId])) as Array<Record<string, string>>;
    expect(mail).toMatchObject({ to: lead.email, subject: 'Your land near Cameron', replyTo: sent.replyTo });
    expect(mail.text).toContain('When suits you for a call?\n\nCasey Sales');
    const [contact] = (await db.query(`SELECT kind::text, note, "mailOutboxId", "authorId" FROM lead_contacts WHERE "leadId" = $1`, [lead.id])) as Array<
      Record<string, unknown>
    >;
    expect(contact).toEqual({ kind: LeadContactKind.Email, note: 'Your land near Cameron', mailOutboxId: sent.mailId, authorId: account.id });
    const [row] = (await db.query(`SELECT "firstResponseAt" FROM discovery_call_leads WHERE id = $1`, [lead.id])) as Array<{ firstResponseAt: Date | null }>;
    expect(row.firstResponseAt).toBeInstanceOf(Date);
    const page = (await browser.call('get', `/api/admin/leads/${lead.id}`, undefined, 200)).body as { timeline: Array<Record<string, unknown>> };
    expect(page.timeline.find((item) => item.kind === LeadTimelineKind.Email)).toMatchObject({
      mailStatus: 'pending',
      emailSubject: 'Your land near Cameron',
      author: { userId: account.id, name: 'Casey Sales' },
    });

    // The lead's answer to that e-mail comes back onto the same timeline.
    await send({ from: lead.email, to: sent.replyTo, subject: 'Re: Your land near Cameron', text: 'Thursday after 4 works.' });
    const after = (await browser.call('get', `/api/admin/leads/${lead.id}`, undefined, 200)).body as { timeline: Array<Record<string, unknown>> };
    expect(after.timeline[0]).toMatchObject({ kind: LeadTimelineKind.EmailReply, detail: 'Thursday after 4 works.', sender: lead.email });
  });
});

describe('inbound mail not configured', () => {
  let app: NestExpressApplication;
  beforeAll(async () => {
    ({ app } = await createTestApp({ BUSINESS_EMAIL: BUSINESS, FOLLOW_UPS_ENABLED: 'false' }));
  });
  afterAll(() => app.close());

  it('keeps the business address as Reply-To, runs no listener, and the webhook refuses every call (401, saying why)', async () => {
    const replyTo = await app
      .get(DataSource)
      .transaction((manager) => app.get(ReplyAddresses).replyTo(manager, InboundThreadKind.Lead, 1, 'someone@example.net'));
    expect(replyTo).toBe(BUSINESS);
    expect(app.get(InboundSmtpListener).port).toBeNull();
    const body = JSON.stringify({ rawMessage: 'From: a@b.test\r\n\r\nhi' });
    const at = String(Math.floor(Date.now() / 1000));
    await request(app.getHttpServer())
      .post('/api/inbound-mail')
      .set('Content-Type', 'application/json')
      .set({ [INBOUND_TIMESTAMP_HEADER]: at, [INBOUND_SIGNATURE_HEADER]: inboundSignature(SECRET, at, body) })
      .send(body)
      .expect(401)
      .expect((res) => expect(res.body.message).toBe(INBOUND_WEBHOOK_OFF_MESSAGE));
  });
});

describe('inbound listener port taken', () => {
  it('the site still starts (and takes leads) without the listener', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, resolve));
    const port = (blocker.address() as AddressInfo).port;
    const { app } = await createTestApp({ INBOUND_SMTP_PORT: String(port), FOLLOW_UPS_ENABLED: 'false' });
    try {
      expect(app.get(InboundSmtpListener).port).toBeNull();
      await request(app.getHttpServer()).get('/api/health').expect(200);
    } finally {
      await app.close();
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});
