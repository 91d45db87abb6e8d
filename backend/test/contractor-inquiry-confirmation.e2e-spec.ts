import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { MailDeliveryJob } from '../src/mail/mail-delivery.job';
import { MailKind } from '../src/mail/mail.enums';
import { CONFIRMATIONS_PER_RECIPIENT, recipientHashOf } from '../src/mail/submitter-confirmations';
import { CONTRACTOR_REPLIES_PER_DAY, DASHBOARD_MESSAGES } from '../src/modules/contractors/dashboard/contractor-dashboard.service';
import { INQUIRY_CONFIRM_MESSAGES } from '../src/modules/contractors/public/contractor-submissions.service';
import { ContractorStatus } from '../src/modules/contractors/contractors.enums';
import { Contractor } from '../src/modules/contractors/entities/contractor.entity';
import { UNCONFIRMED_INQUIRY_DAYS_AFTER_EXPIRY, UnconfirmedInquiryCleanupJob } from '../src/modules/contractors/unconfirmed-inquiry-cleanup.job';
import { closedPort, decodeQuotedPrintable, startSmtpListener } from '../tools/verify/smtp-listener';
import { Browser } from './auth-helpers';
import { insertInquiry, startSignedInContractor, type SignedInContractor } from './contractor-dashboard-helpers';

// issue 25 item 2: a contractor cannot mail a stranger through the site.
jest.setTimeout(120_000);

const BUSINESS_EMAIL = 'office@builder.example';
const BASE_URL = 'https://www.builder.example';
const ME = '/api/contractor/me';
const REPLY = 'Thanks for asking! We can frame a 40x60 shop in May; I will call you Tuesday to set a site visit.';

let app: INestApplication;
let db: DataSource;
let smtpPort: number;
let listing: Contractor;
let browser: Browser;
const http = () => request(app.getHttpServer());
let serial = 0;
const homeowner = () => `homeowner-${process.pid}-${++serial}@homeowners-test.example`;

const inquiry = (email: string) => ({
  name: 'Martha Jennings',
  email,
  phone: '(816) 555-0123',
  message: 'We want a 40x60 barndominium with a shop on 12 acres near Savannah. Can you quote the framing?',
  projectZip: '64485',
});
const outbox = (): Promise<{ to: string; subject: string; kind: MailKind; carriesSecret: boolean }[]> =>
  db.query('SELECT "to", subject, kind, "carriesSecret" FROM mail_outbox ORDER BY id');
const tokenIn = (text: string) => /\/contractor-requests\/confirm#token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

let contractor: SignedInContractor;

beforeAll(async () => {
  smtpPort = await closedPort();
  contractor = await startSignedInContractor('Oak Ridge Framing', {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    BUSINESS_EMAIL,
    PUBLIC_BASE_URL: BASE_URL,
    RATE_LIMIT_PER_MINUTE: '100000',
  });
  ({ app, db, browser, listing } = contractor);
});

beforeEach(async () => {
  await db.query('DELETE FROM mail_outbox');
  await db.query('DELETE FROM submitter_confirmations');
  await db.query('DELETE FROM contractor_inquiries WHERE "contractorId" = $1', [listing.id]);
  await db.getRepository(Contractor).update(listing.id, { status: ContractorStatus.Approved });
});

afterAll(async () => {
  await contractor?.close();
});

