import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * /home and /public-homepage are two home pages, not one page published twice: the same rule as
 * the city pages (city-pages.test.ts), at most a fifth of either page's five-word runs may also
 * appear on the other.
 */
const MAX_SHARED = 0.2;

function runs(slug: string): Set<string> {
  const words = readFileSync(join(import.meta.dirname, "pages", `${slug}.mdx`), "utf8")
    .replace(/^---[\s\S]*?---/, "")
    .replace(/\]\([^)]*\)/g, "]") // link targets are not prose
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  const result = new Set<string>();
  for (let i = 0; i + 5 <= words.length; i++) result.add(words.slice(i, i + 5).join(" "));
  return result;
}

function sharedShare(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const run of a) if (b.has(run)) shared++;
  return shared / a.size;
}

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
