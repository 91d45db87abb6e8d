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
