import { describe, expect, it } from "vitest";
import { estimateAssumptions } from "./estimate-assumptions";

describe("a plan estimate's assumptions", () => {
  it("say in words what the cost model's defaults are", () => {
    expect(estimateAssumptions()).toEqual([
      { label: "Location", value: expect.stringContaining("St. Joseph") },
      { label: "Site", value: "Flat ground; needs a well, a septic system, a 200-ft gravel driveway and pad grading and electric service" },
      { label: "Finishes", value: "Standard" },
      { label: "Walls and roof", value: "SIP shell" },
    ]);
  });
});
