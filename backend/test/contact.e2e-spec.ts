import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { MailOutbox } from '../src/mail/entities/mail-outbox.entity';
import { MailDeliveryJob } from '../src/mail/mail-delivery.job';
import { MailStatus } from '../src/mail/mail.enums';
import { ContactMessage } from '../src/modules/contact/entities/contact-message.entity';
import { closedPort, decodeQuotedPrintable, startSmtpListener, type ReceivedMail } from '../tools/verify/smtp-listener';
import { createTestApp } from './test-app';

const SUCCESS = "Thanks for your message! We'll reply within 24 hours.";
const BUSINESS_EMAIL = 'office@builder.example';
const BUSINESS_PHONE = '(816) 555-0199';
const BOOKING_URL = 'https://booking.builder.example/discovery-call';
const BASE_URL = 'https://www.builder.example';

const valid = (overrides: Record<string, unknown> = {}) => ({
  name: 'Martha Jennings',
  email: 'martha@example.org',
  phone: '(816) 555-0123',
  model: 'Custom',
  subject: 'design',
  message: 'We own 12 acres outside Savannah and want a barndominium with a 40x60 shop. What would the first steps be?',
  privacyAgree: true,
  ...overrides,
});

const header = (mail: ReceivedMail, name: string) => new RegExp(`^${name}: (.*)\r$`, 'm').exec(mail.raw)?.[1];

