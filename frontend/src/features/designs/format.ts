/**
 * How the plan pages write a plan's figures (spec §3 fields, issue 5: "1,800 sq ft living",
 * "R-26 walls"). Numbers use en-US grouping, the same in the prerendered HTML and the browser.
 */
import type { DesignCategory, DesignStyle } from "@/api/generated/model";
import { planTitle } from "./pages";

export { planTitle };

/** 1800 → "1,800" */
export function formatNumber(value: number): string {
  return value.toLocaleString("en-US");
}

/** 1800 → "1,800 sq ft" */
export function squareFeet(value: number): string {
  return `${formatNumber(value)} sq ft`;
}

/** 26 → "R-26" */
export function rValue(value: number): string {
  return `R-${value}`;
}

/** "farmhouse" → "Farmhouse" */
export function styleLabel(style: DesignStyle | string): string {
  return style.charAt(0).toUpperCase() + style.slice(1);
}

/** Barndominium → "Barndominium", Residential → "SIP home" (the residential plans are SIP homes). */
export function categoryLabel(category: DesignCategory | string): string {
  return category === "Barndominium" ? "Barndominium" : "SIP home";
}

/** (3, "bedroom") → "3 bedrooms"; (1, "bedroom") → "1 bedroom"; ("2.5", "bath") → "2.5 baths". */
export function countOf(value: number | string, noun: string): string {
  return `${value} ${Number(value) === 1 ? noun : `${noun}s`}`;
}

/** 1 → "1 plan", 24 → "24 plans" */
export function planCount(total: number): string {
  return countOf(total, "plan");
}
