import { useLocation, useMatches, type MetaDescriptor, type MetaFunction } from "react-router";
import { business } from "@/lib/business";
import type { PageDefinition, PageDefinitions } from "@/lib/page-definition";
import { canonicalUrl, pageMeta, SHARE_IMAGE } from "@/lib/page-meta";
import { breadcrumbJsonLd, businessJsonLd, jsonLdMeta } from "@/lib/structured-data";
import { serviceAreaCities } from "./service-area";
import { isDynamicPath, isIndexable, pageSet, type PageHead, type PageSet } from "./page-routes";

type MetaArgs = Parameters<MetaFunction>[0];

/** The builder's HomeAndConstructionBusiness JSON-LD, the same on every public page. */
const businessData = jsonLdMeta(
  businessJsonLd(business, {
    cities: serviceAreaCities.map((city) => city.name),
    image: canonicalUrl(SHARE_IMAGE.path),
  }),
);

/** One feature's pages.ts export, or a list of definitions (the planned page's: all of them). */
type Pages = PageDefinitions | readonly PageDefinition[];

const sets = new WeakMap<Pages, PageSet>();

/** The lookups over one feature's pages, built once per pages.ts. */
function setOf(pages: Pages): PageSet {
  let set = sets.get(pages);
  if (!set) sets.set(pages, (set = pageSet(Object.values(pages))));
  return set;
}

const lastRouteId = (matches: readonly ({ id: string } | undefined)[]) => matches[matches.length - 1]?.id ?? "";

/**
 * The `meta` export of a route module, from the definitions of the pages it renders (its feature's
 * pages.ts, not the whole registry: the browser runs `meta` too, and would otherwise load every
 * page's title and description): title, description, canonical URL (aliases point at the primary
 * path), Open Graph, and JSON-LD: the business on every public page, a BreadcrumbList on nested
 * pages (/blog/<id>: Home → Blog → article). Personal and staff pages, and placeholders of pages
 * still being built, ask not to be indexed; personal and staff pages carry no structured data.
 * A module with its own JSON-LD (FAQPage, Article) adds it: `[...metaFrom(pages)(args), jsonLdMeta(…)]`.
 */
export function metaFrom(pages: Pages): (args: MetaArgs) => MetaDescriptor[] {
  return ({ matches, location }) => {
    const set = setOf(pages);
    const routeId = lastRouteId(matches);
    const entry = set.entry(routeId);
    const head = set.head(routeId, location.pathname);
    if (!entry || !head) return [];
    const { page } = entry;
    // A `:param` page's instances have their own titles; a static page may set a <title> apart from its h1.
    const title = isDynamicPath(page.path) ? head.title : (page.documentTitle ?? head.title);
    const meta = pageMeta({ ...head, title, noindex: !isIndexable(page) || head.noindex });
    if (page.noindex) return meta;

    meta.push(businessData);
    const trail = set.trail(routeId, location.pathname);
    if (trail) meta.push(jsonLdMeta(breadcrumbJsonLd(trail.map((step) => ({ name: step.name, url: canonicalUrl(step.path) })))));
    return meta;
  };
}

/** The matched page's title, description and canonical path, for a module rendering several of `pages`. */
export function usePageHead(pages: Pages): PageHead | undefined {
  const matches = useMatches();
  const { pathname } = useLocation();
  return setOf(pages).head(lastRouteId(matches), pathname);
}

/** The matched route's page definition, among `pages`. */
export function useMatchedPage(pages: Pages) {
  return setOf(pages).entry(lastRouteId(useMatches()))?.page;
}
