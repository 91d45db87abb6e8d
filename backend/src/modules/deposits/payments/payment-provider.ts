/** What a payment provider is told about a deposit that was just placed. */
export interface DepositPayment {
  depositId: number;
  /** US cents. */
  amount: number;
  designName: string;
  buyerEmail: string;
}

/**
 * How a deposit gets paid: the one seam where a card processor plugs in. Today the builder
 * invoices (InvoiceLaterPaymentProvider). A card provider would open a hosted checkout session
 * in startPayment (and the deposit's answer would then carry its URL for the page to follow);
 * the deposit would turn `paid` only when the provider's webhook confirms the payment, never
 * because the buyer's browser says so.
 */
export interface PaymentProvider {
  /**
   * Called once for each new deposit, inside the transaction that writes it: a throw rolls the
   * deposit and its e-mails back. Not called for a double submit.
   */
  startPayment(payment: DepositPayment): Promise<void>;
}

/** Nest injection token of the PaymentProvider (bound in DepositsModule). */
export const PAYMENT_PROVIDER = Symbol('PaymentProvider');
