import { describe, expect, it } from "vitest";
import { compareHrefWith, plansFromSearch, searchFromPlans } from "./compare-query";

const read = (search: string) => plansFromSearch(new URLSearchParams(search));

describe("compared plans in the URL", () => {
  it("reads ?plans=oak,rose-mount in order", () => {
    expect(read("?plans=oak,rose-mount")).toEqual(["oak", "rose-mount"]);
    expect(read("?plans=oak%2Crose-mount")).toEqual(["oak", "rose-mount"]);
    expect(read("?plans=oak&plans=maple-ridge")).toEqual(["oak", "maple-ridge"]);
  });

  it("keeps ids, lowercases slugs, and drops duplicates, blanks and malformed entries", () => {
    expect(read("?plans=Rose-Mount,,oak,12,rose-mount,../admin,cedar--ridge")).toEqual(["rose-mount", "oak", "12"]);
    expect(read("")).toEqual([]);
  });

  it("keeps at most four plans", () => {
    expect(read("?plans=a,b,c,d,e")).toEqual(["a", "b", "c", "d"]);
  });

  it("writes plain commas, and nothing for no plans", () => {
    expect(searchFromPlans(["oak", "rose-mount"])).toBe("?plans=oak,rose-mount");
    expect(searchFromPlans([])).toBe("");
    expect(read(searchFromPlans(["oak", "rose-mount"]))).toEqual(["oak", "rose-mount"]);
  });

  it("adds a plan to the comparison once, at the end, dropping the oldest past four", () => {
    expect(compareHrefWith([], "oak")).toBe("/compare?plans=oak");
    expect(compareHrefWith(["rose-mount"], "oak")).toBe("/compare?plans=rose-mount,oak");
    expect(compareHrefWith(["oak", "rose-mount"], "oak")).toBe("/compare?plans=rose-mount,oak");
    expect(compareHrefWith(["a", "b", "c", "d"], "oak")).toBe("/compare?plans=b,c,d,oak");
  });
});
