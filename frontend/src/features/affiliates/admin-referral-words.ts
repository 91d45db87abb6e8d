/** How the office's referral screens write a customer and a stored flag. */
import type { AdminReferralResponseDto, AffiliateLeadFlag } from "@/api/generated/model";
import { FLAG_CHECK, FLAG_LABEL } from "./affiliate-labels";

export function customerName(referral: Pick<AdminReferralResponseDto, "customerFirstName" | "customerLastName">): string {
  return `${referral.customerFirstName} ${referral.customerLastName}`;
}

/** The office's words for a stored flag code (the code itself if the API sends one not known here). */
export function flagLabel(code: string): string {
  return FLAG_LABEL[code as AffiliateLeadFlag] ?? code;
}

/** What to check before clearing a flag of that code (a general sentence for a code not known here). */
export function flagCheck(code: string): string {
  return FLAG_CHECK[code as AffiliateLeadFlag] ?? "Clear the flag once you have checked that this partner really brought us the customer.";
}

/** How the referral came in: the API's 'referral link' or 'partner form', as a label. */
export function sourceLabel(source: string | null): string {
  return source ? `${source.charAt(0).toUpperCase()}${source.slice(1)}` : "Not recorded";
}
