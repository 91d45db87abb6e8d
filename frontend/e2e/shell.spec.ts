import { expect, test } from "./support/test";

const CITIES = {
  "St. Joseph": "/st-joseph",
  Liberty: "/liberty",
  "Kansas City": "/kansas-city",
  "Platte City": "/platte-city",
  Smithville: "/smithville",
  "Excelsior Springs": "/excelsior-springs",
  Savannah: "/savannah",
  Parkville: "/parkville",
  Kearney: "/kearney",
  Cameron: "/cameron",
  Maryville: "/maryville",
  Columbia: "/columbia",
  Bethany: "/bethany",
  Holt: "/holt",
  Kirksville: "/kirksville",
  "Mound City": "/mound-city",
};

// spec §2 "Shared behaviour": the footer's links, by label.
const FOOTER_LINKS = {
  Home: "/",
  "Browse Designs": "/designs",
  "SIP Technology": "/sip-info",
  "SIP Builders MO": "/sip-home-builders-missouri",
  Contractors: "/contractors",
  Funding: "/funding-the-dream",
  FAQ: "/faq",
  "Our Process": "/building-process",
  About: "/about",
  Contact: "/contact",
  "Privacy Policy": "/privacy-policy",
  "Terms of Service": "/terms-of-service",
  Accessibility: "/accessibility",
  Admin: "/admin/dashboard",
  ...CITIES,
};

test.describe("header", () => {
  test("links: logo and Home to /unlock, Commercial, Architects, Contact; booking opens in a new tab", async ({ page }) => {
    await page.goto("/about");
    const header = page.locator("header");
    await expect(header.getByRole("link", { name: /Show Me Barndos/ })).toHaveAttribute("href", "/unlock");
    const nav = header.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/unlock");
    await expect(nav.getByRole("link", { name: "Commercial" })).toHaveAttribute("href", "/business");
    await expect(nav.getByRole("link", { name: "Architects" })).toHaveAttribute("href", "/architects");
    await expect(nav.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
    const booking = header.getByRole("link", { name: "Schedule Consultation" });
    await expect(booking).toHaveAttribute("target", "_blank");
    await expect(booking).toHaveAttribute("href", /^https:\/\/booking\.example\.com\//);
    await expect(booking).toHaveAttribute("rel", /noopener/);
  });

  for (const [url, active] of [
    ["/unlock", "Home"],
    ["/business", "Commercial"],
    ["/commercial", "Commercial"],
    ["/architects", "Architects"],
    ["/drawings", "Architects"],
    ["/contact", "Contact"],
    ["/about", null],
  ] as const) {
    test(`on ${url} the current link is ${active ?? "none"}`, async ({ page }) => {
      await page.goto(url);
      const current = page.getByRole("navigation", { name: "Main" }).locator('[aria-current="page"]');
      if (active) await expect(current).toHaveText(active);
      else await expect(current).toHaveCount(0);
    });
  }

  test("client-side navigation moves the current marking and scrolls to the top", async ({ page }) => {
    await page.goto("/contact");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Commercial" }).click();
    await expect(page).toHaveURL(/\/business$/);
    await expect(page.getByRole("navigation", { name: "Main" }).locator('[aria-current="page"]')).toHaveText("Commercial");
  });
});

test.describe("footer", () => {
  test("has every link of the spec, the contact details, social links and the current year", async ({ page }) => {
    await page.goto("/faq");
    const footer = page.getByRole("contentinfo");
    for (const [label, href] of Object.entries(FOOTER_LINKS)) {
      await expect(footer.getByRole("link", { name: label, exact: true }).first(), label).toHaveAttribute("href", href);
    }
    await expect(footer.getByRole("link", { name: "(816) 555-0142" })).toHaveAttribute("href", "tel:+18165550142");
    await expect(footer.getByRole("link", { name: "hello@example.com" })).toHaveAttribute("href", "mailto:hello@example.com");
    await expect(footer).toContainText("St. Joseph, MO");
    await expect(footer.getByRole("link", { name: "Facebook" })).toHaveAttribute("href", /^https:\/\//);
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });

  test("the Admin link is visible to everyone", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Admin", exact: true })).toBeVisible();
  });
});

// Header and footer hidden on the landing and quiz pages: routes.spec.ts checks every route's chrome.

test.describe("newsletter box (nothing is sent to a server)", () => {
  test("empty submit warns; a value thanks and clears; no request leaves the page", async ({ page }) => {
    await page.goto("/about");
    const requests: string[] = [];
    page.on("request", (request) => {
      // The toaster's own code loads with the first toast (app-shell.tsx); that sends nothing.
      if (request.method() === "GET" && new URL(request.url()).pathname.startsWith("/assets/")) return;
      requests.push(`${request.method()} ${request.url()}`);
    });

    const form = page.getByRole("form", { name: "Newsletter" });
    const input = form.getByLabel("Email address");
    await expect(input).toHaveValue("");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Please enter your email address", { exact: true })).toBeVisible();

    await input.fill("not even an email");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Subscribed!", { exact: true })).toBeVisible();
    await expect(page.getByText("Thank you for subscribing to our newsletter.", { exact: true })).toBeVisible();
    await expect(input).toHaveValue("");
    // At most one toast at a time: the warning was replaced.
    await expect(page.getByText("Please enter your email address", { exact: true })).toHaveCount(0);
    expect(requests).toEqual([]);
  });
});

test.describe("theme", () => {
  test("is light by default, toggles to dark, and is remembered across visits", async ({ page }) => {
    await page.goto("/about");
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/dark/);
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(html).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

    await page.goto("/faq");
    await expect(html).toHaveClass(/dark/);
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await expect(html).not.toHaveClass(/dark/);
    await page.reload();
    await expect(html).not.toHaveClass(/dark/);
  });
});

test("a link to /#how-it-works brings that section into view", async ({ page }) => {
  // As from an e-mail or another site: people get the quiz's welcome, which has the section.
  await page.goto("/#how-it-works");
  const section = page.locator("#how-it-works");
  await expect(section).toBeVisible();
  await expect.poll(() => section.evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 3000 }).toBeLessThanOrEqual(82);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test.describe("small screens", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu toggle opens the navigation and closes on navigation", async ({ page }) => {
    await page.goto("/about");
    const toggle = page.getByRole("button", { name: "Main menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" })).toBeHidden();
  });

  test("the back-to-top button appears after scrolling and returns to the top", async ({ page }) => {
    await page.goto("/faq");
    const button = page.getByRole("button", { name: "Back to top" });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
