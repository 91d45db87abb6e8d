/**
 * Runs the local fake of Stripe (a test double: see fake-stripe.ts) until stopped:
 *   FAKE_STRIPE_PORT=12111 FAKE_STRIPE_WEBHOOK_URL=http://127.0.0.1:3000/api/webhooks/stripe \
 *   FAKE_STRIPE_WEBHOOK_SECRET=whsec_local_fake node backend/dist-tools/tools/fake-stripe/main.js
 * and start the app with STRIPE_SECRET_KEY=sk_test_local_fake, STRIPE_WEBHOOK_SECRET (the same
 * whsec_…) and STRIPE_API_BASE=http://127.0.0.1:12111.
 */
import { startFakeStripe } from './fake-stripe';

async function main(): Promise<void> {
  const webhookSecret = process.env.FAKE_STRIPE_WEBHOOK_SECRET;
  const webhookUrl = process.env.FAKE_STRIPE_WEBHOOK_URL;
  if (!webhookSecret || !webhookUrl) {
    console.error("Set FAKE_STRIPE_WEBHOOK_URL (the app's /api/webhooks/stripe) and FAKE_STRIPE_WEBHOOK_SECRET (the app's STRIPE_WEBHOOK_SECRET).");
    process.exit(2);
  }
  const port = Number(process.env.FAKE_STRIPE_PORT ?? 12111);
  const fake = await startFakeStripe({ port, webhookUrl, webhookSecret });
  console.log(`Local fake of Stripe (test double) on ${fake.url}; webhooks to ${webhookUrl}`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

void main();
