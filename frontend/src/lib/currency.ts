const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Spec §9: amounts are held in cents and shown in whole US dollars. 12_345_600 → "$123,456". */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

const usdWithCents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An exact amount of money (a deposit, a refund): whole dollars, with the cents only when there are any. 125050 → "$1,250.50". */
export function formatExactCents(cents: number): string {
  return cents % 100 === 0 ? usd.format(cents / 100) : usdWithCents.format(cents / 100);
}

/*
 * Staff type amounts in dollars; the API takes whole cents (spec §9). The text is read as
 * digits, never through a float, so "1234.56" is exactly 123456 cents.
 */

/** The API's largest cents value (a PostgreSQL integer). */
export const MAX_CENTS = 2_147_483_647;

/**
 * "$250,000", "250000.5" or "250000.50" → cents; null for anything else (empty, negative,
 * more than two decimals, letters, or more than the API takes).
 */
export function dollarsToCents(text: string): number | null {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const cents = Number(match[1].replaceAll(",", "")) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return Number.isSafeInteger(cents) && cents <= MAX_CENTS ? cents : null;
}
