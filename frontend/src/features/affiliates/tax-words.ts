/** How the partner dashboard and the office's partner page name a W-9 and a payout method (issue 30). */
import type { PayoutMethodSummaryDto, W9SummaryDto } from "@/api/generated/model";
import { LLC_TAX_CLASS_LABELS, TAX_CLASSIFICATION_LABELS } from "@shared/tax-forms";

/** "W-9 on file (TIN ending 1234)" or "No W-9": never more of the TIN than its last four digits. */
export function w9StatusText(w9: W9SummaryDto | null): string {
  return w9 ? `W-9 on file (TIN ending ${w9.tinLast4})` : "No W-9";
}

/** The W-9's line 3a as the form words it: "LLC (S corporation)", "Individual/sole proprietor". */
export function classificationText(w9: Pick<W9SummaryDto, "taxClassification" | "llcTaxClass" | "otherClassification">): string {
  if (w9.taxClassification === "llc" && w9.llcTaxClass) return `LLC (${LLC_TAX_CLASS_LABELS[w9.llcTaxClass]})`;
  if (w9.taxClassification === "other" && w9.otherClassification) return `Other (${w9.otherClassification})`;
  return TAX_CLASSIFICATION_LABELS[w9.taxClassification];
}

/** "Direct deposit (ACH) to checking account ending 6789", "Check mailed to the W-9 address", or "Not chosen yet". */
export function payoutMethodText(method: PayoutMethodSummaryDto | null): string {
  if (!method) return "Not chosen yet";
  if (method.method === "check") return "Check mailed to the W-9 address";
  return `Direct deposit (ACH) to ${method.accountType ?? "bank"} account ending ${method.accountLast4 ?? "…"}`;
}
