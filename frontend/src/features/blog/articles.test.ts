import { describe, expect, it } from "vitest";
import { business } from "@/lib/business";
import {
  articleAuthor,
  articleBySlug,
  articles,
  articlesNewestFirst,
  blogFileSlugs,
  formatArticleDate,
  readingMinutes,
  relatedArticles,
  WORDS_PER_MINUTE,
} from "./articles";
import { fixedArticles } from "./pages";
import { countWords, readableText, remarkWordCount } from "./remark-word-count";

/** spec §2: the fixed articles, by slug. */
const SPEC_SLUGS = [
  "barndominiums-cost-missouri",
  "barndominium-truth",
  "best-barndominium-builder-award-2025",
  "what-traditional-builders-wont-tell-you-about-sip-panels",
  "sips-vs-stick-built-which-one-wins-in-real-life",
  "how-sips-help-you-build-faster-even-if-youre-not-a-builder",
  "why-sips-pay-off",
  "media-coverage-2025",
];

describe("blog articles", () => {
  it("has one file per fixed article of spec §2, and no other", () => {
    expect(fixedArticles.map((page) => page.path)).toEqual(SPEC_SLUGS.map((slug) => `/blog/${slug}`));
    expect(blogFileSlugs()).toEqual([...SPEC_SLUGS].sort());
    expect(articles.map((article) => article.slug)).toEqual(SPEC_SLUGS);
  });

  it("dates each article on its own day in 2025, reviewed since, and lists the newest first", () => {
    for (const article of articles) {
      expect(article.date, article.slug).toMatch(/^2025-\d{2}-\d{2}$/);
      expect(article.updated >= article.date, article.slug).toBe(true);
    }
    expect(new Set(articles.map((article) => article.date)).size).toBe(articles.length);
    const dates = articlesNewestFirst.map((article) => article.date);
    expect(dates).toEqual([...dates].sort().reverse());
    // The year's round-up comes last, the award before it.
    expect(articlesNewestFirst[0].slug).toBe("media-coverage-2025");
  });

  it("relates each article to 2-3 other, existing articles", () => {
    for (const article of articles) {
      expect(article.related.length, article.slug).toBeGreaterThanOrEqual(2);
      expect(article.related.length, article.slug).toBeLessThanOrEqual(3);
      expect(new Set(article.related).size, article.slug).toBe(article.related.length);
      expect(article.related, article.slug).not.toContain(article.slug);
      expect(
        relatedArticles(article).map((related) => related.slug),
        article.slug,
      ).toEqual(article.related);
    }
  });

  it("are long-form: 1200-2200 words each, read in 6-10 minutes", () => {
    for (const article of articles) {
      expect(article.words, article.slug).toBeGreaterThanOrEqual(1200);
      expect(article.words, article.slug).toBeLessThanOrEqual(2200);
      expect(article.readingMinutes, article.slug).toBe(Math.ceil(article.words / WORDS_PER_MINUTE));
    }
  });

  it("finds articles by slug only", () => {
    expect(articleBySlug("why-sips-pay-off")?.title).toBe("Why SIPs Pay Off");
    expect(articleBySlug("no-such-article")).toBeUndefined();
    expect(articleBySlug(undefined)).toBeUndefined();
  });

  it("names the company's building team as the author, from configuration", () => {
    expect(articleAuthor).toBe(`${business.businessName} building team`);
  });
});

describe("reading time", () => {
  it("reads 220 words a minute, rounding up, at least one minute", () => {
    expect(WORDS_PER_MINUTE).toBeGreaterThanOrEqual(200);
    expect(WORDS_PER_MINUTE).toBeLessThanOrEqual(230);
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(1)).toBe(1);
    expect(readingMinutes(220)).toBe(1);
    expect(readingMinutes(221)).toBe(2);
    expect(readingMinutes(1760)).toBe(8);
    expect(readingMinutes(1761)).toBe(9);
  });

  it("counts words with letters or digits, not punctuation", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("  A 7-day shell install — R-24 to R-50, won't  leak.\n30-50% faster ")).toBe(11);
  });

  it("counts the prose of a Markdown tree and skips front-matter, code and ESM", () => {
    const tree = {
      type: "root",
      children: [
        { type: "yaml", value: "date: 2025-01-14\nrelated: [a, b]" },
        { type: "heading", children: [{ type: "text", value: "Why SIPs" }] },
        {
          type: "paragraph",
          children: [
            { type: "text", value: "Panels are" },
            { type: "strong", children: [{ type: "text", value: "cut at the factory" }] },
            { type: "link", children: [{ type: "text", value: "to your plan." }] },
          ],
        },
        { type: "code", value: "const ignored = true;" },
        { type: "mdxjsEsm", value: "export const x = 1;" },
        { type: "table", children: [{ type: "tableRow", children: [{ type: "tableCell", children: [{ type: "text", value: "R-24 to R-50" }] }] }] },
      ],
    };
    expect(countWords(readableText(tree))).toBe(2 + 9 + 3);

    remarkWordCount()(tree);
    const added = tree.children[tree.children.length - 1] as unknown as { type: string; value: string };
    expect(added.type).toBe("mdxjsEsm");
    expect(added.value).toBe("export const wordCount = 14;");
  });
});

describe("article dates", () => {
  it("formats ISO dates the same way on the server and in the browser", () => {
    expect(formatArticleDate("2025-01-14")).toBe("January 14, 2025");
    expect(formatArticleDate("2025-12-09")).toBe("December 9, 2025");
  });
});
