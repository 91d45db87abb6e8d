/**
 * The routes of a set of page definitions and what a page's head says at a path: title,
 * description, canonical path, indexing and breadcrumb trail. The page registry applies this to
 * every page (build time: routes, prerender list, sitemap); a route module applies it to its own
 * feature's pages.ts only (`meta`, page-head.ts), so no page ships every page's title and description.
 * Plain data only, no React and no "@/" imports: react-router.config.ts loads this file.
 */
import { PLANNED_PAGE_MODULE, type PageDefinition } from "./page-definition";

export interface RouteEntry {
  /** Route id: the page id for the primary path, "<page id>@<alias path>" for an alias. */
  id: string;
  path: string;
  page: PageDefinition;
  alias: boolean;
  chrome: boolean;
}

export interface PageHead {
  title: string;
  description: string;
  canonicalPath: string;
  noindex: boolean;
}

export interface TrailStep {
  name: string;
  path: string;
}

export function aliasRouteId(page: PageDefinition, aliasPath: string): string {
  return `${page.id}@${aliasPath}`;
}

/** The primary route and one route per alias of a page. */
export function routeEntriesOf(page: PageDefinition): RouteEntry[] {
  const chrome = page.chrome ?? true;
  return [
    { id: page.id, path: page.path, page, alias: false, chrome },
    ...(page.aliases ?? []).map((alias): RouteEntry => {
      const path = typeof alias === "string" ? alias : alias.path;
      return { id: aliasRouteId(page, path), path, page, alias: true, chrome: typeof alias === "string" ? chrome : alias.chrome };
    }),
  ];
}

export function isDynamicPath(path: string): boolean {
  return path.split("/").some((segment) => segment.startsWith(":") || segment === "*");
}

/** "/designs/" → "/designs"; "/" stays "/". */
export function normalizePathname(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
}

/**
 * Whether search engines may index a page: not a personal or staff page (`noindex`), and not a
 * placeholder whose feature is still being built (it only says the page is on its way).
 */
export function isIndexable(page: PageDefinition): boolean {
  return !page.noindex && page.module !== PLANNED_PAGE_MODULE;
}

/** Title, description, canonical path and indexing of a route's page at `pathname`. */
export function headOf(entry: RouteEntry, pathname: string): PageHead {
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

/** Lookups over some pages' routes: all of the site's (page-registry.ts) or one feature's. */
export interface PageSet {
  pages: readonly PageDefinition[];
  entries: readonly RouteEntry[];
  entry(routeId: string | undefined): RouteEntry | undefined;
  head(routeId: string, pathname: string): PageHead | undefined;
  /**
   * Home → section → page for a page whose canonical path has two or more segments
   * (/blog/why-sips-pay-off: Home → Barndominium & SIP Building Blog → Why SIPs Pay Off).
   * Each parent path that is a page of this set becomes a step named by its title (a section is
   * in its pages' feature: search-index.test.ts checks every trail against the whole registry).
   * undefined for top-level pages and routes not in the set.
   */
  trail(routeId: string, pathname: string): TrailStep[] | undefined;
}

export function pageSet(pages: readonly PageDefinition[]): PageSet {
  const entries = pages.flatMap(routeEntriesOf);
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  // Primary (non-alias) static paths → page, for finding a nested page's section.
  const byPrimaryPath = new Map(entries.filter((e) => !e.alias && !isDynamicPath(e.path)).map((e) => [e.path, e.page]));
  const entry = (routeId: string | undefined) => (routeId === undefined ? undefined : byId.get(routeId));
  const head = (routeId: string, pathname: string) => {
    const found = byId.get(routeId);
    return found && headOf(found, pathname);
  };
  const trail = (routeId: string, pathname: string): TrailStep[] | undefined => {
    const pageHead = head(routeId, pathname);
    if (!pageHead) return undefined;
    const segments = pageHead.canonicalPath.split("/").filter(Boolean);
    if (segments.length < 2) return undefined;
    const steps: TrailStep[] = [{ name: "Home", path: "/" }];
    for (let depth = 1; depth < segments.length; depth++) {
      const path = `/${segments.slice(0, depth).join("/")}`;
      const section = byPrimaryPath.get(path);
      if (section) steps.push({ name: section.title, path });
    }
    steps.push({ name: pageHead.title, path: pageHead.canonicalPath });
    return steps;
  };
  return { pages, entries, entry, head, trail };
}
