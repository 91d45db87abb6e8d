import { describe, expect, it } from "vitest";
import { listParamsOf, searchString, withChanges } from "./list-search";

describe("staff list state in the URL", () => {
  it("reads repeated keys as arrays and the rest as single values", () => {
    const search = new URLSearchParams("status=pending&status=lost&q=smith&page=2");
    expect(listParamsOf(search, ["status"])).toEqual({ status: ["pending", "lost"], q: "smith", page: "2" });
    expect(listParamsOf(new URLSearchParams("q=a"), ["status"])).toEqual({ q: "a" });
  });

  it("applies changes: empty values and empty lists remove a key, arrays repeat it", () => {
    const search = new URLSearchParams("status=pending&q=smith&page=3&sort=name");
    expect(withChanges(search, { q: "", status: ["won", "lost"], page: undefined }).toString()).toBe("sort=name&status=won&status=lost");
    expect(withChanges(search, { status: [] }).has("status")).toBe(false);
    expect(searchString(new URLSearchParams())).toBe("");
    expect(searchString(new URLSearchParams("a=1"))).toBe("?a=1");
  });
});
