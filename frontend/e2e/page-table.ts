import { isDynamicPath, routeEntries } from "../src/app/page-registry";
import type { PageAccess } from "../src/lib/page-definition";

/** One URL per registered route (aliases included), with the h1 it must show. */
export interface RouteCase {
  url: string;
  h1: string;
  prerendered: boolean;
  chrome: boolean;
  /** Path of the page's canonical URL: the primary path for an alias, the URL itself otherwise. */
  canonicalPath: string;
  alias: boolean;
  /** A personal or staff page (`noindex` in its definition): never indexed, no structured data. */
  personal: boolean;
  /** Signed-in pages: anonymous visitors are sent to /login?next=<url>. */
  access?: PageAccess;
  /** The browser sweep (routes.spec.ts) also runs axe on it, light and dark: a content page or the sign-in page. */
  axe: boolean;
  /**
   * A page whose browser visit repeats one made before it: a later page of one template (plans, cities,
   * articles, sample contractors, the Markdown content pages), a later alias, a later signed-in page
   * of the same access. `make test` opens the first two of each template, the first alias and the first
   * page of each access in the browser (every page's HTML is still fetched and checked);
   * E2E_EVERY_PAGE=1 (`make e2e-every-page`) opens them all, axe included.
   */
  repeat: boolean;
}

/** Every page in the browser sweep, not only the first of each templated set (see RouteCase.repeat). */
export const EVERY_PAGE = process.env.E2E_EVERY_PAGE === "1";

/** Features whose prerendered pages get axe in the sweep (the staff and personal pages: admin-a11y and their specs). */
const AXE_FEATURES = ["content", "cities", "blog", "contact", "contractors"];
const AXE_EXTRA_PATHS = ["/login"];

/**
 * Templates that render many pages (plans, cities, articles, sample contractors, the Markdown content
 * pages); beyond the first two, their pages are `repeat`.
 */
const TEMPLATES = [
  "features/designs/design-page.tsx",
  "features/cities/city-page.tsx",
  "features/blog/article-page.tsx",
  "features/contractors/contractor-page.tsx",
  "features/content/content-page.tsx",
];
const seen = new Map<string, number>();
/** Counts a visit of this kind; true from the (limit + 1)th on. */
function beyond(kind: string, limit: number): boolean {
  const count = (seen.get(kind) ?? 0) + 1;
  seen.set(kind, count);
  return count > limit;
}
function isRepeat(module: string): boolean {
  return TEMPLATES.includes(module) && beyond(module, 2);
}
/** A signed-in page sends anonymous visitors to /login the same way whatever the page: the first of each access is enough. */
function isRepeatOfAccess(access: PageAccess | undefined): boolean {
  return access !== undefined && beyond(`access:${String(access)}`, 1);
}

// A `:param` route is visited with a sample value; its page's h1 is its own title.
const SAMPLE_PARAM = "sample-123";

export const routeCases: RouteCase[] = routeEntries.flatMap((entry) => {
  const { page } = entry;
  const personal = page.noindex ?? false;
  const access = page.access;
  const axeFeature = !entry.alias && !personal && AXE_FEATURES.includes(page.id.split("/")[0]);
  if (!isDynamicPath(entry.path)) {
    return [
      {
        axe: (axeFeature && page.prerender) || AXE_EXTRA_PATHS.includes(entry.path),
        // An alias is the same page under another path: the first one shows the client router takes them.
        repeat: entry.alias ? beyond("alias", 1) : isRepeat(page.module) || isRepeatOfAccess(access),
        url: entry.path,
        h1: page.title,
        prerendered: page.prerender,
        chrome: entry.chrome,
        canonicalPath: page.path,
        alias: entry.alias,
        personal,
        access,
      },
    ];
  }
  const url = entry.path.replace(/:[^/]+/g, SAMPLE_PARAM);
  // A page whose values are a fixed list (the blog's articles) shows the not-found page for any other.
  const h1 = page.instances?.length ? "Page not found" : page.title;
  const sample = {
    url,
    h1,
    prerendered: false,
    chrome: entry.chrome,
    canonicalPath: url,
    alias: false,
    personal,
    access,
    axe: false,
    repeat: isRepeatOfAccess(access),
  };
  const instances = (page.instances ?? []).map((instance) => ({
    axe: axeFeature,
    repeat: isRepeat(page.module),
    url: instance.path,
    h1: instance.title,
    // Instances are always prerendered (page-registry's prerenderPaths), whatever the pattern's own flag.
    prerendered: true,
    chrome: entry.chrome,
    canonicalPath: instance.path,
    alias: false,
    personal,
    access,
  }));
  // A page with a not-found document of its own answers other values with status 404 (designs.spec.ts).
  return page.notFoundPath ? instances : [sample, ...instances];
});
