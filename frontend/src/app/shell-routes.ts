/**
 * What the app shell (header, footer, access guard, account menu) needs of every route in the
 * browser: which routes hide the header and footer, who may open a signed-in page, and each page's
 * paths. vite.config.ts computes it from the page registry at build time (shellRoutes() in
 * page-registry.ts), so every page carries these few facts, not every page's title and description.
 */
import type { PageAccess } from "../lib/page-definition";
import type { ShellPageId } from "./shell-pages";

/** The staff shell's menus (app/staff-menus.ts): the office's, a referral partner's, a contractor's. */
export type StaffMenuId = "admin" | "partner" | "contractor";

export interface ShellRoutes {
  /** Route ids rendered without header and footer. */
  hideChrome: readonly string[];
  /** Route id → who may open it, for signed-in pages only. */
  access: Readonly<Record<string, PageAccess>>;
  /**
   * Route id → the staff menu of a staff page (the office's pages and the partner and contractor
   * dashboards): rendered in the staff shell (side navigation, no public header or footer).
   */
  staff: Readonly<Record<string, StaffMenuId>>;
  /** Page id → its paths, primary first, for the pages of shell-pages.ts. */
  paths: Readonly<Record<ShellPageId, readonly string[]>>;
}

declare const __SHELL_ROUTES__: ShellRoutes;

const routes: ShellRoutes = __SHELL_ROUTES__;
const hidden = new Set(routes.hideChrome);

/** Whether the header and footer show for a matched route (spec §2: hidden on landing and quiz pages). */
export function showsChrome(routeId: string | undefined): boolean {
  return routeId === undefined || !hidden.has(routeId);
}

/** Who may open the matched route's page; undefined for public pages (and unknown routes). */
export function pageAccess(routeId: string | undefined): PageAccess | undefined {
  return routeId === undefined ? undefined : routes.access[routeId];
}

/** The staff menu of the matched route's page; undefined for every page of the public site. */
export function staffMenu(routeId: string | undefined): StaffMenuId | undefined {
  return routeId === undefined ? undefined : routes.staff[routeId];
}

/** All paths (primary first) that render the page with this id. */
export function pagePaths(pageId: ShellPageId): readonly string[] {
  return routes.paths[pageId];
}
