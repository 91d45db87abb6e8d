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
   * A later page of a set rendered by one template from a list (plans, cities, articles): `make test`
   * opens the first two of each set in the browser; E2E_EVERY_PAGE=1 (`make e2e-every-page`) opens all.
   */
  repeat: boolean;
}

/** Every page in the browser sweep, not only the first of each templated set (see RouteCase.repeat). */
export const EVERY_PAGE = process.env.E2E_EVERY_PAGE === "1";

/** Features whose prerendered pages get axe in the sweep (the staff and personal pages: admin-a11y and their specs). */
const AXE_FEATURES = ["content", "cities", "blog", "contact", "contractors"];
const AXE_EXTRA_PATHS = ["/login"];

/** Templates that render one page per item of a list (plans, cities, articles, sample contractors); beyond the first two, their pages are `repeat`. */
const LIST_TEMPLATES = ["features/designs/design-page.tsx", "features/cities/city-page.tsx", "features/blog/article-page.tsx", "features/contractors/contractor-page.tsx"];
const seenPerTemplate = new Map<string, number>();
function isRepeat(module: string): boolean {
  if (!LIST_TEMPLATES.includes(module)) return false;
  const seen = (seenPerTemplate.get(module) ?? 0) + 1;
  seenPerTemplate.set(module, seen);
  return seen > 2;
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
        repeat: !entry.alias && isRepeat(page.module),
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
  const sample = { url, h1, prerendered: false, chrome: entry.chrome, canonicalPath: url, alias: false, personal, access, axe: false, repeat: false };
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
