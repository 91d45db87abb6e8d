/** How the office's referral screens write a customer and a stored flag. */
import type { AdminReferralResponseDto, AffiliateLeadFlag } from "@/api/generated/model";
import { FLAG_LABEL } from "./affiliate-labels";

export function customerName(referral: Pick<AdminReferralResponseDto, "customerFirstName" | "customerLastName">): string {
  return `${referral.customerFirstName} ${referral.customerLastName}`;
}

/** The office's words for a stored flag code (the code itself if the API sends one not known here). */
export function flagLabel(code: string): string {
  return FLAG_LABEL[code as AffiliateLeadFlag] ?? code;
}

/** How the referral came in: the API's 'referral link' or 'partner form', as a label. */
export function sourceLabel(source: string | null): string {
  return source ? `${source.charAt(0).toUpperCase()}${source.slice(1)}` : "Not recorded";
}
