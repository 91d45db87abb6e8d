import { describe, expect, it } from "vitest";
import { SAMPLE_CONTRACTORS } from "../../../../backend/src/modules/contractors/sample-contractors";
import { coverageText, ratingText, resultsHeading, verifiedText } from "../../lib/contractor-format";
import { SAMPLE_CONTRACTOR_NAMES } from "./pages";
import { sampleCards, sampleContractor, samplePage, sampleReviews } from "./sample-contractors";

describe("the copy of the API's list", () => {
  it("names every sample listing in pages.ts", () => {
    expect(SAMPLE_CONTRACTOR_NAMES).toEqual(SAMPLE_CONTRACTORS.map(({ slug, name }) => ({ slug, name })));
  });
});

describe("the sample listings as placeholder data", () => {
  it("answers the unfiltered first page only", () => {
    expect(samplePage({})?.items).toHaveLength(12);
    expect(samplePage({})?.total).toBe(12);
    expect(samplePage({ verified: true })).toBeUndefined();
    expect(samplePage({ page: 2 })).toBeUndefined();
  });

  it("works out ratings, labels and coverage as the API does", () => {
    const bluestem = sampleCards.find((card) => card.slug === "bluestem-sip-builders")!;
    expect(bluestem.averageRating).toBe(4.67);
    expect(bluestem.reviewCount).toBe(3);
    expect(bluestem.initials).toBe("BB");
    expect(bluestem.isSample).toBe(true);
    expect(bluestem.specialties[0]).toEqual({ value: "sip_installation", label: "SIP Installation" });
    expect(bluestem.coverage.cities.map((city) => city.slug)).toContain("st-joseph");
    expect(bluestem.coverage.total).toBe(16);
    // Together the samples cover all 16 cities (sample-contractors.ts).
    expect(new Set(sampleCards.flatMap((card) => card.coverage.cities.map((city) => city.slug))).size).toBe(16);
    for (let i = 1; i < sampleCards.length; i++) expect(sampleCards[i - 1].averageRating).toBeGreaterThanOrEqual(sampleCards[i].averageRating);
  });

  it("gives each sample a profile and its reviews, newest first", () => {
    const profile = sampleContractor("Bluestem-SIP-Builders")!;
    expect(profile.areas[0].label).toBe("St. Joseph, MO 64501 · 40-mile radius");
    expect(profile.licenseNumber).toBe("MO-SAMPLE-1001");
    expect(sampleReviews("bluestem-sip-builders")?.items.map((review) => review.reviewerName)).toEqual(["Dana R.", "Marcus T.", "Priya S."]);
    expect(sampleContractor("nobody")).toBeUndefined();
  });
});

describe("the pages' wording", () => {
  it("says the rating, singular and plural, or none yet", () => {
    expect(ratingText(4.7, 12)).toBe("4.7 out of 5 · 12 reviews");
    expect(ratingText(4.67, 3)).toBe("4.7 out of 5 · 3 reviews");
    expect(ratingText(5, 1)).toBe("5 out of 5 · 1 review");
    expect(ratingText(0, 0)).toBe("No reviews yet");
  });

  it("says the coverage", () => {
    expect(coverageText({ count: 5, total: 16, cities: [] })).toBe("Covers 5 of our 16 service cities");
  });

  it("says the results heading, singular and plural", () => {
    expect(resultsHeading(1, 50, "Liberty, MO")).toBe("1 contractor within 50 miles of Liberty, MO");
    expect(resultsHeading(4, 25, "St. Joseph, MO 64501")).toBe("4 contractors within 25 miles of St. Joseph, MO 64501");
  });

  it("says when the office verified a listing", () => {
    expect(verifiedText("2026-03-10T15:00:00.000Z")).toBe("Verified March 2026");
    expect(verifiedText(null)).toBe("Verified");
  });
});
