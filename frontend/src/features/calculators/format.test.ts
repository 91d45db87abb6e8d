import { SIP_CLAIMS } from "@cost-model/cost-rates";
import { describe, expect, it } from "vitest";
import { formatAdjustment, formatRate, formatShare } from "./format";
import { sipClaims } from "./sip-claims";

describe("calculator formatting", () => {
  it("keeps the cents of a rate and drops them from whole dollars", () => {
    expect(formatRate(325)).toBe("$3.25");
    expect(formatRate(4200)).toBe("$42");
    expect(formatRate(2_500)).toBe("$25");
    expect(formatRate(14)).toBe("14¢");
  });

  it("writes shares and adjustments as percentages", () => {
    expect(formatShare(0.06)).toBe("6%");
    expect(formatAdjustment(1.05)).toBe("+5%");
    expect(formatAdjustment(0.92)).toBe("−8%");
    expect(formatAdjustment(1)).toBe("none");
  });
});

describe("our SIP claims", () => {
  it("read exactly as spec §1 words them", () => {
    expect(sipClaims()).toEqual({
      shell: "7-day shell install",
      faster: "30-50% faster build",
      savings: "20-30% savings",
      insulation: "R-24 to R-50 insulation",
    });
  });

  it("follow the rates module", () => {
    expect(sipClaims({ ...SIP_CLAIMS, shellInstallDays: 5 }).shell).toBe("5-day shell install");
  });
});
