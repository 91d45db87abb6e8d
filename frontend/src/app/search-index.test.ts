import { describe, expect, it } from "vitest";
import { PLANNED_PAGE_MODULE, type PageDefinition } from "@/lib/page-definition";
import { featurePageSets, pageHead, pages, prerenderPaths, routeEntries } from "./page-registry";
import { pageSet } from "../lib/page-routes";
import { DISALLOWED_PATHS, breadcrumbTrail, frontMatterDate, isIndexable, robotsTxt, sitemapPaths, sitemapXml } from "./search-index";

const page = (overrides: Partial<PageDefinition>): PageDefinition => ({
  id: "test/page",
  path: "/test",
  title: "Test",
  description: "A test page.",
  module: "features/test/page.tsx",
  prerender: true,
  ...overrides,
});

describe("isIndexable", () => {
  it("lets search engines index built public pages only", () => {
    expect(isIndexable(page({}))).toBe(true);
    expect(isIndexable(page({ noindex: true }))).toBe(false);
    expect(isIndexable(page({ module: PLANNED_PAGE_MODULE }))).toBe(false);
  });
});

describe("sitemapPaths", () => {
  const paths = sitemapPaths();
  const aliasPaths = routeEntries.filter((entry) => entry.alias).map((entry) => entry.path);

  it("lists each indexable prerendered page once, by its canonical path", () => {
    expect(new Set(paths).size).toBe(paths.length);
    const prerendered = new Set(prerenderPaths());
    for (const path of paths) expect(prerendered.has(path), path).toBe(true);
    for (const entry of routeEntries.filter((e) => !e.alias && e.page.prerender && !e.path.includes(":"))) {
      expect(paths.includes(entry.path), entry.path).toBe(isIndexable(entry.page));
    }
    for (const p of pages) for (const instance of p.instances ?? []) expect(paths.includes(instance.path)).toBe(isIndexable(p) && !instance.noindex);
  });

  it("leaves out aliases, :param patterns, personal and staff pages and placeholders", () => {
    for (const alias of aliasPaths) expect(paths).not.toContain(alias);
    expect(paths.some((path) => path.includes(":"))).toBe(false);
    for (const p of pages.filter((candidate) => candidate.noindex || candidate.module === PLANNED_PAGE_MODULE)) {
      expect(paths).not.toContain(p.path);
    }
    for (const path of ["/admin/dashboard", "/account", "/login", "/contractors/dashboard", "/affiliate-dashboard", "/404"]) {
      expect(paths).not.toContain(path);
    }
  });
});

describe("fictitious sample listings", () => {
  it("are prerendered but neither in the sitemap nor indexable", () => {
    const samples = pages.flatMap((p) => p.instances ?? []).filter((instance) => instance.path.startsWith("/contractors/"));
    expect(samples.length).toBe(12);
    const prerendered = new Set(prerenderPaths());
    for (const sample of samples) {
      expect(prerendered.has(sample.path), sample.path).toBe(true);
      expect(sitemapPaths()).not.toContain(sample.path);
      expect(pageHead("contractors/profile", sample.path)?.noindex, sample.path).toBe(true);
    }
    expect(pageHead("contractors/profile", "/contractors/prairie-electric")?.noindex).toBe(false);
  });
});

describe("breadcrumbTrail", () => {
  it("goes Home → section → page for a nested page, named by the registry's titles", () => {
    const blog = pages.find((p) => p.path === "/blog")!;
    expect(breadcrumbTrail("blog/article", "/blog/why-sips-pay-off")).toEqual([
      { name: "Home", path: "/" },
      { name: blog.title, path: "/blog" },
      { name: "Why SIPs Pay Off", path: "/blog/why-sips-pay-off" },
    ]);
    const directory = pages.find((p) => p.path === "/contractors")!;
    expect(breadcrumbTrail("contractors/find", "/contractors/find")).toEqual([
      { name: "Home", path: "/" },
      { name: directory.title, path: "/contractors" },
      { name: "Find a Contractor", path: "/contractors/find" },
    ]);
  });

  it("skips a parent path that is no page of its own, and has no trail for top-level pages", () => {
    expect(breadcrumbTrail("admin/leads", "/admin/leads")).toEqual([
      { name: "Home", path: "/" },
      { name: "Discovery Call Leads", path: "/admin/leads" },
    ]);
    expect(breadcrumbTrail("content/about", "/about")).toBeUndefined();
    expect(breadcrumbTrail("landing/entry", "/")).toBeUndefined();
    expect(breadcrumbTrail("no/such-route", "/x/y")).toBeUndefined();
  });

  it("has a trail for every nested page of the registry, ending at the page's canonical path", () => {
    for (const entry of routeEntries.filter((e) => !e.alias && e.path.split("/").filter(Boolean).length >= 2)) {
      const samplePath = entry.path.replace(/:[^/]+/g, "sample");
      const trail = breadcrumbTrail(entry.id, samplePath);
      expect(trail?.[0], entry.path).toEqual({ name: "Home", path: "/" });
      expect(trail?.at(-1)?.path, entry.path).toBe(samplePath);
    }
  });

  it("finds every section within the page's own feature, so a route module's meta gives the same trail", () => {
    for (const pagesOf of featurePageSets) {
      const feature = pageSet(Object.values(pagesOf));
      for (const entry of feature.entries.filter((e) => !e.alias)) {
        const samplePath = entry.path.replace(/:[^/]+/g, "sample");
        expect(feature.trail(entry.id, samplePath), entry.path).toEqual(breadcrumbTrail(entry.id, samplePath));
      }
    }
  });
});

