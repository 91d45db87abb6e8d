/**
 * Every page of the site, gathered from the features' pages.ts files, and what is
 * derived from them: the route table (src/routes.ts), the prerender list and the
 * route manifest (react-router.config.ts), chrome visibility and canonical URLs.
 * Plain data only: react-router.config.ts and routes.ts import this file.
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
import { quizPages } from "../features/quiz/pages";
import type { PageAccess, PageDefinition, PageDefinitions } from "../lib/page-definition";

const featurePageSets: readonly PageDefinitions[] = [
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

export interface RouteEntry {
  /** Route id: the page id for the primary path, "<page id>@<alias path>" for an alias. */
  id: string;
  path: string;
  page: PageDefinition;
  alias: boolean;
  chrome: boolean;
}

export function aliasRouteId(page: PageDefinition, aliasPath: string): string {
  return `${page.id}@${aliasPath}`;
}

export const routeEntries: readonly RouteEntry[] = pages.flatMap((page): RouteEntry[] => {
  const chrome = page.chrome ?? true;
  return [
    { id: page.id, path: page.path, page, alias: false, chrome },
    ...(page.aliases ?? []).map((alias): RouteEntry => {
      const path = typeof alias === "string" ? alias : alias.path;
      return {
        id: aliasRouteId(page, path),
        path,
        page,
        alias: true,
        chrome: typeof alias === "string" ? chrome : alias.chrome,
      };
    }),
  ];
});

const entriesById = new Map(routeEntries.map((entry) => [entry.id, entry]));

export function routeEntry(routeId: string): RouteEntry | undefined {
  return entriesById.get(routeId);
}

export function isDynamicPath(path: string): boolean {
  return path.split("/").some((segment) => segment.startsWith(":") || segment === "*");
}

/** Whether the header and footer show for a matched route (spec §2: hidden on landing and quiz pages). */
export function showsChrome(routeId: string | undefined): boolean {
  return routeId === undefined ? true : (entriesById.get(routeId)?.chrome ?? true);
}

/** Who may open the matched route's page; undefined for public pages (and unknown paths). */
export function pageAccess(routeId: string | undefined): PageAccess | undefined {
  return routeId === undefined ? undefined : entriesById.get(routeId)?.page.access;
}

/** All paths (primary first) that render the page with this id. */
export function pagePaths(pageId: string): string[] {
  return routeEntries.filter((entry) => entry.page.id === pageId).map((entry) => entry.path);
}

/** Title, description, canonical path and indexing of the page at `pathname`, matched by `routeId`. */
export function pageHead(
  routeId: string,
  pathname: string,
): { title: string; description: string; canonicalPath: string; noindex: boolean } | undefined {
  const entry = entriesById.get(routeId);
  if (!entry) return undefined;
  const { page } = entry;
  const normalized = normalizePathname(pathname);
  const instance = page.instances?.find((candidate) => candidate.path === normalized);
  return {
    title: instance?.title ?? page.title,
    description: instance?.description ?? page.description,
    // A `:param` page is its own canonical; a static page's aliases point at its primary path.
    canonicalPath: isDynamicPath(page.path) ? normalized : page.path,
    noindex: (page.noindex || instance?.noindex) ?? false,
  };
}

/** "/designs/" → "/designs"; "/" stays "/". */
export function normalizePathname(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
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
