import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/test";
import { routeCases, type RouteCase } from "./page-table";
import { decodeEntities, waitForHydration, watchConsole } from "./support/page";

/**
 * Search and sharing, read the way a crawler reads it: the raw HTML (no JavaScript) of every
 * prerendered route, /sitemap.xml and /robots.txt. Everything is derived from the page registry
 * and the served HTML, so it holds whichever pages are built or still planned.
 */

const prerendered = routeCases.filter((route) => route.prerendered);

interface Head {
  route: RouteCase;
  html: string;
  title?: string;
  description?: string;
  canonicals: string[];
  robots?: string;
  /** property or name → content, for og:* and twitter:* */
  social: Map<string, string[]>;
  jsonLd: Record<string, unknown>[];
}

function readHead(route: RouteCase, html: string): Head {
  const head = html.slice(0, html.indexOf("</head>"));
  const social = new Map<string, string[]>();
  for (const [, key, content] of head.matchAll(/<meta (?:property|name)="((?:og|twitter):[^"]+)" content="([^"]*)"\/?>/g)) {
    social.set(key, [...(social.get(key) ?? []), decodeEntities(content)]);
  }
  const title = head.match(/<title>([^<]*)<\/title>/)?.[1];
  const description = head.match(/<meta name="description" content="([^"]*)"/)?.[1];
  return {
    route,
    html,
    title: title === undefined ? undefined : decodeEntities(title),
    description: description === undefined ? undefined : decodeEntities(description),
    canonicals: [...head.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((m) => decodeEntities(m[1])),
    robots: head.match(/<meta name="robots" content="([^"]*)"/)?.[1],
    social,
    // JSON-LD may sit anywhere in the document; each block must parse as JSON.
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>),
  };
}

let heads: Promise<Head[]> | undefined;

/** Every prerendered route's raw HTML, read once per worker and shared by the tests below. */
function fetchHeads(request: APIRequestContext): Promise<Head[]> {
  heads ??= Promise.all(
    prerendered.map(async (route) => {
      const response = await request.get(route.url);
      expect(response.status(), route.url).toBe(200);
      // Read the body now: the request context belongs to the test that started the walk.
      return readHead(route, await response.text());
    }),
  );
  return heads;
}

const businessOf = (head: Head) => head.jsonLd.filter((data) => data["@type"] === "HomeAndConstructionBusiness");
const pathOf = (url: string) => new URL(url).pathname;

