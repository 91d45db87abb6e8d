import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fiveWordRuns, MAX_SHARED, sharedShare } from "@/test/text-overlap";

/**
 * /home and /public-homepage are two home pages, not one page published twice: the same rule as
 * the city pages (city-pages.test.ts), at most a fifth of either page's five-word runs may also
 * appear on the other.
 */
const runs = (slug: string) => fiveWordRuns(readFileSync(join(import.meta.dirname, "pages", `${slug}.mdx`), "utf8"));

describe("home page variants", () => {
  it("/home and /public-homepage share at most a fifth of their text", () => {
    const home = runs("home");
    const publicHome = runs("public-homepage");
    expect(home.size).toBeGreaterThan(500);
    expect(publicHome.size).toBeGreaterThan(500);
    expect(sharedShare(home, home)).toBe(1);
    expect(sharedShare(home, publicHome)).toBeLessThanOrEqual(MAX_SHARED);
    expect(sharedShare(publicHome, home)).toBeLessThanOrEqual(MAX_SHARED);
  });
});
