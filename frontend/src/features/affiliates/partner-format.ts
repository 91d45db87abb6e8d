/** How the office writes a partner and the program's dollar columns (partners tab and partner record). */
import type { AffiliateResponseDto } from "@/api/generated/model";
import { formatCents } from "@/lib/currency";

export function partnerName(partner: Pick<AffiliateResponseDto, "firstName" | "lastName">): string {
  return `${partner.firstName} ${partner.lastName}`;
}

/**
 * The spec's dollar columns (`totalCommissionEarned`: dollars with cents, written from the cents
 * ledger) shown like every amount of the site (spec §9, whole dollars), through the one formatter.
 */
export function formatDollars(dollars: number): string {
  return formatCents(Math.round(dollars * 100));
}
