import { useLocation, useMatches, type MetaDescriptor, type MetaFunction } from "react-router";
import { business } from "@/lib/business";
import { canonicalUrl, pageMeta, SHARE_IMAGE } from "@/lib/page-meta";
import { breadcrumbJsonLd, businessJsonLd, jsonLdMeta } from "@/lib/structured-data";
import { serviceAreaCities } from "../features/cities/pages";
import { isDynamicPath, pageHead, routeEntry } from "./page-registry";
import { breadcrumbTrail, isIndexable } from "./search-index";

type MetaArgs = Parameters<MetaFunction>[0];

/** The builder's HomeAndConstructionBusiness JSON-LD, the same on every public page. */
const businessData = jsonLdMeta(
  businessJsonLd(business, {
    cities: serviceAreaCities.map((city) => city.name),
    image: canonicalUrl(SHARE_IMAGE.path),
  }),
);

/**
 * The `meta` export of every page module, from the page definition of the matched route:
 * title, description, canonical URL (aliases point at the primary path), Open Graph, and
 * JSON-LD: the business on every public page, a BreadcrumbList on nested pages
 * (/blog/<id>: Home → Blog → article). Personal and staff pages, and placeholders of pages
 * still being built, ask not to be indexed; personal and staff pages carry no structured data.
 * A module with its own JSON-LD (FAQPage, Article) adds it: `[...registryMeta(args), jsonLdMeta(…)]`.
 */
export function registryMeta(args: MetaArgs): MetaDescriptor[] {
  const { matches, location } = args;
  const routeId = matches[matches.length - 1]?.id ?? "";
  const entry = routeEntry(routeId);
  const head = pageHead(routeId, location.pathname);
  if (!entry || !head) return [];
  const { page } = entry;
  // A `:param` page's instances have their own titles; a static page may set a <title> apart from its h1.
  const title = isDynamicPath(page.path) ? head.title : (page.documentTitle ?? head.title);
  const meta = pageMeta({ ...head, title, noindex: !isIndexable(page) || head.noindex });
  if (page.noindex) return meta;

  meta.push(businessData);
  const trail = breadcrumbTrail(routeId, location.pathname);
  if (trail) meta.push(jsonLdMeta(breadcrumbJsonLd(trail.map((step) => ({ name: step.name, url: canonicalUrl(step.path) })))));
  return meta;
}

/** The matched page's title, description and canonical path, for a module shared by several pages. */
export function usePageHead(): ReturnType<typeof pageHead> {
  const matches = useMatches();
  const { pathname } = useLocation();
  return pageHead(matches[matches.length - 1]?.id ?? "", pathname);
}