describe('a homeowner’s request waits for their address to be confirmed', () => {
  it('mails only the link to the typed address; the contractor gets the request, once, after the link is used (real SMTP)', async () => {
    const email = homeowner();
    const res = await http().post(`/api/contractors/${listing.slug}/inquiries`).send(inquiry(email)).expect(201);
    expect(res.body).toEqual({ message: 'Check your e-mail to send your request to Oak Ridge Framing.', contractorName: 'Oak Ridge Framing' });
    expect(await outbox()).toEqual([
      { to: email, subject: 'Confirm your request to Oak Ridge Framing', kind: MailKind.VisitorConfirmation, carriesSecret: true },
    ]);
    // Not on the dashboard yet: the contractor has not received it.
    expect((await browser.call('get', `${ME}/inquiries`, undefined, 200)).body.total).toBe(0);
    expect((await browser.call('get', ME, undefined, 200)).body.newInquiryCount).toBe(0);

    const smtp = await startSmtpListener(smtpPort);
    try {
      await app.get(MailDeliveryJob).deliverDue();
      expect(smtp.received.map((m) => m.to)).toEqual([[email]]);
      const text = decodeQuotedPrintable(smtp.received[0].raw);
      expect(text).not.toContain('40x60 barndominium');
      const token = tokenIn(text.replace(/=\r\n/g, ''))!;
      expect(token).toBeTruthy();

      const confirmed = await http().post('/api/contractors/inquiries/confirm').send({ token }).expect(200);
      expect(confirmed.body).toEqual({
        message: 'Your request is on its way to Oak Ridge Framing.',
        contractorName: 'Oak Ridge Framing',
        contractorNames: ['Oak Ridge Framing'],
      });
      // Used again (a second click, a mail scanner): the same answer, nothing sent twice.
      expect((await http().post('/api/contractors/inquiries/confirm').send({ token }).expect(200)).body).toEqual(confirmed.body);
      await app.get(MailDeliveryJob).deliverDue();
      // The two are delivered in either order.
      const after = smtp.received.slice(1);
      expect(after.map((m) => m.to[0]).sort()).toEqual([listing.email, BUSINESS_EMAIL].sort());
      expect(decodeQuotedPrintable(after.find((m) => m.to[0] === listing.email)!.raw)).toContain('40x60 barndominium');
    } finally {
      await smtp.close();
    }
    const list = (await browser.call('get', `${ME}/inquiries`, undefined, 200)).body;
    expect(list.items.map((i: { email: string }) => i.email)).toEqual([email]);
  });

  it('answers 404 for an unknown link, 409 once it expired or the listing is no longer public, sending nothing', async () => {
    await http()
      .post('/api/contractors/inquiries/confirm')
      .send({ token: 'not-a-token' })
      .expect(404, /This link is not valid/);
    await http().post('/api/contractors/inquiries/confirm').send({}).expect(400);

    const email = homeowner();
    await http().post(`/api/contractors/${listing.slug}/inquiries`).send(inquiry(email)).expect(201);
    const [{ text }] = (await db.query('SELECT text FROM mail_outbox WHERE "to" = $1', [email])) as { text: string }[];
    const token = tokenIn(text)!;
    await db.query('DELETE FROM mail_outbox');

    await db.getRepository(Contractor).update(listing.id, { status: ContractorStatus.Unpublished });
    const unlisted = await http().post('/api/contractors/inquiries/confirm').send({ token }).expect(409);
    expect(unlisted.body.message).toBe(INQUIRY_CONFIRM_MESSAGES.unlisted('Oak Ridge Framing'));
    await db.getRepository(Contractor).update(listing.id, { status: ContractorStatus.Approved });

    await db.query(`UPDATE contractor_inquiries SET "confirmationExpiresAt" = now() - interval '1 minute' WHERE email = $1`, [email]);
    const expired = await http().post('/api/contractors/inquiries/confirm').send({ token }).expect(409);
    expect(expired.body.message).toBe(INQUIRY_CONFIRM_MESSAGES.expired);
    expect(await outbox()).toEqual([]);
  });

  it(`forgets a request never confirmed ${UNCONFIRMED_INQUIRY_DAYS_AFTER_EXPIRY} days after its link expired, keeping confirmed and recent ones`, async () => {
    const day = 86_400_000;
    const stale = await insertInquiry(db, listing.id, {
      confirmedAt: null,
      confirmationExpiresAt: new Date(Date.now() - (UNCONFIRMED_INQUIRY_DAYS_AFTER_EXPIRY + 1) * day),
    });
    const recent = await insertInquiry(db, listing.id, { confirmedAt: null, confirmationExpiresAt: new Date(Date.now() - day) });
    const confirmed = await insertInquiry(db, listing.id, { confirmationExpiresAt: new Date(Date.now() - 30 * day) });
    // At least this listing's stale one (the database is shared with the test files before this one).
    expect(await app.get(UnconfirmedInquiryCleanupJob).pruneExpired()).toBeGreaterThanOrEqual(1);
    const left: { id: number }[] = await db.query('SELECT id FROM contractor_inquiries WHERE "contractorId" = $1 ORDER BY id', [listing.id]);
    expect(left.map((row) => row.id)).toEqual([recent.id, confirmed.id]);
    expect(left.map((row) => row.id)).not.toContain(stale.id);
  });
});

describe('a contractor’s replies', () => {
  const reply = (id: number, expected: number) => browser.call('patch', `${ME}/inquiries/${id}`, { reply: REPLY }, expected);

  it('go out only while the listing is public: 409 with a sentence, nothing mailed', async () => {
    const { id } = await insertInquiry(db, listing.id);
    await db.getRepository(Contractor).update(listing.id, { status: ContractorStatus.Unpublished });
    const res = await reply(id, 409);
    expect(res.body.message).toBe(DASHBOARD_MESSAGES.replyNotListed);
    expect(await outbox()).toEqual([]);
  });

  it('count against the homeowner’s daily mail limit: 429 once the site has mailed that address 3 times', async () => {
    const email = homeowner();
    await db.query(`INSERT INTO submitter_confirmations ("recipientHash") SELECT $1 FROM generate_series(1, $2)`, [
      recipientHashOf(email),
      CONFIRMATIONS_PER_RECIPIENT,
    ]);
    const { id } = await insertInquiry(db, listing.id, { email });
    const res = await reply(id, 429);
    expect(res.body.message).toBe(DASHBOARD_MESSAGES.replyCapRecipient(CONFIRMATIONS_PER_RECIPIENT));
    expect(await outbox()).toEqual([]);
    expect((await db.query('SELECT status FROM contractor_inquiries WHERE id = $1', [id]))[0].status).toBe('new');
  });

  it(`stop at ${CONTRACTOR_REPLIES_PER_DAY} a day for one listing: the next answers 429`, async () => {
    const replied = [];
    for (let i = 0; i < CONTRACTOR_REPLIES_PER_DAY; i++) replied.push(await insertInquiry(db, listing.id));
    for (const { id } of replied) await reply(id, 200);
    expect(await outbox()).toHaveLength(CONTRACTOR_REPLIES_PER_DAY);
    const { id } = await insertInquiry(db, listing.id);
    const res = await reply(id, 429);
    expect(res.body.message).toBe(DASHBOARD_MESSAGES.replyCapContractor(CONTRACTOR_REPLIES_PER_DAY));
    expect(await outbox()).toHaveLength(CONTRACTOR_REPLIES_PER_DAY);
    // A day later the listing may reply again.
    await db.query(`UPDATE contractor_inquiry_replies SET "createdAt" = now() - interval '25 hours' WHERE "contractorId" = $1`, [listing.id]);
    await reply(id, 200);
  });
});