describe('contact: POST /api/contact', () => {
  let app: INestApplication;
  let db: DataSource;
  let smtpPort: number;

  const http = () => request(app.getHttpServer());
  const counts = async () => ({
    messages: await db.getRepository(ContactMessage).count(),
    mails: await db.getRepository(MailOutbox).count(),
  });

  beforeAll(async () => {
    // SMTP is down (nothing listens on the port) until a test starts a server there.
    smtpPort = await closedPort();
    ({ app } = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      BUSINESS_EMAIL,
      BUSINESS_PHONE,
      BOOKING_URL,
      PUBLIC_BASE_URL: BASE_URL,
      // Far above what these tests send; the limit itself (shared with the other lead forms) is tested in leads-rate-limit.e2e-spec.ts.
      RATE_LIMIT_PER_MINUTE: '100000',
    }));
    db = app.get(DataSource);
  });

  const clean = async () => {
    // Only the tables this module writes: the database is shared by every test file of a run.
    await db.query('DELETE FROM contact_messages');
    await db.query('DELETE FROM mail_outbox');
    await db.query('DELETE FROM submitter_confirmations');
  };
  beforeEach(clean);

  afterAll(async () => {
    if (db) await clean();
    await app?.close();
  });

  it('stores the message, queues the notice and the confirmation in one go, and answers 201', async () => {
    const res = await http()
      .post('/api/contact')
      .send(valid({ name: '  Martha Jennings ', email: ' Martha@Example.ORG ', phone: ' (816) 555-0123 ' }))
      .expect(201);
    expect(res.body).toEqual({ message: SUCCESS });

    const rows = await db.getRepository(ContactMessage).find();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Martha Jennings',
      email: 'martha@example.org',
      phone: '(816) 555-0123',
      model: 'Custom',
      subject: 'design',
      message: valid().message,
    });
    expect(rows[0].createdAt).toBeInstanceOf(Date);

    const mails = await db.getRepository(MailOutbox).find({ order: { id: 'ASC' } });
    expect(mails.map((m) => [m.to, m.replyTo, m.status])).toEqual([
      [BUSINESS_EMAIL, 'martha@example.org', MailStatus.Pending],
      ['martha@example.org', BUSINESS_EMAIL, MailStatus.Pending],
    ]);
    const [notice, confirmation] = mails;
    expect(notice.subject).toBe('Contact form: Home Design Inquiry from Martha Jennings');
    for (const line of [
      'Name: Martha Jennings',
      'E-mail: martha@example.org',
      'Phone: (816) 555-0123',
      'Subject: Home Design Inquiry',
      'Plan: Custom',
      valid().message,
    ]) {
      expect(notice.text).toContain(line);
    }
    expect(confirmation.subject).toBe('We received your message');
    expect(confirmation.text).toContain('Hi Martha Jennings,');
    expect(confirmation.text).toContain('within 24 hours');
    expect(confirmation.text).toContain(BUSINESS_PHONE);
    expect(confirmation.text).toContain('Mon-Fri 9AM-3PM');
    expect(confirmation.text).toContain(BOOKING_URL);
    expect(confirmation.text).toContain(`${BASE_URL}/unlock`);
    // It goes to whatever address was typed: nothing typed but the name comes back.
    expect(confirmation.text).not.toContain(valid().message);
    expect(confirmation.text).not.toContain('Home Design Inquiry');
    expect(confirmation.html).toContain('<html lang="en">');
  });

  it('accepts a message without the optional phone and model (blank counts as left out)', async () => {
    await http()
      .post('/api/contact')
      .send(valid({ phone: '', model: null, subject: 'general' }))
      .expect(201);
    const row = await db.getRepository(ContactMessage).findOneByOrFail({ email: 'martha@example.org' });
    expect(row).toMatchObject({ phone: null, model: null, subject: 'general' });
    const notice = await db.getRepository(MailOutbox).findOneByOrFail({ to: BUSINESS_EMAIL });
    expect(notice.subject).toBe('Contact form: General Information from Martha Jennings');
    expect(notice.text).toContain('Phone: (not given)');
    expect(notice.text).toContain('Plan: (not chosen)');
  });

  const invalid: Array<[string, Record<string, unknown>, string, string]> = [
    ['privacy not agreed', valid({ privacyAgree: false }), 'privacyAgree', 'You must agree to the privacy policy.'],
    ['privacy left out', { ...valid(), privacyAgree: undefined }, 'privacyAgree', 'You must agree to the privacy policy.'],
    ['privacy as the text "true"', valid({ privacyAgree: 'true' }), 'privacyAgree', 'You must agree to the privacy policy.'],
    ['a blank name', valid({ name: '   ' }), 'name', 'Name is required.'],
    ['an oversize name', valid({ name: 'N'.repeat(121) }), 'name', 'Name must be at most 120 characters.'],
    ['a name over two lines', valid({ name: 'Martha\nBcc: x@y.z' }), 'name', 'Name must be a single line of text.'],
    ['a bad e-mail', valid({ email: 'martha@' }), 'email', 'Please enter a valid email address.'],
    ['a bad phone', valid({ phone: 'call after 5' }), 'phone', 'Please enter a phone number with area code, using digits, spaces and + ( ) - . only.'],
    ['an oversize model', valid({ model: 'M'.repeat(101) }), 'model', 'Model must be at most 100 characters.'],
    [
      'an unknown subject',
      valid({ subject: 'complaint' }),
      'subject',
      'Please choose a subject: design (Home Design Inquiry), general (General Information), pricing (Pricing Questions), other (Other).',
    ],
    ['a blank message', valid({ message: ' ' }), 'message', 'Message is required.'],
    ['an oversize message', valid({ message: 'x'.repeat(5001) }), 'message', 'Message must be at most 5000 characters.'],
    ['an unknown field', valid({ status: 'answered' }), 'status', 'Unknown field "status" is not allowed.'],
  ];

  it.each(invalid)('rejects %s with 400, the field’s message and nothing stored', async (_name, body, field, message) => {
    const res = await http().post('/api/contact').send(body).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
    expect(res.body.errors).toEqual([{ field, message }]);
    expect(await counts()).toEqual({ messages: 0, mails: 0 });
  });

  describe('the model: Custom or an active plan of the catalogue', () => {
    it('stores a plan name as the catalogue spells it, and Custom as Custom', async () => {
      await http()
        .post('/api/contact')
        .send(valid({ model: '  cedar ridge ', email: 'a@example.org' }))
        .expect(201);
      await http()
        .post('/api/contact')
        .send(valid({ model: 'CUSTOM', email: 'b@example.org' }))
        .expect(201);
      const rows = await db.getRepository(ContactMessage).find({ order: { email: 'ASC' } });
      expect(rows.map((r) => r.model)).toEqual(['Cedar Ridge', 'Custom']);
    });

    it('rejects a name that is not a plan with 400 on the field and nothing stored', async () => {
      const res = await http()
        .post('/api/contact')
        .send(valid({ model: 'Taj Mahal' }))
        .expect(400);
      const message = '"Taj Mahal" is not one of our plans. Choose a plan from the list, or Custom for your own design.';
      expect(res.body).toMatchObject({ statusCode: 400, message, errors: [{ field: 'model', message }] });
      expect(await counts()).toEqual({ messages: 0, mails: 0 });
    });

    it('rejects a plan that is no longer active', async () => {
      await db.query(`UPDATE designs SET status = 'archived' WHERE name = 'Maple Ridge'`);
      try {
        await http()
          .post('/api/contact')
          .send(valid({ model: 'Maple Ridge' }))
          .expect(400);
        expect(await counts()).toEqual({ messages: 0, mails: 0 });
      } finally {
        await db.query(`UPDATE designs SET status = 'active' WHERE name = 'Maple Ridge'`);
      }
    });
  });

  it('names every missing required field of an empty body', async () => {
    const res = await http().post('/api/contact').send({}).expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['name', 'email', 'subject', 'message', 'privacyAgree']);
    expect(res.body.errors.find((e: { field: string }) => e.field === 'privacyAgree').message).toBe('You must agree to the privacy policy.');
    expect(await counts()).toEqual({ messages: 0, mails: 0 });
  });

  it('treats the same message from the same e-mail moments later as a double submit: one row, two e-mails', async () => {
    const first = await http().post('/api/contact').send(valid()).expect(201);
    const again = await http()
      .post('/api/contact')
      .send(valid({ email: 'MARTHA@example.org' }))
      .expect(201);
    expect(again.body).toEqual(first.body);
    expect(await counts()).toEqual({ messages: 1, mails: 2 });

    // Sent at the same moment (a double click that beats the first answer): still one.
    const burst = await Promise.all(
      Array.from({ length: 4 }, () =>
        http()
          .post('/api/contact')
          .send(valid({ email: 'burst@example.org' })),
      ),
    );
    expect(burst.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(await counts()).toEqual({ messages: 2, mails: 4 });

    // A different message from the same person is a new one.
    await http()
      .post('/api/contact')
      .send(valid({ message: 'One more question: do you build in Andrew County?' }))
      .expect(201);
    expect(await counts()).toEqual({ messages: 3, mails: 6 });

    // The same message after the 10-minute window is new too (its confirmation is martha's third today).
    await db.query(`UPDATE contact_messages SET "createdAt" = now() - interval '11 minutes'`);
    await http().post('/api/contact').send(valid()).expect(201);
    expect(await counts()).toEqual({ messages: 4, mails: 8 });
  });

  it('answers 201 while SMTP is down and delivers both e-mails through a real SMTP server once it is back', async () => {
    await http()
      .post('/api/contact')
      .send(valid({ subject: 'pricing', model: 'Oak' }))
      .expect(201);
    const job = app.get(MailDeliveryJob);
    await expect(job.deliverDue()).resolves.toEqual({ sent: 0, failed: 2 });
    expect(await counts()).toEqual({ messages: 1, mails: 2 });

    const smtp = await startSmtpListener(smtpPort);
    try {
      await db.query('UPDATE mail_outbox SET "nextAttemptAt" = now()');
      await expect(job.deliverDue()).resolves.toEqual({ sent: 2, failed: 0 });
      expect(smtp.received).toHaveLength(2);

      const notice = smtp.received.find((m) => m.to.includes(BUSINESS_EMAIL))!;
      expect(header(notice, 'Subject')).toBe('Contact form: Pricing Questions from Martha Jennings');
      expect(header(notice, 'Reply-To')).toBe('martha@example.org');
      const noticeText = decodeQuotedPrintable(notice.raw);
      expect(noticeText).toContain('Plan: Oak');
      expect(noticeText).toContain('Phone: (816) 555-0123');
      expect(noticeText).toContain('40x60 shop');

      const confirmation = smtp.received.find((m) => m.to.includes('martha@example.org'))!;
      expect(header(confirmation, 'Subject')).toBe('We received your message');
      expect(header(confirmation, 'Reply-To')).toBe(BUSINESS_EMAIL);
      const confirmationText = decodeQuotedPrintable(confirmation.raw);
      expect(confirmationText).toContain('within 24 hours');
      expect(confirmationText).toContain(BUSINESS_PHONE);
    } finally {
      await smtp.close();
    }
  });

  describe('abuse: the confirmation goes to whatever address was typed (issue 12)', () => {
    const PHISH = 'Your account is locked. Sign in at https://phish.example/login within 24 hours or lose it.';

    it('refuses a name holding a link or an e-mail address on every public form, storing nothing', async () => {
      const MESSAGE = 'Please enter your name without links.';
      const names = [
        'Visit https://phish.example',
        'www.phish.example',
        'bit.ly/abc',
        'Win at phish.example now',
        'mail me@phish.example',
        'javascript:alert(1)',
      ];
      for (const name of names) {
        const contact = await http().post('/api/contact').send(valid({ name })).expect(400);
        expect(contact.body.errors).toEqual([{ field: 'name', message: MESSAGE }]);
        const discovery = await http().post('/api/discovery-leads').send({ firstName: name, email: 'victim@example.org' }).expect(400);
        expect(discovery.body.errors).toEqual([{ field: 'firstName', message: MESSAGE }]);
        const quiz = await http()
          .post('/api/submit-quiz')
          .send({ answers: [], contact: { firstName: 'Ada', lastName: name, email: 'victim@example.org' } })
          .expect(400);
        expect(quiz.body.errors).toContainEqual({ field: 'contact.lastName', message: MESSAGE });
      }
      // Ordinary names pass.
      for (const name of ['J. R. Smith', "Mary-Kate O'Brien", 'José Núñez Jr.'])
        await http()
          .post('/api/contact')
          .send(valid({ name, message: `Hello from ${name}` }))
          .expect(201);
      expect(await counts()).toEqual({ messages: 3, mails: 6 });
      expect(await db.query(`SELECT 1 FROM discovery_call_leads WHERE email = 'victim@example.org'`)).toEqual([]);
    });

    it('delivers a confirmation that echoes no typed text and links no typed address; the name is escaped', async () => {
      await http()
        .post('/api/contact')
        .send(valid({ name: '<b>Dear customer</b>', email: 'victim@example.org', message: PHISH }))
        .expect(201);
      const smtp = await startSmtpListener(smtpPort);
      try {
        await expect(app.get(MailDeliveryJob).deliverDue()).resolves.toEqual({ sent: 2, failed: 0 });
        const confirmation = smtp.received.find((m) => m.to.includes('victim@example.org'))!;
        const body = decodeQuotedPrintable(confirmation.raw);
        expect(body).not.toContain('phish.example');
        expect(body).not.toContain('account is locked');
        // Plain text in the text part, escaped in the HTML part: never markup.
        expect(body).toContain('Hi <b>Dear customer</b>,');
        expect(body).toContain('>Hi &lt;b&gt;Dear customer&lt;/b&gt;,');
        expect(body).not.toContain('>Hi <b>');
        // Only the site's and the booking page's addresses are links.
        const links = [...body.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]);
        expect(links.length).toBeGreaterThan(0);
        for (const link of links) expect(link.startsWith(BASE_URL) || link.startsWith(BOOKING_URL) || /^(tel|mailto):/.test(link)).toBe(true);
        // The business still gets everything.
        expect(decodeQuotedPrintable(smtp.received.find((m) => m.to.includes(BUSINESS_EMAIL))!.raw)).toContain('account is locked');
      } finally {
        await smtp.close();
      }
    });

    it('sends at most 3 confirmations to one address in 24 hours across every form; the rest is stored, notified and answered the same', async () => {
      const victim = 'victim@example.org';
      const confirmationsTo = async (to: string) => (await db.getRepository(MailOutbox).findBy({ to })).length;
      const noticeCount = async () => (await db.getRepository(MailOutbox).findBy({ to: BUSINESS_EMAIL })).length;
      const quiz = {
        answers: [
          ['landOwnership', 'yes'],
          ['siteSurvey', 'no'],
          ['buildingPlans', 'no'],
          ['permitStatus', 'no'],
          ['budgetRange', '200k-350k'],
          ['fundingStatus', 'no'],
          ['decisionTimeline', '3-6-months'],
          ['primaryUse', 'family-home-shop'],
          ['decisionMakers', 'dog'],
          ['contractorHelp', 'yes'],
        ].map(([step, answer]) => ({ step, question: `${step}?`, answer })),
        contact: { firstName: 'Vic', lastName: 'Tim', email: 'Victim@Example.org' },
      };
      try {
        await http()
          .post('/api/contact')
          .send(valid({ email: victim, message: 'one' }))
          .expect(201);
        await http().post('/api/discovery-leads').send({ firstName: 'Vic', email: victim }).expect(201);
        await http().post('/api/submit-quiz').send(quiz).expect(201);
        expect(await confirmationsTo(victim)).toBe(3);
        expect(await noticeCount()).toBe(3);

        // The fourth and fifth, through any form: stored, the business notified, the same answer, no confirmation.
        const fourth = await http()
          .post('/api/contact')
          .send(valid({ email: victim, message: 'two' }))
          .expect(201);
        expect(fourth.body).toEqual({ message: SUCCESS });
        const fifth = await http().post('/api/discovery-leads').send({ firstName: 'Victor', email: victim }).expect(201);
        expect(fifth.body).toEqual({ message: expect.stringContaining('Success'), accessToken: expect.any(String) });
        expect(await confirmationsTo(victim)).toBe(3);
        expect(await noticeCount()).toBe(5);
        expect(await db.getRepository(ContactMessage).countBy({ email: victim })).toBe(2);
        // Counted for this address only: the database is shared with the test files that ran before. The
        // lead forms' submissions only: a contact message about a home also puts its sender on the lead desk (issue 27).
        expect(
          await db.query(
            `SELECT count(*)::int AS n FROM lead_submissions s JOIN discovery_call_leads l ON l.id = s."leadId" WHERE lower(l.email) = $1 AND s.kind <> 'contact'`,
            [victim],
          ),
        ).toEqual([{ n: 3 }]);

        // Other addresses are not affected; after 24 hours the address gets confirmations again.
        await http()
          .post('/api/contact')
          .send(valid({ email: 'someone@example.org' }))
          .expect(201);
        expect(await confirmationsTo('someone@example.org')).toBe(1);
        await db.query(`UPDATE submitter_confirmations SET "createdAt" = now() - interval '25 hours'`);
        await http()
          .post('/api/contact')
          .send(valid({ email: victim, message: 'three' }))
          .expect(201);
        expect(await confirmationsTo(victim)).toBe(4);
      } finally {
        await db.query(`DELETE FROM lead_submissions WHERE "leadId" IN (SELECT id FROM discovery_call_leads WHERE lower(email) = $1)`, [victim]);
        await db.query('DELETE FROM discovery_call_leads WHERE lower(email) = $1', [victim]);
      }
    });

    it('counts parallel posts to one address exactly', async () => {
      const posts = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          http()
            .post('/api/contact')
            .send(valid({ email: 'burst@example.org', message: `burst ${i}` })),
        ),
      );
      expect(posts.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
      expect(await db.getRepository(MailOutbox).countBy({ to: 'burst@example.org' })).toBe(3);
      expect(await counts()).toEqual({ messages: 6, mails: 9 });
    });
  });
});
