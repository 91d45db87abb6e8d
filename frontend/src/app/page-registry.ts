/**
 * Every page of the site, gathered from the features' pages.ts files, and what is
 * derived from them: the route table (src/routes.ts), the prerender list and the
 * route manifest (react-router.config.ts), the sitemap, and what the app shell needs of each
 * route (shellRoutes). Build time only: a page in the browser never loads every page's title and
 * description; its route module reads its own feature's pages.ts (page-head.ts).
 * Plain data only: react-router.config.ts, vite.config.ts and routes.ts import this file.
 */
import { accountPages } from "../features/account/pages";
import { adminPages } from "../features/admin/pages";
import { affiliatesPages } from "../features/affiliates/pages";
import { blogPages } from "../features/blog/pages";
import { calculatorsPages } from "../features/calculators/pages";
import { citiesPages } from "../features/cities/pages";
import { contactPages } from "../features/contact/pages";
import { contentPages } from "../features/content/pages";
import { contractorsPages } from "../features/contractors/pages";
import { designsPages } from "../features/designs/pages";
import { followUpsPages } from "../features/follow-ups/pages";
import { hubPages } from "../features/hub/pages";
import { landingPages } from "../features/landing/pages";
import { quizPages, smartEntryPages } from "../features/quiz/pages";
import type { PageDefinition, PageDefinitions } from "../lib/page-definition";
import { isDynamicPath, pageSet, type RouteEntry } from "../lib/page-routes";
import { SHELL_PAGE_IDS, type ShellPageId } from "../lib/shell-pages";
import type { ShellRoutes } from "../lib/shell-routes";

export { aliasRouteId, isDynamicPath, normalizePathname, type RouteEntry } from "../lib/page-routes";

/** Each feature's pages.ts export: a route module's `meta` reads its own one (page-head.ts). */
export const featurePageSets: readonly PageDefinitions[] = [
  smartEntryPages,
  landingPages,
  quizPages,
  hubPages,
  designsPages,
  calculatorsPages,
  contactPages,
  contentPages,
  citiesPages,
  blogPages,
  contractorsPages,
  adminPages,
  affiliatesPages,
  accountPages,
  followUpsPages,
];

export const pages: readonly PageDefinition[] = featurePageSets.flatMap((set) => Object.values(set));

/** The catch-all route: any path without a match shows the not-found page (spec §2). */
export const NOT_FOUND_ROUTE_ID = "app/not-found";
export const NOT_FOUND_MODULE = "app/not-found.tsx";
/** Prerendered through the catch-all so build/client/404/index.html exists for the server's 404s. */
export const NOT_FOUND_PRERENDER_PATH = "/404";

const registry = pageSet(pages);

export const routeEntries: readonly RouteEntry[] = registry.entries;
export const routeEntry = registry.entry;
/** Title, description, canonical path and indexing of the page at `pathname`, matched by `routeId`. */
export const pageHead = registry.head;
export const breadcrumbTrail = registry.trail;

/** All paths (primary first) that render the page with this id. */
export function pagePaths(pageId: string): string[] {
  return routeEntries.filter((entry) => entry.page.id === pageId).map((entry) => entry.path);
}

/** What the app shell needs of every route in the browser (shell-routes.ts), fixed at build time by vite.config.ts. */
export function shellRoutes(): ShellRoutes {
  const paths = {} as Record<ShellPageId, string[]>;
  for (const id of SHELL_PAGE_IDS) paths[id] = pagePaths(id);
  return {
    hideChrome: routeEntries.filter((entry) => !entry.chrome).map((entry) => entry.id),
    access: Object.fromEntries(routeEntries.flatMap((entry) => (entry.page.access ? [[entry.id, entry.page.access]] : []))),
    paths,
  };
}

/** Every path written to build/client/<path>/index.html (besides /404). */
export function prerenderPaths(): string[] {
  const paths = routeEntries.filter((entry) => entry.page.prerender && !isDynamicPath(entry.path)).map((entry) => entry.path);
  for (const page of pages) for (const instance of page.instances ?? []) paths.push(instance.path);
  return paths;
}

/** The `:param` pages' own not-found documents (pattern → prerendered path), written besides prerenderPaths(). */
export function notFoundDocuments(): { pattern: string; path: string }[] {
  return pages.flatMap((page) => (page.notFoundPath ? [{ pattern: page.path, path: page.notFoundPath }] : []));
}

/** Route patterns the server answers with __spa-fallback.html (200): everything not prerendered. */
export function clientOnlyPatterns(): string[] {
  return routeEntries.filter((entry) => !entry.page.prerender || isDynamicPath(entry.path)).map((entry) => entry.path);
}

/** build/client/route-manifest.json, read by the Nest server. */
export interface RouteManifestFile {
  /** Paths with a prerendered build/client/<path>/index.html ("/" is build/client/index.html). Answer 200. */
  prerendered: string[];
  /** react-router patterns (":param") answered with `spaFallback` and status 200. */
  clientOnly: string[];
  /** Paths rendered without header and footer. */
  hideChrome: string[];
  /** The not-found page, relative to build/client; send it with status 404 for anything else. */
  notFound: string;
  /** The client-only shell, relative to build/client. */
  spaFallback: string;
  /** Paths whose crawler visitors get another prerendered path's HTML, stripped of scripts. */
  crawlerVariants: { path: string; canonicalPath: string; variant: string }[];
  /**
   * Client-only patterns with a not-found document of their own (build/client/<path>/index.html):
   * sent with status 404 for the pattern's paths that are not prerendered, unless the server's
   * check for the pattern finds the param. The document's own path answers 404 too.
   */
  notFoundPages: { pattern: string; path: string }[];
}

export function routeManifest(): RouteManifestFile {
  return {
    prerendered: prerenderPaths(),
    clientOnly: clientOnlyPatterns(),
    hideChrome: routeEntries.filter((entry) => !entry.chrome).map((entry) => entry.path),
    notFound: `${NOT_FOUND_PRERENDER_PATH.slice(1)}/index.html`,
    spaFallback: "__spa-fallback.html",
    crawlerVariants: routeEntries
      .filter((entry) => entry.page.crawlerVariant)
      .map((entry) => ({ path: entry.path, canonicalPath: entry.page.path, variant: entry.page.crawlerVariant! })),
    notFoundPages: notFoundDocuments(),
  };
}
