import { describe, expect, it } from "vitest";
import type { MetaDescriptor } from "react-router";
import { business } from "@/lib/business";
import { PLANNED_PAGE_MODULE } from "@/lib/page-definition";
import type { PageDefinitions } from "@/lib/page-definition";
import { metaFrom } from "./page-head";
import { featurePageSets, pages, prerenderPaths, routeEntries, routeEntry } from "../app/page-registry";

type MetaArgs = Parameters<ReturnType<typeof metaFrom>>[0];

/** The pages.ts export holding the route's page: what its route module passes to metaFrom. */
function featureOf(routeId: string): PageDefinitions {
  const page = routeEntry(routeId)?.page;
  const set = featurePageSets.find((candidate) => Object.values(candidate).includes(page!));
  if (!set) throw new Error(`No feature holds route ${routeId}`);
  return set;
}

function metaWith(pagesOf: PageDefinitions, routeId: string, pathname: string): MetaDescriptor[] {
  return metaFrom(pagesOf)({ matches: [{ id: "root" }, { id: routeId }], location: { pathname } } as unknown as MetaArgs);
}

/** The meta of a route as its own route module gives it (from its feature's pages only). */
const metaAt = (routeId: string, pathname: string) => metaWith(featureOf(routeId), routeId, pathname);

/** The descriptors as loose records, to read whichever keys they have. */
const loose = (meta: MetaDescriptor[]) => meta as Record<string, unknown>[];
const titleOf = (meta: MetaDescriptor[]) => loose(meta).find((entry) => "title" in entry)?.title as string | undefined;
const contentOf = (meta: MetaDescriptor[], name: string) =>
  loose(meta).find((entry) => entry.name === name || entry.property === name)?.content as string | undefined;
const canonicalOf = (meta: MetaDescriptor[]) => loose(meta).find((entry) => entry.rel === "canonical")?.href as string | undefined;
const jsonLd = (meta: MetaDescriptor[]) =>
  loose(meta)
    .filter((entry) => "script:ld+json" in entry)
    .map((entry) => entry["script:ld+json"] as Record<string, unknown>);

/** Every prerendered path with the id of the route that renders it. */
const prerendered = routeEntries.flatMap((entry) => {
  if (entry.path.includes(":")) return (entry.page.instances ?? []).map((instance) => ({ id: entry.id, path: instance.path, alias: false }));
  return entry.page.prerender ? [{ id: entry.id, path: entry.path, alias: entry.alias }] : [];
});

describe("metaFrom", () => {
  it("covers every prerendered path", () => {
    expect(prerendered.map((p) => p.path).sort()).toEqual([...prerenderPaths()].sort());
  });

  it("gives every prerendered page a title and description of its own; aliases share their page's", () => {
    const byCanonical = new Map<string, { title?: string; description?: string }>();
    for (const { id, path } of prerendered) {
      const meta = metaAt(id, path);
      const canonical = canonicalOf(meta)!;
      expect(canonical, path).toMatch(/^https?:\/\//);
      const head = { title: titleOf(meta), description: contentOf(meta, "description") };
      const earlier = byCanonical.get(canonical);
      if (earlier) expect(head, `${path} shares ${canonical}`).toEqual(earlier);
      else byCanonical.set(canonical, head);
    }
    const heads = [...byCanonical.values()];
    expect(new Set(heads.map((h) => h.title)).size, "unique titles").toBe(heads.length);
    expect(new Set(heads.map((h) => h.description)).size, "unique descriptions").toBe(heads.length);
  });

  it("points an alias's canonical link and og:url at the primary path", () => {
    const meta = metaAt("contact/contact@/quote", "/quote");
    expect(canonicalOf(meta)).toBe(`${business.publicBaseUrl}/contact`);
    expect(contentOf(meta, "og:url")).toBe(`${business.publicBaseUrl}/contact`);
  });

  it("keeps the h1 in a <title> set apart from it", () => {
    for (const p of pages.filter((candidate) => candidate.documentTitle)) {
      expect(p.documentTitle, p.id).toContain(p.title);
      expect(titleOf(metaAt(p.id, p.path))).toBe(`${p.documentTitle} | ${business.businessName}`);
    }
  });

  it("puts the business JSON-LD on public pages, and none on personal or staff pages", () => {
    const about = jsonLd(metaAt("content/about", "/about"));
    expect(about).toHaveLength(1);
    expect(about[0]).toMatchObject({ "@type": "HomeAndConstructionBusiness", openingHours: "Mo-Fr 08:00-17:00" });
    expect(jsonLd(metaAt("admin/dashboard", "/admin/dashboard"))).toEqual([]);
    expect(contentOf(metaAt("admin/dashboard", "/admin/dashboard"), "robots")).toBe("noindex");
  });

  it("adds a BreadcrumbList to nested pages only", () => {
    const article = jsonLd(metaAt("blog/article", "/blog/why-sips-pay-off"));
    const crumbs = article.find((data) => data["@type"] === "BreadcrumbList");
    expect(crumbs?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${business.publicBaseUrl}/` },
      { "@type": "ListItem", position: 2, name: pages.find((p) => p.path === "/blog")!.title, item: `${business.publicBaseUrl}/blog` },
      { "@type": "ListItem", position: 3, name: "Why SIPs Pay Off", item: `${business.publicBaseUrl}/blog/why-sips-pay-off` },
    ]);
    expect(jsonLd(metaAt("content/about", "/about")).some((data) => data["@type"] === "BreadcrumbList")).toBe(false);
  });

  it("asks search engines not to index placeholders of pages still being built, nor sample listings", () => {
    for (const { id, path } of prerendered) {
      const p = routeEntries.find((entry) => entry.id === id)!.page;
      const sample = p.instances?.find((instance) => instance.path === path)?.noindex;
      const expected = p.noindex || sample || p.module === PLANNED_PAGE_MODULE ? "noindex" : undefined;
      expect(contentOf(metaAt(id, path), "robots"), path).toBe(expected);
    }
  });

  it("knows only the routes of the pages it is given", () => {
    expect(metaWith(featureOf("content/about"), "blog/index", "/blog")).toEqual([]);
    expect(titleOf(metaWith(featureOf("blog/index"), "blog/index", "/blog"))).toContain(pages.find((p) => p.path === "/blog")!.title);
  });
});
