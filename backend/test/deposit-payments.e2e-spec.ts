import type { INestApplication } from '@nestjs/common';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { UserRole } from '../src/common/auth/user-role';
import { MailOutbox } from '../src/mail/entities/mail-outbox.entity';
import {
  DepositPaymentsService,
  HOLD_EXPIRED_MESSAGE,
  PAYMENT_OFF_MESSAGE,
  REFUND_WAITING_MESSAGE,
  STRIPE_SIGNATURE_MESSAGE,
  STRIPE_WEBHOOK_OFF_MESSAGE,
} from '../src/modules/deposits/deposit-payments.service';
import { paidDepositSql } from '../src/modules/deposits/deposit-status-flow';
import { DEPOSIT_PAYMENT_TERMS } from '../src/modules/deposits/deposit-terms';
import { DepositPaymentProvider, DepositRefundStatus, DepositStatus } from '../src/modules/deposits/deposits.enums';
import { DepositRefund } from '../src/modules/deposits/entities/deposit-refund.entity';
import { DepositStatusChange } from '../src/modules/deposits/entities/deposit-status-change.entity';
import { Deposit } from '../src/modules/deposits/entities/deposit.entity';
import { StripeWebhookEvent } from '../src/modules/deposits/entities/stripe-webhook-event.entity';
import { businessToday } from '../src/shared/business-calendar';
import { startFakeStripe, type FakeStripe } from '../tools/fake-stripe/fake-stripe';
import { STRIPE_DOWN_AT_CREATE_MESSAGE } from '../src/modules/deposits/payments/stripe-payment-provider';
import { Browser, cleanAuthTables, createUser, type TestAccount } from './auth-helpers';
import { captureOutput } from './captured-output';
import { createTestApp } from './test-app';
import { signedDepositBody } from './deposit-helpers';

// Sign-ins run argon2id; give a loaded machine time.
jest.setTimeout(120_000);

const AMOUNT_CENTS = 375_000;
const BUSINESS_EMAIL = 'office@builder.example';
const BASE_URL = 'https://www.builder.example';
const WEBHOOK_SECRET = 'whsec_test_fake_stripe_0123456789abcdef';
const HOLD_DAYS = 5;
const WEBHOOK = '/api/webhooks/stripe';

const inAYear = () => `${Number(businessToday().slice(0, 4)) + 1}-05-03`;

/**
 * THE one place a deposit is posted (createDeposit): when createDeposit gains the agreement's
 * signature fields (issue 29's other half), only this changes.
 */
async function postDeposit(app: INestApplication, buyer: Browser, overrides: Record<string, unknown> = {}): Promise<request.Response> {
  const fields = {
    designId: 'rose-mount',
    street: '18 Orchard Lane',
    city: 'Savannah',
    state: 'MO',
    zipCode: '64485',
    expectedStartDate: inAYear(),
    ...overrides,
  };
  // Signed as the checkout page signs it (the plan's current reservation agreement).
  return buyer.call('post', '/api/deposits', await signedDepositBody(app, fields));
}

/** Common app settings of both apps below. */
const ENV = {
  BUSINESS_EMAIL,
  PUBLIC_BASE_URL: BASE_URL,
  DEPOSIT_AMOUNT_CENTS: String(AMOUNT_CENTS),
  DEPOSIT_HOLD_DAYS: String(HOLD_DAYS),
  AUTH_RATE_LIMIT_PER_IP: '100000',
  AUTH_RATE_LIMIT_PER_ACCOUNT: '100000',
  RATE_LIMIT_PER_MINUTE: '100000',
};

