import { readdir, readFile, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { deferHydrationInDirectory } from "./scripts/defer-hydration";
import { precompress } from "./scripts/precompress";
import { NOT_FOUND_PRERENDER_PATH, notFoundDocuments, prerenderPaths, routeManifest } from "./src/app/page-registry";
import { frontMatterDate, robotsTxt, sitemapPaths, sitemapXml, type SitemapEntry } from "./src/app/search-index";
import type { BusinessInfo } from "./src/lib/business-info";
import { planSnapshot, withPlanPictures } from "./src/features/designs/plan-snapshot.server";

/** slug → last-changed date, from the front-matter of src/content/<kind>/<slug>.md(x); slugs found twice are left out. */
async function contentDates(appDirectory: string): Promise<Map<string, string | undefined>> {
  const CONTENT_DIR = path.join(appDirectory, "content");
  const dates = new Map<string, string | undefined>();
  const seen = new Set<string>();
  const files = (await readdir(CONTENT_DIR, { recursive: true })).filter((file) => /\.mdx?$/.test(file));
  for (const file of files) {
    const slug = path.basename(file).replace(/\.mdx?$/, "");
    if (seen.has(slug)) dates.set(slug, undefined);
    else dates.set(slug, frontMatterDate(await readFile(path.join(CONTENT_DIR, file), "utf8")));
    seen.add(slug);
  }
  return dates;
}

export default {
  appDirectory: "src",
  // `make bench-pictures` builds a second copy of the site (with the bench database's pictures) beside this one.
  buildDirectory: process.env.FRONTEND_BUILD_DIR?.trim() || "build",
  // Static HTML for every public page, __spa-fallback.html for the client-only ones.
  ssr: false,
  // A route's clientLoader stays in its route chunk: the three routes that have one (designs/page,
  // designs/plan, blog/article) load the same shared chunks for it as for the page, so a chunk of
  // its own only cost each of their prerendered pages a request and ~0.15 KB (the article's).
  splitRouteModules: false,
  prerender: [...prerenderPaths(), NOT_FOUND_PRERENDER_PATH, ...notFoundDocuments().map((document) => document.path)],
  async buildEnd({ reactRouterConfig, viteConfig }) {
    // The Nest server reads this to pick: prerendered file (200), SPA fallback (200), or 404 page.
    const clientDir = path.join(reactRouterConfig.buildDirectory, "client");
    await mkdir(clientDir, { recursive: true });
    await writeFile(path.join(clientDir, "route-manifest.json"), `${JSON.stringify(routeManifest(), null, 2)}\n`);
    // /sitemap.xml and /robots.txt on the origin the pages' canonical links were built with
    // (vite.config.ts: PUBLIC_BASE_URL at build time); the server sends them as static files.
    const { publicBaseUrl } = JSON.parse(String(viteConfig.define?.__BUSINESS__)) as BusinessInfo;
    const dates = await contentDates(reactRouterConfig.appDirectory);
    const pages = sitemapPaths().map((pagePath): SitemapEntry => {
      const lastmod = dates.get(pagePath.split("/").pop() ?? "");
      return lastmod ? { path: pagePath, lastmod } : { path: pagePath };
    });
    // Issue 31: with PRERENDER_PLANS_FROM, the plans the office took out of the catalogue leave the
    // sitemap and the others carry their pictures (plan-snapshot.server.ts, the plan pages' source too).
    const entries = withPlanPictures(pages, await planSnapshot());
    await writeFile(path.join(clientDir, "sitemap.xml"), sitemapXml(publicBaseUrl, entries));
    await writeFile(path.join(clientDir, "robots.txt"), robotsTxt(publicBaseUrl));
    // Every page's JavaScript starts after its first paint (scripts/defer-hydration.ts).
    await deferHydrationInDirectory(clientDir);
    // Last, so every page and file above has its .br and .gz copy.
    await precompress(clientDir);
  },
} satisfies Config;
