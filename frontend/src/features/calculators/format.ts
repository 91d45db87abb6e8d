/**
 * Formatting for the calculators' rates and figures. Amounts use formatCents (spec §9: whole
 * dollars), plain numbers and areas lib/number; rates per square foot or per foot keep their cents
 * ("$3.25"), since "$3" would misstate them.
 */
import { formatCents } from "@/lib/currency";
import { formatNumber } from "@/lib/number";

const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const rate = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1799.6 → "1,800". */
export function formatWhole(value: number): string {
  return whole.format(value);
}

/** A rate in cents: 4200 → "$42", 325 → "$3.25", 14 → "14¢". */
export function formatRate(cents: number): string {
  if (cents < 100) return `${formatNumber(cents)}¢`;
  return cents % 100 === 0 ? formatCents(cents) : rate.format(cents / 100);
}

/** A share: 0.06 → "6%", 0.35 → "35%". */
export function formatShare(share: number): string {
  return `${formatNumber(share * 100)}%`;
}

/** A multiplier against 1: 1.05 → "+5%", 0.98 → "−2%", 1 → "none". */
export function formatAdjustment(factor: number): string {
  const percent = Math.round((factor - 1) * 1000) / 10;
  if (percent === 0) return "none";
  return percent > 0 ? `+${formatNumber(percent)}%` : `−${formatNumber(-percent)}%`;
}

/** 1 → "1 day", 3 → "3 days". */
export function plural(count: number, one: string, many: string): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}
