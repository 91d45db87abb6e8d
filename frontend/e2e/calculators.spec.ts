import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import type { EstimateResponseDto } from "../src/api/generated/model";
import { formatCents } from "../src/lib/currency";
import { expectNoSeriousViolations } from "./support/axe";

const total = (page: Page) => page.getByTestId("estimate-total");
const livingBox = (page: Page) => page.getByLabel(/Living area/);
const shopBox = (page: Page) => page.getByLabel(/Shop area/);

/** The page's answers that the API's plan estimate takes as query parameters (the sizes come from the plan). */
function estimateQuery(pageUrl: string): string {
  const params = new URL(pageUrl).searchParams;
  for (const name of ["plan", "livingSquareFeet", "shopSquareFeet"]) params.delete(name);
  return params.toString();
}

test.describe("barndominium cost calculator", () => {
  test("the prerendered HTML already holds a real estimate and the explanation", async ({ request }) => {
    const response = await request.get("/barndominium-calculator");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/data-testid="estimate-total">\$\d{3},000</);
    expect(html).toContain("How we estimate");
  });

  test("the estimate follows the living area, the URL keeps it, and a reload restores it", async ({ page }) => {
    // Loading a URL with answers hydrates the prerendered defaults first: no hydration error may show.
    const problems: string[] = [];
    page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
    page.on("pageerror", (error) => problems.push(String(error)));
    await page.goto("/barndominium-calculator");
    await expect(total(page)).toHaveText(/^\$[\d,]+$/);
    const before = await total(page).textContent();

    await livingBox(page).fill("3200");
    await expect(total(page)).not.toHaveText(before ?? "");
    await expect(page).toHaveURL(/[?&]livingSquareFeet=3200(&|$)/);
    const after = await total(page).textContent();

    await page.getByLabel("Region", { exact: true }).selectOption("north-missouri");
    await expect(page).toHaveURL(/[?&]region=north-missouri(&|$)/);
    const inNorthMissouri = await total(page).textContent();

    await page.reload();
    await expect(livingBox(page)).toHaveValue("3200");
    await expect(page.getByLabel("Region", { exact: true })).toHaveValue("north-missouri");
    await expect(total(page)).toHaveText(inNorthMissouri ?? "");

    // Back undoes the region, not a keystroke of the living area.
    await page.goBack();
    await expect(page.getByLabel("Region", { exact: true })).toHaveValue("st-joseph-area");
    await expect(livingBox(page)).toHaveValue("3200");
    await expect(total(page)).toHaveText(after ?? "");
    expect(problems).toEqual([]);
  });

  test("an entry out of range is flagged next to its box", async ({ page }) => {
    await page.goto("/barndominium-calculator");
    await livingBox(page).fill("90");
    await expect(livingBox(page)).toHaveAttribute("aria-invalid", "true");
    await expect(livingBox(page)).toHaveAccessibleDescription(/The smallest we estimate is 400 sq ft/);
  });

  test("/calculator is the same page, with the canonical URL of /barndominium-calculator", async ({ page }) => {
    await page.goto("/calculator?livingSquareFeet=2500");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Barndominium Cost Calculator");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/barndominium-calculator$/);
    await expect(livingBox(page)).toHaveValue("2500");
    await livingBox(page).fill("2600");
    await expect(page).toHaveURL(/\/calculator\?.*livingSquareFeet=2600/);
  });

  test("choosing Rose Mount fills 1,800 / 3,820 sq ft and the total matches the API's plan estimate", async ({ page, request }) => {
    await page.goto("/barndominium-calculator");
    const plan = page.getByLabel(/Start from a plan/);
    await expect(plan.locator('option[value="rose-mount"]')).toHaveCount(1);
    await plan.selectOption("rose-mount");
    await expect(livingBox(page)).toHaveValue("1800");
    await expect(shopBox(page)).toHaveValue("3820");
    await expect(page).toHaveURL(/[?&]plan=rose-mount(&|$)/);

    // Default answers first, then a different set of choices: both must agree to the dollar.
    for (const change of [
      async () => {},
      async () => {
        await page.getByRole("radio", { name: /Steel frame/ }).check();
        await page.getByLabel("Finish level").selectOption("premium");
        await page.getByLabel(/We need a well/).uncheck();
        await page.getByLabel(/New driveway/).fill("420");
        await page.getByLabel("Slope of the building site").selectOption("moderate");
        await page.getByLabel("Region", { exact: true }).selectOption("outer-service-area");
        await expect(page).toHaveURL(/drivewayFeet=420/);
      },
    ]) {
      await change();
      const response = await request.get(`/api/designs/rose-mount/estimate?${estimateQuery(page.url())}`);
      expect(response.status()).toBe(200);
      const api = (await response.json()) as EstimateResponseDto;
      await expect(total(page)).toHaveText(formatCents(api.totalCents));
      await expect(page.getByTestId("estimate-low")).toHaveText(formatCents(api.lowCents));
      await expect(page.getByTestId("estimate-high")).toHaveText(formatCents(api.highCents));
      const shells = page.getByRole("region", { name: "The same house, built three ways" });
      for (const row of api.comparison) {
        await expect(shells.getByRole("row", { name: new RegExp(`^${row.label}`) })).toContainText(formatCents(row.totalCents));
      }
    }
  });
});

