/**
 * The browser tests' Stripe settings: the app and the local fake of Stripe share them. Test values
 * only, in Stripe's formats; the fake accepts any key and signs its webhooks with this secret.
 */
export const E2E_STRIPE_SECRET_KEY = "sk_test_e2e_local_fake_not_a_real_key";
export const E2E_STRIPE_WEBHOOK_SECRET = "whsec_e2e_local_fake_not_a_real_secret";
