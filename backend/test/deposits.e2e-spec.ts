import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { SIGN_IN_REQUIRED_MESSAGE } from '../src/common/auth/roles.guard';
import { CSRF_MESSAGE } from '../src/common/csrf';
import { DOUBLE_SUBMIT_WINDOW_MINUTES } from '../src/common/rate-limit';
import { MailOutbox } from '../src/mail/entities/mail-outbox.entity';
import { MailDeliveryJob } from '../src/mail/mail-delivery.job';
import { User } from '../src/modules/auth/entities/user.entity';
import { DEPOSIT_NEXT_STEPS, DEPOSIT_PAYMENT_TERMS } from '../src/modules/deposits/deposit-terms';
import { NO_DEPOSIT_MESSAGE } from '../src/modules/deposits/deposits.service';
import type { DepositResponseDto } from '../src/modules/deposits/dto/deposit-response.dto';
import {
  START_DATE_FORMAT_MESSAGE,
  START_DATE_REQUIRED_MESSAGE,
  START_DATE_PAST_MESSAGE,
  START_DATE_TOO_FAR_MESSAGE,
  STATE_MESSAGE,
  ZIP_CODE_MESSAGE,
} from '../src/modules/deposits/deposit-rules';
import { businessToday } from '../src/shared/business-calendar';
import { Deposit } from '../src/modules/deposits/entities/deposit.entity';
import { Design } from '../src/modules/designs/entities/design.entity';
import { Browser, cleanAuthTables, createUser } from './auth-helpers';
import { decodeQuotedPrintable, startSmtpListener, type ReceivedMail, type SmtpListener } from '../tools/verify/smtp-listener';
import { createTestApp } from './test-app';
import { placeDeposit, readAgreement, signedDepositBody } from './deposit-helpers';
import { signatureFields, TEST_SIGNER_NAME, type AgreementReference } from '../tools/verify/deposit-signing';
import { AGREEMENT_VERSION } from '../src/modules/deposits/agreement/deposit-agreement';

// Every sign-in runs argon2id (deliberately slow); give a loaded machine time.
jest.setTimeout(120_000);

const URL = '/api/deposits';
// Not the default (250000), so the answers can only come from the configuration.
const AMOUNT_CENTS = 375_000;
const BUSINESS_EMAIL = 'office@builder.example';
const BUSINESS_PHONE = '(816) 555-0199';
const BASE_URL = 'https://www.builder.example';
const PLAN_GONE = 'This plan does not exist or is no longer offered.';

/** A calendar date `days` after the given YYYY-MM-DD. */
const addDays = (isoDate: string, days: number) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const tomorrow = () => addDays(businessToday(), 1);
const inMonths = (months: number) => {
  const date = new Date(`${businessToday()}T00:00:00Z`);
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
};

const valid = (overrides: Record<string, unknown> = {}) => ({
  designId: 'rose-mount',
  street: '18 Orchard Lane',
  city: 'Savannah',
  state: 'MO',
  zipCode: '64485',
  expectedStartDate: inMonths(6),
  siteVisitRequired: true,
  additionalNotes: 'Five acres, gentle slope to the south. Power at the road; we would need a well and septic.',
  ...overrides,
});

// A long header is folded over lines (RFC 5322 §2.2.3): unfolded before it is read.
const header = (mail: ReceivedMail, name: string) => new RegExp(`^${name}: (.*)\r$`, 'm').exec(mail.raw.replace(/\r\n[ \t]+/g, ' '))?.[1];