test.describe("links from plan pages", () => {
  test("?plan=rose-mount alone fills the plan's sizes and gives the API's default estimate", async ({ page, request }) => {
    await page.goto("/barndominium-calculator?plan=rose-mount");
    await expect(livingBox(page)).toHaveValue("1800");
    await expect(shopBox(page)).toHaveValue("3820");
    const api = (await (await request.get("/api/designs/rose-mount/estimate")).json()) as EstimateResponseDto;
    await expect(total(page)).toHaveText(formatCents(api.totalCents));
    await expect(page).toHaveURL(/plan=rose-mount&livingSquareFeet=1800&shopSquareFeet=3820/);
  });
});

test.describe("barndominium cost calculator on a 390 px phone (issue 25)", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a sticky bar keeps the current total in sight while the form is filled in", async ({ page }) => {
    await page.goto("/barndominium-calculator");
    const bar = page.getByTestId("sticky-total");
    const range = async () => `${await page.getByTestId("estimate-low").textContent()} – ${await page.getByTestId("estimate-high").textContent()}`;
    await expect(bar).toBeInViewport({ ratio: 1 });
    await expect(bar).toContainText(await range());
    // The one live region on a phone: the summary far below is silent, so nothing is read twice.
    await expect(bar).toHaveAttribute("aria-live", "polite");
    await expect(page.getByTestId("estimate-summary")).toHaveAttribute("aria-live", "off");
    await expect(page.getByTestId("estimate-summary")).not.toBeInViewport();

    const before = await bar.textContent();
    await livingBox(page).fill("3200");
    await expect(bar).not.toHaveText(before ?? "");
    await expect(bar).toContainText(await range());

    // At the last question of the form, screens further down, the total is still on screen and current.
    const region = page.getByLabel("Region", { exact: true });
    await region.scrollIntoViewIfNeeded();
    await region.selectOption("north-missouri");
    await expect(bar).toContainText(await range());
    await expect(bar).toBeInViewport({ ratio: 1 });
    const barTop = (await bar.boundingBox())!.y;
    expect(barTop).toBeGreaterThan(844 - 120);
    // The bar does not cover the question being answered.
    const regionBox = (await region.boundingBox())!;
    expect(regionBox.y + regionBox.height).toBeLessThanOrEqual(barTop);

    await page.getByRole("link", { name: "See the breakdown" }).tap();
    await expect(page.getByRole("heading", { name: "Your estimate" })).toBeInViewport();
    await expectNoSeriousViolations(page, "/barndominium-calculator, 390 px");
  });

  test("on a desktop the bar is not shown and the summary is the live region", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/barndominium-calculator");
    await expect(page.getByTestId("sticky-total")).toBeHidden();
    await expect(page.getByTestId("estimate-summary")).toHaveAttribute("aria-live", "polite");
  });
});

test.describe("linear-foot calculator", () => {
  test("prices walls from length and height, from a plan, and keeps them in the URL", async ({ page }) => {
    await page.goto("/linear-foot-calculator");
    await page.getByLabel(/Wall length/).fill("174");
    await page.getByLabel(/Wall height/).fill("9");
    await expect(page.getByTestId("walls-area")).toHaveText("1,566 sq ft");
    await expect(page.getByTestId("walls-panels")).toHaveText("44 panels");
    await page.getByLabel(/Wall height/).fill("30");
    await expect(page.getByTestId("walls-panels")).toHaveText("88 panels");
    await expect(page).toHaveURL(/wallLinearFeet=174&wallHeightFeet=30/);

    await page.getByLabel(/Start from a plan/).selectOption("oak");
    // Oak's 2,210 sq ft living area as the cost model draws it: about 193 ft of wall, 9 ft high.
    await expect(page.getByLabel(/Wall length/)).toHaveValue("193");
    await expect(page.getByLabel(/Wall height/)).toHaveValue("9");
    await page.reload();
    await expect(page.getByLabel(/Start from a plan/)).toHaveValue("oak");
    await expect(page.getByTestId("walls-area")).toHaveText("1,737 sq ft");
  });
});
