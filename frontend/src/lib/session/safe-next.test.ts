import { describe, expect, it } from "vitest";
import { DEFAULT_NEXT, loginPath, safeNextPath } from "./safe-next";

describe("safeNextPath", () => {
  it.each([
    ["/account", "/account"],
    ["/designs/oak?compare=1#plans", "/designs/oak?compare=1#plans"],
    ["/checkout/rose-mount", "/checkout/rose-mount"],
    ["/admin/dashboard", "/admin/dashboard"],
  ])("keeps the same-site path %s", (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });

  it.each([
    [null],
    [""],
    ["account"],
    ["//evil.example/account"],
    ["/\\evil.example"],
    ["/\\/evil.example"],
    ["/\t/evil.example"],
    ["/\n/evil.example"],
    ["https://evil.example/account"],
    ["javascript:alert(1)"],
    [" /account"],
    ["/login"],
    ["/login?next=/account"],
  ])("refuses %j and answers /account", (raw) => {
    expect(safeNextPath(raw)).toBe(DEFAULT_NEXT);
  });

  it("normalises dot segments without leaving the site", () => {
    expect(safeNextPath("/a/../../designs")).toBe("/designs");
  });
});

describe("loginPath", () => {
  it("carries the page to come back to, with readable slashes and encoded query characters", () => {
    expect(loginPath("/account")).toBe("/login?next=/account");
    expect(loginPath("/checkout/oak?start=2027-04&visit=yes")).toBe("/login?next=/checkout/oak%3Fstart%3D2027-04%26visit%3Dyes");
    expect(new URLSearchParams(loginPath("/checkout/oak?start=2027-04&visit=yes").split("?")[1]).get("next")).toBe("/checkout/oak?start=2027-04&visit=yes");
  });

  it("leaves out a next that is not a path of this site", () => {
    expect(loginPath()).toBe("/login");
    expect(loginPath("//evil.example")).toBe("/login");
    expect(loginPath("/login")).toBe("/login");
  });
});
