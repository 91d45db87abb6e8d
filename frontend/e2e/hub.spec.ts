import { expect, test } from "./support/test";
import { waitForHydration } from "./support/page";

const VOLUMES = {
  "/sip-info": /Vol\.? I\b/,
  "/building-process": /Vol\.? II\b/,
  "/linear-foot-calculator": /Vol\.? III\b/,
  "/solar-incentives": /Vol\.? IV\b/,
  "/barndominium-financing": /Vol\.? V\b/,
  "/building-permits": /Vol\.? VI\b/,
  "/blog": /Vol\.? VII\b/,
};

test.describe("unlock hub", () => {
  test("opens without a token and shows the cards, the resource library and the design showcase", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (m) => m.type() === "error" && !m.text().includes("404") && problems.push(m.text()));
    await page.goto("/unlock");
    expect(await page.evaluate(() => localStorage.getItem("accessToken"))).toBeNull();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const main = page.getByRole("main");

    await expect(main.getByRole("link", { name: /View Designs/i })).toHaveAttribute("href", "/designs");
    // The card's count is the catalogue's size, never a typed number.
    const { total } = (await (await page.request.get("/api/designs?pageSize=1")).json()) as { total: number };
    await expect(main.getByText(/^Browse \d+ barndominium and SIP home plans/)).toHaveText(
      `Browse ${total} barndominium and SIP home plans, each with a floor plan and a spec sheet.`,
    );
    await expect(main.locator('a[href="/barndominium-calculator"]').first()).toBeVisible();
    await expect(main.getByRole("link", { name: /Book Call/i })).toHaveAttribute("href", "/schedule");

    const library = page.locator("#resource-library");
    for (const [href, volume] of Object.entries(VOLUMES)) {
      await expect(library.locator(`a[href="${href}"]`), href).toContainText(volume);
    }

    await expect(main.locator('a[href="/designs/rose-mount"]').first()).toBeVisible();
    await expect(main).toContainText("1,800 sq ft living space");
    await expect(main).toContainText("full front porch");
    await expect(main.locator('a[href="/designs/oak"]').first()).toBeVisible();
    await expect(main).toContainText("2,210 sq ft living");
    await expect(main).toContainText("3,059 sq ft shop");
    await expect(main.locator('a[href="/designs/maple-ridge"]').first()).toBeVisible();
    // Spec sheets that fail to load are hidden, not shown broken.
    await expect.poll(() => main.locator("img:visible").evaluateAll((imgs) => imgs.filter((img) => !(img as HTMLImageElement).naturalWidth).length)).toBe(0);
    expect(problems).toEqual([]);
  });

  test("the video loads only after the visitor asks", async ({ page }) => {
    await page.goto("/unlock");
    await expect(page.locator("iframe")).toHaveCount(0);
    await page
      .getByRole("button", { name: /Play video/i })
      .first()
      .click();
    await expect(page.locator("iframe")).toHaveCount(1);
    await expect(page.locator("iframe")).toHaveAttribute("src", /^https:\/\/video\.example\.com\//);
  });

  test("a content page whose text holds a video facade hydrates it: the video loads when asked on a first visit", async ({ page }) => {
    // The other content bodies stay prerendered HTML (components/prerendered-body.tsx); this one has a button.
    await page.goto("/sip-video");
    await expect(page.locator("iframe")).toHaveCount(0);
    await page
      .getByRole("main")
      .getByRole("button", { name: /Play video/i })
      .click();
    await expect(page.locator("iframe")).toHaveAttribute("src", /^https:\/\/video\.example\.com\//);
  });

  test("the discovery-call button opens the booking page in a new tab and records the booking for the session", async ({ page }) => {
    await page.goto("/unlock");
    const button = page
      .getByRole("main")
      .getByRole("link", { name: /schedule (a |your )?discovery call/i })
      .first();
    await expect(button).toHaveAttribute("target", "_blank");
    await expect(button).toHaveAttribute("href", /^https:\/\/booking\.example\.com\//);
    // Keep the booking page from opening for real: the record happens on click.
    await page.context().route("https://booking.example.com/**", (route) => route.fulfill({ body: "booking" }));
    const [popup] = await Promise.all([page.waitForEvent("popup"), button.click()]);
    await popup.close();
    expect(await page.evaluate(() => sessionStorage.getItem("callScheduled"))).toBe("true");
    expect(await page.evaluate(() => sessionStorage.getItem("visitedSchedulePage"))).toBeNull();
  });

  test("#resource-library ends 80 px below the top of the window once the 800 ms scroll has run", async ({ page }) => {
    await page.goto("/unlock#resource-library");
    await page.waitForTimeout(800);
    await expect
      .poll(() => page.locator("#resource-library").evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 4000 })
      .toBeGreaterThanOrEqual(78);
    await expect
      .poll(() => page.locator("#resource-library").evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 4000 })
      .toBeLessThanOrEqual(82);
  });
});

test.describe("/schedule", () => {
  test("explains the 12-minute call and books it in a new tab", async ({ page }) => {
    await page.goto("/schedule");
    await expect(page.getByRole("main")).toContainText("12-minute");
    // The visit is recorded by the page's effect, once React has taken over the prerendered HTML.
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("visitedSchedulePage"))).toBe("true");
    const button = page.getByRole("main").locator('a[href^="https://booking.example.com/"]').first();
    await expect(button).toHaveAttribute("target", "_blank");
    await page.context().route("https://booking.example.com/**", (route) => route.fulfill({ body: "booking" }));
    const [popup] = await Promise.all([page.waitForEvent("popup"), button.click()]);
    await popup.close();
    expect(await page.evaluate(() => sessionStorage.getItem("callScheduled"))).toBe("true");
    expect(await page.evaluate(() => sessionStorage.getItem("visitedSchedulePage"))).toBeNull();
  });
});

test.describe("marketing landing", () => {
  test("has the hero, the two buttons, three benefits, eight cities and the contact links", async ({ page }) => {
    await page.goto("/landing");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Missouri Barndominium Builders");
    const main = page.getByRole("main");
    await expect(main.locator('a[href="/schedule"]').first()).toBeVisible();
    await expect(main.locator('a[href="/facebook-lead"]').first()).toBeVisible();
    for (const city of ["st-joseph", "kansas-city", "liberty", "platte-city", "smithville", "excelsior-springs", "savannah", "parkville"]) {
      await expect(main.locator(`a[href="/${city}"]`)).toHaveCount(1);
    }
    await expect(main.locator('a[href="/contact"]').first()).toBeVisible();
    await expect(main.locator('a[href^="tel:"]').first()).toBeVisible();
    await expect(main.locator('a[href^="https://booking.example.com/"]').first()).toHaveAttribute("target", "_blank");
    await expect(main).toContainText("7-day");
  });
});
