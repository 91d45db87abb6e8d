import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fiveWordRuns, MAX_SHARED, sharedShare } from "@/test/text-overlap";

/**
 * Issue 4: no two city pages may read as the same template with the name swapped. Every city
 * name is replaced by one token before measuring, so swapping names does not hide a copy.
 */
const cityDir = join(import.meta.dirname, "cities");
const cities = readdirSync(cityDir)
  .filter((file) => file.endsWith(".mdx"))
  .map((file) => ({ slug: file.replace(/\.mdx$/, ""), mdx: readFileSync(join(cityDir, file), "utf8") }));

const CITY_NAMES =
  /\b(st\.? joseph|liberty|kansas city|platte city|smithville|excelsior springs|savannah|parkville|kearney|cameron|maryville|columbia|bethany|holt|kirksville|mound city)\b/g;

const runs = (mdx: string) => fiveWordRuns(mdx, CITY_NAMES);

describe("city pages", () => {
  it("the measure catches a copy with the name swapped", () => {
    const page = "Building in Savannah means a short drive from our office and quick county permits for your new barndominium on acreage.";
    expect(sharedShare(runs(page), runs(page.replace("Savannah", "Holt")))).toBe(1);
    expect(sharedShare(runs(page), runs("Completely different words about lake lots, bluff soils and covenants."))).toBe(0);
  });

  it(`share at most a fifth of their text with any other city page`, () => {
    expect(cities.length).toBeGreaterThanOrEqual(2);
    const sets = cities.map((city) => ({ slug: city.slug, runs: runs(city.mdx) }));
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
