import type { ContractorCoverageDto } from "@/api/generated/model";

/** '4.7 out of 5 · 12 reviews', '5 out of 5 · 1 review', 'No reviews yet'. */
export function ratingText(averageRating: number, reviewCount: number): string {
  if (reviewCount === 0) return "No reviews yet";
  const stars = (Math.round(averageRating * 10) / 10).toString();
  return `${stars} out of 5 · ${reviewCount} ${reviewCount === 1 ? "review" : "reviews"}`;
}

/** 'Covers 5 of our 16 service cities'. */
export function coverageText(coverage: ContractorCoverageDto): string {
  return `Covers ${coverage.count} of our ${coverage.total} service ${coverage.total === 1 ? "city" : "cities"}`;
}

/** 'Serves Liberty, Kearney'. */
export function servesText(serves: readonly string[]): string {
  return `Serves ${serves.join(", ")}`;
}

/** 'Verified March 2026' (the office's date, read in Missouri), 'Verified' when the date is unknown. */
export function verifiedText(verifiedAt: string | null): string {
  if (!verifiedAt) return "Verified";
  const date = new Date(verifiedAt);
  if (Number.isNaN(date.getTime())) return "Verified";
  return `Verified ${date.toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "America/Chicago" })}`;
}

/** '12 contractors within 50 miles of Liberty, MO', '1 contractor within …'. */
export function resultsHeading(total: number, radius: number, place: string): string {
  return `${total} ${total === 1 ? "contractor" : "contractors"} within ${radius} miles of ${place}`;
}