test.describe("search and sharing in the raw HTML", () => {
  test("every prerendered route has one canonical URL, Open Graph tags and, when public, the business JSON-LD", async ({ request }) => {
    const heads = await fetchHeads(request);
    expect(heads.length).toBeGreaterThan(50);
    for (const head of heads) {
      const { url } = head.route;
      expect.soft(head.canonicals, `${url}: one canonical link`).toHaveLength(1);
      const canonical = head.canonicals[0] ?? "";
      expect.soft(pathOf(canonical), `${url}: canonical path`).toBe(head.route.canonicalPath);
      const og = (key: string) => head.social.get(key) ?? [];
      expect.soft(og("og:title"), `${url}: og:title`).toEqual([head.title]);
      expect.soft(og("og:description"), `${url}: og:description`).toEqual([head.description]);
      expect.soft(og("og:url"), `${url}: og:url`).toEqual([canonical]);
      expect.soft(og("og:type"), `${url}: og:type`).toHaveLength(1);
      expect.soft(og("og:site_name"), `${url}: og:site_name`).toHaveLength(1);
      expect.soft(og("og:locale"), `${url}: og:locale`).toEqual(["en_US"]);
      expect.soft(og("twitter:card"), `${url}: twitter:card`).toHaveLength(1);
      expect.soft(og("og:image"), `${url}: og:image`).toHaveLength(1);
      expect.soft(head.description?.length ?? 0, `${url}: a description of 50+ characters`).toBeGreaterThanOrEqual(50);

      const business = businessOf(head);
      if (head.route.personal) {
        expect.soft(head.robots, `${url}: personal pages are not indexed`).toBe("noindex");
        expect.soft(business, `${url}: no structured data on personal pages`).toHaveLength(0);
        continue;
      }
      expect.soft(business, `${url}: one HomeAndConstructionBusiness`).toHaveLength(1);
      expect.soft(business[0]?.openingHours, `${url}: machine-readable hours`).toBe("Mo-Fr 08:00-17:00");
      expect.soft((business[0]?.areaServed as unknown[] | undefined)?.length, `${url}: 16 cities served`).toBe(16);
      expect.soft((business[0]?.address as { "@type"?: string } | undefined)?.["@type"], `${url}: postal address`).toBe("PostalAddress");
    }
  });

  test("titles and descriptions are unique across pages; aliases share their page's", async ({ request }) => {
    const heads = await fetchHeads(request);
    const byCanonical = new Map<string, Head>();
    for (const head of heads) {
      const canonical = head.canonicals[0];
      expect(canonical, head.route.url).toBeTruthy();
      expect(head.title, head.route.url).toBeTruthy();
      expect(head.description, head.route.url).toBeTruthy();
      const first = byCanonical.get(canonical);
      if (first) {
        expect.soft({ title: head.title, description: head.description }, `${head.route.url} shares ${first.route.url}'s head`).toEqual({
          title: first.title,
          description: first.description,
        });
      } else byCanonical.set(canonical, head);
    }
    const pages = [...byCanonical.values()];
    const duplicates = (key: "title" | "description") => {
      const seen = new Map<string, string[]>();
      for (const head of pages) seen.set(head[key]!, [...(seen.get(head[key]!) ?? []), head.route.url]);
      return [...seen].filter(([, urls]) => urls.length > 1);
    };
    expect(duplicates("title"), "pages sharing a title").toEqual([]);
    expect(duplicates("description"), "pages sharing a description").toEqual([]);
    // Every alias's canonical URL is its page's primary URL, which is itself a served page.
    for (const head of heads.filter((h) => h.route.alias)) {
      expect(pathOf(head.canonicals[0]), head.route.url).not.toBe(head.route.url);
      expect(
        pages.some((page) => page.canonicals[0] === head.canonicals[0] && !page.route.alias),
        head.route.url,
      ).toBe(true);
    }
  });

  test("nested pages carry a BreadcrumbList from home to the page", async ({ request }) => {
    const heads = await fetchHeads(request);
    const nested = heads.filter((head) => !head.route.personal && head.route.canonicalPath.split("/").filter(Boolean).length >= 2);
    expect(nested.length, "prerendered nested pages (the blog articles at least)").toBeGreaterThan(0);
    for (const head of nested) {
      const lists = head.jsonLd.filter((data) => data["@type"] === "BreadcrumbList");
      expect(lists, head.route.url).toHaveLength(1);
      const items = lists[0].itemListElement as { position: number; name: string; item: string }[];
      expect(
        items.map((item) => item.position),
        head.route.url,
      ).toEqual(items.map((_, index) => index + 1));
      expect(items.length, head.route.url).toBeGreaterThanOrEqual(2);
      expect(pathOf(items[0].item), head.route.url).toBe("/");
      expect(items.at(-1)!.item, head.route.url).toBe(head.canonicals[0]);
      for (const item of items) expect(item.name.trim(), head.route.url).not.toBe("");
    }
    const article = nested.find((head) => head.route.url.startsWith("/blog/"));
    const steps = (article?.jsonLd.find((data) => data["@type"] === "BreadcrumbList")?.itemListElement ?? []) as { item: string }[];
    expect(steps.map((step) => pathOf(step.item))).toEqual(["/", "/blog", article?.route.url]);
    // Top-level pages have none.
    const about = heads.find((head) => head.route.url === "/about")!;
    expect(about.jsonLd.some((data) => data["@type"] === "BreadcrumbList")).toBe(false);
  });

  test("a crawler at / gets the marketing page with the business JSON-LD and /'s canonical and og:url", async ({ request }) => {
    const response = await request.get("/", { headers: { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" } });
    const head = readHead(
      prerendered.find((route) => route.url === "/")!,
      await response.text(),
    );
    expect(head.canonicals).toHaveLength(1);
    expect(pathOf(head.canonicals[0])).toBe("/");
    expect(head.social.get("og:url")).toEqual(head.canonicals);
    expect(businessOf(head)[0]?.openingHours).toBe("Mo-Fr 08:00-17:00");
  });
});

test.describe("sitemap.xml and robots.txt", () => {
  test("the sitemap lists every indexable prerendered page by its canonical URL, and nothing else", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\s*<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:image="http:\/\/www.google.com\/schemas\/sitemap-image\/1.1">/,
    );
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decodeEntities(m[1]));
    expect(new Set(locs).size).toBe(locs.length);
    for (const lastmod of xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)) expect(lastmod[1]).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const heads = await fetchHeads(request);
    const indexable = new Set(heads.filter((head) => head.robots === undefined).map((head) => head.canonicals[0]));
    expect([...locs].sort()).toEqual([...indexable].sort());
    const aliases = new Set(prerendered.filter((route) => route.alias).map((route) => route.url));
    for (const loc of locs) expect(aliases.has(pathOf(loc)), loc).toBe(false);
    for (const path of ["/admin", "/account", "/checkout", "/login", "/404", "/contractors/dashboard", "/affiliate-dashboard"]) {
      expect(
        locs.some((loc) => pathOf(loc).startsWith(path)),
        path,
      ).toBe(false);
    }
  });

  test("robots.txt points to the sitemap and keeps private areas and the API out", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    const text = await response.text();
    const about = readHead(
      prerendered.find((route) => route.url === "/about")!,
      await (await request.get("/about")).text(),
    );
    const origin = new URL(about.canonicals[0]).origin;
    expect(text).toContain("User-agent: *");
    expect(text).toMatch(new RegExp(`^Sitemap: ${origin.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/sitemap\\.xml$`, "m"));
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
      expect(text).toMatch(new RegExp(`^Disallow: ${path}$`, "m"));
    }
    expect(text).not.toMatch(/^Disallow: \/\s*$/m);
  });
});

test.describe("JSON-LD under the Content-Security-Policy", () => {
  for (const url of ["/about", "/blog/why-sips-pay-off", "/st-joseph"]) {
    test(`${url}: no CSP violation or console error, and the structured data is in the document`, async ({ page }) => {
      const problems = watchConsole(page);
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      const response = await page.goto(url);
      expect(response?.headers()["content-security-policy"]).toContain("script-src");
      await waitForHydration(page);
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const types = blocks.map((block) => (JSON.parse(block) as { "@type": string })["@type"]);
      expect(types).toContain("HomeAndConstructionBusiness");
      // Hydration keeps the prerendered block and adds no second one.
      expect(types.filter((type) => type === "HomeAndConstructionBusiness")).toHaveLength(1);
      expect(problems).toEqual([]);
    });
  }
});
