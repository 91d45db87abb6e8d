import { expect, test } from "./support/test";
import { routeCases } from "./page-table";
import { expectNoSeriousViolations } from "./support/axe";

/**
 * axe-core (WCAG 2.0/2.1 A and AA rules) on the public pages, light and dark. The content pages
 * (company and topic pages, guides, FAQ and resources, city pages, the blog and its articles, the
 * contact pages) and /login get it in routes.spec.ts's one visit per page, chosen from the page
 * registry (RouteCase.axe), so a page added to one of those features is checked without touching a
 * test. Here: that the registry really marks them, and the views a URL alone does not open.
 */
test("the page table marks the content pages for axe", () => {
  const urls = routeCases.filter((route) => route.axe).map((route) => route.url);
  for (const url of ["/about", "/faq", "/resources", "/liberty", "/blog", "/contact", "/login"]) expect(urls).toContain(url);
  expect(urls.filter((url) => url.startsWith("/blog/")).length).toBeGreaterThanOrEqual(8);
  expect(urls).not.toContain("/admin/dashboard");
});

test("/login's create-account view, light and dark theme", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/login?view=register");
  await expectNoSeriousViolations(page, "/login?view=register");
});
