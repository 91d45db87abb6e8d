/**
 * The calculators' number boxes: what the visitor typed stays as typed (in the box and the URL),
 * and the estimate uses it read, rounded and clamped to INPUT_LIMITS, with a message saying so.
 */
import { formatNumber } from "@/lib/number";

export interface NumberRule {
  min: number;
  max: number;
  /** Shown after the number: "sq ft", "ft". */
  unit: string;
  /** true: rounded to a whole number (areas, driveway); false: one decimal allowed (wall lengths). */
  whole: boolean;
}

export interface ReadNumber {
  /** The number the estimate uses. */
  value: number;
  /** Why it differs from what was typed; undefined when the entry is fine. */
  error?: string;
}

const NUMBER = /^\d+(\.\d*)?$|^\.\d+$/;

/**
 * "1,800" → 1800. Empty or not a number: the fallback, with a message. Out of range: the nearest
 * bound, with a message naming it.
 */
export function readNumber(raw: string, rule: NumberRule, fallback: number): ReadNumber {
  const range = `${formatNumber(rule.min)} to ${formatNumber(rule.max)} ${rule.unit}`;
  const cleaned = raw.replace(/[\s,]/g, "");
  if (cleaned === "" || !NUMBER.test(cleaned)) {
    const what = cleaned === "" ? "Enter a number" : `“${raw.trim()}” is not a number: enter digits only`;
    return { value: fallback, error: `${what}, from ${range}. The estimate uses ${formatNumber(fallback)} ${rule.unit} until then.` };
  }
  const parsed = Number(cleaned);
  const value = rule.whole ? Math.round(parsed) : Math.round(parsed * 10) / 10;
  if (value < rule.min || value > rule.max) {
    const clamped = Math.min(rule.max, Math.max(rule.min, value));
    const side = value < rule.min ? "smallest" : "largest";
    return { value: clamped, error: `The ${side} we estimate is ${formatNumber(clamped)} ${rule.unit}, so the estimate uses ${formatNumber(clamped)}.` };
  }
  return { value };
}
