/**
 * The blog's articles as data: title and description from pages.ts, dates and related articles
 * from each file's front-matter, reading time from its word count (remark-word-count.ts).
 *
 * The `?meta` imports below compile the same MDX files under another module id, of which only
 * `frontmatter` and `wordCount` are used: the bundler drops the bodies, so the blog index and the
 * article's <head> know every article without loading one, and each body stays its own chunk
 * (article-body.tsx).
 */
import { business } from "@/lib/business";
import type { BlogFrontmatter } from "@/lib/content";
import { fixedArticles } from "./pages";

const frontmatters = import.meta.glob<BlogFrontmatter>("../../content/blog/*.mdx", {
  eager: true,
  query: "?meta",
  import: "frontmatter",
});
const wordCounts = import.meta.glob<number>("../../content/blog/*.mdx", { eager: true, query: "?meta", import: "wordCount" });

/** "../../content/blog/why-sips-pay-off.mdx?meta" → "why-sips-pay-off" */
export function blogFileSlug(file: string): string {
  return file
    .replace(/\?.*$/, "")
    .replace(/^.*\//, "")
    .replace(/\.mdx$/, "");
}

/** "/blog/why-sips-pay-off" → "why-sips-pay-off" */
export function articleSlug(path: string): string {
  return path.replace(/^\/blog\//, "");
}

/** Slugs of the files in src/content/blog, for the tests (a function: no page works them out). */
export function blogFileSlugs(): string[] {
  return Object.keys(frontmatters).map(blogFileSlug).sort();
}

/** Reading speed for the "n min read" label: an unhurried adult reading prose (200-230 wpm). */
export const WORDS_PER_MINUTE = 220;

/** Minutes to read `words` words, rounded up, at least 1. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * "2025-03-18" → "March 18, 2025". Written out by hand, not with Intl, so the prerendered HTML and
 * the browser's hydration always agree.
 */
export function formatArticleDate(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/** Who writes the articles: the company's building team, named from configuration. */
export const articleAuthor = `${business.businessName} building team`;

export interface Article {
  slug: string;
  path: string;
  title: string;
  description: string;
  /** First published, YYYY-MM-DD. */
  date: string;
  /** Last reviewed, YYYY-MM-DD. */
  updated: string;
  /** Slugs of the related articles, in the order the file lists them. */
  related: readonly string[];
  words: number;
  readingMinutes: number;
}

/** Every fixed article that has its file, in pages.ts order. */
export const articles: readonly Article[] = fixedArticles.flatMap((page): Article[] => {
  const slug = articleSlug(page.path);
  const file = `../../content/blog/${slug}.mdx`;
  const frontmatter = frontmatters[file];
  if (!frontmatter) return [];
  const words = wordCounts[file] ?? 0;
  return [
    {
      slug,
      path: page.path,
      title: page.title,
      description: page.description,
      date: String(frontmatter.date),
      updated: String(frontmatter.updated),
      related: frontmatter.related,
      words,
      readingMinutes: readingMinutes(words),
    },
  ];
});

const articlesBySlug = new Map(articles.map((article) => [article.slug, article]));

export function articleBySlug(slug: string | undefined): Article | undefined {
  return slug === undefined ? undefined : articlesBySlug.get(slug);
}

/** The blog index order: newest first. */
export const articlesNewestFirst: readonly Article[] = [...articles].sort((a, b) => b.date.localeCompare(a.date));

/** The related articles of `article` that exist. */
export function relatedArticles(article: Article): Article[] {
  return article.related.flatMap((slug) => articleBySlug(slug) ?? []);
}
