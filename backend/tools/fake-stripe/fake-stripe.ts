/**
 * A LOCAL FAKE OF STRIPE: a test double only, never a payment system. It answers the few API
 * calls the app's Stripe SDK makes (Checkout Sessions create, retrieve and expire, refunds create), shows
 * a plain "hosted checkout" page, and delivers webhook events signed with the SDK's own
 * `webhooks.generateTestHeaderString`, so the app's real signature check runs. The app is pointed
 * at it with STRIPE_API_BASE; jest specs start it with startFakeStripe() and the Playwright run
 * with `node backend/dist-tools/tools/fake-stripe/main.js`. Against the real thing, use Stripe's
 * test mode instead (README "Payments").
 *
 * What it does not do: check API keys, amounts or currencies beyond what the app sends, or model
 * any payment method. Card pays at once; "bank account" completes unpaid, and a test call
 * (POST /_test/checkout/:id/settle) decides later whether it cleared.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express, { type Request, type Response } from 'express';
import Stripe from 'stripe';

export interface FakeStripeOptions {
  /** 0: any free port. */
  port?: number;
  /** The app's POST /api/webhooks/stripe; may be set later (fake.webhookUrl = …) when the app starts after the fake. */
  webhookUrl?: string;
  /** The whsec_… the app was given as STRIPE_WEBHOOK_SECRET. */
  webhookSecret: string;
  /** What a refund does after it is created: succeed (refund.updated succeeded), fail, or stay pending (no event). */
  refundOutcome?: 'succeeded' | 'failed' | 'pending';
}

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  amount_total: number;
  currency: string;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  payment_method_types: string[];
  mode: string;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  created: number;
  url: string | null;
  /** Not Stripe's shape: the line item's name, for the page. */
  line_item_name: string;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  metadata: Record<string, string>;
  status: 'pending' | 'succeeded' | 'failed';
  created: number;
}

/** One event delivered to the app, and what the app answered. */
export interface Delivery {
  event: { id: string; type: string; data: { object: unknown } };
  status: number;
  body: string;
}

export interface FakeStripe {
  url: string;
  webhookUrl: string | undefined;
  refundOutcome: 'succeeded' | 'failed' | 'pending';
  /** true: every API call answers 500 (Stripe having an outage), to test the app's answer to it. */
  apiDown: boolean;
  sessions: Map<string, FakeSession>;
  refunds: Map<string, FakeRefund>;
  /** Every delivery, oldest first. */
  deliveries: Delivery[];
  /** Every create call's Idempotency-Key, in order. */
  idempotencyKeys: string[];
  /** Delivers `type` about `object` (a new event id), signed; answers the app's reply. */
  send(type: string, object: unknown): Promise<Delivery>;
  /** Delivers the last event again, same id, freshly signed (Stripe's retry, or a replay). */
  resendLast(): Promise<Delivery>;
  /** Waits until a delivery matching `match` has been answered (refund events go out after the API answer). */
  waitFor(match: (delivery: Delivery) => boolean, timeoutMs?: number): Promise<Delivery>;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const dollars = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

type Form = Record<string, unknown>;
const asRecord = (value: unknown): Record<string, string> => (value && typeof value === 'object' ? (value as Record<string, string>) : {});
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : []);

function stripeError(res: Response, status: number, message: string): void {
  res.status(status).json({ error: { type: 'invalid_request_error', message } });
}