describe('deposits: /api/deposits', () => {
  let app: INestApplication;
  let db: DataSource;
  let smtp: SmtpListener;
  // Rose Mount's agreement: the signature sent where the server refuses the deposit before reading it.
  let roseAgreement: AgreementReference;
  const http = () => request(app.getHttpServer());

  const signedIn = async () => {
    const user = await createUser(app);
    const browser = new Browser(app);
    await browser.signIn(user.email, user.password);
    return { user, browser };
  };
  const deposits = (userId: number) => db.getRepository(Deposit).find({ where: { userId }, order: { id: 'ASC' } });
  const outbox = () => db.getRepository(MailOutbox).find({ order: { id: 'ASC' } });

  beforeAll(async () => {
    smtp = await startSmtpListener();
    ({ app } = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      BUSINESS_EMAIL,
      BUSINESS_PHONE,
      PUBLIC_BASE_URL: BASE_URL,
      DEPOSIT_AMOUNT_CENTS: String(AMOUNT_CENTS),
      AUTH_RATE_LIMIT_PER_IP: '100000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '100000',
      // Far above what these tests send; the limit itself is tested in leads-rate-limit.e2e-spec.ts.
      RATE_LIMIT_PER_MINUTE: '100000',
    }));
    db = app.get(DataSource);
    await cleanAuthTables(db);
    roseAgreement = await readAgreement(app, 'rose-mount');
  });

  beforeEach(async () => {
    await db.query('DELETE FROM mail_outbox');
    smtp.received.length = 0;
  });

  afterAll(async () => {
    if (db) await cleanAuthTables(db);
    await app?.close();
    await smtp?.close();
  });

  describe('GET /api/deposits/terms', () => {
    it('answers anyone the configured amount in cents, how it is paid and the next steps', async () => {
      const res = await http().get(`${URL}/terms`).expect(200);
      expect(res.body).toEqual({ amount: AMOUNT_CENTS, provider: 'invoice', holdDays: 7, payment: DEPOSIT_PAYMENT_TERMS, nextSteps: [...DEPOSIT_NEXT_STEPS] });
      expect(res.body.nextSteps).toHaveLength(4);
      expect(res.body.nextSteps.join(' ')).toMatch(/invoice.*call.*site visit.*credited toward your build contract/s);
    });
  });

  describe('POST /api/deposits', () => {
    it('stores a pending deposit with the configured amount and queues the buyer’s e-mail and the business’s notice', async () => {
      const { user, browser } = await signedIn();
      await db.getRepository(User).update(user.id, { firstName: 'Dana', lastName: 'Whitaker', phone: '(660) 555-0134' });
      const body = valid({ street: '  18 Orchard Lane ', city: ' Savannah ' });

      const res = await placeDeposit(app, browser, body, 201);
      expect(res.headers['cache-control']).toBe('no-store');
      const rose = await db.getRepository(Design).findOneByOrFail({ slug: 'rose-mount' });
      expect(res.body).toEqual({
        id: expect.any(Number),
        design: { id: rose.id, slug: 'rose-mount', name: 'Rose Mount', category: 'Barndominium' },
        amount: AMOUNT_CENTS,
        status: 'pending',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
        street: '18 Orchard Lane',
        city: 'Savannah',
        state: 'MO',
        zipCode: '64485',
        expectedStartDate: body.expectedStartDate,
        siteVisitRequired: true,
        additionalNotes: valid().additionalNotes,
        // issue 29: without STRIPE_SECRET_KEY the office invoices; nothing to pay on the site.
        paymentProvider: 'invoice',
        holdExpiresAt: null,
        paidAt: null,
        refundedAmount: 0,
        checkoutUrl: null,
        signature: { agreementVersion: AGREEMENT_VERSION, sha256: roseAgreement.sha256, signerName: TEST_SIGNER_NAME, signedAt: expect.any(String) },
      });

      const rows = await deposits(user.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        id: res.body.id,
        designId: rose.id,
        amount: AMOUNT_CENTS,
        status: 'pending',
        street: '18 Orchard Lane',
        city: 'Savannah',
        state: 'MO',
        zipCode: '64485',
        expectedStartDate: body.expectedStartDate,
        siteVisitRequired: true,
      });

      const mails = await outbox();
      expect(mails.map((m) => [m.to, m.replyTo])).toEqual([
        [user.email, BUSINESS_EMAIL],
        [BUSINESS_EMAIL, user.email],
      ]);

      // Delivered through a real SMTP server.
      await expect(app.get(MailDeliveryJob).deliverDue()).resolves.toEqual({ sent: 2, failed: 0 });
      expect(smtp.received).toHaveLength(2);
      const startDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${body.expectedStartDate}T00:00:00Z`));

      const confirmation = smtp.received.find((m) => m.to.includes(user.email))!;
      expect(header(confirmation, 'Subject')).toBe('Your request to reserve the Rose Mount: no payment taken, invoice to follow');
      expect(header(confirmation, 'Reply-To')).toBe(BUSINESS_EMAIL);
      const confirmationText = decodeQuotedPrintable(confirmation.raw);
      for (const line of [
        'Hi Dana,',
        'No payment was taken.',
        'an invoice for the $3,750 deposit',
        `Plan: Rose Mount (${BASE_URL}/designs/rose-mount)`,
        'Deposit: $3,750',
        'Build site: 18 Orchard Lane, Savannah, MO 64485',
        `Hoped-for start: ${startDate}`,
        'Site visit: Yes, requested',
        'Five acres, gentle slope to the south.',
        `Reference: request to reserve #${res.body.id}`,
        DEPOSIT_PAYMENT_TERMS,
        ...DEPOSIT_NEXT_STEPS.map((step, i) => `${i + 1}. ${step}`),
        BUSINESS_PHONE,
        BUSINESS_EMAIL,
        'Mon-Fri 9AM-3PM',
        'within 24 hours',
        `${BASE_URL}/deposit-confirmation/rose-mount`,
      ]) {
        expect(confirmationText).toContain(line);
      }
      expect(confirmation.raw).toContain('Content-Type: text/html');

      const notice = smtp.received.find((m) => m.to.includes(BUSINESS_EMAIL))!;
      expect(header(notice, 'Subject')).toBe('New request to reserve: Rose Mount from Dana Whitaker');
      expect(header(notice, 'Reply-To')).toBe(user.email);
      const noticeText = decodeQuotedPrintable(notice.raw);
      for (const line of [
        'Name: Dana Whitaker',
        `E-mail: ${user.email}`,
        'Phone: (660) 555-0134',
        'Deposit: $3,750',
        'Build site: 18 Orchard Lane, Savannah, MO 64485',
        `Hoped-for start: ${startDate}`,
        'Site visit: Yes, requested',
        'we would need a well and septic.',
        `Reference: request to reserve #${res.body.id}`,
        'nothing was charged on the site',
      ]) {
        expect(noticeText).toContain(line);
      }
    });

    it('defaults the state to MO and the site visit to no, stores a state in capitals, and takes tomorrow (Missouri time) as the start', async () => {
      const { user, browser } = await signedIn();
      const first = await placeDeposit(
        app,
        browser,
        valid({ state: undefined, siteVisitRequired: undefined, additionalNotes: undefined, expectedStartDate: tomorrow() }),
        201,
      );
      expect(first.body).toMatchObject({ state: 'MO', siteVisitRequired: false, additionalNotes: null, expectedStartDate: tomorrow() });
      const second = await placeDeposit(app, browser, valid({ state: ' ks ', designId: 'oak', additionalNotes: '   ' }), 201);
      expect(second.body).toMatchObject({ state: 'KS', additionalNotes: null });
      const third = await placeDeposit(app, browser, valid({ state: '', designId: 'everly', zipCode: ' 64501 ' }), 201);
      expect(third.body).toMatchObject({ state: 'MO', zipCode: '64501' });
      expect((await deposits(user.id)).map((d) => [d.state, d.zipCode])).toEqual([
        ['MO', '64485'],
        ['KS', '64485'],
        ['MO', '64501'],
      ]);

      const notice = (await outbox()).find((m) => m.to === BUSINESS_EMAIL)!;
      expect(notice.text).toContain('Site visit: No');
      expect(notice.text).toContain('Notes: (none)');
      expect(notice.text).toContain('Phone: (not given)');
    });

    const invalid: Array<[string, () => Record<string, unknown>, string, string]> = [
      ['a state that is not two letters', () => valid({ state: 'Missouri' }), 'state', STATE_MESSAGE],
      ['one letter for the state', () => valid({ state: 'M' }), 'state', STATE_MESSAGE],
      ['two letters that are not a state', () => valid({ state: 'XX' }), 'state', STATE_MESSAGE],
      ['a state that is not text', () => valid({ state: 29 }), 'state', STATE_MESSAGE],
      ['a four-digit ZIP', () => valid({ zipCode: '6450' }), 'zipCode', ZIP_CODE_MESSAGE],
      ['a ZIP+4', () => valid({ zipCode: '64501-1234' }), 'zipCode', ZIP_CODE_MESSAGE],
      ['a ZIP with letters', () => valid({ zipCode: '6450A' }), 'zipCode', ZIP_CODE_MESSAGE],
      ['a missing ZIP', () => valid({ zipCode: undefined }), 'zipCode', ZIP_CODE_MESSAGE],
      ['today (Missouri time) as the start', () => valid({ expectedStartDate: businessToday() }), 'expectedStartDate', START_DATE_PAST_MESSAGE],
      ['yesterday as the start', () => valid({ expectedStartDate: addDays(businessToday(), -1) }), 'expectedStartDate', START_DATE_PAST_MESSAGE],
      ['a date that does not exist', () => valid({ expectedStartDate: '2027-02-30' }), 'expectedStartDate', START_DATE_FORMAT_MESSAGE],
      ['a date written another way', () => valid({ expectedStartDate: '05/03/2027' }), 'expectedStartDate', START_DATE_FORMAT_MESSAGE],
      ['a missing start date', () => valid({ expectedStartDate: undefined }), 'expectedStartDate', START_DATE_REQUIRED_MESSAGE],
      ['a blank start date', () => valid({ expectedStartDate: '' }), 'expectedStartDate', START_DATE_REQUIRED_MESSAGE],
      ['a start six years out', () => valid({ expectedStartDate: inMonths(72) }), 'expectedStartDate', START_DATE_TOO_FAR_MESSAGE],
      ['a blank street', () => valid({ street: '  ' }), 'street', 'Street address is required.'],
      ['an oversize street', () => valid({ street: 'S'.repeat(201) }), 'street', 'Street must be at most 200 characters.'],
      ['a street over two lines', () => valid({ street: '18 Orchard Lane\nBcc: x@y.z' }), 'street', 'Street must be a single line of text.'],
      ['a missing city', () => valid({ city: undefined }), 'city', 'City is required.'],
      ['a missing plan', () => valid({ designId: undefined }), 'designId', 'Choose a plan to reserve.'],
      ['a site visit as text', () => valid({ siteVisitRequired: 'yes' }), 'siteVisitRequired', 'Site visit required must be true or false.'],
      ['notes that are too long', () => valid({ additionalNotes: 'n'.repeat(2001) }), 'additionalNotes', 'Additional notes must be at most 2000 characters.'],
      ['an amount sent by the browser', () => valid({ amount: 100 }), 'amount', 'Unknown field "amount" is not allowed.'],
      ['a status sent by the browser', () => valid({ status: 'paid' }), 'status', 'Unknown field "status" is not allowed.'],
    ];

    it.each(invalid)('refuses %s with 400, the field’s message and nothing stored or sent', async (_name, body, field, message) => {
      const { user, browser } = await signedIn();
      const res = await browser.call('post', URL, { ...signatureFields(roseAgreement), ...body() }, 400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
      expect(res.body.errors).toEqual([{ field, message }]);
      expect(await deposits(user.id)).toEqual([]);
      expect(await outbox()).toEqual([]);
    });

    it('accepts notes of exactly 2000 characters and a start exactly five years out, not a day later', async () => {
      const { browser } = await signedIn();
      const today = businessToday();
      // Five years after today; from 29 February, the 28th (the later year has no 29th).
      const limit = `${Number(today.slice(0, 4)) + 5}${today.slice(4)}`.replace(/-02-29$/, '-02-28');
      await placeDeposit(app, browser, valid({ additionalNotes: 'n'.repeat(2000), expectedStartDate: limit }), 201);
      const res = await browser.call('post', URL, { ...valid({ expectedStartDate: addDays(limit, 1) }), ...signatureFields(roseAgreement) }, 400);
      expect(res.body.errors).toEqual([{ field: 'expectedStartDate', message: START_DATE_TOO_FAR_MESSAGE }]);
    });

    it('answers 404 for a plan that does not exist or is not offered, and stores nothing', async () => {
      const { user, browser } = await signedIn();
      for (const designId of ['no-such-plan', '999999999', 'not a slug!']) {
        const res = await browser.call('post', URL, { ...valid({ designId }), ...signatureFields(roseAgreement) }, 404);
        expect(res.body).toEqual({ statusCode: 404, message: PLAN_GONE, error: 'Not Found' });
      }
      await db.query(`UPDATE designs SET status = 'archived' WHERE slug = 'maple-ridge'`);
      try {
        await browser.call('post', URL, { ...valid({ designId: 'maple-ridge' }), ...signatureFields(roseAgreement) }, 404);
      } finally {
        await db.query(`UPDATE designs SET status = 'active' WHERE slug = 'maple-ridge'`);
      }
      expect(await deposits(user.id)).toEqual([]);
      expect(await outbox()).toEqual([]);
    });

    it('takes the plan by id as well as by slug', async () => {
      const { browser } = await signedIn();
      const oak = await db.getRepository(Design).findOneByOrFail({ slug: 'oak' });
      const res = await placeDeposit(app, browser, valid({ designId: String(oak.id) }), 201);
      expect(res.body.design).toEqual({ id: oak.id, slug: 'oak', name: 'Oak', category: 'Barndominium' });
    });

    it('treats the same deposit sent again within the window as a double submit: one row, two e-mails', async () => {
      const { user, browser } = await signedIn();
      const first = await placeDeposit(app, browser, valid(), 201);
      const again = await placeDeposit(app, browser, valid({ state: 'mo', street: ' 18 Orchard Lane' }), 201);
      expect(again.body).toEqual(first.body);
      expect(await deposits(user.id)).toHaveLength(1);
      expect(await outbox()).toHaveLength(2);

      // Sent at the same moment (a double click that beats the first answer): still one.
      const body = await signedDepositBody(app, valid({ designId: 'houston' }));
      const burst = await Promise.all(Array.from({ length: 4 }, () => browser.send('post', URL, body)));
      expect(burst.map((r) => r.status)).toEqual([201, 201, 201, 201]);
      expect(new Set(burst.map((r) => r.body.id)).size).toBe(1);
      expect(await deposits(user.id)).toHaveLength(2);
      expect(await outbox()).toHaveLength(4);

      // Any field changed is a new deposit.
      await placeDeposit(app, browser, valid({ siteVisitRequired: false }), 201);
      await placeDeposit(app, browser, valid({ additionalNotes: null }), 201);
      expect(await deposits(user.id)).toHaveLength(4);

      // So is the same one once the first is no longer pending, or after the window.
      await db.query(`UPDATE deposits SET status = 'cancelled' WHERE "userId" = $1 AND "designId" = (SELECT id FROM designs WHERE slug = 'houston')`, [
        user.id,
      ]);
      await placeDeposit(app, browser, valid({ designId: 'houston' }), 201);
      expect(await deposits(user.id)).toHaveLength(5);
      await db.query(`UPDATE deposits SET "createdAt" = now() - make_interval(mins => $2) WHERE "userId" = $1`, [user.id, DOUBLE_SUBMIT_WINDOW_MINUTES + 1]);
      await placeDeposit(app, browser, valid(), 201);
      expect(await deposits(user.id)).toHaveLength(6);
      expect(await outbox()).toHaveLength(12);

      // Another buyer sending the same deposit is not a repeat of mine.
      const other = await signedIn();
      await placeDeposit(app, other.browser, valid(), 201);
      expect(await deposits(other.user.id)).toHaveLength(1);
    });

    it('stores nothing when an e-mail cannot be queued: the deposit and its e-mails commit together', async () => {
      const { user, browser } = await signedIn();
      // A real failure inside the transaction: the outbox refuses the business's notice.
      await db.query(`ALTER TABLE mail_outbox ADD CONSTRAINT "test_no_deposit_notice" CHECK (subject NOT LIKE 'New request to reserve:%')`);
      try {
        await placeDeposit(app, browser, valid(), 500);
      } finally {
        await db.query('ALTER TABLE mail_outbox DROP CONSTRAINT "test_no_deposit_notice"');
      }
      expect(await deposits(user.id)).toEqual([]);
      expect(await outbox()).toEqual([]);

      // Sent again once the outbox works: placed, as if the first attempt never happened.
      await placeDeposit(app, browser, valid(), 201);
      expect(await deposits(user.id)).toHaveLength(1);
      expect(await outbox()).toHaveLength(2);
    });
  });

  describe('GET /api/deposits and GET /api/deposits/latest/{idOrSlug}', () => {
    it("lists the caller's deposits newest first, and gives the latest one on a plan (archived plans too)", async () => {
      const { user, browser } = await signedIn();
      const oakFirst = await placeDeposit(app, browser, valid({ designId: 'oak', city: 'Cameron' }), 201);
      const rose = await placeDeposit(app, browser, valid({ designId: 'rose-mount' }), 201);
      const oakLatest = await placeDeposit(app, browser, valid({ designId: 'oak', city: 'Plattsburg' }), 201);
      // Placed within milliseconds of each other: give them times in an order the ids would not produce.
      await db.query(
        `UPDATE deposits SET "createdAt" = now() - make_interval(days => v.ago) FROM (VALUES ($1::int, 2), ($2::int, 3), ($3::int, 1)) AS v(id, ago) WHERE deposits.id = v.id`,
        [rose.body.id, oakFirst.body.id, oakLatest.body.id],
      );

      const list = await browser.call('get', URL, undefined, 200);
      expect(list.headers['cache-control']).toBe('no-store');
      const body = list.body as DepositResponseDto[];
      expect(body.map((d) => d.id)).toEqual([oakLatest.body.id, rose.body.id, oakFirst.body.id]);
      expect(body[0]).toMatchObject({
        design: { slug: 'oak', name: 'Oak', category: 'Barndominium' },
        amount: AMOUNT_CENTS,
        status: 'pending',
        city: 'Plattsburg',
        expectedStartDate: valid().expectedStartDate,
      });
      expect(body.map((d) => d.createdAt)).toEqual(
        (await deposits(user.id)).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).map((d) => d.createdAt.toISOString()),
      );

      const latest = await browser.call('get', `${URL}/latest/oak`, undefined, 200);
      expect(latest.headers['cache-control']).toBe('no-store');
      expect(latest.body).toEqual(body[0]);
      const byId = await browser.call('get', `${URL}/latest/${rose.body.design.id}`, undefined, 200);
      expect(byId.body).toEqual(body[1]);

      // A deposit stays visible after its plan is archived.
      await db.query(`UPDATE designs SET status = 'archived' WHERE slug = 'oak'`);
      try {
        expect((await browser.call('get', `${URL}/latest/oak`, undefined, 200)).body.id).toBe(oakLatest.body.id);
        expect((await browser.call('get', URL, undefined, 200)).body).toHaveLength(3);
      } finally {
        await db.query(`UPDATE designs SET status = 'active' WHERE slug = 'oak'`);
      }
    });

    it('answers 404 for a plan without a deposit of the caller, or no such plan', async () => {
      const { browser } = await signedIn();
      await placeDeposit(app, browser, valid({ designId: 'oak' }), 201);
      for (const idOrSlug of ['rose-mount', 'no-such-plan', '999999999']) {
        const res = await browser.call('get', `${URL}/latest/${idOrSlug}`, undefined, 404);
        expect(res.body).toEqual({ statusCode: 404, message: NO_DEPOSIT_MESSAGE, error: 'Not Found' });
      }
    });

    it("never shows one buyer another's deposits", async () => {
      const owner = await signedIn();
      await placeDeposit(app, owner.browser, valid({ designId: 'cedar-ridge' }), 201);
      const stranger = await signedIn();

      expect((await stranger.browser.call('get', URL, undefined, 200)).body).toEqual([]);
      const res = await stranger.browser.call('get', `${URL}/latest/cedar-ridge`, undefined, 404);
      expect(res.body.message).toBe(NO_DEPOSIT_MESSAGE);
      expect((await owner.browser.call('get', `${URL}/latest/cedar-ridge`, undefined, 200)).body.design.slug).toBe('cedar-ridge');
    });
  });

  it('answers 401 to an anonymous caller on every signed-in route, and stores nothing', async () => {
    const unauthorized = { statusCode: 401, message: SIGN_IN_REQUIRED_MESSAGE, error: 'Unauthorized' };
    const before = await db.getRepository(Deposit).count();
    expect((await http().post(URL).send(valid()).expect(401)).body).toEqual(unauthorized);
    expect((await http().get(URL).expect(401)).body).toEqual(unauthorized);
    expect((await http().get(`${URL}/latest/rose-mount`).expect(401)).body).toEqual(unauthorized);
    expect(await db.getRepository(Deposit).count()).toBe(before);
  });

  it('refuses a deposit without the X-XSRF-TOKEN header (403), and stores and sends nothing', async () => {
    const { user, browser } = await signedIn();
    const none = await browser.agent.post(URL).send(valid()).expect(403);
    expect(none.body).toEqual({ statusCode: 403, message: CSRF_MESSAGE, error: 'Forbidden' });
    await browser.agent.post(URL).set('X-XSRF-TOKEN', 'forged-value').send(valid()).expect(403);
    expect(await deposits(user.id)).toEqual([]);
    expect(await outbox()).toEqual([]);
  });
});
