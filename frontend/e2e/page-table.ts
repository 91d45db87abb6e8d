import { isDynamicPath, routeEntries } from "../src/app/page-registry";

/** One URL per registered route (aliases included), with the h1 it must show. */
export interface RouteCase {
  url: string;
  h1: string;
  prerendered: boolean;
  chrome: boolean;
}

// A `:param` route is visited with a sample value; its page's h1 is its own title.
const SAMPLE_PARAM = "sample-123";

export const routeCases: RouteCase[] = routeEntries.flatMap((entry) => {
  const { page } = entry;
  if (!isDynamicPath(entry.path)) {
    return [{ url: entry.path, h1: page.title, prerendered: page.prerender, chrome: entry.chrome }];
  }
  const sample = { url: entry.path.replace(/:[^/]+/g, SAMPLE_PARAM), h1: page.title, prerendered: false, chrome: entry.chrome };
  const instances = (page.instances ?? []).map((instance) => ({
    url: instance.path,
    h1: instance.title,
    prerendered: page.prerender,
    chrome: entry.chrome,
  }));
  return [sample, ...instances];
});
