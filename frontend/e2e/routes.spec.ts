import { expect, gotoWithoutHydration, test } from "./support/test";
import { EVERY_PAGE, routeCases } from "./page-table";
import { BOTH_THEMES, expectNoSeriousViolations } from "./support/axe";
import { expectReflow } from "./support/reflow";
import { mainHtml, visibleText, waitForHydration, watchConsole } from "./support/page";

// Plan spec sheets that fail to load hide themselves; their console lines are not the page's problem.
const SPEC_SHEETS = /\/api\/designs\//;

/** Even the shortest page (a sign-in placeholder) says more than this below its h1; an app shell says "Loading…". */
const MIN_MAIN_TEXT = 200;

const LOGIN = routeCases.find((route) => route.url === "/login")!;

/**
 * One browser visit per route: the page renders, hydrates without a console problem, fits windows
 * from 320 px wide up without scrolling sideways (support/reflow.ts), and (content pages and /login) axe-core finds no serious or
 * critical WCAG 2.1 AA violation (the dark theme too with E2E_BOTH_THEMES=1). Visits that repeat an earlier one
 * (RouteCase.repeat) only with E2E_EVERY_PAGE=1.
 */
test.describe("every route of the spec renders its page", () => {
  // Two axe passes over a long page take several seconds each on a busy 2-core machine.
  test.describe.configure({ timeout: 120_000 });
  for (const route of routeCases.filter((r) => EVERY_PAGE || !r.repeat)) {
    // Signed-in pages send anonymous visitors to sign in first (auth.spec.ts opens them signed in).
    const title = `${route.url}${route.access ? " → /login?next=" : ""}${route.axe ? ` (axe, ${BOTH_THEMES ? "light and dark" : "light"})` : ""}`;
    test(title, async ({ page }) => {
      const problems = watchConsole(page, { ignore: SPEC_SHEETS });
      const response = await page.goto(route.url);
      expect(response?.status()).toBe(200);
      const shown = route.access ? LOGIN : route;
      if (route.access) {
        await expect(page).toHaveURL((url) => url.pathname === "/login" && url.searchParams.get("next") === route.url);
      }
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(shown.h1);
      await expect(page).toHaveTitle(new RegExp(shown.h1.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
      // Hydrated: React took over the prerendered markup (a client-side link works).
      await waitForHydration(page);
      await expect(page.locator("header")).toHaveCount(shown.chrome ? 1 : 0);
      await expect(page.locator("footer")).toHaveCount(shown.chrome ? 1 : 0);
      expect(problems).toEqual([]);
      if (route.axe) await expectNoSeriousViolations(page, route.url);
      else await expectReflow(page, route.url);
    });
  }
});

test.describe("prerendered HTML, without JavaScript", () => {
  for (const route of routeCases.filter((r) => r.prerendered)) {
    // Its <head> (title, description, canonical, Open Graph, JSON-LD): seo.spec.ts.
    test(`${route.url} is served with its h1 and content`, async ({ request }) => {
      const response = await request.get(route.url);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/html");
      const html = await response.text();
      const h1 = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1];
      expect(h1 && visibleText(h1)).toBe(route.h1);
      // The page's content itself, not an app shell waiting for JavaScript: <main> holds the h1,
      // at least one h2 and at least MIN_MAIN_TEXT characters of text besides the h1.
      const main = mainHtml(html);
      expect(main, "<main> holds the h1").toMatch(/<h1[^>]*>/);
      const h2 = main.match(/<h2[^>]*>([\s\S]*?)<\/h2>/)?.[1];
      expect(h2 && visibleText(h2).length, "<main> holds an h2 with text").toBeGreaterThan(0);
      const body = visibleText(main.replace(/<h1[^>]*>[\s\S]*?<\/h1>/, ""));
      expect(body.length, `text in <main> besides the h1: "${body.slice(0, 80)}…"`).toBeGreaterThanOrEqual(MIN_MAIN_TEXT);
    });
  }
});

test.describe("paths that match no route", () => {
  for (const url of ["/no-such-page", "/designs-typo", "/blog/x/y", "/404", "/admin/nothing"]) {
    test(`${url} answers 404 with the not-found page`, async ({ page, request }) => {
      const raw = await request.get(url);
      expect(raw.status()).toBe(404);
      expect(await raw.text()).toContain("Page not found");

      const problems = watchConsole(page);
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
      await expect(page.getByRole("link", { name: /Browse designs/ })).toBeVisible();
      expect(problems.filter((p) => !p.includes("404"))).toEqual([]);
    });
  }

  test("a trailing slash redirects to the page's one URL", async ({ request }) => {
    const response = await request.get("/about/", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/about");
  });

  test("unknown API paths answer JSON, never the site", async ({ request }) => {
    const response = await request.get("/api/no-such-endpoint");
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: 404, error: "Not Found" });
  });
});

