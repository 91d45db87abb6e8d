import { expect, test } from "@playwright/test";
import { isDynamicPath, routeEntries } from "../src/app/page-registry";
import { expectNoSeriousViolations } from "./support/axe";
import { waitForHydration } from "./support/page";

/**
 * axe-core (WCAG 2.0/2.1 A and AA rules) on every prerendered content page, in the light and the
 * dark theme: the company and topic pages, guides, FAQ and resources, the city pages, the blog
 * and its articles, the contact pages, and /login with its forms. The list comes from the page registry, so a page added
 * to one of these features is checked without touching this file; aliases render the same page as
 * their primary path and are skipped. Serious and critical violations fail.
 */
const CONTENT_FEATURES = ["content", "cities", "blog", "contact"];

/** Prerendered URLs of those features: static paths, and the prerendered instances of `:param` pages. */
const contentUrls: string[] = routeEntries
  .filter((entry) => !entry.alias && !entry.page.noindex && CONTENT_FEATURES.includes(entry.page.id.split("/")[0]))
  .flatMap((entry) => {
    if (isDynamicPath(entry.path)) return (entry.page.instances ?? []).map((instance) => instance.path);
    return entry.page.prerender ? [entry.path] : [];
  });

/** Pages outside those features checked the same way: the sign-in page and its create-account view. */
const formUrls = ["/login", "/login?view=register"];

test.describe("accessibility (axe-core, WCAG 2.1 AA): no serious or critical violation", () => {
  // Two axe passes over a long page take several seconds each on a busy 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  test("the registry yields the content pages", () => {
    const urls = contentUrls;
    for (const url of ["/about", "/faq", "/resources", "/liberty", "/blog", "/contact"]) expect(urls).toContain(url);
    expect(urls.filter((url) => url.startsWith("/blog/")).length).toBeGreaterThanOrEqual(8);
  });

  for (const url of [...contentUrls, ...formUrls]) {
    test(`${url}, light and dark theme`, async ({ page }) => {
      await page.goto(url);
      await waitForHydration(page);
      await expectNoSeriousViolations(page, url);
    });
  }
});
