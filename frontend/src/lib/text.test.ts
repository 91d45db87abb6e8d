import { describe, expect, it } from "vitest";
import { initials, snakeToTitle } from "./text";

describe("snakeToTitle", () => {
  it("turns snake_case into Title Case", () => {
    expect(snakeToTitle("sip_panel_expertise")).toBe("SIP Panel Expertise");
    expect(snakeToTitle("hvac")).toBe("HVAC");
    expect(snakeToTitle("raw_lead")).toBe("Raw Lead");
  });

  it("ignores doubled and edge underscores", () => {
    expect(snakeToTitle("_custom__homes_")).toBe("Custom Homes");
    expect(snakeToTitle("")).toBe("");
  });
});

describe("initials", () => {
  it("takes the first letters of the first and last names", () => {
    expect(initials("Jane Doe")).toBe("JD");
    expect(initials("mary ann van dyke")).toBe("MD");
    expect(initials("  Cher ")).toBe("C");
    expect(initials("")).toBe("");
  });
});