/** Starts the fake on 127.0.0.1. */
export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  // Only its webhook helpers are used: they sign with the secret given, exactly as Stripe does.
  const signer = new Stripe('sk_test_fake_stripe_signer');
  const app = express();
  app.disable('x-powered-by');
  // stripe-node sends form-encoded bodies with bracketed keys (metadata[depositId]=…): qs parses them.
  app.use(express.urlencoded({ extended: true }));
  app.use(express.json());

  const idempotent = new Map<string, unknown>();
  let lastEvent: Delivery['event'] | undefined;

  const fake: FakeStripe = {
    url: '',
    webhookUrl: options.webhookUrl,
    refundOutcome: options.refundOutcome ?? 'succeeded',
    apiDown: false,
    sessions: new Map(),
    refunds: new Map(),
    deliveries: [],
    idempotencyKeys: [],
    send: (type, object) => deliver({ id: id('evt'), type, data: { object } }),
    resendLast: () => {
      if (!lastEvent) throw new Error('no event was sent yet');
      return deliver(lastEvent);
    },
    waitFor: async (match, timeoutMs = 10_000) => {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = fake.deliveries.find(match);
        if (found) return found;
        if (Date.now() > until) throw new Error('the fake Stripe sent no such event in time');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };

  async function deliver(event: Delivery['event']): Promise<Delivery> {
    lastEvent = event;
    if (!fake.webhookUrl) throw new Error('the fake Stripe has no webhook URL');
    const payload = JSON.stringify({ object: 'event', api_version: '2026-10-28.endive', created: now(), livemode: false, ...event });
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
    const res = await fetch(fake.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': header }, body: payload });
    const delivery = { event, status: res.status, body: await res.text() };
    fake.deliveries.push(delivery);
    return delivery;
  }

  /** Answers a create call once per Idempotency-Key: the same key gets the same object back. */
  function once(req: Request, res: Response, create: () => unknown): void {
    const key = req.get('idempotency-key');
    if (key) fake.idempotencyKeys.push(key);
    if (key && idempotent.has(key)) {
      res.set('idempotent-replayed', 'true').json(idempotent.get(key));
      return;
    }
    const made = create();
    if (key) idempotent.set(key, made);
    res.json(made);
  }

  app.use('/v1', (_req, res, next) =>
    fake.apiDown ? res.status(500).json({ error: { type: 'api_error', message: 'The local fake of Stripe is down (apiDown).' } }) : next(),
  );

  app.post('/v1/checkout/sessions', (req, res) => {
    const body = req.body as Form;
    const items = asList(body.line_items).map(
      (item) => item as { quantity?: string; price_data?: { unit_amount?: string; currency?: string; product_data?: { name?: string } } },
    );
    if (!items.length) return stripeError(res, 400, 'line_items is required');
    once(req, res, () => {
      const sessionId = id('cs');
      const session: FakeSession = {
        id: sessionId,
        object: 'checkout.session',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: items.reduce((sum, item) => sum + Number(item.price_data?.unit_amount ?? 0) * Number(item.quantity ?? 1), 0),
        currency: items[0].price_data?.currency ?? 'usd',
        customer_email: (body.customer_email as string) ?? null,
        client_reference_id: (body.client_reference_id as string) ?? null,
        metadata: asRecord(body.metadata),
        payment_intent: null,
        payment_method_types: asList(body.allowed_payment_method_types ?? body.payment_method_types).map(String),
        mode: String(body.mode ?? 'payment'),
        success_url: String(body.success_url ?? ''),
        cancel_url: String(body.cancel_url ?? ''),
        expires_at: Number(body.expires_at ?? now() + 86_400),
        created: now(),
        url: `${fake.url}/pay/${sessionId}`,
        line_item_name: items[0].price_data?.product_data?.name ?? 'Deposit',
      };
      fake.sessions.set(sessionId, session);
      return session;
    });
  });

  app.get('/v1/checkout/sessions/:id', (req, res) => {
    const session = fake.sessions.get(req.params.id);
    if (!session) return stripeError(res, 404, `No such checkout.session: '${req.params.id}'`);
    res.json(session);
  });

  app.post('/v1/checkout/sessions/:id/expire', (req, res) => {
    const session = fake.sessions.get(req.params.id);
    if (!session) return stripeError(res, 404, `No such checkout.session: '${req.params.id}'`);
    if (session.status !== 'open') return stripeError(res, 400, `Only Checkout Sessions with a status in ["open"] can be expired.`);
    session.status = 'expired';
    session.url = null;
    res.json(session);
  });

  app.post('/v1/refunds', (req, res) => {
    const body = req.body as Form;
    const paymentIntent = String(body.payment_intent ?? '');
    const session = [...fake.sessions.values()].find((s) => s.payment_intent === paymentIntent);
    if (!session) return stripeError(res, 404, `No such payment_intent: '${paymentIntent}'`);
    let created: FakeRefund | undefined;
    once(req, res, () => {
      created = {
        id: id('re'),
        object: 'refund',
        amount: Number(body.amount ?? session.amount_total),
        currency: session.currency,
        payment_intent: paymentIntent,
        metadata: asRecord(body.metadata),
        status: 'pending',
        created: now(),
      };
      fake.refunds.set(created.id, created);
      return created;
    });
    // Stripe tells the webhook how the refund went after answering the call, as it does.
    const refund = created;
    if (refund && fake.refundOutcome !== 'pending') {
      setTimeout(() => {
        refund.status = fake.refundOutcome as FakeRefund['status'];
        void fake.send('refund.updated', { ...refund }).catch(() => undefined);
      }, 50);
    }
  });

  // ----- the hosted checkout page (what Stripe's own page does for the buyer) -----

  app.get('/pay/:id', (req, res) => {
    const session = fake.sessions.get(req.params.id);
    if (!session) return res.status(404).type('text/plain').send('No such checkout session.');
    const action = `/pay/${encodeURIComponent(session.id)}`;
    const done = session.status !== 'open';
    res.type('html').send(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Test checkout — local fake of Stripe</title><link rel="icon" href="data:,">
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}button{font:inherit;padding:.6rem 1rem;margin:.25rem 0;min-width:12rem;cursor:pointer}p.note{background:#fff4d6;padding:.5rem .75rem;border-left:4px solid #b7791f}</style></head>
<body>
<main>
<h1>Test checkout — local fake of Stripe</h1>
<p class="note">This page is a test double for local runs. No real payment is taken and no card or bank details are asked for.</p>
<h2>You are paying</h2>
<p>${escapeHtml(session.line_item_name)}: <strong>${dollars(session.amount_total)}</strong></p>
${
  done
    ? `<p role="status">This checkout session is ${escapeHtml(session.status)}.</p>`
    : `<form method="post" action="${action}"><input type="hidden" name="method" value="card"><button type="submit">Pay by card</button></form>
<form method="post" action="${action}"><input type="hidden" name="method" value="bank"><button type="submit">Pay by bank account</button></form>`
}
<p><a href="${escapeHtml(session.cancel_url)}">Back to the builder's site</a></p>
</main>
</body>
</html>`);
  });

  app.post('/pay/:id', async (req, res) => {
    const session = fake.sessions.get(req.params.id);
    if (!session || session.status !== 'open') return res.status(409).type('text/plain').send('This checkout session is not open.');
    const method = (req.body as Form).method === 'bank' ? 'bank' : 'card';
    session.status = 'complete';
    session.payment_intent = id('pi');
    // A card is paid at once; a US bank debit completes unpaid and clears (or fails) days later.
    session.payment_status = method === 'card' ? 'paid' : 'unpaid';
    session.url = null;
    const delivery = await fake.send('checkout.session.completed', { ...session });
    if (delivery.status >= 300) return res.status(502).type('text/plain').send(`The site answered ${delivery.status} to the payment event.`);
    res.redirect(303, session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id));
  });

  // ----- the test control API -----

  app.post('/_test/checkout/:id/settle', async (req, res) => {
    const session = fake.sessions.get(req.params.id);
    if (!session) return res.status(404).json({ message: 'no such session' });
    const succeeded = (req.body as Form).outcome !== 'failed';
    if (succeeded) session.payment_status = 'paid';
    const delivery = await fake.send(succeeded ? 'checkout.session.async_payment_succeeded' : 'checkout.session.async_payment_failed', { ...session });
    res.json({ eventId: delivery.event.id, status: delivery.status });
  });

  app.post('/_test/checkout/:id/expire', async (req, res) => {
    const session = fake.sessions.get(req.params.id);
    if (!session) return res.status(404).json({ message: 'no such session' });
    session.status = 'expired';
    session.url = null;
    const delivery = await fake.send('checkout.session.expired', { ...session });
    res.json({ eventId: delivery.event.id, status: delivery.status });
  });

  app.post('/_test/events/resend', async (_req, res) => {
    if (!lastEvent) return res.status(404).json({ message: 'no event was sent yet' });
    const delivery = await fake.resendLast();
    res.json({ eventId: delivery.event.id, status: delivery.status });
  });

  app.use((_req, res) => stripeError(res, 404, 'Unrecognized request URL (the local fake of Stripe implements only what the app calls).'));

  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(options.port ?? 0, '127.0.0.1', () => resolve(listening));
  });
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
