/**
 * What search engines get from the page registry: which pages may be indexed, the breadcrumb
 * trail of a nested page, /sitemap.xml and /robots.txt (written at build time by
 * react-router.config.ts, with the same public origin the pages' canonical links use).
 * Plain data only, no React and no "@/" imports: react-router.config.ts loads this file.
 */
import { absoluteUrl } from "../lib/structured-data";
import { pages } from "./page-registry";
import { isDynamicPath, isIndexable } from "../lib/page-routes";

export { isIndexable } from "../lib/page-routes";
/** The breadcrumb trail of a route over the whole registry (a page's `meta` uses its own feature's: page-routes.ts). */
export { breadcrumbTrail } from "./page-registry";
export type { TrailStep } from "../lib/page-routes";

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

/**
 * Inside a disallowed path, what crawlers may still fetch: the public pictures (issue 31, the media
 * route serves only published ones), so the sitemap's image entries can be indexed. The longest
 * matching rule wins, so this Allow beats "Disallow: /api/".
 */
export const ALLOWED_PATHS: readonly string[] = ["/api/media/"];

export function robotsTxt(baseUrl: string): string {
  return [
    "User-agent: *",
    ...ALLOWED_PATHS.map((path) => `Allow: ${path}`),
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
  /** Pictures shown on the page (site paths or absolute URLs): its <image:image> entries (a plan's floor plans and photos). */
  images?: readonly string[];
}

export const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";
export const SITEMAP_IMAGE_NAMESPACE = "http://www.google.com/schemas/sitemap-image/1.1";

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

export function sitemapXml(baseUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod, images = [] }) => {
    const loc = `    <loc>${escapeXml(absoluteUrl(baseUrl, path))}</loc>`;
    const pictures = images.map(
      (image) =>
        `    <image:image>\n      <image:loc>${escapeXml(/^https?:\/\//.test(image) ? image : absoluteUrl(baseUrl, image))}</image:loc>\n    </image:image>`,
    );
    return ["  <url>", loc, ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []), ...pictures, "  </url>"].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="${SITEMAP_NAMESPACE}" xmlns:image="${SITEMAP_IMAGE_NAMESPACE}">`,
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
