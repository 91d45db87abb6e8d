import { readFileSync } from "node:fs";
import { expect, test } from "./support/test";
import { fixedArticles } from "../src/features/blog/pages";
import { mainHtml, visibleText, watchConsole } from "./support/page";

/** The build writes the business name from the back end's defaults (it has no environment override). */
const { businessName } = JSON.parse(readFileSync(new URL("../../backend/src/config/business-defaults.json", import.meta.url), "utf8")) as {
  businessName: string;
};
const AUTHOR = `${businessName} building team`;

const DATE_TEXT = /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, 2025$/;

/** The text a reader sees in <main>, from raw HTML. */
const mainText = (html: string) => visibleText(mainHtml(html));

test.describe("blog index", () => {
  test("lists the eight articles newest first, each with its date and reading time", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Barndominium & SIP Building Blog");

    const cards = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.locator("article") });
    await expect(cards).toHaveCount(fixedArticles.length);
    const dates: string[] = [];
    for (const card of await cards.all()) {
      const link = card.getByRole("heading").getByRole("link");
      const href = await link.getAttribute("href");
      const article = fixedArticles.find((candidate) => candidate.path === href);
      expect(article, href ?? "").toBeDefined();
      await expect(link).toHaveText(article!.title);
      await expect(card).toContainText(article!.description);
      await expect(card).toContainText(/\b\d+ min read/);
      const time = card.locator("time");
      await expect(time).toHaveText(DATE_TEXT);
      dates.push((await time.getAttribute("datetime")) ?? "");
    }
    expect(new Set(dates).size).toBe(fixedArticles.length);
    expect(dates).toEqual([...dates].sort().reverse());

    // A card's title leads to the article, client-side, with its body.
    const newest = cards.first().getByRole("heading").getByRole("link");
    const title = await newest.textContent();
    await newest.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title ?? "");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expect(page.getByText("Loading the article…")).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});

test.describe("an article", () => {
  test("shows its title, author, date, reading time, body and related articles", async ({ page }) => {
    const problems = watchConsole(page);
    const article = fixedArticles.find((candidate) => candidate.path === "/blog/why-sips-pay-off")!;
    await page.goto(article.path);
    const main = page.getByRole("main");

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
    await expect(page).toHaveTitle(new RegExp(`^${article.title} \\|`));
    await expect(main.getByText(AUTHOR, { exact: true })).toBeVisible();
    const published = main.locator("time").first();
    await expect(published).toHaveText(DATE_TEXT);
    await expect(published).toHaveAttribute("datetime", /^2025-\d{2}-\d{2}$/);
    await expect(main.getByText(/^\d+ min read$/).first()).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "Where the money comes back during the build" })).toBeVisible();

    const related = main.getByRole("region", { name: "Related articles" });
    const links = related.getByRole("listitem").getByRole("link");
    const count = await links.count();
    expect(count).toBeGreaterThanOrEqual(2);
    expect(count).toBeLessThanOrEqual(3);
    for (const link of await links.all()) {
      const href = await link.getAttribute("href");
      expect(fixedArticles.map((candidate) => candidate.path)).toContain(href);
      expect(href).not.toBe(article.path);
    }

    // Following a related article loads its body before showing it.
    const next = links.first();
    const nextTitle = await next.textContent();
    await next.click();
    const nextArticle = fixedArticles.find((candidate) => nextTitle?.includes(candidate.title))!;
    await expect(page).toHaveURL(new RegExp(`${nextArticle.path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(nextArticle.title);
    await expect(main.getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expect(page.getByText("Loading the article…")).toHaveCount(0);

    // The call to action below every article.
    await expect(main.getByRole("link", { name: /Book a 12-minute discovery call/ })).toHaveAttribute("target", "_blank");
    expect(problems).toEqual([]);
  });

  test("keeps the prerendered body without loading its code; its links still navigate in the page", async ({ page }) => {
    const problems = watchConsole(page);
    // The article's own chunk is the body's text a second time: a first visit never needs it.
    const bodyChunks: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/why-sips-pay-off-[^/]+\.js$/.test(request.url())) bodyChunks.push(request.url());
    });
    await page.goto("/blog/why-sips-pay-off");
    await page.waitForLoadState("networkidle");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2 }).first()).toBeVisible();
    expect(bodyChunks).toEqual([]);

    // A link in the body is a client-side navigation (what this window holds survives).
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await main
      .locator("#page-body")
      .getByRole("link", { name: /calculator/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/barndominium-calculator$/);
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);

    // Back again, client-side: now the body is rendered from its code, the same text.
    await page.goBack();
    await expect(page).toHaveURL(/\/blog\/why-sips-pay-off$/);
    await expect(main.getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expect.poll(() => bodyChunks.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    expect(problems).toEqual([]);
  });
});

test.describe("articles without JavaScript", () => {
  for (const article of fixedArticles) {
    test(`${article.path} is served whole, with Article JSON-LD`, async ({ request }) => {
      const response = await request.get(article.path);
      expect(response.status()).toBe(200);
      const html = await response.text();

      // The whole body sits in place in <main>, not in a hidden block for a script to move.
      expect(html).not.toMatch(/<div hidden id="S:/);
      const text = mainText(html);
      expect(text).toContain(article.title);
      expect(text).toContain(`By ${AUTHOR}`);
      expect(text).toMatch(/\b\d+ min read\b/);
      expect(text).toContain("Related articles");
      // 1200+ words of article: well over 6,000 characters.
      expect(text.length).toBeGreaterThan(6000);

      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (match) => JSON.parse(match[1]) as Record<string, unknown>,
      );
      const data = blocks.find((block) => block["@type"] === "Article");
      expect(data).toMatchObject({
        "@context": "https://schema.org",
        headline: article.title,
        description: article.description,
        author: { "@type": "Organization", name: businessName },
        publisher: { "@type": "Organization", name: businessName },
      });
      expect(String(data?.datePublished)).toMatch(/^2025-\d{2}-\d{2}$/);
      expect(String(data?.dateModified) >= String(data?.datePublished)).toBe(true);
      const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
      expect(canonical).toMatch(new RegExp(`${article.path}$`));
      expect(data?.mainEntityOfPage).toMatchObject({ "@type": "WebPage", "@id": canonical });
      expect(html).toContain('<meta property="og:type" content="article"/>');
    });
  }

  test("the last paragraph of an article is in the raw HTML", async ({ request }) => {
    const html = await (await request.get("/blog/barndominiums-cost-missouri")).text();
    expect(mainText(html)).toContain("not on a number from somebody else's project.");
  });
});

test.describe("an unknown article", () => {
  test("shows the site's not-found page with status 404, not indexed", async ({ page }) => {
    const problems = watchConsole(page);
    const response = await page.goto("/blog/no-such-article");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page.getByRole("link", { name: /Browse designs/ })).toBeVisible();
    await expect(page).toHaveTitle(/^Page not found \|/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.locator("header")).toHaveCount(1);
    // Only the document's own 404 status, no hydration trouble.
    expect(problems.filter((problem) => !problem.includes("status of 404"))).toEqual([]);
  });

  test("a deeper path under /blog answers 404", async ({ request }) => {
    const response = await request.get("/blog/why-sips-pay-off/extra");
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain("Page not found");
  });
});
