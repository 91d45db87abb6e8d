import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { isDynamicPath, routeEntries } from "../src/app/page-registry";
import { THEME_KEY } from "../src/lib/storage-keys";
import { waitForHydration } from "./support/page";

/**
 * axe-core (WCAG 2.0/2.1 A and AA rules) on every prerendered content page, in the light and the
 * dark theme: the company and topic pages, guides, FAQ and resources, the city pages, the blog
 * and its articles, the contact pages, and /login with its forms. The list comes from the page registry, so a page added
 * to one of these features is checked without touching this file; aliases render the same page as
 * their primary path and are skipped. Serious and critical violations fail.
 */
const CONTENT_FEATURES = ["content", "cities", "blog", "contact"];
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const FAILING_IMPACTS = new Set(["serious", "critical"]);

/** Prerendered URLs of those features: static paths, and the prerendered instances of `:param` pages. */
const contentUrls: string[] = routeEntries
  .filter((entry) => !entry.alias && !entry.page.noindex && CONTENT_FEATURES.includes(entry.page.id.split("/")[0]))
  .flatMap((entry) => {
    if (isDynamicPath(entry.path)) return (entry.page.instances ?? []).map((instance) => instance.path);
    return entry.page.prerender ? [entry.path] : [];
  });

/** Pages outside those features checked the same way: the sign-in page and its create-account view. */
const formUrls = ["/login", "/login?view=register"];

type Violation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

/** One readable block per violation: rule, impact, what it asks, and each offending element. */
function describe(violations: Violation[], where: string): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 8)
        .map((node) => {
          const summary = (node.failureSummary ?? "").replace(/\s+/g, " ").trim();
          return `    - ${node.target.join(" ")}\n      ${node.html.replace(/\s+/g, " ").slice(0, 200)}\n      ${summary.slice(0, 300)}`;
        })
        .join("\n");
      const more = violation.nodes.length > 8 ? `\n    … and ${violation.nodes.length - 8} more` : "";
      return `${where}: [${violation.impact}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes}${more}`;
    })
    .join("\n\n");
}

async function seriousViolations(page: Page, rules?: string[]): Promise<Violation[]> {
  const axe = new AxeBuilder({ page });
  const { violations } = await (rules ? axe.withRules(rules) : axe.withTags(WCAG_TAGS)).analyze();
  return violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ""));
}

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
      const light = await seriousViolations(page);

      // The theme as the toggle sets it (app/theme.ts): remembered, applied to <html>. It changes
      // colours only, so the dark pass runs the contrast rule alone (the slowest rule; all of them
      // twice would double the run).
      await page.evaluate(async (key) => {
        localStorage.setItem(key, "dark");
        document.documentElement.classList.add("dark");
        // Colour transitions (buttons, cards) would let axe read a colour halfway between the themes.
        await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => {})));
      }, THEME_KEY);
      const dark = await seriousViolations(page, ["color-contrast"]);

      const report = [describe(light, `${url} (light)`), describe(dark, `${url} (dark)`)].filter(Boolean).join("\n\n");
      expect(light.length + dark.length, `axe found serious or critical violations:\n\n${report}`).toBe(0);
    });
  }
});
