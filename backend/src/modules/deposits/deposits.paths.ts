/** Stripe's webhook path under /api (app.setup.ts keeps its raw body for the signature). */
export const STRIPE_WEBHOOK_PATH = 'webhooks/stripe';

/** Stripe's events are small, but a Checkout Session with its line items can pass the API's 64 kB. */
export const STRIPE_WEBHOOK_BODY_LIMIT = '512kb';
