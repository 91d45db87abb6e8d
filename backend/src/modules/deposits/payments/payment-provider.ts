import type { DepositPaymentProvider } from '../deposits.enums';

/** What a payment provider is told about a deposit that was just placed. */
export interface DepositPayment {
  depositId: number;
  /** US cents (the server's configuration; never the browser's). */
  amount: number;
  designName: string;
  /** /deposit-confirmation/{slug} is where Checkout returns the buyer. */
  designSlug: string;
  buyerEmail: string;
  /** When the unpaid reservation is released; a checkout session never outlives it. */
  holdExpiresAt: Date;
}

/** What starting a payment gives the buyer's page: where to send the buyer to pay, if anywhere. */
export interface StartedPayment {
  /** Stripe Checkout's hosted page; null when nothing is paid on the site (invoice later). */
  checkoutUrl: string | null;
  /** The Checkout Session opened (Stripe), kept on the deposit so a second visit can reuse it. */
  checkoutSessionId?: string;
}

/**
 * How a deposit gets paid: the one seam where a card processor plugs in (bound in
 * DepositsModule by configuration). Without STRIPE_SECRET_KEY the builder invoices
 * (InvoiceLaterPaymentProvider); with it, StripePaymentProvider opens a Stripe Checkout Session
 * and the answer carries its URL. Either way a deposit turns `paid` only when the provider's
 * verified webhook confirms the payment (or the office records an invoice paid), never because
 * the buyer's browser says so.
 */
export interface PaymentProvider {
  /** Which provider this is; stored on each deposit placed with it. */
  readonly kind: DepositPaymentProvider;
  /**
   * Called once for each new deposit, inside the transaction that writes it: a throw rolls the
   * deposit and its e-mails back. Not called for a double submit.
   */
  startPayment(payment: DepositPayment): Promise<StartedPayment>;
}

/** Nest injection token of the PaymentProvider (bound in DepositsModule). */
export const PAYMENT_PROVIDER = Symbol('PaymentProvider');
