import Stripe from 'stripe';
import type { AppConfig } from '../../../config/app-config';

/** Nest injection token of the Stripe SDK client: null when STRIPE_SECRET_KEY is not set (invoice later). */
export const STRIPE_CLIENT = Symbol('StripeClient');

/**
 * The Stripe SDK client of the configuration, or null without STRIPE_SECRET_KEY. STRIPE_API_BASE
 * points it at the local fake (tools/fake-stripe) instead of api.stripe.com; it is for tests
 * and local runs only. No card or bank data ever passes through it: Checkout collects them on
 * Stripe's own page.
 */
export function createStripeClient(config: AppConfig): Stripe | null {
  if (!config.stripeSecretKey) return null;
  return new Stripe(config.stripeSecretKey, {
    ...(config.stripeApi ?? {}),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'builder-site-deposits' },
  });
}
