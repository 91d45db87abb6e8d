import { DepositStatus } from "@/api/generated/model";

/**
 * What a deposit's status means to the buyer (spec §4: a deposit starts pending). Payment is taken
 * offline for now: a pending deposit waits for the builder's invoice; an invoiced one for the
 * buyer's payment (issue 13).
 */
export const DEPOSIT_STATUS_LABELS: Readonly<Record<DepositStatus, string>> = {
  [DepositStatus.pending]: "Pending — we'll invoice you",
  [DepositStatus.invoiced]: "Invoiced — check your e-mail for payment details",
  [DepositStatus.paid]: "Paid — thank you",
  [DepositStatus.refunded]: "Refunded",
  [DepositStatus.cancelled]: "Cancelled",
};

/** "1204 Faraon St, St. Joseph, MO 64501"; the parts the buyer gave, in order. */
export function siteAddress(deposit: { street: string | null; city: string | null; state: string | null; zipCode: string | null }): string {
  const place = [deposit.state, deposit.zipCode].filter(Boolean).join(" ");
  return [deposit.street, deposit.city, place].filter(Boolean).join(", ");
}
