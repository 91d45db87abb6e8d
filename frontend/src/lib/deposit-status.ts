import { DepositPaymentProvider, DepositStatus } from "@/api/generated/model";
import { formatExactCents } from "./currency";

/**
 * What a deposit's status means to the buyer (spec §4: a deposit starts pending). Two ways of paying
 * (issue 29), each deposit keeps the one it was placed with: Stripe Checkout on the site (card or US
 * bank account: pending → processing while a bank payment clears → paid, or failed, or expired when
 * the hold runs out unpaid) or the office's invoice (pending → invoiced → paid). Issue 25: an invoice
 * deposit is named for what it is, a request to reserve, and nothing says money was taken before it was.
 */
export const RESERVE_STEP = "Request to reserve";

/** The buyer's step when the site takes the payment: the agreement is signed and the deposit paid here. */
export const PAY_STEP = "Reserve and pay the deposit";

export const DEPOSIT_STATUS_LABELS: Readonly<Record<DepositStatus, string>> = {
  [DepositStatus.pending]: "Waiting for payment",
  [DepositStatus.invoiced]: "Invoiced — check your e-mail for payment details",
  [DepositStatus.processing]: "Bank payment clearing",
  [DepositStatus.paid]: "Paid — thank you",
  [DepositStatus.failed]: "Payment failed — please try again",
  [DepositStatus.expired]: "Released — the hold ran out unpaid",
  [DepositStatus.refunded]: "Refunded",
  [DepositStatus.cancelled]: "Cancelled",
};

/** A deposit as the buyer sees it: its own status, and for an invoice deposit a pending one waits for our invoice. */
export function depositStatusLabel(deposit: { status: DepositStatus; paymentProvider: DepositPaymentProvider }): string {
  if (deposit.status === DepositStatus.pending && deposit.paymentProvider === DepositPaymentProvider.invoice) return "Request received — invoice to follow";
  return DEPOSIT_STATUS_LABELS[deposit.status];
}

/** The buyer may pay on the site: a Stripe deposit not paid yet whose hold is still running. */
export function canPayOnline(deposit: { status: DepositStatus; paymentProvider: DepositPaymentProvider }): boolean {
  return deposit.paymentProvider === DepositPaymentProvider.stripe && (deposit.status === DepositStatus.pending || deposit.status === DepositStatus.failed);
}

/** Where the money stands, in one sentence for the confirmation page. */
export function paymentSentence(deposit: { status: DepositStatus; paymentProvider: DepositPaymentProvider; amount: number; refundedAmount: number }): string {
  const amount = formatExactCents(deposit.amount);
  const online = deposit.paymentProvider === DepositPaymentProvider.stripe;
  switch (deposit.status) {
    case DepositStatus.pending:
      return online
        ? `The ${amount} deposit is not paid yet: pay it by card or bank account on Stripe's secure page to hold the plan.`
        : `No payment was taken. We e-mail you an invoice for the ${amount} deposit within one business day.`;
    case DepositStatus.invoiced:
      return `No payment was taken on this site. We e-mailed you an invoice for the ${amount} deposit: the payment details are in it.`;
    case DepositStatus.processing:
      return `Your bank payment of ${amount} is on its way: bank payments take a few business days to clear, and we e-mail you when it has.`;
    case DepositStatus.paid:
      return `We received your ${amount} deposit. Thank you!`;
    case DepositStatus.failed:
      return `Your payment of the ${amount} deposit did not go through, and nothing was charged. You can try again with another card or account.`;
    case DepositStatus.expired:
      return `This reservation was released because the ${amount} deposit was not paid in time; nothing was charged. Start a new one whenever you are ready.`;
    case DepositStatus.refunded:
      return deposit.refundedAmount >= deposit.amount
        ? `We refunded your ${amount} deposit.`
        : `We refunded ${formatExactCents(deposit.refundedAmount)} of your ${amount} deposit; the rest stays credited toward your build.`;
    case DepositStatus.cancelled:
      return `This request is cancelled; no payment is due for it.`;
  }
}

/** "1204 Faraon St, St. Joseph, MO 64501"; the parts the buyer gave, in order. */
export function siteAddress(deposit: { street: string | null; city: string | null; state: string | null; zipCode: string | null }): string {
  const place = [deposit.state, deposit.zipCode].filter(Boolean).join(" ");
  return [deposit.street, deposit.city, place].filter(Boolean).join(", ");
}

/** The signed agreement's PDF (downloadDepositAgreement): a plain link, the session cookie authorises it. */
export function agreementPdfHref(depositId: number): string {
  return `/api/deposits/${depositId}/agreement.pdf`;
}
