/**
 * What a deposit costs and what follows, written once: GET /api/deposits/terms (the checkout and
 * confirmation pages) and the buyer's e-mail both read these. They describe the invoice-later way
 * of paying (payments/invoice-later-payment-provider.ts); a card provider changes the first lines.
 *
 * Issue 25: until the site takes payment, the buyer's step is named for what it is, a request to
 * reserve, never a deposit "placed" or "received": nothing is charged when it is sent.
 */
export const RESERVE_STEP_NAME = 'Request to reserve';

export const DEPOSIT_PAYMENT_TERMS =
  'No payment is taken on this site: sending a request to reserve charges nothing. We e-mail you an invoice for the deposit within one business day.';

export const DEPOSIT_NEXT_STEPS: readonly string[] = [
  'Within one business day we e-mail you an invoice for the deposit. Your request shows as received on your account until the deposit is paid.',
  'We call you to go over the plan, your building site and your schedule, and to answer your questions.',
  'If you asked for a site visit, we set a date to walk your land with you and look at access, slope and utilities before the build.',
  'Your deposit is credited toward your build contract when you sign it.',
];

/** issue 29: how a deposit is paid when Stripe Checkout is in force (STRIPE_SECRET_KEY set). */
export const stripePaymentTerms = (holdDays: number): string =>
  `Pay the deposit now on Stripe's secure page, by card or from a US bank account; your card and bank details go to Stripe, never to us. A bank payment takes a few business days to clear. An unpaid reservation is released after ${holdDays} ${holdDays === 1 ? 'day' : 'days'}.`;

export const stripeNextSteps = (holdDays: number): string[] => [
  `Pay the deposit on Stripe's secure page by card or US bank account. If you leave without paying, you can pay from your account page for ${holdDays} ${holdDays === 1 ? 'day' : 'days'}; after that the reservation is released.`,
  'We e-mail you a receipt as soon as the payment is confirmed (a card right away, a bank payment after a few business days).',
  ...DEPOSIT_NEXT_STEPS.slice(1),
];

/** Spec §9: amounts are held in cents and shown in US dollars; cents appear only when there are any. */
export function formatDollars(cents: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}
