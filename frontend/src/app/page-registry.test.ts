import { describe, expect, it } from "vitest";
import routes from "../routes";
import {
  NOT_FOUND_PRERENDER_PATH,
  NOT_FOUND_ROUTE_ID,
  clientOnlyPatterns,
  pageHead,
  pages,
  prerenderPaths,
  routeEntries,
  routeManifest,
} from "./page-registry";
import { SHELL_PAGE_IDS } from "../lib/shell-pages";
import { pageAccess, pagePaths as shellPagePaths, showsChrome } from "../lib/shell-routes";

const cities = [
  "st-joseph",
  "liberty",
  "kansas-city",
  "platte-city",
  "smithville",
  "excelsior-springs",
  "savannah",
  "parkville",
  "kearney",
  "cameron",
  "maryville",
  "columbia",
  "bethany",
  "holt",
  "kirksville",
  "mound-city",
];

const blogArticles = [
  "barndominiums-cost-missouri",
  "barndominium-truth",
  "best-barndominium-builder-award-2025",
  "what-traditional-builders-wont-tell-you-about-sip-panels",
  "sips-vs-stick-built-which-one-wins-in-real-life",
  "how-sips-help-you-build-faster-even-if-youre-not-a-builder",
  "why-sips-pay-off",
  "media-coverage-2025",
];

/** Every route of spec §2, written out by hand from the spec. */
const specPaths = [
  "/",
  "/traditional-landing",
  "/backup-landing",
  "/landing",
  "/unlock",
  "/test-unlock",
  "/test-landing",
  "/final-landing",
  "/how-close-are-you-to-building-a-barndominium",
  "/barndominium-quiz",
  "/quiz",
  "/home",
  "/original-home",
  "/public-homepage",
  "/schedule",
  "/designs",
  "/designs/:id",
  "/compare",
  "/comparison",
  "/resources",
  "/test-resources",
  "/land-search-guide",
  "/site-prep-guide",
  "/utility-guide",
  "/plan-selection-guide",
  "/permit-guide",
  "/timeline-guide",
  "/contractors",
  "/contractor-network",
  "/contractors/find",
  "/contractors/dashboard",
  "/contractors/:id",
  "/admin/dashboard",
  "/admin/leads",
  "/admin/quote-requests",
  "/affiliate-registration",
  "/affiliate-dashboard",
  "/affiliate-lead-form",
  "/affiliate-admin",
  "/about",
  "/business",
  "/commercial",
  "/architects",
  "/drawings",
  "/contact",
  "/quote",
  "/facebook-lead",
  "/faq",
  "/login",
  "/account",
  "/checkout/:designId",
  "/deposit-confirmation/:designId",
  ...cities.map((slug) => `/${slug}`),
  "/barndominium-calculator",
  "/calculator",
  "/linear-foot-calculator",
  "/blog",
  "/blog/:id",
  "/sip-info",
  "/building-process",
  "/solar-incentives",
  "/funding-the-dream",
  "/building-permits",
  "/barndominiums",
  "/barndominium-builders",
  "/missouri-building-codes",
  "/barndominium-financing",
  "/sip-home-builders-missouri",
  "/sip-video",
  "/real-estate-services",
  "/privacy-policy",
  "/privacy",
  "/terms-of-service",
  "/terms",
  "/accessibility",
  // Not in spec §2: the follow-up e-mails' unsubscribe page and the office's record and list pages (issue 13).
  "/unsubscribe",
  "/admin/leads/:id",
  // One record per person (issue 28).
  "/admin/leads/duplicates",
  "/admin/quote-requests/:id",
  "/admin/deposits",
  "/admin/users",
  "/admin/failed-mail",
  // The lead desk's report (issue 27).
  "/admin/reports/response-time",
  // The office's source-to-deposit report (issue 28).
  "/admin/reports",
  // The office's side of the contractor network (issue 15).
  "/admin/contractors",
  "/admin/contractors/:id",
  "/admin/contractor-reviews",
  // Contractors' certificates of insurance ending soon or ended (issue 31).
  "/admin/insurance-certificates",
  // The office's plans: words, status and pictures (issue 31).
  "/admin/designs",
  "/admin/designs/:id",
  // The office's moderation of contractors' portfolio photos (issue 31).
  "/admin/contractor-photos",
  // The homeowner confirms a contractor request from the e-mailed link before it is sent (issue 25).
  "/contractor-requests/confirm",
  // A homeowner reviews a contractor from the link e-mailed after a job done (issue 31).
  "/contractor-reviews/write",
  // The office's work queue and its sales team (issue 27).
  "/admin/work",
  "/admin/team",
];

