/**
 * axe-core as every browser test runs it: WCAG 2.0/2.1 A and AA rules; serious and critical
 * violations fail, each described with its rule, its help link and the offending elements. Then
 * reflow (support/reflow.ts), the AA criterion axe cannot judge.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { THEME_KEY } from "../../src/lib/storage-keys";
import { expectReflow } from "./reflow";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const FAILING_IMPACTS = new Set(["serious", "critical"]);

type Violation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

/** One readable block per violation: rule, impact, what it asks, and each offending element. */
function describeViolations(violations: Violation[], where: string): string {
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

/** The theme as the toggle sets it (app/theme.ts): remembered, applied to <html>. */
export async function setTheme(page: Page, name: "light" | "dark"): Promise<void> {
  await page.evaluate(
    async ([key, value]) => {
      localStorage.setItem(key, value);
      document.documentElement.classList.toggle("dark", value === "dark");
      // Colour transitions (buttons, cards) would let axe read a colour halfway between the themes.
      await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => {})));
    },
    [THEME_KEY, name] as const,
  );
}

/**
 * `make e2e-every-page` sets it: the dark theme's contrast is checked as well. `make test` checks the
 * light theme only, to keep CI within its time (the dark pass adds a third to every axe check); the
 * release sweep (routes and admin pages, every page) checks both.
 */
export const BOTH_THEMES = process.env.E2E_BOTH_THEMES === "1";

/**
 * The page as it stands: every rule in the light theme; with BOTH_THEMES, in the dark one the
 * contrast rule alone (the theme changes colours only, and it is the slowest rule); then that it
 * fits windows from 320 px wide up without scrolling sideways (support/reflow.ts). The page is left
 * in the light theme.
 */
export async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  // Reduced motion while axe reads the page: a toast that appears meanwhile (a save's answer arriving)
  // would otherwise be read halfway through its fade-in, at a contrast it never rests at.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await setTheme(page, "light");
  const light = await seriousViolations(page);
  let dark: Violation[] = [];
  if (BOTH_THEMES) {
    await setTheme(page, "dark");
    dark = await seriousViolations(page, ["color-contrast"]);
    await setTheme(page, "light");
  }
  await page.emulateMedia({ reducedMotion: null });
  const report = [describeViolations(light, `${where} (light)`), describeViolations(dark, `${where} (dark)`)].filter(Boolean).join("\n\n");
  expect(light.length + dark.length, `axe found serious or critical violations:\n\n${report}`).toBe(0);
  await expectReflow(page, where);
}
