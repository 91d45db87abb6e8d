/**
 * What search engines get from the page registry: which pages may be indexed, the breadcrumb
 * trail of a nested page, /sitemap.xml and /robots.txt (written at build time by
 * react-router.config.ts, with the same public origin the pages' canonical links use).
 * Plain data only, no React and no "@/" imports: react-router.config.ts loads this file.
 */
import { PLANNED_PAGE_MODULE, type PageDefinition } from "../lib/page-definition";
import { absoluteUrl } from "../lib/structured-data";
import { isDynamicPath, pageHead, pages, routeEntries, routeEntry } from "./page-registry";

/**
 * Whether search engines may index a page: not a personal or staff page (`noindex`), and not a
 * placeholder whose feature is still being built (it only says the page is on its way).
 */
export function isIndexable(page: PageDefinition): boolean {
  return !page.noindex && page.module !== PLANNED_PAGE_MODULE;
}

/** Canonical paths of every indexable prerendered page: primary paths and prerendered instances, no aliases. */
export function sitemapPaths(): string[] {
  const paths: string[] = [];
  for (const page of pages) {
    if (!isIndexable(page)) continue;
    if (page.prerender && !isDynamicPath(page.path)) paths.push(page.path);
    for (const instance of page.instances ?? []) if (!instance.noindex) paths.push(instance.path);
  }
  return paths;
}

export interface TrailStep {
  name: string;
  path: string;
}

/** Primary (non-alias) static paths → page, for finding a nested page's section. */
const pagesByPrimaryPath = new Map(
  routeEntries.filter((entry) => !entry.alias && !isDynamicPath(entry.path)).map((entry) => [entry.path, entry.page]),
);

/**
 * Home → section → page for a page whose canonical path has two or more segments
 * (/blog/why-sips-pay-off: Home → Barndominium & SIP Building Blog → Why SIPs Pay Off).
 * Each parent path that is a page of its own becomes a step named by its title.
 * undefined for top-level pages and unknown routes.
 */
export function breadcrumbTrail(routeId: string, pathname: string): TrailStep[] | undefined {
  const head = pageHead(routeId, pathname);
  if (!head || !routeEntry(routeId)) return undefined;
  const segments = head.canonicalPath.split("/").filter(Boolean);
  if (segments.length < 2) return undefined;
  const trail: TrailStep[] = [{ name: "Home", path: "/" }];
  for (let depth = 1; depth < segments.length; depth++) {
    const path = `/${segments.slice(0, depth).join("/")}`;
    const section = pagesByPrimaryPath.get(path);
    if (section) trail.push({ name: section.title, path });
  }
  trail.push({ name: head.title, path: head.canonicalPath });
  return trail;
}

/** Paths crawlers are asked to stay out of: sign-in-only, staff and checkout pages, and the API. */
export const DISALLOWED_PATHS: readonly string[] = [
  "/admin",
  "/account",
  "/checkout",
  "/deposit-confirmation",
  "/contractors/dashboard",
  "/affiliate-dashboard",
  "/affiliate-admin",
  "/api/",
];

export function robotsTxt(baseUrl: string): string {
  return [
    "User-agent: *",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${absoluteUrl(baseUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}

export interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD, when the page's content says when it was last changed. */
  lastmod?: string;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

export function sitemapXml(baseUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `    <loc>${escapeXml(absoluteUrl(baseUrl, path))}</loc>`;
    return ["  <url>", loc, ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []), "  </url>"].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * The last-changed date in a Markdown/MDX file's front-matter: `updated`, else `date` or
 * `published` (YYYY-MM-DD, quoted or not). undefined when the file has none.
 */
export function frontMatterDate(source: string): string | undefined {
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1];
  if (!block) return undefined;
  for (const key of ["updated", "date", "published"]) {
    const value = new RegExp(`^${key}:\\s*["']?(\\d{4}-\\d{2}-\\d{2})`, "m").exec(block)?.[1];
    if (value) return value;
  }
  return undefined;
}
