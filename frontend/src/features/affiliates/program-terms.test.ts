import { describe, expect, it } from "vitest";
import { AffiliateLeadType } from "@/api/generated/model";
import { DEFAULT_PROGRAM, formatRate, leadTypeExplanation, rawLeadRatePercent, shareInWords } from "./program-terms";

describe("program terms", () => {
  it("states the server's defaults: 20.0 %, half of the rate for a raw lead, a 30-day hold", () => {
    expect(DEFAULT_PROGRAM).toEqual({ ratePercent: 20, rawLeadSharePercent: 50, holdDays: 30 });
    expect(formatRate(DEFAULT_PROGRAM.ratePercent)).toBe("20.0%");
    expect(formatRate(rawLeadRatePercent(DEFAULT_PROGRAM))).toBe("10.0%");
  });

  it("writes rates with one decimal, or two when a share needs them", () => {
    expect(formatRate(22.5)).toBe("22.5%");
    expect(formatRate(rawLeadRatePercent({ ratePercent: 22.5, rawLeadSharePercent: 50, holdDays: 30 }))).toBe("11.25%");
    expect(shareInWords(50)).toBe("half");
    expect(shareInWords(25)).toBe("25%");
    expect(shareInWords(12.5)).toBe("12.5%");
  });

  it("says 'by default' and 'currently' for the defaults, and 'your rate' for a partner's own numbers", () => {
    expect(leadTypeExplanation(AffiliateLeadType.done_deal, DEFAULT_PROGRAM, false)).toContain("(20.0% of the net profit by default)");
    expect(leadTypeExplanation(AffiliateLeadType.raw_lead, DEFAULT_PROGRAM, false)).toContain("currently half (10.0% of the net profit at the default rate)");
    const own = { ratePercent: 15, rawLeadSharePercent: 40, holdDays: 14 };
    expect(leadTypeExplanation(AffiliateLeadType.done_deal, own, true)).toContain("your full rate: 15.0% of the net profit");
    expect(leadTypeExplanation(AffiliateLeadType.raw_lead, own, true)).toContain("you earn 40% of your rate: 6.0% of the net profit");
  });
});