/**
 * issue 16 (performance): a page paints with what its own response holds. The stylesheet is in the
 * document, first in <head>, so the first paint waits for no request and a slow phone is not left
 * fetching it beside the scripts; the browser downloads it once per page, compressed with the HTML.
 */
test.describe("the first paint needs only the page's own response", () => {
  const PAGES = ["/", "/unlock", "/designs", "/designs/rose-mount", "/contact", "/liberty", "/sip-info", "/blog/why-sips-pay-off"];

  for (const url of PAGES) {
    test(`${url}: the stylesheet is inline, ahead of every script and module preload`, async ({ request }) => {
      const html = await (await request.get(url)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      const style = head.search(/<style[^>]*data-precedence=/);
      expect(style, "an inline stylesheet in <head>").toBeGreaterThan(-1);
      expect(head, "no stylesheet to fetch").not.toMatch(/<link[^>]*rel="stylesheet"/);
      const firstScript = head.search(/<link rel="modulepreload"|<script/);
      expect(style, "the stylesheet comes before the first script or preload").toBeLessThan(firstScript);
    });
  }

  // scripts/defer-hydration.ts: the scripts are fetched once the page is on screen, so they never compete with it.
  const CONTACT = routeCases.find((route) => route.url === "/contact")!;
  for (const url of ["/designs/rose-mount", "/liberty", "/unlock"]) {
    test(`${url}: no script is fetched before the first contentful paint, and the page still hydrates`, async ({ page }) => {
      const problems = watchConsole(page, { ignore: SPEC_SHEETS });
      await page.goto(url);
      const { paint, scripts } = await page.evaluate(() => ({
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
          .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
      }));
      expect(paint, "the page painted").toBeGreaterThan(0);
      expect(scripts.length, "the page's modules loaded").toBeGreaterThan(3);
      expect(scripts.filter((script) => script.startTime < paint!)).toEqual([]);
      // Hydrated for real: the header's link navigates in the page (what this window holds survives).
      await page.evaluate(() => Object.assign(window, { samePage: true }));
      await page.getByRole("link", { name: "Contact", exact: true }).first().click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(CONTACT.h1);
      expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
      expect(problems).toEqual([]);
    });
  }

  test("a page is styled with no request but its own, and stays styled once React has hydrated", async ({ page }) => {
    // Only the document may load: every script, stylesheet and image request fails.
    await page.route(/\/assets\//, (route) => route.abort());
    await gotoWithoutHydration(page, "/liberty");
    const skipLink = page.getByRole("link", { name: "Skip to main content" });
    // The skip link is taken out of the flow (sr-only) and the header is sticky: both come from the stylesheet.
    await expect(skipLink).toHaveCSS("position", "absolute");
    await expect(page.locator("header")).toHaveCSS("position", "sticky");

    await page.unroute(/\/assets\//);
    await page.goto("/liberty");
    await page.getByRole("link", { name: "Contact", exact: true }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator("header")).toHaveCSS("position", "sticky");
    expect(await page.locator("style[data-precedence]").count()).toBe(1);
  });
});
