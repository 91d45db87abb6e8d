import type { NestExpressApplication } from '@nestjs/platform-express';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { DataSource } from 'typeorm';
import { UserRole } from '../src/common/auth/user-role';
import { InboundSmtpListener } from '../src/modules/inbound-mail/inbound-smtp.listener';
import { CONTRACTOR_REPLIES_PER_DAY } from '../src/modules/contractors/dashboard/contractor-dashboard.service';
import { CONFIRMATIONS_PER_RECIPIENT } from '../src/mail/submitter-confirmations';
import { Browser, cleanAuthTables, createUser } from './auth-helpers';
import { cleanDashboardListings, insertInquiry, insertListing } from './contractor-dashboard-helpers';
import { createTestApp } from './test-app';

// Sign-ins run argon2id: give a loaded machine time.
jest.setTimeout(120_000);

const INBOUND_DOMAIN = 'replies.threads.test';
const QUOTE_DOMAIN = 'quote-threads.test';
const BUSINESS = 'office@builder.example';
const REPLY_PATTERN = new RegExp(`^reply\\+([0-9a-f]{32})@${INBOUND_DOMAIN.replace(/\./g, '\\.')}$`);
const CONTRACTOR_REPLY = 'Thanks for asking! We can frame a 40x60 shop in May; I will call you Tuesday to set a site visit.';

