/**
 * What the app shell (header, footer, access guard, account menu) needs of every route in the
 * browser: which routes hide the header and footer, who may open a signed-in page, and each page's
 * paths. vite.config.ts computes it from the page registry at build time (shellRoutes() in
 * page-registry.ts), so every page carries these few facts, not every page's title and description.
 */
import type { PageAccess } from "./page-definition";
import type { ShellPageId } from "./shell-pages";
import { isOfficeRole } from "./office-roles";

/** The staff shell's menus (app/staff-menus.ts): the office's, a referral partner's, a contractor's. */
export type StaffMenuId = "admin" | "partner" | "contractor";

export interface ShellRoutes {
  /** Route ids rendered without header and footer. */
  hideChrome: readonly string[];
  /** Route id → who may open it, for signed-in pages only. */
  access: Readonly<Record<string, PageAccess>>;
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

/**
 * The staff menu of a page, from who may open it: staff-only pages get the office's menu, the
 * referral partners' and the contractors' pages theirs. Pages for anyone signed in (the buyer's
 * account) and public pages keep the public header and footer. Derived here, not listed in the
 * route facts, so public pages carry no extra bytes for it.
 */
export function staffMenuOf(access: PageAccess | undefined): StaffMenuId | undefined {
  if (access === undefined || access === "signed-in") return undefined;
  if (access.includes("affiliate")) return "partner";
  if (access.includes("contractor")) return "contractor";
  // The office's pages: admins only, or admins and sales reps.
  return access.every(isOfficeRole) ? "admin" : undefined;
}

/** The staff menu of the matched route's page (staff layout, side navigation); undefined for public pages. */
export function staffMenu(routeId: string | undefined): StaffMenuId | undefined {
  return staffMenuOf(pageAccess(routeId));
}

/** All paths (primary first) that render the page with this id. */
export function pagePaths(pageId: ShellPageId): readonly string[] {
  return routes.paths[pageId];
}