/** Pairs the spec calls the same page: the second path's canonical URL is the first. */
const samePage = [
  ["/", "/traditional-landing"],
  ["/", "/backup-landing"],
  ["/business", "/commercial"],
  ["/architects", "/drawings"],
  ["/contact", "/quote"],
  ["/barndominium-calculator", "/calculator"],
  ["/barndominiums", "/barndominium-builders"],
  ["/privacy-policy", "/privacy"],
  ["/terms-of-service", "/terms"],
  ["/home", "/original-home"],
  ["/compare", "/comparison"],
  ["/unlock", "/test-unlock"],
  ["/resources", "/test-resources"],
  ["/landing", "/test-landing"],
  ["/how-close-are-you-to-building-a-barndominium", "/quiz"],
  ["/how-close-are-you-to-building-a-barndominium", "/barndominium-quiz"],
];

const entryFor = (path: string) => routeEntries.find((entry) => entry.path === path);

describe("route table", () => {
  it("has every spec §2 path exactly once, and nothing else", () => {
    const paths = routeEntries.map((entry) => entry.path);
    expect(new Set(specPaths).size).toBe(specPaths.length);
    expect([...paths].sort()).toEqual([...specPaths].sort());
  });

  it("registers one framework route per path plus the catch-all, with unique ids", () => {
    const flat = routes.map((route) => ({ id: route.id, path: route.index ? "/" : `/${route.path}` }));
    const ids = flat.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain(NOT_FOUND_ROUTE_ID);
    expect(flat.find((route) => route.id === NOT_FOUND_ROUTE_ID)?.path).toBe("/*");
    expect(
      flat
        .filter((route) => route.id !== NOT_FOUND_ROUTE_ID)
        .map((route) => route.path)
        .sort(),
    ).toEqual([...specPaths].sort());
  });

  it("gives every page a unique id, a title and a description", () => {
    const ids = pages.map((page) => page.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const page of pages) {
      expect(page.title.trim(), page.id).not.toBe("");
      expect(page.description.length, page.id).toBeGreaterThan(40);
      expect(page.description.length, page.id).toBeLessThanOrEqual(200);
    }
  });

  it.each(samePage)("renders %s and %s as one page with one canonical URL", (primary, alias) => {
    const a = entryFor(primary);
    const b = entryFor(alias);
    expect(b?.page).toBe(a?.page);
    expect(b?.alias).toBe(true);
    expect(pageHead(b!.id, alias)?.canonicalPath).toBe(primary);
    expect(pageHead(a!.id, primary)?.canonicalPath).toBe(primary);
  });

  it("hides the header and footer on the landing, test-landing, quiz and barndominium-quiz pages only", () => {
    const hidden = routeEntries.filter((entry) => !showsChrome(entry.id)).map((entry) => entry.path);
    expect(hidden.sort()).toEqual(["/barndominium-quiz", "/landing", "/quiz", "/test-landing"]);
    expect(routeManifest().hideChrome.sort()).toEqual(hidden);
    expect(showsChrome(NOT_FOUND_ROUTE_ID)).toBe(true);
  });

  it("gives the app shell the paths of every page it links to, primary path first", () => {
    for (const id of SHELL_PAGE_IDS) {
      const page = pages.find((candidate) => candidate.id === id);
      expect(page, id).toBeDefined();
      expect(shellPagePaths(id)[0], id).toBe(page!.path);
      expect(shellPagePaths(id).slice(1), id).toEqual((page!.aliases ?? []).map((alias) => (typeof alias === "string" ? alias : alias.path)));
    }
  });
});

