import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import type { DesignResponseDto, EstimateResponseDto, PaginatedDesignsResponseDto } from "../src/api/generated/model";
import { formatCents as dollars } from "../src/lib/currency";
import { watchConsole } from "./support/page";
import { expectReflow } from "./support/reflow";
import { expectNoSeriousViolations } from "./support/axe";

/** spec §3: the eight barndominiums, living / shop sq ft and bedrooms, exactly. */
const BARNDOMINIUMS = [
  { slug: "rose-mount", name: "Rose Mount", living: "1,800", shop: "3,820", bedrooms: 3 },
  { slug: "maple-ridge", name: "Maple Ridge", living: "2,942", shop: "1,792", bedrooms: 4 },
  { slug: "mayfield", name: "Mayfield", living: "2,114", shop: "2,314", bedrooms: 3 },
  { slug: "auburn", name: "Auburn", living: "3,520", shop: "1,600", bedrooms: 4 },
  { slug: "oak", name: "Oak", living: "2,210", shop: "3,059", bedrooms: 3 },
  { slug: "garret-ridge", name: "Garret Ridge", living: "2,521", shop: "1,580", bedrooms: 4 },
  { slug: "cedar-ridge", name: "Cedar Ridge", living: "4,325", shop: "5,572", bedrooms: 4 },
  { slug: "cherry-ridge", name: "Cherry Ridge", living: "2,626", shop: "1,408", bedrooms: 3 },
];

const cardNames = (page: Page) => page.getByRole("main").getByRole("article").getByRole("heading", { level: 3 });
const resultCount = (page: Page) => page.getByRole("main").getByRole("status");

