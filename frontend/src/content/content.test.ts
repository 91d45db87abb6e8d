import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pages } from "@/app/page-registry";
import { CITY_PAGE_MODULE, serviceAreaCities } from "@/features/cities/pages";
import { CONTENT_PAGE_MODULE } from "@/features/content/pages";
import { contentSlug, type CityFrontmatter } from "@/lib/content";
import { faqEntries } from "./faq";

// The front-matter of every content file, without rendering anything.
const pageFiles = import.meta.glob<Record<string, unknown>>("./pages/*.mdx", { eager: true, import: "frontmatter" });
const cityFiles = import.meta.glob<CityFrontmatter>("./cities/*.mdx", { eager: true, import: "frontmatter" });
// Blog articles: registered as instances of /blog/:id (their own checks: features/blog/articles.test.ts).
const blogFiles = import.meta.glob<Record<string, unknown>>("./blog/*.mdx", { eager: true, import: "frontmatter" });
// The raw text, for the placeholder check (read from disk: the MDX plugin compiles "?raw" imports too).
const contentDir = import.meta.dirname;
const rawFiles: Record<string, string> = Object.fromEntries(
  readdirSync(contentDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".mdx"))
    .map((file) => [file, readFileSync(join(contentDir, file), "utf8")]),
);
/** Every page's copy: the MDX files and the FAQ's questions and answers (faq.ts). */
const copy: Record<string, string> = {
  ...rawFiles,
  "faq.ts": faqEntries.map((entry) => `${entry.question}\n${entry.answer}`).join("\n"),
};

/** Page ids served by a content route module, mapped to the file each one needs. */
const kinds = [
  { kind: "pages", module: CONTENT_PAGE_MODULE, idPrefix: "content/", files: pageFiles },
  { kind: "cities", module: CITY_PAGE_MODULE, idPrefix: "cities/", files: cityFiles },
] as const;

describe("content files and page definitions", () => {
  it.each(kinds)("every $kind file is a registered page and every such page has its file", ({ module, idPrefix, files }) => {
    const fileSlugs = Object.keys(files).map(contentSlug).sort();
    const pageSlugs = pages
      .filter((page) => page.module === module)
      .map((page) => page.id.slice(idPrefix.length))
      .sort();
    expect(fileSlugs.length).toBeGreaterThan(0);
    expect(pageSlugs).toEqual(fileSlugs);
  });

  it.each(kinds)("$kind pages are prerendered with a title and a description of at least 50 characters", ({ module }) => {
    for (const page of pages.filter((candidate) => candidate.module === module)) {
      expect(page.prerender, page.id).toBe(true);
      expect(page.title.trim(), page.id).not.toBe("");
      expect(page.description.length, page.id).toBeGreaterThanOrEqual(50);
    }
  });

  it("front-matter holds no title or description: pages.ts owns them", () => {
    for (const [file, frontmatter] of Object.entries({ ...pageFiles, ...cityFiles, ...blogFiles })) {
      expect(frontmatter, file).not.toHaveProperty("title");
      expect(frontmatter, file).not.toHaveProperty("description");
      expect(String(frontmatter.updated), file).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("city front-matter names the county, the distance and drive, and real nearby city pages", () => {
    const slugs = new Set(serviceAreaCities.map((city) => city.slug));
    for (const [file, frontmatter] of Object.entries(cityFiles)) {
      expect(frontmatter.county, file).toMatch(/County|counties/);
      expect(frontmatter.distance.trim(), file).not.toBe("");
      expect(frontmatter.drive.trim(), file).not.toBe("");
      expect(frontmatter.nearby.length, file).toBeGreaterThanOrEqual(3);
      for (const nearby of frontmatter.nearby) {
        expect(slugs.has(nearby), `${file}: ${nearby}`).toBe(true);
        expect(nearby, file).not.toBe(contentSlug(file));
      }
    }
  });

  it("no content file contains placeholder text", () => {
    expect(Object.keys(rawFiles).length).toBe(Object.keys(pageFiles).length + Object.keys(cityFiles).length + Object.keys(blogFiles).length);
    for (const [file, text] of Object.entries(copy)) {
      expect(text, file).not.toMatch(/lorem|ipsum|\bTODO\b|\bTBD\b|coming soon|placeholder|\bXXX\b|\bundefined\b/i);
    }
  });

  it("marketing claims appear only in the spec's exact wording", () => {
    const text = Object.values(copy).join("\n");
    // spec §1: 7-day shell install; 30-50% faster build; 20-30% savings; 570+ media outlets.
    for (const [wrong] of [
      [/\b\d+-day shell\b/g],
      [/\b\d+-\d+% faster\b/g],
      [/\b\d+-\d+% savings\b/g],
      [/\bR-\d+ to R-\d+\b/g],
      [/\b\d+\+ media outlets\b/g],
    ] as const) {
      for (const match of text.match(wrong) ?? []) {
        expect(["7-day shell", "30-50% faster", "20-30% savings", "R-24 to R-50", "570+ media outlets"]).toContain(match);
      }
    }
  });
});
