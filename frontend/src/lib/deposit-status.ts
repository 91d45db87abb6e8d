import { DepositStatus } from "@/api/generated/model";

/**
 * What a deposit's status means to the buyer (spec §4: a deposit starts pending). Payment is taken
 * offline for now: a pending deposit is a request to reserve waiting for the builder's invoice; an
 * invoiced one waits for the buyer's payment (issue 13). Issue 25: the buyer's step is named
 * "Request to reserve" until the site takes payment, and nothing says money was taken before it was.
 */
export const RESERVE_STEP = "Request to reserve";

export const DEPOSIT_STATUS_LABELS: Readonly<Record<DepositStatus, string>> = {
  [DepositStatus.pending]: "Request received — invoice to follow",
  [DepositStatus.invoiced]: "Invoiced — check your e-mail for payment details",
  [DepositStatus.paid]: "Paid — thank you",
  [DepositStatus.refunded]: "Refunded",
  [DepositStatus.cancelled]: "Cancelled",
};

/** Where the money stands, in one sentence for the confirmation page: no payment is taken on the site. */
export function paymentSentence(status: DepositStatus, amount: string): string {
  switch (status) {
    case DepositStatus.pending:
      return `No payment was taken. We e-mail you an invoice for the ${amount} deposit within one business day.`;
    case DepositStatus.invoiced:
      return `No payment was taken on this site. We e-mailed you an invoice for the ${amount} deposit: the payment details are in it.`;
    case DepositStatus.paid:
      return `We received your ${amount} deposit. Thank you!`;
    case DepositStatus.refunded:
      return `We refunded your ${amount} deposit.`;
    case DepositStatus.cancelled:
      return `This request is cancelled; no payment is due for it.`;
  }
}

/** "1204 Faraon St, St. Joseph, MO 64501"; the parts the buyer gave, in order. */
export function siteAddress(deposit: { street: string | null; city: string | null; state: string | null; zipCode: string | null }): string {
  const place = [deposit.state, deposit.zipCode].filter(Boolean).join(" ");
  return [deposit.street, deposit.city, place].filter(Boolean).join(", ");
}
