/**
 * How the plan pages write a plan's figures (spec §3 fields, issue 5: "1,800 sq ft living",
 * "R-26 walls"); numbers and areas come from lib/number, styles from lib/text's snakeToTitle.
 */
import type { DesignCategory } from "@/api/generated/model";

/** 26 → "R-26" */
export function rValue(value: number): string {
  return `R-${value}`;
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

/** "Rose Mount Barndominium Plan", "Spirit SIP Home Plan": the h1 and <title> of a plan's page. */
export function planTitle(plan: { name: string; category: string }): string {
  return `${plan.name} ${plan.category === "Barndominium" ? "Barndominium" : "SIP Home"} Plan`;
}
