import { describe, expect, it } from "vitest";
import { formatCents } from "./currency";

describe("formatCents", () => {
  it("shows cents as whole US dollars", () => {
    expect(formatCents(12_345_600)).toBe("$123,456");
    expect(formatCents(0)).toBe("$0");
    expect(formatCents(500_000)).toBe("$5,000");
  });

  it("rounds to the nearest dollar instead of showing decimals", () => {
    expect(formatCents(1_999)).toBe("$20");
    expect(formatCents(1_949)).toBe("$19");
  });
});