describe("prerendering and the route manifest", () => {
  const prerendered = prerenderPaths();
  const clientOnly = clientOnlyPatterns();

  it("prerenders static public pages, their aliases and the fixed blog articles", () => {
    for (const path of ["/", "/designs", "/commercial", "/login", "/st-joseph", "/quiz"]) expect(prerendered).toContain(path);
    for (const slug of blogArticles) expect(prerendered).toContain(`/blog/${slug}`);
    expect(new Set(prerendered).size).toBe(prerendered.length);
  });

  it("keeps personal pages and :param patterns client-only", () => {
    const personal = [
      "/account",
      "/checkout/:designId",
      "/deposit-confirmation/:designId",
      "/contractors/dashboard",
      "/admin/dashboard",
      "/admin/leads",
      "/admin/quote-requests",
      "/affiliate-dashboard",
      "/affiliate-admin",
    ];
    for (const path of personal) {
      expect(clientOnly).toContain(path);
      expect(prerendered).not.toContain(path);
    }
    for (const pattern of ["/designs/:id", "/blog/:id", "/contractors/:id"]) expect(clientOnly).toContain(pattern);
    expect(prerendered.some((path) => path.includes(":") || path.includes("*"))).toBe(false);
  });

  it("guards the personal and staff pages: who may open each, never prerendered, never indexed", () => {
    const access = Object.fromEntries(pages.filter((page) => page.access).map((page) => [page.path, page.access]));
    expect(access).toEqual({
      "/account": "signed-in",
      "/checkout/:designId": "signed-in",
      "/deposit-confirmation/:designId": "signed-in",
      "/admin/dashboard": ["admin"],
      "/admin/work": ["admin", "sales"],
      "/admin/team": ["admin", "sales"],
      "/admin/leads": ["admin", "sales"],
      "/admin/quote-requests": ["admin", "sales"],
      "/admin/leads/:id": ["admin", "sales"],
      "/admin/leads/duplicates": ["admin"],
      "/admin/quote-requests/:id": ["admin", "sales"],
      "/admin/deposits": ["admin", "sales"],
      "/admin/users": ["admin"],
      "/admin/failed-mail": ["admin"],
      "/admin/reports/response-time": ["admin", "sales"],
      "/admin/reports": ["admin", "sales"],
      "/admin/contractors": ["admin"],
      "/admin/contractors/:id": ["admin"],
      "/admin/contractor-reviews": ["admin"],
      "/admin/insurance-certificates": ["admin"],
      "/admin/designs": ["admin"],
      "/admin/designs/:id": ["admin"],
      "/admin/contractor-photos": ["admin"],
      "/affiliate-admin": ["admin"],
      "/affiliate-dashboard": ["affiliate"],
      "/contractors/dashboard": ["contractor"],
    });
    for (const page of pages.filter((candidate) => candidate.access)) {
      expect(page.prerender, page.path).toBe(false);
      expect(page.noindex, page.path).toBe(true);
      expect(pageAccess(page.id), page.path).toEqual(page.access);
    }
    expect(pageAccess("account/login")).toBeUndefined();
    expect(pageAccess(undefined)).toBeUndefined();
  });

  it("covers every route exactly once between prerendered paths and client-only patterns", () => {
    // Instances of `:param` pages (blog articles, built-in plans) are covered by their pattern.
    const instancePaths = new Set(pages.flatMap((page) => (page.instances ?? []).map((instance) => instance.path)));
    const staticPrerendered = prerendered.filter((path) => !instancePaths.has(path));
    expect([...staticPrerendered, ...clientOnly].sort()).toEqual([...specPaths].sort());
  });

  it("describes the 404 page and the SPA fallback for the server", () => {
    const manifest = routeManifest();
    expect(manifest.notFound).toBe("404/index.html");
    expect(manifest.spaFallback).toBe("__spa-fallback.html");
    expect(NOT_FOUND_PRERENDER_PATH).toBe("/404");
    expect(manifest.prerendered).not.toContain("/404");
  });

  it("gives /designs/:id, /blog/:id and /contractors/:id not-found documents of their own, never served as pages", () => {
    const manifest = routeManifest();
    expect(manifest.notFoundPages).toEqual(
      expect.arrayContaining([
        { pattern: "/designs/:id", path: "/designs/__not-found" },
        { pattern: "/blog/:id", path: "/blog/__not-found" },
        { pattern: "/contractors/:id", path: "/contractors/__not-found" },
      ]),
    );
    expect(manifest.notFoundPages).toHaveLength(3);
    for (const { pattern, path } of manifest.notFoundPages ?? []) {
      expect(manifest.prerendered).not.toContain(path);
      expect(manifest.clientOnly).toContain(pattern);
    }
  });

  it("gives each prerendered blog article its own title and canonical URL", () => {
    const head = pageHead("blog/article", "/blog/why-sips-pay-off/");
    expect(head).toMatchObject({ title: "Why SIPs Pay Off", canonicalPath: "/blog/why-sips-pay-off" });
    expect(pageHead("blog/article", "/blog/something-else")?.title).toBe("Blog Article");
  });
});
