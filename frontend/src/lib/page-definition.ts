/**
 * One page of the site, as plain data. Each feature lists its pages in
 * `features/<feature>/pages.ts`; src/routes.ts, the prerender list and the
 * route manifest are all built from these lists, so a page is declared once.
 * Keep these files free of React imports: react-router.config.ts loads them.
 */
import type { UserRole } from "../api/generated/model/userRole";

/**
 * Who may open a page: any signed-in user, or the listed roles (an admin may open every guarded
 * page). Anonymous visitors are sent to /login?next=…, other roles see a "not allowed" view
 * (features/account/access-guard.tsx, applied by the app shell). The server guards the data.
 */
export type PageAccess = "signed-in" | readonly UserRole[];
export interface PageDefinition {
  /** Unique, stable id "<feature>/<name>"; also the id of the page's primary route. */
  id: string;
  /** Primary path in react-router syntax (":param" allowed). Canonical URL of the page and all aliases. */
  path: string;
  /**
   * Other paths rendering the same page; their canonical URL is `path`.
   * A plain string inherits `chrome`; the object form overrides it for that path only.
   */
  aliases?: ReadonlyArray<string | PageAlias>;
  /** The h1, and the <title> before " | business name". */
  title: string;
  /**
   * The <title> (before " | business name") when it must differ from the h1: two pages that share
   * one hero still need titles of their own in search results. Keep the h1 in it. Default: `title`.
   */
  documentTitle?: string;
  /** Meta description; also the paragraph shown while the page is still planned. */
  description: string;
  /** Route module, relative to src/. "app/planned-page.tsx" until the feature builds the page. */
  module: string;
  /**
   * true: every static path (primary and aliases) is prerendered to HTML.
   * false: client-only, served through __spa-fallback.html (personal pages, `:param` patterns).
   */
  prerender: boolean;
  /** Concrete paths of a `:param` page that are prerendered, each with its own title and description. */
  instances?: ReadonlyArray<PageInstance>;
  /**
   * A `:param` page's own not-found document: a path of the pattern that is never a real one,
   * prerendered through the page's module, which shows the not-found page for a param it does not
   * know while rendering or hydrating static HTML. The server answers the pattern's paths that are
   * not instances with it and status 404 (unless its check for the pattern finds the param, e.g. a
   * plan added to the database later: then the app shell, 200). Without it they get the app shell.
   */
  notFoundPath?: string;
  /** false hides the header and footer (full-screen funnels). Default true. */
  chrome?: boolean;
  /** Personal or staff-only pages: ask search engines not to index them. */
  noindex?: boolean;
  /** Signed-in pages: who may open them (see PageAccess). Such a page is client-only and noindex. */
  access?: PageAccess;
  /**
   * Crawlers asking for this page's paths get the prerendered HTML of this other static path
   * instead, without scripts (spec §2: the smart landing shows crawlers the static marketing page).
   */
  crawlerVariant?: string;
}

export interface PageAlias {
  path: string;
  chrome: boolean;
}

export interface PageInstance {
  path: string;
  title: string;
  description: string;
  /** Served and prerendered, but not for search engines (the contractors' fictitious sample listings). */
  noindex?: boolean;
}

/** The pages of one feature, keyed by a short local name. */
export type PageDefinitions = Readonly<Record<string, PageDefinition>>;

export const PLANNED_PAGE_MODULE = "app/planned-page.tsx";

/** A public, prerendered page whose feature is not built yet (shorthand for the pages.ts files). */
export function plannedPage(page: Omit<PageDefinition, "module" | "prerender"> & Partial<Pick<PageDefinition, "prerender">>): PageDefinition {
  return { module: PLANNED_PAGE_MODULE, prerender: true, ...page };
}
