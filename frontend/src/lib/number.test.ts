import { describe, expect, it } from "vitest";
import { formatNumber, squareFeet } from "./number";

describe("formatNumber", () => {
  it("groups thousands the en-US way and keeps at most one decimal", () => {
    expect(formatNumber(1800)).toBe("1,800");
    expect(formatNumber(100_000)).toBe("100,000");
    expect(formatNumber(9.5)).toBe("9.5");
    expect(formatNumber(1.25)).toBe("1.3");
    expect(formatNumber(0)).toBe("0");
  });

  it("writes areas with their unit", () => {
    expect(squareFeet(3820)).toBe("3,820 sq ft");
  });
});
