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
}

// A `:param` route is visited with a sample value; its page's h1 is its own title.
const SAMPLE_PARAM = "sample-123";

export const routeCases: RouteCase[] = routeEntries.flatMap((entry) => {
  const { page } = entry;
  const personal = page.noindex ?? false;
  const access = page.access;
  if (!isDynamicPath(entry.path)) {
    return [
      {
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
  const sample = { url, h1, prerendered: false, chrome: entry.chrome, canonicalPath: url, alias: false, personal, access };
  const instances = (page.instances ?? []).map((instance) => ({
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
