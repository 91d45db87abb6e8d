import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource, Like } from 'typeorm';
import { MailOutbox } from '../src/mail/entities/mail-outbox.entity';
import { MailDeliveryJob } from '../src/mail/mail-delivery.job';
import { MailKind } from '../src/mail/mail.enums';
import { MailService } from '../src/mail/mail.service';
import { ContractorInquiryStatus, ContractorStatus } from '../src/modules/contractors/contractors.enums';
import { ContractorInquiry } from '../src/modules/contractors/entities/contractor-inquiry.entity';
import { ContractorReview } from '../src/modules/contractors/entities/contractor-review.entity';
import { Contractor } from '../src/modules/contractors/entities/contractor.entity';
import { closedPort, decodeQuotedPrintable, startSmtpListener, type ReceivedMail } from '../tools/verify/smtp-listener';
import { createTestApp } from './test-app';

const BUSINESS_EMAIL = 'office@builder.example';
const BASE_URL = 'https://www.builder.example';
const SLUG = 'test-sub-oak-ridge';
const CONTRACTOR_EMAIL = 'oak-ridge@test.example.com';
// issue 31: reviews come only through the link e-mailed after a job done (contractor-job-reviews.e2e-spec.ts).
const REVIEW_LINK_REQUIRED =
  'Reviews on our directory come only from homeowners who hired the contractor through it. Use the review link we e-mailed you when your job was marked done.';
const RATE_MESSAGE = 'Too many requests from your network. Please wait a minute and try again.';

const inquiry = (overrides: Record<string, unknown> = {}) => ({
  name: 'Martha Jennings',
  email: 'martha@example.org',
  phone: '(816) 555-0123',
  message: 'We want a 40x60 barndominium with a shop on 12 acres near Savannah. Can you quote the framing?',
  projectZip: '64485',
  ...overrides,
});

const review = (overrides: Record<string, unknown> = {}) => ({
  rating: 4,
  body: 'They framed our shop on time and kept the site clean every day.',
  reviewerName: 'Dale Porter',
  ...overrides,
});

const header = (mail: ReceivedMail, name: string) => new RegExp(`^${name}: (.*)\r$`, 'm').exec(mail.raw)?.[1];