test.describe("the catalogue at /designs", () => {
  test("is prerendered with every plan of the catalogue, their figures and the count", async ({ request }) => {
    const response = await request.get("/designs");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("24 plans");
    // A visitor, and a crawler reading this HTML, reaches every plan page from the first page.
    const catalogue = (await (await request.get("/api/designs?pageSize=100")).json()) as PaginatedDesignsResponseDto;
    expect(catalogue.total).toBe(24);
    for (const plan of catalogue.items) expect(html, plan.slug).toContain(`href="/designs/${plan.slug}"`);
    expect(html).not.toContain("Pages of plans");
    for (const text of ["Alpine", "Cedar Ridge", "4,325 sq ft", "5,572 sq ft", 'src="/api/designs/cedar-ridge/spec-sheet.svg"']) {
      expect(html).toContain(text);
    }
    // Every card image has its size and alt text; those below the fold load lazily.
    const images = [...html.matchAll(/<img [^>]*spec-sheet\.svg[^>]*>/g)].map((match) => match[0]);
    expect(images).toHaveLength(24);
    for (const img of images) expect(img).toMatch(/width="640" height="400"/);
    for (const img of images) expect(img).toMatch(/alt="[^"]+ spec sheet: [^"]+"/);
    expect(images.filter((img) => img.includes('loading="lazy"'))).toHaveLength(21);
  });

  test.describe("on a 390 px phone (issue 25)", () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test("'Show N plans' closes the filters with the live count and brings the results into view", async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto("/designs");
      const toggle = page.getByRole("button", { name: "Show filters" });
      await toggle.tap();
      await expect(page.getByRole("button", { name: "Hide filters" })).toHaveAttribute("aria-expanded", "true");
      const show = page.getByRole("button", { name: /^Show \d+ plans?$/ });
      await expect(show).toHaveText("Show 24 plans");

      await page.getByRole("radio", { name: /Barndominiums/ }).tap();
      await expect(page).toHaveURL(/\/designs\?category=Barndominium$/);
      await expect(show).toHaveText("Show 8 plans");
      await show.scrollIntoViewIfNeeded();
      await show.tap();

      await expect(page.getByRole("button", { name: /^Show filters/ })).toHaveAttribute("aria-expanded", "false");
      await expect(page.getByRole("radio", { name: /Barndominiums/ })).toBeHidden();
      const results = page.getByRole("region", { name: "Plans" });
      await expect(results).toBeFocused();
      await expect(resultCount(page)).toHaveText("8 plans");
      await expect(resultCount(page)).toBeInViewport();
      await expect(cardNames(page).first()).toBeInViewport();
      await expectNoSeriousViolations(page, "/designs, filtered, 390 px");
      expect(problems).toEqual([]);
    });
  });

  test("filters and sorts through the form; the URL follows and the back button steps back", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto("/designs");
    await expect(resultCount(page)).toHaveText("24 plans");

    // A click, not check(): the radio follows the URL, so it shows checked once the navigation has rendered.
    await page.getByRole("radio", { name: /Barndominiums/ }).click();
    await expect(page).toHaveURL(/\/designs\?category=Barndominium$/);
    await expect(page.getByRole("radio", { name: /Barndominiums/ })).toBeChecked();
    await expect(resultCount(page)).toHaveText("8 plans");
    await expect(cardNames(page)).toHaveText(BARNDOMINIUMS.map((plan) => plan.name).sort());

    await page.getByLabel("Sort by").selectOption({ label: "Living area (largest first)" });
    await expect(page).toHaveURL(/\?category=Barndominium&sort=living&order=desc$/);
    await expect(cardNames(page).first()).toHaveText("Cedar Ridge");
    await expect(cardNames(page).last()).toHaveText("Rose Mount");

    const livingFrom = page.getByRole("textbox", { name: "Living area from" });
    await livingFrom.fill("2,500");
    await livingFrom.press("Enter");
    await expect(page).toHaveURL(/\?category=Barndominium&livingMin=2500&sort=living&order=desc$/);
    await expect(resultCount(page)).toHaveText("5 plans");
    await expect(cardNames(page)).toHaveText(["Cedar Ridge", "Auburn", "Maple Ridge", "Cherry Ridge", "Garret Ridge"]);

    // The same URL opened fresh shows the same plans: it can be shared.
    await page.reload();
    await expect(resultCount(page)).toHaveText("5 plans");
    await expect(page.getByRole("textbox", { name: "Living area from" })).toHaveValue("2500");
    await expect(page.getByRole("radio", { name: /Barndominiums/ })).toBeChecked();

    await page.goBack();
    await expect(page).toHaveURL(/\?category=Barndominium&sort=living&order=desc$/);
    await expect(resultCount(page)).toHaveText("8 plans");
    await expect(livingFrom).toHaveValue("");
    await page.goBack();
    await expect(page).toHaveURL(/\?category=Barndominium$/);
    await expect(page.getByLabel("Sort by")).toHaveValue("name:asc");
    await expect(cardNames(page).first()).toHaveText("Auburn");
    await page.goBack();
    await expect(page).toHaveURL(/\/designs$/);
    await expect(resultCount(page)).toHaveText("24 plans");
    await expect(page.getByRole("radio", { name: "All plans" })).toBeChecked();
    expect(problems).toEqual([]);
  });

  test("searches names and descriptions, and clears every filter at once", async ({ page, request }) => {
    const api = async (query: string) => (await (await request.get(`/api/designs?${query}&pageSize=100`)).json()) as PaginatedDesignsResponseDto;
    const homes = await api("hasShop=false&bedroomsMin=3");
    const withPorch = await api("hasShop=false&bedroomsMin=3&q=porch");
    expect(withPorch.total).toBeGreaterThan(0);
    expect(withPorch.total).toBeLessThan(homes.total);

    await page.goto("/designs?hasShop=false&bedroomsMin=3");
    await expect(resultCount(page)).toHaveText(`${homes.total} plans`);
    const search = page.getByRole("searchbox", { name: "Search plans" });
    await search.fill("porch");
    await search.press("Enter");
    await expect(page).toHaveURL(/\?q=porch&bedroomsMin=3&hasShop=false$/);
    await expect(resultCount(page)).toHaveText(`${withPorch.total} plans`);
    await expect(cardNames(page)).toHaveText(withPorch.items.map((plan) => plan.name));
    await page.getByRole("button", { name: "Clear all filters" }).click();
    await expect(page).toHaveURL(/\/designs$/);
    await expect(resultCount(page)).toHaveText("24 plans");
    await expect(search).toHaveValue("");
  });

  test("offers the plans just outside an area range that finds nothing", async ({ page }) => {
    await page.goto("/designs?category=Barndominium&livingMin=1810&livingMax=1850");
    await expect(resultCount(page)).toHaveText("No plans match these filters");
    await expect(page.getByRole("main")).toContainText("1 plan within 100 sq ft of your range.");
    await page.getByRole("button", { name: "Widen the range by 100 sq ft" }).click();
    await expect(page).toHaveURL(/\?category=Barndominium&livingMin=1710&livingMax=1950$/);
    await expect(resultCount(page)).toHaveText("1 plan");
    await expect(cardNames(page)).toHaveText(["Rose Mount"]);
  });

  test("says what the API objects to, with a way out", async ({ page }) => {
    await page.goto("/designs?livingMin=3000&livingMax=1000");
    await expect(page.getByRole("alert")).toContainText("must not be less than");
    await page.getByRole("alert").getByRole("button", { name: "Clear all filters" }).click();
    await expect(resultCount(page)).toHaveText("24 plans");
  });
});

