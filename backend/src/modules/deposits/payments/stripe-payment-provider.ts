import { BadGatewayException, Inject, Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { AppConfig } from '../../../config/app-config';
import { DepositPaymentProvider } from '../deposits.enums';
import type { DepositPayment, PaymentProvider, StartedPayment } from './payment-provider';
import { STRIPE_CLIENT } from './stripe-client';

/** Stripe's limits on a Checkout Session's expires_at: 30 minutes to 24 hours from now. */
const SESSION_MIN_SECONDS = 31 * 60;
const SESSION_MAX_SECONDS = 24 * 60 * 60 - 60;

export const STRIPE_DOWN_AT_CREATE_MESSAGE =
  'We could not reach our payment processor, so your request to reserve was not saved. Please try again in a minute.';

/** The idempotency key of a deposit's `attempt`-th Checkout Session: a retried call gets the same session back. */
export const checkoutIdempotencyKey = (depositId: number, attempt: number) => `deposit-${depositId}-checkout-${attempt}`;

/** The deposit a Stripe object's metadata names (set on every session and refund we create). */
export function depositIdOf(object: { metadata?: Stripe.Metadata | null; client_reference_id?: string | null }): number | null {
  const raw = object.metadata?.depositId ?? object.client_reference_id ?? null;
  const id = raw === null ? NaN : Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Deposits paid through Stripe Checkout (issue 29), card and US bank account (ACH). Opens a
 * Checkout Session for the configured amount; the buyer pays on Stripe's page and comes back to
 * /deposit-confirmation/{slug}. The deposit stays pending: only the verified webhook
 * (StripeWebhookService) moves it.
 */
@Injectable()
export class StripePaymentProvider implements PaymentProvider {
  readonly kind = DepositPaymentProvider.Stripe;

  constructor(
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe,
    private readonly config: AppConfig,
  ) {}

  async startPayment(payment: DepositPayment): Promise<StartedPayment> {
    try {
      const session = await this.createSession(payment, 1);
      return { checkoutUrl: session.url, checkoutSessionId: session.id };
    } catch (error) {
      // The deposit's transaction rolls back: nothing is kept, and the buyer can simply send it again.
      new Logger('Payments').error(
        `Stripe refused or did not answer the Checkout Session of deposit ${payment.depositId}: ${error instanceof Error ? error.message : String(error)}`,
      );
      throw new BadGatewayException(STRIPE_DOWN_AT_CREATE_MESSAGE);
    }
  }

  /** A new Checkout Session for the deposit (its `attempt`-th); the same attempt again answers the same session. */
  createSession(payment: DepositPayment, attempt: number): Promise<Stripe.Checkout.Session> {
    const confirmation = `${this.config.publicBaseUrl}/deposit-confirmation/${encodeURIComponent(payment.designSlug)}`;
    const now = Math.floor(Date.now() / 1000);
    const holdEnds = Math.floor(payment.holdExpiresAt.getTime() / 1000);
    const expiresAt = Math.max(now + SESSION_MIN_SECONDS, Math.min(now + SESSION_MAX_SECONDS, holdEnds));
    return this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        // Card and US bank account (ACH) only; this API version's name for the old payment_method_types.
        allowed_payment_method_types: ['card', 'us_bank_account'],
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: payment.amount,
              product_data: { name: `Deposit to reserve the ${payment.designName}` },
            },
          },
        ],
        customer_email: payment.buyerEmail,
        client_reference_id: String(payment.depositId),
        metadata: { depositId: String(payment.depositId) },
        payment_intent_data: { metadata: { depositId: String(payment.depositId) } },
        success_url: `${confirmation}?paid=1&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: confirmation,
        expires_at: expiresAt,
      },
      { idempotencyKey: checkoutIdempotencyKey(payment.depositId, attempt) },
    );
  }

  /**
   * Closes a still-open Checkout Session, so a cancelled or released reservation cannot be paid
   * any more. Best effort: a session already complete or expired, or Stripe not answering, is
   * logged (the webhook's "payment for a closed deposit" notice is the safety net).
   */
  async closeSession(id: string): Promise<void> {
    try {
      const session = await this.stripe.checkout.sessions.retrieve(id);
      if (session.status === 'open') await this.stripe.checkout.sessions.expire(id);
    } catch (error) {
      new Logger('Payments').warn(`could not close Checkout Session ${id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  retrieveSession(id: string): Promise<Stripe.Checkout.Session> {
    return this.stripe.checkout.sessions.retrieve(id);
  }

  /** A refund of part or all of the payment; the refund's webhook completes it. */
  createRefund(paymentIntent: string, amount: number, depositId: number, refundId: number): Promise<Stripe.Refund> {
    return this.stripe.refunds.create(
      { payment_intent: paymentIntent, amount, metadata: { depositId: String(depositId), refundId: String(refundId) } },
      { idempotencyKey: `deposit-refund-${refundId}` },
    );
  }

  /** The event, if the signature header proves Stripe sent these exact bytes (recently); throws otherwise. */
  verifyEvent(rawBody: Buffer, signature: string): Stripe.Event {
    return this.stripe.webhooks.constructEvent(rawBody, signature, this.config.stripeWebhookSecret!);
  }
}
