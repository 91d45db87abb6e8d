import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 4: no two city pages may read as the same template with the name swapped. Measured as
 * the share of a page's five-word runs (shingles) that also appear on another city page, with
 * every city name replaced by one token so swapping names does not hide a copy.
 */
const MAX_SHARED = 0.2;
const SHINGLE = 5;

const cityDir = join(import.meta.dirname, "cities");
const cities = readdirSync(cityDir)
  .filter((file) => file.endsWith(".mdx"))
  .map((file) => ({ slug: file.replace(/\.mdx$/, ""), body: body(readFileSync(join(cityDir, file), "utf8")) }));

const CITY_NAMES =
  /\b(st\.? joseph|liberty|kansas city|platte city|smithville|excelsior springs|savannah|parkville|kearney|cameron|maryville|columbia|bethany|holt|kirksville|mound city)\b/g;

function body(mdx: string): string {
  return mdx.replace(/^---[\s\S]*?---/, "");
}

function shingles(text: string, size = SHINGLE): Set<string> {
  const words = text
    .toLowerCase()
    .replace(CITY_NAMES, "city")
    .replace(/[^a-z0-9\s-]/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  const runs = new Set<string>();
  for (let i = 0; i + size <= words.length; i++) runs.add(words.slice(i, i + size).join(" "));
  return runs;
}

/** The share of `a`'s runs that `b` also has. */
function sharedShare(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const run of a) if (b.has(run)) shared++;
  return a.size ? shared / a.size : 0;
}

describe("city pages", () => {
  it("the measure catches a copy with the name swapped", () => {
    const page = "Building in Savannah means a short drive from our office and quick county permits for your new barndominium on acreage.";
    expect(sharedShare(shingles(page), shingles(page.replace("Savannah", "Holt")))).toBe(1);
    expect(sharedShare(shingles(page), shingles("Completely different words about lake lots, bluff soils and covenants."))).toBe(0);
  });

  it(`share at most a fifth of their text with any other city page`, () => {
    expect(cities.length).toBeGreaterThanOrEqual(2);
    const sets = cities.map((city) => ({ slug: city.slug, runs: shingles(city.body) }));
    const tooSimilar: string[] = [];
    for (const a of sets) {
      for (const b of sets) {
        if (a === b) continue;
        const share = sharedShare(a.runs, b.runs);
        if (share > MAX_SHARED) tooSimilar.push(`${a.slug} shares ${Math.round(share * 100)}% with ${b.slug}`);
      }
    }
    expect(tooSimilar).toEqual([]);
  });
});