describe('deposits paid through Stripe Checkout (issue 29), against the local fake of Stripe', () => {
  let app: INestApplication;
  let db: DataSource;
  let fake: FakeStripe;
  let admin: TestAccount;
  let office: Browser;

  const signedInBuyer = async () => {
    const user = await createUser(app);
    const browser = new Browser(app);
    await browser.signInAs(user);
    return { user, browser };
  };
  /** A buyer, their new deposit (posted through the API) and its Checkout Session in the fake. */
  const newDeposit = async () => {
    const { user, browser } = await signedInBuyer();
    const res = await postDeposit(app, browser);
    expect(res.status).toBe(201);
    const sessionId = (await depositRow(res.body.id)).stripeCheckoutSessionId!;
    return { user, browser, id: res.body.id as number, body: res.body, sessionId };
  };
  const depositRow = (id: number) => db.getRepository(Deposit).findOneByOrFail({ id });
  const historyOf = (id: number) => db.getRepository(DepositStatusChange).find({ where: { depositId: id }, order: { id: 'ASC' } });
  const mailTo = async (to: string) => (await db.getRepository(MailOutbox).find({ where: { to }, order: { id: 'ASC' } })).map((m) => m.subject);
  /** The buyer clicks a button on the fake's hosted page (a real form POST); answers the redirect. */
  const payOnPage = (sessionId: string, method: 'card' | 'bank') => request(fake.url).post(`/pay/${sessionId}`).type('form').send({ method }).redirects(0);
  const session = (id: string) => fake.sessions.get(id)!;

  // What the app logs (a refused or repeated event is logged, issue 29); started before the app's logger.
  let output: ReturnType<typeof captureOutput>;
  const logged = (text: string) => output.lines().some((line) => line.includes(text));

  beforeAll(async () => {
    output = captureOutput();
    fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
    ({ app } = await createTestApp({
      ...ENV,
      LOG_LEVEL: 'info',
      STRIPE_SECRET_KEY: 'sk_test_local_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
    }));
    await app.listen(0, '127.0.0.1');
    fake.webhookUrl = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}${WEBHOOK}`;
    db = app.get(DataSource);
    await cleanAuthTables(db);
    admin = await createUser(app, { role: UserRole.Admin });
    office = new Browser(app);
    await office.signInAs(admin);
  });

  afterAll(async () => {
    if (db) await cleanAuthTables(db);
    await app?.close();
    await fake?.close();
    output?.restore();
  });

  it('the terms say Stripe is in force, with the hold', async () => {
    const res = await request(app.getHttpServer()).get('/api/deposits/terms').expect(200);
    expect(res.body).toMatchObject({ amount: AMOUNT_CENTS, provider: 'stripe', holdDays: HOLD_DAYS });
    expect(res.body.payment).toMatch(/Stripe's secure page, by card or from a US bank account/);
    expect(res.body.payment).toMatch(/few business days to clear/);
    expect(res.body.payment).toContain(`released after ${HOLD_DAYS} days`);
  });

  it('POST a deposit → a checkout URL and a pending deposit; one session per deposit, for the configured amount, with the idempotency key', async () => {
    const before = Date.now();
    const { id, body, sessionId, user } = await newDeposit();
    expect(body).toMatchObject({ status: 'pending', paymentProvider: 'stripe', amount: AMOUNT_CENTS, paidAt: null, refundedAmount: 0 });
    expect(body.checkoutUrl).toBe(`${fake.url}/pay/${sessionId}`);
    const hold = Date.parse(body.holdExpiresAt) - before;
    expect(hold).toBeGreaterThan(HOLD_DAYS * 86_400_000 - 60_000);
    expect(hold).toBeLessThan(HOLD_DAYS * 86_400_000 + 60_000);
    expect(session(sessionId)).toMatchObject({
      amount_total: AMOUNT_CENTS,
      currency: 'usd',
      mode: 'payment',
      payment_method_types: ['card', 'us_bank_account'],
      customer_email: user.email,
      client_reference_id: String(id),
      metadata: { depositId: String(id) },
      cancel_url: `${BASE_URL}/deposit-confirmation/rose-mount`,
    });
    expect(session(sessionId).success_url).toMatch(new RegExp(`^${BASE_URL}/deposit-confirmation/rose-mount\\?paid=1`));
    expect(fake.idempotencyKeys).toContain(`deposit-${id}-checkout-1`);
    // The buyer's list shows no checkout URL (only createDeposit's answer carries it).
    expect(await historyOf(id)).toEqual([]);
  });

  it('Stripe down when a deposit is posted: 502 with a sentence, and nothing saved', async () => {
    const { user, browser } = await signedInBuyer();
    fake.apiDown = true;
    try {
      const res = await postDeposit(app, browser);
      expect(res.status).toBe(502);
      expect(res.body.message).toBe(STRIPE_DOWN_AT_CREATE_MESSAGE);
      expect(await db.getRepository(Deposit).countBy({ userId: user.id })).toBe(0);
      expect(await mailTo(user.email)).toEqual([]);
    } finally {
      fake.apiDown = false;
    }
    expect((await postDeposit(app, browser)).status).toBe(201);
  });

  it('the fake’s hosted page is plain, accessible HTML with the plan, the amount and two real buttons', async () => {
    const { sessionId } = await newDeposit();
    const page = await request(fake.url).get(`/pay/${sessionId}`).expect(200);
    expect(page.text).toContain('<html lang="en">');
    expect(page.text).toContain('<h1>Test checkout — local fake of Stripe</h1>');
    expect(page.text).toContain('Deposit to reserve the Rose Mount');
    expect(page.text).toContain('$3,750.00');
    expect(page.text).toContain('<button type="submit">Pay by card</button>');
    expect(page.text).toContain('<button type="submit">Pay by bank account</button>');
    expect(page.text).toContain(`href="${BASE_URL}/deposit-confirmation/rose-mount"`);
  });

  it('a card payment (signed checkout.session.completed) makes the deposit paid exactly once, even delivered twice', async () => {
    const { id, sessionId, user } = await newDeposit();
    const paid = await payOnPage(sessionId, 'card').expect(303);
    expect(paid.headers.location).toBe(`${BASE_URL}/deposit-confirmation/rose-mount?paid=1&session_id=${sessionId}`);
    let row = await depositRow(id);
    expect(row.status).toBe(DepositStatus.Paid);
    expect(row.paidAt).toBeInstanceOf(Date);
    expect(row.stripePaymentIntentId).toBe(session(sessionId).payment_intent);

    const again = await request(fake.url).post('/_test/events/resend').expect(200);
    expect(again.body.status).toBe(200);
    expect(fake.deliveries.at(-1)!.body).toContain('"outcome":"duplicate"');
    expect(logged(`(checkout.session.completed) for deposit ${id}: duplicate`)).toBe(true);
    row = await depositRow(id);
    expect(row.status).toBe(DepositStatus.Paid);
    expect(await historyOf(id)).toEqual([
      expect.objectContaining({ fromStatus: 'pending', toStatus: 'paid', adminId: null, note: 'Payment confirmed by Stripe' }),
    ]);
    const receipts = (await mailTo(user.email)).filter((subject) => subject.startsWith('Receipt:'));
    expect(receipts).toEqual([`Receipt: your $3,750 deposit on the Rose Mount`]);
    expect(await db.getRepository(StripeWebhookEvent).countBy({ depositId: id })).toBe(1);

    // Nothing left to pay.
    const { browser } = { browser: new Browser(app) };
    await browser.signInAs({ ...user, role: UserRole.User, totpSecret: null });
    const refused = await browser.call('post', `/api/deposits/${id}/payment`, undefined, 409);
    expect(refused.body.message).toBe('This deposit is paid; there is nothing to pay.');
  });

  it('a US bank account payment: completed unpaid → processing, then async_payment_succeeded → paid (an e-mail at each move)', async () => {
    const { id, sessionId, user } = await newDeposit();
    await payOnPage(sessionId, 'bank').expect(303);
    expect((await depositRow(id)).status).toBe(DepositStatus.Processing);
    expect((await depositRow(id)).paidAt).toBeNull();
    const settled = await request(fake.url).post(`/_test/checkout/${sessionId}/settle`).send({ outcome: 'succeeded' }).expect(200);
    expect(settled.body.status).toBe(200);
    expect((await depositRow(id)).status).toBe(DepositStatus.Paid);
    expect((await historyOf(id)).map((c) => `${c.fromStatus}→${c.toStatus}`)).toEqual(['pending→processing', 'processing→paid']);
    const subjects = await mailTo(user.email);
    expect(subjects).toContain('Your bank payment for the Rose Mount is on its way');
    expect(subjects).toContain('Receipt: your $3,750 deposit on the Rose Mount');
  });

  it('events out of order: a late "completed, unpaid" after the payment succeeded (or failed) changes nothing and is logged', async () => {
    const a = await newDeposit();
    const paidSession = { ...session(a.sessionId), status: 'complete', payment_status: 'paid', payment_intent: 'pi_test_out_of_order' };
    expect((await fake.send('checkout.session.async_payment_succeeded', paidSession)).status).toBe(200);
    expect((await depositRow(a.id)).status).toBe(DepositStatus.Paid);
    const late = await fake.send('checkout.session.completed', { ...paidSession, payment_status: 'unpaid' });
    expect(late.status).toBe(200);
    expect(JSON.parse(late.body).outcome).toMatch(/^ignored/);
    expect((await depositRow(a.id)).status).toBe(DepositStatus.Paid);
    expect(await historyOf(a.id)).toHaveLength(1);

    const b = await newDeposit();
    const failedSession = { ...session(b.sessionId), status: 'complete', payment_status: 'unpaid', payment_intent: 'pi_test_out_of_order_2' };
    await fake.send('checkout.session.async_payment_failed', failedSession);
    expect((await depositRow(b.id)).status).toBe(DepositStatus.Failed);
    const lateB = await fake.send('checkout.session.completed', failedSession);
    expect(JSON.parse(lateB.body).outcome).toMatch(/^ignored/);
    expect((await depositRow(b.id)).status).toBe(DepositStatus.Failed);
  });

  it('a bad, missing or foreign signature → 400 and no change (and no event stored)', async () => {
    const { id, sessionId } = await newDeposit();
    const payload = JSON.stringify({
      id: 'evt_test_forged',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { ...session(sessionId), status: 'complete', payment_status: 'paid' } },
    });
    const http = () => request(app.getHttpServer()).post(WEBHOOK).set('content-type', 'application/json');
    const forged = new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_the_app_secret' });
    for (const header of [forged, 't=1,v1=deadbeef', undefined]) {
      const req = http();
      if (header) req.set('stripe-signature', header);
      const res = await req.send(payload).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, message: STRIPE_SIGNATURE_MESSAGE });
    }
    // The right secret over different bytes (re-serialised JSON) fails too: the raw body is what is signed.
    const signed = new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    await http()
      .set('stripe-signature', signed)
      .send(JSON.stringify(JSON.parse(payload), null, 2))
      .expect(400);
    expect((await depositRow(id)).status).toBe(DepositStatus.Pending);
    expect(await db.getRepository(StripeWebhookEvent).countBy({ id: 'evt_test_forged' })).toBe(0);
    expect(logged('refused a Stripe webhook call')).toBe(true);
  });

  it('async_payment_failed → failed, the buyer and the office e-mailed; the buyer may pay again with a new session', async () => {
    const { id, sessionId, user, browser } = await newDeposit();
    await payOnPage(sessionId, 'bank').expect(303);
    await request(fake.url).post(`/_test/checkout/${sessionId}/settle`).send({ outcome: 'failed' }).expect(200);
    expect((await depositRow(id)).status).toBe(DepositStatus.Failed);
    expect(await mailTo(user.email)).toContain('Your deposit payment for the Rose Mount did not go through');
    expect(await mailTo(BUSINESS_EMAIL)).toContain('Deposit payment failed: Rose Mount from Casey Buyer');

    const again = await browser.call('post', `/api/deposits/${id}/payment`, undefined, 200);
    const newSession = (await depositRow(id)).stripeCheckoutSessionId!;
    expect(newSession).not.toBe(sessionId);
    expect(again.body).toEqual({ checkoutUrl: `${fake.url}/pay/${newSession}` });
    expect(fake.idempotencyKeys).toContain(`deposit-${id}-checkout-2`);
    await payOnPage(newSession, 'card').expect(303);
    expect((await depositRow(id)).status).toBe(DepositStatus.Paid);
  });

  it('startDepositPayment reuses the open session, opens a new one once it expired, and is 404 for anyone else', async () => {
    const { id, sessionId, browser, body } = await newDeposit();
    const reuse = await browser.call('post', `/api/deposits/${id}/payment`, undefined, 200);
    expect(reuse.body.checkoutUrl).toBe(body.checkoutUrl);

    const expired = await request(fake.url).post(`/_test/checkout/${sessionId}/expire`).expect(200);
    expect(expired.body.status).toBe(200);
    expect((await depositRow(id)).status).toBe(DepositStatus.Pending);
    const fresh = await browser.call('post', `/api/deposits/${id}/payment`, undefined, 200);
    expect(fresh.body.checkoutUrl).not.toBe(body.checkoutUrl);

    const stranger = await signedInBuyer();
    await stranger.browser.call('post', `/api/deposits/${id}/payment`, undefined, 404);
  });

  it('an expired hold → expired (history, e-mail), no more payment; paid deposits are left alone', async () => {
    const unpaid = await newDeposit();
    const paid = await newDeposit();
    await payOnPage(paid.sessionId, 'card').expect(303);
    const past = new Date(Date.now() - 60_000);
    await db.getRepository(Deposit).update([unpaid.id, paid.id], { holdExpiresAt: past });

    const released = await app.get(DepositPaymentsService).expireHolds();
    expect(released).toBeGreaterThanOrEqual(1);
    expect((await depositRow(unpaid.id)).status).toBe(DepositStatus.Expired);
    expect((await depositRow(paid.id)).status).toBe(DepositStatus.Paid);
    expect(await historyOf(unpaid.id)).toEqual([expect.objectContaining({ fromStatus: 'pending', toStatus: 'expired', adminId: null })]);
    expect(await mailTo(unpaid.user.email)).toContain('Your reservation of the Rose Mount was released');
    const refused = await unpaid.browser.call('post', `/api/deposits/${unpaid.id}/payment`, undefined, 409);
    expect(refused.body.message).toBe(HOLD_EXPIRED_MESSAGE);
    expect(session(unpaid.sessionId).status).toBe('expired');

    // A payment that still comes through for the released reservation (a race with the close,
    // simulated by reopening the fake's session) moves nothing; the office is told to act.
    session(unpaid.sessionId).status = 'open';
    const late = await payOnPage(unpaid.sessionId, 'card').expect(303);
    expect(late.status).toBe(303);
    expect((await depositRow(unpaid.id)).status).toBe(DepositStatus.Expired);
    expect(JSON.parse(fake.deliveries.at(-1)!.body).outcome).toBe('ignored: a payment for an expired deposit (the office was told)');
    expect(await mailTo(BUSINESS_EMAIL)).toContain('Action needed: payment received for an expired deposit (Rose Mount, Casey Buyer)');
  });

  it('the office may only cancel an unpaid Stripe deposit: allowedStatuses lists that move alone, and marking it paid is a 409', async () => {
    const { id } = await newDeposit();
    const detail = await office.call('get', `/api/admin/deposits/${id}`, undefined, 200);
    expect(detail.body).toMatchObject({ paymentProvider: 'stripe', allowedStatuses: ['cancelled'], refunds: [] });
    const refused = await office.call('patch', `/api/admin/deposits/${id}`, { status: 'paid' }, 409);
    expect(refused.body.message).toBe('A deposit paid through Stripe cannot move from pending to paid.');

    // Cancelled, it can no longer be paid: its open Checkout Session is closed at Stripe.
    const sessionId = (await depositRow(id)).stripeCheckoutSessionId!;
    expect(session(sessionId).status).toBe('open');
    await office.call('patch', `/api/admin/deposits/${id}`, { status: 'cancelled' }, 200);
    expect(session(sessionId).status).toBe('expired');
  });

  it('a refund (part, then the rest): requested until Stripe’s webhook, then refunded with refundedAmount; over the remainder → 409', async () => {
    const { id, sessionId, user } = await newDeposit();
    await payOnPage(sessionId, 'card').expect(303);

    fake.refundOutcome = 'pending';
    const asked = await office.call(
      'post',
      `/api/admin/deposits/${id}/refunds`,
      { amount: 100_000, reason: '  Lot fell through; part refund as agreed.  ' },
      201,
    );
    expect(asked.body.refunds).toEqual([
      expect.objectContaining({
        amount: 100_000,
        reason: 'Lot fell through; part refund as agreed.',
        status: 'requested',
        completedAt: null,
        admin: { id: admin.id, name: 'Casey Admin' },
      }),
    ]);
    expect(asked.body.status).toBe('paid');
    const waiting = await office.call('post', `/api/admin/deposits/${id}/refunds`, { amount: 1, reason: 'Another.' }, 409);
    expect(waiting.body.message).toBe(REFUND_WAITING_MESSAGE);

    const stripeRefund = [...fake.refunds.values()].find((r) => r.metadata.depositId === String(id))!;
    expect(stripeRefund).toMatchObject({ amount: 100_000, payment_intent: session(sessionId).payment_intent });
    expect(fake.idempotencyKeys).toContain(`deposit-refund-${asked.body.refunds[0].id}`);
    await fake.send('refund.updated', { ...stripeRefund, status: 'succeeded' });
    let row = await depositRow(id);
    expect(row).toMatchObject({ status: DepositStatus.Refunded, refundedAmount: 100_000 });
    expect(await mailTo(user.email)).toContain('We refunded $1,000 of your deposit on the Rose Mount');
    const audit: { operationId: string }[] = await db.query(`SELECT "operationId" FROM audit_log WHERE "targetType" = 'deposit' AND "targetId" = $1`, [
      String(id),
    ]);
    expect(audit).toEqual([{ operationId: 'refundDeposit' }]);

    const over = await office.call('post', `/api/admin/deposits/${id}/refunds`, { amount: AMOUNT_CENTS, reason: 'All of it.' }, 409);
    expect(over.body.message).toBe('You can refund at most $2,750 of this deposit ($1,000 of $3,750 was refunded already).');

    fake.refundOutcome = 'succeeded';
    await office.call('post', `/api/admin/deposits/${id}/refunds`, { amount: AMOUNT_CENTS - 100_000, reason: 'The rest, as agreed.' }, 201);
    await fake.waitFor((d) => d.event.type === 'refund.updated' && (d.event.data.object as { amount: number }).amount === AMOUNT_CENTS - 100_000);
    row = await depositRow(id);
    expect(row).toMatchObject({ status: DepositStatus.Refunded, refundedAmount: AMOUNT_CENTS });
    const refunds = await db.getRepository(DepositRefund).find({ where: { depositId: id } });
    expect(refunds.map((r) => r.status)).toEqual([DepositRefundStatus.Succeeded, DepositRefundStatus.Succeeded]);
    const done = await office.call('post', `/api/admin/deposits/${id}/refunds`, { amount: 1, reason: 'More?' }, 409);
    expect(done.body.message).toBe('Only a paid deposit can be refunded; this one is refunded in full.');
    expect(await historyOf(id)).toHaveLength(2);
  });

  it('a refund is for admins only (a sales rep gets 403), with a valid amount and reason (400)', async () => {
    const { id, sessionId } = await newDeposit();
    await payOnPage(sessionId, 'card').expect(303);
    const sales = await createUser(app, { role: UserRole.Sales });
    const rep = new Browser(app);
    await rep.signInAs(sales);
    await rep.call('post', `/api/admin/deposits/${id}/refunds`, { amount: 100, reason: 'No.' }, 403);
    await office.call('post', `/api/admin/deposits/${id}/refunds`, { amount: 0, reason: 'Zero.' }, 400);
    await office.call('post', `/api/admin/deposits/${id}/refunds`, { amount: 1.5, reason: 'Half a cent.' }, 400);
    await office.call('post', `/api/admin/deposits/${id}/refunds`, { amount: 100, reason: '   ' }, 400);
    expect((await depositRow(id)).status).toBe(DepositStatus.Paid);
  });

  it('the dashboard and the source report count as paid only deposits really paid (paidAt set), not a row merely marked paid', async () => {
    const paidCount = async () => ((await db.query(`SELECT COUNT(*)::int AS n FROM deposits d WHERE ${paidDepositSql('d')}`)) as { n: number }[])[0].n;
    const before = await paidCount();
    const { id } = await newDeposit();
    await db.getRepository(Deposit).update(id, { status: DepositStatus.Paid });
    expect(await paidCount()).toBe(before);
    await db.getRepository(Deposit).update(id, { paidAt: new Date() });
    expect(await paidCount()).toBe(before + 1);
  });
});

describe('deposits without STRIPE_SECRET_KEY: the invoice-later provider stays', () => {
  let app: INestApplication;
  let db: DataSource;

  beforeAll(async () => {
    ({ app } = await createTestApp(ENV));
    db = app.get(DataSource);
  });

  afterAll(async () => {
    if (db) await cleanAuthTables(db);
    await app?.close();
  });

  it('terms say invoice; createDeposit answers checkoutUrl null; startDepositPayment is a 409; the webhook is a 404', async () => {
    const terms = await request(app.getHttpServer()).get('/api/deposits/terms').expect(200);
    expect(terms.body).toMatchObject({ provider: 'invoice', holdDays: HOLD_DAYS, payment: DEPOSIT_PAYMENT_TERMS });
    const user = await createUser(app);
    const browser = new Browser(app);
    await browser.signInAs(user);
    const res = await postDeposit(app, browser);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'pending', paymentProvider: DepositPaymentProvider.Invoice, checkoutUrl: null, holdExpiresAt: null });
    const refused = await browser.call('post', `/api/deposits/${res.body.id}/payment`, undefined, 409);
    expect(refused.body.message).toBe(PAYMENT_OFF_MESSAGE);
    const hook = await request(app.getHttpServer())
      .post(WEBHOOK)
      .set('content-type', 'application/json')
      .set('stripe-signature', 't=1,v1=00')
      .send('{}')
      .expect(404);
    expect(hook.body.message).toBe(STRIPE_WEBHOOK_OFF_MESSAGE);
  });

  it('the office records an offline refund of an invoice deposit it marked paid: refunded at once, the buyer e-mailed', async () => {
    const admin = await createUser(app, { role: UserRole.Admin });
    const office = new Browser(app);
    await office.signInAs(admin);
    const buyer = await createUser(app);
    const browser = new Browser(app);
    await browser.signInAs(buyer);
    const { id } = (await postDeposit(app, browser)).body as { id: number };
    await office.call('patch', `/api/admin/deposits/${id}`, { status: 'invoiced' }, 200);
    const paid = await office.call('patch', `/api/admin/deposits/${id}`, { status: 'paid' }, 200);
    expect(paid.body.paidAt).not.toBeNull();
    const res = await office.call('post', `/api/admin/deposits/${id}/refunds`, { amount: 75_000, reason: 'Returned by check #311.' }, 201);
    expect(res.body).toMatchObject({ status: 'refunded', refundedAmount: 75_000, refunds: [expect.objectContaining({ status: 'succeeded', amount: 75_000 })] });
    const subjects = (await db.getRepository(MailOutbox).find({ where: { to: buyer.email } })).map((m) => m.subject);
    expect(subjects).toContain('We refunded $750 of your deposit on the Rose Mount');
  });
});