/** Issue 27, threads beyond leads: quote requests and contractor inquiries receive replies through the same listener. */
describe('replies on quote requests and contractor inquiries (inbound mail)', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let smtpPort: number;
  let serial = 0;

  beforeAll(async () => {
    ({ app } = await createTestApp({
      INBOUND_SMTP_PORT: '0',
      INBOUND_DOMAIN,
      BUSINESS_EMAIL: BUSINESS,
      FOLLOW_UPS_ENABLED: 'false',
      PUBLIC_BASE_URL: 'https://barndos.example',
      AUTH_RATE_LIMIT_PER_IP: '1000000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '1000000',
    }));
    db = app.get(DataSource);
    smtpPort = app.get(InboundSmtpListener).port!;
    await db.query(`DELETE FROM contact_messages WHERE email LIKE $1`, [`%@${QUOTE_DOMAIN}`]);
    await cleanDashboardListings(db);
  });

  afterAll(async () => {
    try {
      await db.query(`DELETE FROM contact_messages WHERE email LIKE $1`, [`%@${QUOTE_DOMAIN}`]);
      await cleanDashboardListings(db);
      await cleanAuthTables(db);
      await db.query('DELETE FROM submitter_confirmations');
    } finally {
      await app.close();
    }
  });

  /** Sends through a real SMTP client to the listener. */
  function send(message: SendMailOptions) {
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true, tls: { rejectUnauthorized: false } });
    return transport.sendMail(message).finally(() => transport.close());
  }

  const rejections = async (reason: string) =>
    (
      (await db.query(`SELECT coalesce(sum(count), 0)::int AS n FROM inbound_mail_rejections WHERE reason = $1`, [reason])) as Array<{
        n: number;
      }>
    )[0].n;

  async function insertQuoteRequest(status = 'new'): Promise<{ id: number; email: string }> {
    const email = `customer-${++serial}-${Date.now()}@${QUOTE_DOMAIN}`;
    const [row] = (await db.query(
      `INSERT INTO contact_messages (name, email, phone, model, subject, message, status) VALUES ('Dana Whitfield', $1, NULL, 'Custom', 'pricing', $2, $3) RETURNING id`,
      [email, 'What would a 50x80 SIP home on our land near Chillicothe cost?', status],
    )) as Array<{ id: number }>;
    return { id: row.id, email };
  }

  describe('quote requests', () => {
    let office: Browser;

    beforeAll(async () => {
      const rep = await createUser(app, { role: UserRole.Sales });
      office = new Browser(app);
      await office.signInAs(rep);
    });

    it('the office answers from the request page with its reply address; the customer’s reply lands on the thread and the office is told', async () => {
      const quote = await insertQuoteRequest();

      const bad = await office.call('post', `/api/admin/quote-requests/${quote.id}/emails`, { subject: ' ', text: 'x'.repeat(10_001) }, 400);
      expect(bad.body.errors.map((error: { field: string }) => error.field).sort()).toEqual(['subject', 'text']);
      await office.call('post', `/api/admin/quote-requests/999999999/emails`, { subject: 'Hi', text: 'Hello' }, 404);

      const sent = (
        await office.call(
          'post',
          `/api/admin/quote-requests/${quote.id}/emails`,
          { subject: 'Re: Pricing Questions', text: 'Hi Dana,\n\nA 50x80 SIP shell starts near $210,000. When can we talk?' },
          201,
        )
      ).body as { mailId: number; messageId: number; status: string; replyTo: string; quoteRequestStatus: string };
      expect(sent).toMatchObject({ status: 'pending', replyTo: expect.stringMatching(REPLY_PATTERN), quoteRequestStatus: 'replied' });
      const [mail] = (await db.query(`SELECT "to", subject, text, "replyTo" FROM mail_outbox WHERE id = $1`, [sent.mailId])) as Array<Record<string, string>>;
      expect(mail).toMatchObject({ to: quote.email, subject: 'Re: Pricing Questions', replyTo: sent.replyTo });
      expect(mail.text).toContain('When can we talk?\n\nCasey Sales');

      const info = await send({
        from: `"Dana Whitfield" <${quote.email}>`,
        to: sent.replyTo,
        subject: 'Re: Pricing Questions',
        text: 'Thursday after 3 works. Does that include the slab?\n\nOn Mon, Mar 2, 2026 at 10:00 AM Builder <office@builder.example> wrote:\n> Hi Dana,\n> A 50x80 SIP shell starts near $210,000.',
        html: '<p>Thursday after 3 works. <a href="https://evil.example">click</a></p>',
        attachments: [{ filename: 'site-plan.pdf', content: Buffer.alloc(3072, 1) }],
      });
      expect(info.accepted).toHaveLength(1);

      const page = (await office.call('get', `/api/admin/quote-requests/${quote.id}`, undefined, 200)).body as {
        status: string;
        thread: Array<Record<string, unknown>>;
      };
      expect(page.status).toBe('replied');
      // Oldest first: the office's e-mail, then the customer's reply (text only, quoted history stripped).
      expect(page.thread).toEqual([
        expect.objectContaining({ direction: 'out', authorName: 'Casey Sales', subject: 'Re: Pricing Questions', mailStatus: 'pending', fromAddress: null }),
        expect.objectContaining({
          direction: 'in',
          fromAddress: quote.email,
          authorName: 'Dana Whitfield',
          subject: 'Re: Pricing Questions',
          text: 'Thursday after 3 works. Does that include the slab?',
          attachments: [{ name: 'site-plan.pdf', size: 3072 }],
          mailStatus: null,
        }),
      ]);
      const notices = (await db.query(`SELECT "to", subject, text FROM mail_outbox WHERE "to" = $1 AND text LIKE $2`, [
        BUSINESS,
        `%/admin/quote-requests/${quote.id}%`,
      ])) as Array<{ to: string; subject: string; text: string }>;
      expect(notices).toHaveLength(1);
      expect(notices[0].subject).toContain('Dana Whitfield replied about their quote request');
      expect(notices[0].text).toContain('Does that include the slab?');
    });

    it('a reply from someone other than the customer is refused, counted, and not on the thread', async () => {
      const quote = await insertQuoteRequest();
      const sent = (await office.call('post', `/api/admin/quote-requests/${quote.id}/emails`, { subject: 'Re: Pricing', text: 'Numbers attached.' }, 201))
        .body as { replyTo: string };
      const before = await rejections('sender_mismatch');
      await expect(send({ from: `stranger@${QUOTE_DOMAIN}`, to: sent.replyTo, subject: 'Re: Pricing', text: 'Buy cheap watches' })).rejects.toThrow(/550/);
      expect(await rejections('sender_mismatch')).toBe(before + 1);
      const page = (await office.call('get', `/api/admin/quote-requests/${quote.id}`, undefined, 200)).body as { thread: Array<{ direction: string }> };
      expect(page.thread.map((message) => message.direction)).toEqual(['out']);
    });

    it('a closed request keeps its status when the office writes (the refused move is skipped)', async () => {
      const quote = await insertQuoteRequest('closed');
      const sent = (await office.call('post', `/api/admin/quote-requests/${quote.id}/emails`, { subject: 'One more thing', text: 'We can hold May.' }, 201))
        .body as { quoteRequestStatus: string };
      expect(sent.quoteRequestStatus).toBe('closed');
    });
  });

  describe('contractor inquiries', () => {
    it('the homeowner’s reply to the contractor’s e-mail lands in the dashboard thread and the contractor is told; a stranger is refused', async () => {
      const user = await createUser(app, { role: UserRole.Contractor });
      const contractor = new Browser(app);
      await contractor.signInAs(user);
      const listing = await insertListing(db, user.id, { name: 'Prairie Frame Co' });
      const inquiry = await insertInquiry(db, listing.id);

      await contractor.call('patch', `/api/contractor/me/inquiries/${inquiry.id}`, { reply: CONTRACTOR_REPLY }, 200);
      const [toHomeowner] = (await db.query(`SELECT "replyTo", subject FROM mail_outbox WHERE "to" = $1 ORDER BY id DESC LIMIT 1`, [inquiry.email])) as Array<{
        replyTo: string;
        subject: string;
      }>;
      expect(toHomeowner.replyTo).toMatch(REPLY_PATTERN);

      const before = await rejections('sender_mismatch');
      await expect(
        send({ from: `someone-else@homeowners-test.example`, to: toHomeowner.replyTo, subject: `Re: ${toHomeowner.subject}`, text: 'Spam' }),
      ).rejects.toThrow(/550/);
      expect(await rejections('sender_mismatch')).toBe(before + 1);

      await send({
        from: `"Martha Jennings" <${inquiry.email}>`,
        to: toHomeowner.replyTo,
        subject: `Re: ${toHomeowner.subject}`,
        text: 'Tuesday works; the gate code is 4411.\n\nOn Tue, Mar 3, 2026 Prairie Frame Co wrote:\n> Thanks for asking!',
      });

      const list = (await contractor.call('get', '/api/contractor/me/inquiries', undefined, 200)).body as {
        items: Array<{ id: number; thread: Array<Record<string, unknown>> }>;
      };
      const thread = list.items.find((item) => item.id === inquiry.id)!.thread;
      expect(thread).toEqual([
        expect.objectContaining({ direction: 'contractor', text: CONTRACTOR_REPLY }),
        expect.objectContaining({ direction: 'homeowner', fromAddress: inquiry.email, text: 'Tuesday works; the gate code is 4411.' }),
      ]);
      const notices = (await db.query(`SELECT subject, text FROM mail_outbox WHERE "to" = $1`, [listing.email])) as Array<{ subject: string; text: string }>;
      expect(notices).toHaveLength(1);
      expect(notices[0].text).toContain('the gate code is 4411');
    });

    it('notices a homeowner can cause are capped per address (the reply is still on the dashboard)', async () => {
      expect(CONFIRMATIONS_PER_RECIPIENT).toBeLessThan(CONTRACTOR_REPLIES_PER_DAY);
      const user = await createUser(app, { role: UserRole.Contractor });
      const contractor = new Browser(app);
      await contractor.signInAs(user);
      const listing = await insertListing(db, user.id, { name: 'Bluff Road Builders' });
      const inquiry = await insertInquiry(db, listing.id);
      await contractor.call('patch', `/api/contractor/me/inquiries/${inquiry.id}`, { reply: CONTRACTOR_REPLY }, 200);
      const [{ replyTo }] = (await db.query(`SELECT "replyTo" FROM mail_outbox WHERE "to" = $1 ORDER BY id DESC LIMIT 1`, [inquiry.email])) as Array<{
        replyTo: string;
      }>;
      for (let i = 1; i <= CONFIRMATIONS_PER_RECIPIENT + 2; i++) {
        await send({ from: inquiry.email, to: replyTo, subject: 'Re: your reply', text: `Question number ${i}.` });
      }
      const [{ n: notices }] = (await db.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE "to" = $1`, [listing.email])) as Array<{ n: number }>;
      expect(notices).toBe(CONFIRMATIONS_PER_RECIPIENT);
      const list = (await contractor.call('get', '/api/contractor/me/inquiries', undefined, 200)).body as {
        items: Array<{ id: number; thread: Array<{ direction: string }> }>;
      };
      expect(list.items.find((item) => item.id === inquiry.id)!.thread.filter((message) => message.direction === 'homeowner')).toHaveLength(
        CONFIRMATIONS_PER_RECIPIENT + 2,
      );
    });
  });
});