describe("robots.txt", () => {
  const text = robotsTxt("https://builder.example");

  it("points to the sitemap on the public origin and keeps private areas and the API out", () => {
    expect(text).toContain("User-agent: *\n");
    expect(text).toContain("\nSitemap: https://builder.example/sitemap.xml\n");
    for (const path of [
      "/admin",
      "/account",
      "/checkout",
      "/deposit-confirmation",
      "/contractors/dashboard",
      "/affiliate-dashboard",
      "/affiliate-admin",
      "/api/",
    ]) {
      expect(text).toContain(`\nDisallow: ${path}\n`);
    }
    expect(text).not.toMatch(/^Disallow: \/$/m);
  });

  it("lets crawlers fetch the published pictures of the sitemap's image entries (issue 31)", () => {
    expect(text).toContain("\nAllow: /api/media/\n");
  });

  it("disallows every personal or staff page that is not prerendered, and no public page", () => {
    const blocked = (path: string) => DISALLOWED_PATHS.some((prefix) => path === prefix || path.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`));
    for (const p of pages.filter((candidate) => candidate.noindex && !candidate.prerender)) expect(blocked(p.path), p.path).toBe(true);
    for (const path of sitemapPaths()) expect(blocked(path), path).toBe(false);
  });
});

describe("sitemapXml", () => {
  it("writes absolute URLs, escaped, with lastmod where known", () => {
    const xml = sitemapXml("https://builder.example/", [{ path: "/", lastmod: "2025-03-01" }, { path: "/a&b" }]);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
      ),
    ).toBe(true);
    expect(xml).toContain("<url>\n    <loc>https://builder.example/</loc>\n    <lastmod>2025-03-01</lastmod>\n  </url>");
    expect(xml).toContain("<url>\n    <loc>https://builder.example/a&amp;b</loc>\n  </url>");
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });

  it("lists a page's pictures as image entries (issue 31), absolute, escaped", () => {
    const xml = sitemapXml("https://builder.example", [
      { path: "/designs/oak", images: ["/api/media/0b6d6f3e-3c55-4d1a-9a56-4c1f1c2b7f10", "https://cdn.example/a&b.webp"] },
    ]);
    expect(xml).toContain(
      [
        "  <url>",
        "    <loc>https://builder.example/designs/oak</loc>",
        "    <image:image>",
        "      <image:loc>https://builder.example/api/media/0b6d6f3e-3c55-4d1a-9a56-4c1f1c2b7f10</image:loc>",
        "    </image:image>",
        "    <image:image>",
        "      <image:loc>https://cdn.example/a&amp;b.webp</image:loc>",
        "    </image:image>",
        "  </url>",
      ].join("\n"),
    );
  });
});

describe("frontMatterDate", () => {
  it("reads updated, else date or published, from the front-matter only", () => {
    expect(frontMatterDate("---\ncounty: Buchanan County\nupdated: 2025-06-02\n---\n# Body")).toBe("2025-06-02");
    expect(frontMatterDate('---\ndate: "2025-01-15"\nauthor: Ann\n---\n')).toBe("2025-01-15");
    expect(frontMatterDate("---\npublished: '2024-11-30'\n---\n")).toBe("2024-11-30");
    expect(frontMatterDate("---\ncounty: Holt County\n---\nupdated: 2025-01-01")).toBeUndefined();
    expect(frontMatterDate("No front-matter here.")).toBeUndefined();
  });
});