describe('the contractor network’s public forms: createContractorInquiry, createContractorReview (issues 15 and 31)', () => {
  let app: INestApplication;
  let db: DataSource;
  let smtpPort: number;
  let listing: Contractor;
  const http = () => request(app.getHttpServer());
  const counts = async () => ({
    inquiries: await db.getRepository(ContractorInquiry).countBy({ contractorId: listing.id }),
    reviews: await db.getRepository(ContractorReview).countBy({ contractorId: listing.id }),
    mails: await db.getRepository(MailOutbox).count(),
  });

  beforeAll(async () => {
    smtpPort = await closedPort();
    ({ app } = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      BUSINESS_EMAIL,
      PUBLIC_BASE_URL: BASE_URL,
      // The shared limit is tested below with an app of its own.
      RATE_LIMIT_PER_MINUTE: '100000',
    }));
    db = app.get(DataSource);
    await db.getRepository(Contractor).delete({ slug: Like('test-sub-%') });
    listing = await db.getRepository(Contractor).save({ slug: SLUG, name: 'Oak Ridge Framing', email: CONTRACTOR_EMAIL, status: ContractorStatus.Approved });
  });

  beforeEach(async () => {
    await db.getRepository(ContractorInquiry).delete({ contractorId: listing.id });
    await db.getRepository(ContractorReview).delete({ contractorId: listing.id });
    await db.query('DELETE FROM mail_outbox');
    await db.query('DELETE FROM submitter_confirmations');
  });

  afterAll(async () => {
    if (db) {
      await db.getRepository(Contractor).delete({ slug: Like('test-sub-%') });
      await db.query('DELETE FROM mail_outbox');
    }
    await app?.close();
  });

  describe('createContractorInquiry', () => {
    it('stores the inquiry (new, unconfirmed) with the confirmation link queued, answers 201 with the listing’s name, by slug or id', async () => {
      const res = await http()
        .post(`/api/contractors/${SLUG}/inquiries`)
        .send(inquiry({ email: ' Martha@Example.org ' }))
        .expect(201);
      expect(res.body).toEqual({ message: 'Check your e-mail to send your request to Oak Ridge Framing.', contractorName: 'Oak Ridge Framing' });

      const rows = await db.getRepository(ContractorInquiry).findBy({ contractorId: listing.id });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        name: 'Martha Jennings',
        email: 'martha@example.org',
        phone: '(816) 555-0123',
        projectZip: '64485',
        status: ContractorInquiryStatus.New,
        confirmedAt: null,
      });

      const mails = await db.getRepository(MailOutbox).find({ order: { id: 'ASC' } });
      expect(mails.map((m) => ({ to: m.to, replyTo: m.replyTo, kind: m.kind }))).toEqual([
        { to: 'martha@example.org', replyTo: BUSINESS_EMAIL, kind: MailKind.VisitorConfirmation },
      ]);
      // Stored in the same transaction: the mail was written no later than the row (same now()).
      expect(mails.every((m) => m.createdAt.getTime() === rows[0].createdAt.getTime())).toBe(true);

      await http()
        .post(`/api/contractors/${listing.id}/inquiries`)
        .send(inquiry({ email: 'other@example.org' }))
        .expect(201);
      expect(await counts()).toMatchObject({ inquiries: 2, mails: 2 });
    });

    it('stores nothing when queueing an e-mail fails: row and mails commit together', async () => {
      const mail = app.get(MailService);
      const original = mail.enqueue.bind(mail);
      let calls = 0;
      const spy = jest.spyOn(mail, 'enqueue').mockImplementation(async (manager, message) => {
        calls += 1;
        if (calls === 1) throw new Error('outbox insert failed');
        return original(manager, message);
      });
      try {
        await http().post(`/api/contractors/${SLUG}/inquiries`).send(inquiry()).expect(500);
      } finally {
        spy.mockRestore();
      }
      expect(calls).toBe(1);
      expect(await counts()).toEqual({ inquiries: 0, reviews: 0, mails: 0 });
    });

    it('once confirmed, delivers to the contractor with Reply-To the homeowner, and a copy to the office; only the link to the typed address', async () => {
      await http().post(`/api/contractors/${SLUG}/inquiries`).send(inquiry()).expect(201);
      const [{ text: link }] = await db.getRepository(MailOutbox).find();
      const token = /#token=([A-Za-z0-9_-]+)/.exec(link)![1];
      await http().post('/api/contractors/inquiries/confirm').send({ token }).expect(200);
      const smtp = await startSmtpListener(smtpPort);
      try {
        await expect(app.get(MailDeliveryJob).deliverDue()).resolves.toEqual({ sent: 3, failed: 0 });
        expect(smtp.received).toHaveLength(3);
        const toHomeowner = smtp.received.filter((m) => m.to.includes('martha@example.org'));
        expect(toHomeowner.map((m) => header(m, 'Subject'))).toEqual(['Confirm your request to Oak Ridge Framing']);
        expect(decodeQuotedPrintable(toHomeowner[0].raw)).not.toContain('40x60 barndominium');

        const toContractor = smtp.received.find((m) => m.to.includes(CONTRACTOR_EMAIL))!;
        expect(header(toContractor, 'Reply-To')).toBe('martha@example.org');
        expect(header(toContractor, 'Subject')).toBe('Project request from Martha Jennings (ZIP 64485)');
        const text = decodeQuotedPrintable(toContractor.raw);
        expect(text).toContain('40x60 barndominium');
        expect(text).toContain('Phone: (816) 555-0123');

        const notice = smtp.received.find((m) => m.to.includes(BUSINESS_EMAIL))!;
        expect(header(notice, 'Reply-To')).toBe('martha@example.org');
        expect(header(notice, 'Subject')).toBe('Contractor request: Martha Jennings to Oak Ridge Framing');
        expect(decodeQuotedPrintable(notice.raw)).toContain('40x60 barndominium');
      } finally {
        await smtp.close();
      }
    });

    it('answers a repeat (same e-mail, same listing) within 10 minutes as the first: no new row, no new mail', async () => {
      const first = await http().post(`/api/contractors/${SLUG}/inquiries`).send(inquiry()).expect(201);
      const again = await http()
        .post(`/api/contractors/${SLUG}/inquiries`)
        .send(inquiry({ email: 'MARTHA@example.org', message: 'A second, different description of the same project.' }))
        .expect(201);
      expect(again.body).toEqual(first.body);
      expect(await counts()).toMatchObject({ inquiries: 1, mails: 1 });

      const burst = await Promise.all(
        Array.from({ length: 4 }, () =>
          http()
            .post(`/api/contractors/${SLUG}/inquiries`)
            .send(inquiry({ email: 'burst@example.org' })),
        ),
      );
      expect(burst.map((r) => r.status)).toEqual([201, 201, 201, 201]);
      expect(await counts()).toMatchObject({ inquiries: 2, mails: 2 });

      await db.query(`UPDATE contractor_inquiries SET "createdAt" = now() - interval '11 minutes' WHERE "contractorId" = $1`, [listing.id]);
      await http().post(`/api/contractors/${SLUG}/inquiries`).send(inquiry()).expect(201);
      expect(await counts()).toMatchObject({ inquiries: 3, mails: 3 });
    });

    const invalid: Array<[string, Record<string, unknown>, string, string]> = [
      ['a missing name', { ...inquiry(), name: undefined }, 'name', 'Your name is required.'],
      ['a blank name', inquiry({ name: '  ' }), 'name', 'Your name is required.'],
      ['a name holding a link', inquiry({ name: 'Win at www.example.com' }), 'name', 'Please enter your name without links.'],
      ['a name over two lines', inquiry({ name: 'Martha\nBcc: x@y.z' }), 'name', 'Name must be a single line of text.'],
      ['a bad e-mail', inquiry({ email: 'martha@' }), 'email', 'Please enter a valid email address.'],
      ['a missing e-mail', { ...inquiry(), email: undefined }, 'email', 'Please enter a valid email address.'],
      [
        'a phone of 9 digits',
        inquiry({ phone: '816 555 012' }),
        'phone',
        'Please enter a phone number with area code, using digits, spaces and + ( ) - . only.',
      ],
      ['a short message', inquiry({ message: 'Call me please.' }), 'message', 'Tell the contractor about your project in at least 20 characters.'],
      ['a missing message', { ...inquiry(), message: undefined }, 'message', 'Tell the contractor about your project in at least 20 characters.'],
      ['an oversize message', inquiry({ message: 'x'.repeat(2001) }), 'message', 'Message must be at most 2000 characters.'],
      ['a 4-digit ZIP', inquiry({ projectZip: '6448' }), 'projectZip', 'Enter a 5-digit ZIP code.'],
      ['a ZIP as a number', inquiry({ projectZip: 64485 }), 'projectZip', 'Enter a 5-digit ZIP code.'],
      ['a missing ZIP', { ...inquiry(), projectZip: undefined }, 'projectZip', 'Enter a 5-digit ZIP code.'],
      ['an unknown field', inquiry({ status: 'replied' }), 'status', 'Unknown field "status" is not allowed.'],
    ];

    it.each(invalid)('rejects %s with 400, the field’s message and nothing stored', async (_name, body, field, message) => {
      const res = await http().post(`/api/contractors/${SLUG}/inquiries`).send(body).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
      expect(res.body.errors).toEqual([{ field, message }]);
      expect(await counts()).toEqual({ inquiries: 0, reviews: 0, mails: 0 });
    });

    it('accepts a message of exactly 20 and 2000 characters, and no phone', async () => {
      await http()
        .post(`/api/contractors/${SLUG}/inquiries`)
        .send(inquiry({ email: 'a@example.org', message: 'x'.repeat(20), phone: undefined }))
        .expect(201);
      await http()
        .post(`/api/contractors/${SLUG}/inquiries`)
        .send(inquiry({ email: 'b@example.org', message: 'y'.repeat(2000), phone: '' }))
        .expect(201);
      expect(await counts()).toMatchObject({ inquiries: 2, mails: 2 });
    });
  });

  describe('createContractorReview', () => {
    it('refuses a review without a job link (403, a sentence), storing and mailing nothing; the profile says nothing changed', async () => {
      const res = await http().post(`/api/contractors/${SLUG}/reviews`).send(review()).expect(403);
      expect(res.body).toEqual({ statusCode: 403, message: REVIEW_LINK_REQUIRED, error: 'Forbidden' });
      const forged = await http()
        .post(`/api/contractors/${SLUG}/reviews`)
        .send(review({ token: 'not-a-link-we-sent' }))
        .expect(403);
      expect(forged.body.message).toBe(REVIEW_LINK_REQUIRED);
      expect(await counts()).toEqual({ inquiries: 0, reviews: 0, mails: 0 });
      const profile = await http().get(`/api/contractors/${SLUG}`).expect(200);
      expect(profile.body).toMatchObject({ averageRating: 0, reviewCount: 0 });
    });

    const invalid: Array<[string, Record<string, unknown>, string, string]> = [
      ['a rating of 0', review({ rating: 0 }), 'rating', 'Rating must be a whole number from 1 to 5.'],
      ['a rating of 6', review({ rating: 6 }), 'rating', 'Rating must be a whole number from 1 to 5.'],
      ['a rating of 4.5', review({ rating: 4.5 }), 'rating', 'Rating must be a whole number from 1 to 5.'],
      ['a rating as text', review({ rating: '5' }), 'rating', 'Rating must be a whole number from 1 to 5.'],
      ['a missing rating', { ...review(), rating: undefined }, 'rating', 'Rating must be a whole number from 1 to 5.'],
      ['a short body', review({ body: 'Great work!' }), 'body', 'Write your review in 20 to 2000 characters.'],
      ['an oversize body', review({ body: 'x'.repeat(2001) }), 'body', 'Write your review in 20 to 2000 characters.'],
      ['a missing body', { ...review(), body: undefined }, 'body', 'Write your review in 20 to 2000 characters.'],
      ['a reviewer name with a link', review({ reviewerName: 'Dale https://spam.example' }), 'reviewerName', 'Please enter your name without links.'],
      ['a reviewer name with an e-mail', review({ reviewerName: 'dale@example.org' }), 'reviewerName', 'Please enter your name without links.'],
      ['a missing reviewer name', { ...review(), reviewerName: undefined }, 'reviewerName', 'Reviewer name is required.'],
      ['an oversize token', review({ token: 'x'.repeat(129) }), 'token', 'Token must be at most 128 characters.'],
      // The reviewer's e-mail is the request's (issue 31), never typed.
      ['a typed reviewer e-mail', review({ reviewerEmail: 'dale@example.org' }), 'reviewerEmail', 'Unknown field "reviewerEmail" is not allowed.'],
      ['an unknown field', review({ status: 'published' }), 'status', 'Unknown field "status" is not allowed.'],
      ['a verified-customer claim', review({ verifiedCustomer: true }), 'verifiedCustomer', 'Unknown field "verifiedCustomer" is not allowed.'],
    ];

    it.each(invalid)('rejects %s with 400, the field’s message and nothing stored', async (_name, body, field, message) => {
      const res = await http().post(`/api/contractors/${SLUG}/reviews`).send(body).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
      expect(res.body.errors).toEqual([{ field, message }]);
      expect(await counts()).toEqual({ inquiries: 0, reviews: 0, mails: 0 });
    });
  });

  describe('listings that are not public', () => {
    it.each([ContractorStatus.Pending, ContractorStatus.Rejected, ContractorStatus.Unpublished])(
      'answers 404 for a %s listing, by slug or id, storing nothing',
      async (status) => {
        const hidden = await db
          .getRepository(Contractor)
          .save({ slug: `test-sub-${status}`, name: `Hidden ${status}`, email: `${status}@test.example.com`, status });
        for (const ref of [hidden.slug, String(hidden.id), 'test-sub-nobody', '999999999']) {
          const inq = await http().post(`/api/contractors/${ref}/inquiries`).send(inquiry()).expect(404);
          expect(inq.body).toMatchObject({ statusCode: 404, message: 'This contractor is not in our network, or no longer listed.' });
          await http().post(`/api/contractors/${ref}/reviews`).send(review()).expect(404);
        }
        expect(await db.getRepository(ContractorInquiry).countBy({ contractorId: hidden.id })).toBe(0);
        expect(await db.getRepository(ContractorReview).countBy({ contractorId: hidden.id })).toBe(0);
        expect(await db.getRepository(MailOutbox).count()).toBe(0);
      },
    );
  });

  describe('the public per-IP limit, shared with the other public forms', () => {
    it('answers 429 past RATE_LIMIT_PER_MINUTE across inquiries, reviews and the contact form', async () => {
      const { app: limited } = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3', BUSINESS_EMAIL });
      try {
        await db.query('DELETE FROM rate_limit_counters');
        const api = () => request(limited.getHttpServer());
        await api().post(`/api/contractors/${SLUG}/inquiries`).send(inquiry()).expect(201);
        // Refused (no job link), and still counted: the budget is per request.
        await api().post(`/api/contractors/${SLUG}/reviews`).send(review()).expect(403);
        await api().post('/api/contact').send({}).expect(400);
        const inq = await api()
          .post(`/api/contractors/${SLUG}/inquiries`)
          .send(inquiry({ email: 'next@example.org' }))
          .expect(429);
        expect(inq.body).toEqual({ statusCode: 429, message: RATE_MESSAGE, error: 'Too Many Requests' });
        expect(inq.headers['retry-after']).toMatch(/^\d+$/);
        await api()
          .post(`/api/contractors/${SLUG}/reviews`)
          .send(review({ rating: 1 }))
          .expect(429);
        await api().get(`/api/contractors/${SLUG}`).expect(200);
        expect(await counts()).toEqual({ inquiries: 1, reviews: 0, mails: 1 });
      } finally {
        await db.query('DELETE FROM rate_limit_counters');
        await limited.close();
      }
    });
  });
});