test.describe("a plan's page", () => {
  for (const plan of BARNDOMINIUMS) {
    test(`/designs/${plan.slug} shows spec §3's figures, the options and the API's estimate`, async ({ page, request }) => {
      const design = (await (await request.get(`/api/designs/${plan.slug}`)).json()) as DesignResponseDto;
      const estimate = (await (await request.get(`/api/designs/${plan.slug}/estimate`)).json()) as EstimateResponseDto;
      const problems = watchConsole(page);
      const response = await page.goto(`/designs/${plan.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${plan.name} Barndominium Plan`);
      await expect(page).toHaveTitle(new RegExp(`^${plan.name} Barndominium Plan \\| `));
      const glance = page.getByRole("main").getByRole("list").filter({ hasText: "sq ft living" });
      for (const fact of [
        `${plan.living} sq ft living`,
        `${plan.shop} sq ft shop`,
        `${plan.bedrooms} bedrooms`,
        `${design.bathrooms} bathrooms`,
        "R-26 walls",
        `R-${design.roofRValue} roof`,
        "Floor plan included",
      ]) {
        await expect(glance.getByRole("listitem").filter({ hasText: fact }), fact).toHaveCount(1);
      }
      expect([33, 48]).toContain(design.roofRValue);
      for (const feature of design.features) {
        await expect(page.getByRole("main").getByRole("listitem").filter({ hasText: feature.name })).toContainText(`+${dollars(feature.additionalPrice)}`);
      }
      // The estimate is asked for as the visitor reaches it (design-estimate.tsx).
      await page.getByRole("heading", { name: /costs to build$/ }).scrollIntoViewIfNeeded();
      await expect(page.getByRole("main")).toContainText(`${dollars(estimate.lowCents)} to ${dollars(estimate.highCents)}`);
      await expect(page.getByRole("link", { name: /Adjust site, finishes and shell/ })).toHaveAttribute("href", `/barndominium-calculator?plan=${plan.slug}`);
      const specSheet = page.getByRole("img", { name: new RegExp(`^${plan.name} spec sheet`) });
      await expect.poll(() => specSheet.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(640);
      expect(problems).toEqual([]);
    });
  }

  test("is prerendered with the plan's figures in the raw HTML", async ({ request }) => {
    const html = await (await request.get("/designs/rose-mount")).text();
    expect(html).toMatch(/<title>Rose Mount Barndominium Plan \| [^<]+<\/title>/);
    expect(html).toContain(
      '<meta name="description" content="Rose Mount: a 3-bedroom, 2-bath farmhouse barndominium with 1,800 sq ft of living space, a 3,820 sq ft shop, R-26 walls and an R-33 roof."/>',
    );
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/designs/rose-mount"/>');
    const main = html.match(/<main\b[^>]*>([\s\S]*)<\/main>/)?.[1] ?? "";
    const text = main
      .replace(/<!-- -->/g, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ");
    for (const fact of ["1,800 sq ft living", "3,820 sq ft shop", "3 bedrooms", "2 bathrooms", "R-26 walls", "R-33 roof", "Floor plan included", "+$6,800"]) {
      expect(text, fact).toContain(fact);
    }
  });

  test("links to ask about it, compare it and reserve it; the compare link adds to the plans already compared", async ({ page }) => {
    await page.goto("/designs/rose-mount");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Ask about this plan" })).toHaveAttribute("href", "/contact?model=Rose%20Mount");
    await expect(main.getByRole("link", { name: "Reserve this plan" })).toHaveAttribute("href", "/checkout/rose-mount");
    await expect(main.getByRole("button", { name: /save/i })).toHaveCount(0);
    await main.getByRole("link", { name: "Add to compare" }).click();
    await expect(page).toHaveURL(/\/compare\?plans=rose-mount$/);
    await expect(page.getByRole("columnheader")).toHaveText([/Rose Mount/]);

    await page.goto("/designs/oak");
    await expect(main.getByRole("link", { name: "Add to compare" })).toHaveAttribute("href", "/compare?plans=rose-mount,oak");
    await main.getByRole("link", { name: "Add to compare" }).click();
    await expect(page).toHaveURL(/\/compare\?plans=rose-mount,oak$/);
    await expect(page.getByRole("columnheader")).toHaveText([/Rose Mount/, /Oak/]);

    await page.goto("/designs/rose-mount");
    await expect(main.getByRole("link", { name: "See it in your comparison" })).toHaveAttribute("href", "/compare?plans=rose-mount,oak");
  });

  test("an id or another spelling of a slug becomes the plan's one URL", async ({ page, request }) => {
    const catalogue = (await (await request.get("/api/designs?q=Mayfield")).json()) as PaginatedDesignsResponseDto;
    const { id } = catalogue.items[0];
    for (const url of [`/designs/${id}`, "/designs/MayField"]) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await expect(page).toHaveURL(/\/designs\/mayfield$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mayfield Barndominium Plan");
    }
  });

  test("an unknown plan answers 404 with the not-found page, without asking the API", async ({ page, request }) => {
    const raw = await request.get("/designs/no-such-plan");
    expect(raw.status()).toBe(404);
    expect(await raw.text()).toContain("Page not found");

    const problems = watchConsole(page);
    const apiCalls: string[] = [];
    page.on("request", (req) => req.url().includes("/api/designs") && apiCalls.push(req.url()));
    const response = await page.goto("/designs/no-such-plan");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page).toHaveTitle(/^Page not found \| /);
    await page.waitForTimeout(500);
    expect(apiCalls).toEqual([]);
    // Only the document's own 404 status, no hydration trouble.
    expect(problems.filter((problem) => !problem.includes("404"))).toEqual([]);

    await page.getByRole("link", { name: /Browse designs/ }).click();
    await expect(page).toHaveURL(/\/designs$/);
    await expect(resultCount(page)).toHaveText("24 plans");
  });

  test("the API's answer wins over the built-in figures: a plan withdrawn since the build shows the not-found page", async ({ page }) => {
    await page.route("**/api/designs/cedar-ridge", (route) =>
      route.fulfill({ status: 404, json: { statusCode: 404, message: "This plan does not exist or is no longer offered.", error: "Not Found" } }),
    );
    await page.goto("/designs");
    await page.getByRole("main").getByRole("link", { name: "Cedar Ridge", exact: true }).click();
    await expect(page).toHaveURL(/\/designs\/cedar-ridge$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  });
});

test.describe("comparing plans", () => {
  test("/compare?plans=oak,rose-mount puts them side by side and marks what differs", async ({ page, request }) => {
    const estimates = await Promise.all(
      ["oak", "rose-mount"].map(async (slug) => (await (await request.get(`/api/designs/${slug}/estimate`)).json()) as EstimateResponseDto),
    );
    const problems = watchConsole(page);
    await page.goto("/compare?plans=oak,rose-mount");
    const table = page.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText([/Oak/, /Rose Mount/]);
    const row = (label: string) => table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: new RegExp(`^${label}`) }) });
    await expect(row("Living area").getByRole("cell")).toHaveText(["2,210 sq ft", "1,800 sq ft"]);
    await expect(row("Shop area").getByRole("cell")).toHaveText(["3,059 sq ft", "3,820 sq ft"]);
    await expect(row("Bedrooms").getByRole("cell")).toHaveText(["3", "3"]);
    await expect(row("Estimated cost to build").getByRole("cell")).toHaveText(
      estimates.map((estimate) => `${dollars(estimate.lowCents)} to ${dollars(estimate.highCents)}`),
    );
    await expect(row("Heating and cooling a year").getByRole("cell")).toHaveText(estimates.map((estimate) => dollars(estimate.energy.annualCostCents)));
    // Differences are marked in words, for screen readers as much as for the eye.
    await expect(row("Living area").getByRole("rowheader")).toContainText("Differs");
    await expect(row("Bathrooms").getByRole("rowheader")).toContainText("Differs");
    await expect(row("Bedrooms").getByRole("rowheader")).not.toContainText("Differs");
    await expect(row("Wall insulation").getByRole("rowheader")).not.toContainText("Differs");
    expect(problems).toEqual([]);
  });

  test.describe("on a 390 px phone (issue 25)", () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test("each plan is a card with all its figures, one under the other, not a table scrolled a column at a time", async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto("/compare?plans=oak,rose-mount,spirit");
      const cards = page.getByRole("list", { name: "Plans compared" }).getByRole("article");
      await expect(cards).toHaveCount(3);
      await expect(page.getByRole("table")).toBeHidden();
      const oak = page.getByRole("article", { name: "Oak" });
      const rose = page.getByRole("article", { name: "Rose Mount" });
      const figure = (card: typeof oak, label: string) =>
        card
          .getByRole("term")
          .filter({ hasText: new RegExp(`^${label}`) })
          .locator("xpath=following-sibling::dd[1]");
      await expect(figure(oak, "Living area")).toHaveText("2,210 sq ft");
      await expect(figure(rose, "Living area")).toHaveText("1,800 sq ft");
      await expect(figure(rose, "Estimated cost to build")).toHaveText(/^\$[\d,]+ to \$[\d,]+$/);
      await expect(oak.getByRole("term").filter({ hasText: /^Living area/ })).toContainText("Differs");
      // Every card is the screen's width: nothing scrolls sideways, and the cards stack.
      for (const card of await cards.all()) {
        const box = (await card.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
      const [first, second] = [(await oak.boundingBox())!, (await rose.boundingBox())!];
      expect(second.y).toBeGreaterThan(first.y + first.height - 1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      await rose.getByRole("button", { name: "Remove Rose Mount" }).tap();
      await expect(page).toHaveURL(/\/compare\?plans=oak,spirit$/);
      await expect(cards).toHaveCount(2);
      await expectNoSeriousViolations(page, "/compare, 390 px");
      expect(problems).toEqual([]);
    });
  });

  test("plans are added, swapped and removed on the page, and the URL follows", async ({ page }) => {
    await page.goto("/compare?plans=oak,rose-mount");
    await page.getByLabel("Plan 3").selectOption({ label: "Maple Ridge" });
    await expect(page).toHaveURL(/\/compare\?plans=oak,rose-mount,maple-ridge$/);
    await expect(page.getByRole("columnheader")).toHaveText([/Oak/, /Rose Mount/, /Maple Ridge/]);
    await page.getByRole("button", { name: "Remove Oak" }).click();
    await expect(page).toHaveURL(/\/compare\?plans=rose-mount,maple-ridge$/);
    // The URL changes before React renders the new table (a transition): act on what the page shows, as a person does.
    await expect(page.getByRole("columnheader")).toHaveText([/Rose Mount/, /Maple Ridge/]);
    await page.getByLabel("Plan 1").selectOption({ label: "Maple Ridge" });
    await expect(page).toHaveURL(/\/compare\?plans=maple-ridge,rose-mount$/);
    await expect(page.getByRole("columnheader")).toHaveText([/Maple Ridge/, /Rose Mount/]);
    await page.goBack();
    await expect(page).toHaveURL(/\/compare\?plans=rose-mount,maple-ridge$/);
    await expect(page.getByRole("columnheader")).toHaveText([/Rose Mount/, /Maple Ridge/]);
  });

  test("is prerendered as a page that explains itself, and /comparison is the same page", async ({ page, request }) => {
    const html = (await (await request.get("/compare")).text()).replace(/<!-- -->/g, "");
    expect(html).toContain("Choose plans to compare");
    expect(html).toContain("Compare Rose Mount and Oak");
    const alias = await request.get("/comparison");
    expect(alias.status()).toBe(200);
    expect(await alias.text()).toContain('<link rel="canonical" href="http://localhost:3000/compare"/>');

    await page.goto("/comparison?plans=cedar-ridge,spirit");
    await expect(page).toHaveURL(/\/comparison\?plans=cedar-ridge,spirit$/);
    await expect(page.getByRole("columnheader")).toHaveText([/Cedar Ridge/, /Spirit/]);
  });

  test("an unknown plan in the URL is named and can be removed", async ({ page }) => {
    await page.goto("/compare?plans=oak,no-such-plan");
    await expect(page.getByRole("columnheader")).toHaveText([/Oak/, /No plan "no-such-plan"/]);
    await page.getByRole("button", { name: "Remove no-such-plan" }).click();
    await expect(page).toHaveURL(/\/compare\?plans=oak$/);
  });
});

test.describe("accessibility of the plan pages", () => {
  for (const [url, theme] of ["/designs", "/designs/rose-mount", "/compare?plans=oak,rose-mount"].flatMap((url) => [
    [url, "light"],
    [url, "dark"],
  ])) {
    test(`${url} has no serious or critical axe violations in the ${theme} theme${theme === "light" ? ", and fits narrow windows" : ""}`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
      await page.goto(url);
      await page.waitForLoadState("networkidle");
      const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      const serious = violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
      expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
      // The theme changes colours only: the layout is checked once.
      if (theme === "light") await expectReflow(page, url);
    });
  }
});
