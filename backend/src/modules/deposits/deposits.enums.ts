/**
 * spec §3/§4 deposits.status (default pending); PostgreSQL enum `deposit_status`. Who may make
 * which move, and how: deposit-status-flow.ts.
 */
export enum DepositStatus {
  Pending = 'pending',
  /** issue 13: the office has e-mailed the invoice; the buyer has not paid yet (invoice deposits only). */
  Invoiced = 'invoiced',
  /** issue 29: Stripe took a US bank account (ACH) payment that has not cleared yet (it takes a few business days). */
  Processing = 'processing',
  Paid = 'paid',
  /** issue 29: Stripe reported the payment failed (a bank debit bounced); the buyer may pay again while the hold lasts. */
  Failed = 'failed',
  /** issue 29: the hold (DEPOSIT_HOLD_DAYS) ran out before the deposit was paid; the plan's slot is released. */
  Expired = 'expired',
  /** Money went back, in whole or in part (the deposit's refundedAmount says how much). */
  Refunded = 'refunded',
  Cancelled = 'cancelled',
}

/**
 * How a deposit is paid (issue 29), remembered on each deposit as it was placed: through Stripe
 * Checkout when STRIPE_SECRET_KEY is set, else invoiced by the office. PostgreSQL enum
 * `deposit_payment_provider`.
 */
export enum DepositPaymentProvider {
  Stripe = 'stripe',
  Invoice = 'invoice',
}

/** A refund's progress: Stripe's are requested, then its webhook says succeeded or failed; the office's offline ones succeed at once. */
export enum DepositRefundStatus {
  Requested = 'requested',
  Succeeded = 'succeeded',
  Failed = 'failed',
}

/** Sort keys of the office's deposit list. */
export enum AdminDepositSort {
  CreatedAt = 'createdAt',
  Amount = 'amount',
}
