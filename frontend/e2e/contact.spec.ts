import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import type { PaginatedDesignsResponseDto } from "../src/api/generated/model";
import { query, uniqueEmail } from "./support/db";
import { waitForMail } from "./support/mail";
import { waitForHydration, watchConsole } from "./support/page";

// The build's defaults (backend/src/config/business-defaults.json); the e2e app sets none of them.
const BOOKING_URL = "https://booking.example.com/discovery-call";
const BUSINESS_EMAIL = "hello@example.com";

const form = (page: Page) => page.getByRole("form", { name: "Project details" });
const prompt = (page: Page) => page.getByRole("heading", { name: "First, book your free 12-minute discovery call" });

/** The booking page and Google answer locally: the tests never leave the machine. */
async function stubThirdParties(context: BrowserContext): Promise<void> {
  await context.route("https://booking.example.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Book a call</title><h1>Book a call</h1>" }),
  );
  await context.route("https://www.google.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Map</title><p>Map of the office</p>" }),
  );
}

/** Opens /contact as a visitor who has already started a booking in this session. */
async function openBooked(page: Page, url = "/contact"): Promise<void> {
  await page.goto(url);
  await page.evaluate(() => sessionStorage.setItem("callScheduled", "true"));
  await page.reload();
  await expect(form(page)).toBeVisible();
}

test.beforeEach(async ({ context }) => {
  await stubThirdParties(context);
});

test("the raw HTML already holds the page, with the booking prompt and no form or map frame", async ({ request }) => {
  const html = await (await request.get("/contact")).text();
  expect(html).toMatch(/<h1[^>]*>Contact Us &amp; Request a Quote<\/h1>/);
  expect(html).toContain("First, book your free 12-minute discovery call");
  expect(html).toContain("Mon-Fri 9AM-3PM");
  expect(html).toContain("9:00 AM - 3:00 PM");
  expect(html).not.toContain("Send Message");
  expect(html).not.toContain("<iframe");
  for (const slug of ["st-joseph", "liberty", "kansas-city", "mound-city"]) expect(html).toContain(`href="/${slug}"`);
});

// Both paths' h1, hydration and canonical URL: routes.spec.ts and seo.spec.ts.
test("on /quote too, a visitor who has booked gets the form in place of the prompt after hydration, with no mismatch warning", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/quote");
  await expect(prompt(page)).toBeVisible();
  await waitForHydration(page);
  await page.evaluate(() => sessionStorage.setItem("callScheduled", "true"));
  await page.reload();
  await expect(form(page)).toBeVisible();
  await expect(prompt(page)).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("booking gate: the form shows only after a schedule button opens the booking page; reset starts over", async ({ page }) => {
  await page.goto("/schedule");
  await page.goto("/contact");
  await expect(prompt(page)).toBeVisible();
  await expect(form(page)).toHaveCount(0);

  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("link", { name: "Schedule my discovery call (opens in a new tab)" }).click();
  const popup = await popupOpened;
  expect(popup.url()).toBe(BOOKING_URL);
  await popup.close();

  await expect(form(page)).toBeVisible();
  await expect(prompt(page)).toHaveCount(0);
  expect(await page.evaluate(() => [sessionStorage.getItem("callScheduled"), sessionStorage.getItem("visitedSchedulePage")])).toEqual(["true", null]);
  // The bottom call to action stays.
  await expect(page.getByRole("heading", { name: "Ready to build in Missouri?" })).toBeVisible();

  // The session remembers the booking.
  await page.reload();
  await expect(form(page)).toBeVisible();

  await page.evaluate(() => sessionStorage.setItem("visitedSchedulePage", "true"));
  const reloaded = page.waitForEvent("load");
  await page.getByRole("button", { name: "Reset my booking" }).click();
  await reloaded;
  await expect(prompt(page)).toBeVisible();
  await expect(form(page)).toHaveCount(0);
  expect(await page.evaluate(() => [sessionStorage.getItem("callScheduled"), sessionStorage.getItem("visitedSchedulePage")])).toEqual([null, null]);
});

test("the map loads from Google only after the visitor asks; directions open Google Maps in a new tab", async ({ page }) => {
  const thirdParty: string[] = [];
  page.on("request", (request) => {
    if (!new URL(request.url()).hostname.match(/^(localhost|127\.0\.0\.1)$/)) thirdParty.push(request.url());
  });
  await page.goto("/contact");
  await page.getByRole("heading", { name: "Visit our office" }).scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  expect(thirdParty).toEqual([]);
  await expect(page.locator("iframe")).toHaveCount(0);

  await page.getByRole("button", { name: /Show the map/ }).click();
  const frame = page.locator("iframe");
  await expect(frame).toHaveAttribute("src", /^https:\/\/www\.google\.com\/maps\?q=.+St\.%20Joseph.+&output=embed$/);
  await expect(page.frameLocator("iframe").getByText("Map of the office")).toBeVisible();
  expect(thirdParty.some((url) => url.startsWith("https://www.google.com/maps?q="))).toBe(true);

  const directions = page.getByRole("link", { name: "Get directions (opens in a new tab)" });
  await expect(directions).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=.+St\.%20Joseph/);
  await expect(directions).toHaveAttribute("target", "_blank");
});

test("the form shows the spec's validation messages and sends nothing", async ({ page }) => {
  await openBooked(page);
  let posted = 0;
  page.on("request", (request) => request.url().endsWith("/api/contact") && posted++);
  await form(page).getByRole("button", { name: "Send Message" }).click();
  for (const message of [
    "Name is required",
    "Please enter a valid email address",
    "Please choose a subject",
    "Message is required",
    "You must agree to the privacy policy",
  ]) {
    await expect(form(page).getByText(message, { exact: true })).toBeVisible();
  }
  await expect(form(page).getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  expect(posted).toBe(0);
});

test("a sent message is stored, both e-mails arrive, and the visitor sees the thank-you view and toast", async ({ page }) => {
  const email = uniqueEmail("contact");
  const name = `Martha ${email.split("@")[0].split("-").slice(1).join("")}`;
  const message = "We own twelve acres outside Savannah and want a barndominium with a 40x60 shop. What would the first steps be?";
  await openBooked(page);

  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/contact", async (route) => {
    await held;
    await route.continue();
  });

  const f = form(page);
  await f.getByLabel("Name").fill(name);
  await f.getByLabel("Email").fill(email);
  await f.getByLabel(/Phone/).fill("(816) 555-0123");
  await f.getByLabel(/Plan you're interested in/).selectOption("Custom");
  await f.getByLabel("Subject").selectOption({ label: "Pricing Questions" });
  await f.getByLabel("Message").fill(message);
  await f.getByLabel(/I agree to the privacy policy/).check();
  await f.getByRole("button", { name: "Send Message" }).click();

  await expect(f.getByRole("button", { name: "Sending..." })).toBeDisabled();
  release();

  await expect(page.getByRole("heading", { name: "Thank you! Your message is on its way." })).toBeVisible();
  const toast = page.getByRole("status").filter({ hasText: "Message sent!" });
  await expect(toast.first()).toContainText("We'll get back to you as soon as possible.");

  const rows = await query<{ name: string; phone: string; model: string; subject: string; message: string }>(
    `SELECT * FROM contact_messages WHERE email = $1`,
    [email],
  );
  expect(rows).toEqual([expect.objectContaining({ name, phone: "(816) 555-0123", model: "Custom", subject: "pricing", message })]);

  const confirmation = await waitForMail(email, /We received your message/);
  expect(confirmation.text).toContain("within 24 hours");
  // The confirmation goes to whatever address was typed: it never repeats the message (issue 12).
  expect(confirmation.text).not.toContain(message);
  const notice = await waitForMail(BUSINESS_EMAIL, new RegExp(`^Contact form: Pricing Questions from ${name}$`));
  expect(notice.text).toContain(`E-mail: ${email}`);
  expect(notice.text).toContain(message);

  // Send another: a fresh, empty form.
  await page.getByRole("button", { name: "Send another message" }).click();
  await expect(form(page).getByLabel("Name")).toHaveValue("");
  await expect(form(page).getByLabel("Message")).toHaveValue("");
  await expect(form(page).getByLabel(/I agree to the privacy policy/)).not.toBeChecked();
});

test("a failed send shows the destructive 'Error' toast and keeps what the visitor typed", async ({ page }) => {
  await openBooked(page);
  await page.route("**/api/contact", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ statusCode: 500, message: "Internal server error", error: "Internal Server Error" }),
    }),
  );
  const f = form(page);
  await f.getByLabel("Name").fill("Dale Porter");
  await f.getByLabel("Email").fill(uniqueEmail("contact-fail"));
  await f.getByLabel("Subject").selectOption("general");
  await f.getByLabel("Message").fill("Do you build in Clinton County?");
  await f.getByLabel(/I agree to the privacy policy/).check();
  await f.getByRole("button", { name: "Send Message" }).click();

  const toast = page.locator("[data-variant='destructive']").filter({ hasText: "Error" });
  await expect(toast).toContainText("Failed to send message. Please try again.");
  await expect(f.getByLabel("Name")).toHaveValue("Dale Porter");
  await expect(f.getByRole("button", { name: "Send Message" })).toBeEnabled();
});

test("the model choices are the API's plans A to Z plus Custom, and ?model= pre-selects one", async ({ page, request }) => {
  const catalogue = (await (await request.get("/api/designs?sort=name&pageSize=100")).json()) as PaginatedDesignsResponseDto;
  const names = catalogue.items.map((design) => design.name);
  expect(names.length).toBeGreaterThan(10);

  await openBooked(page, "/contact?model=Oak");
  const select = form(page).getByLabel(/Plan you're interested in/);
  await expect(select).toHaveValue("Oak");
  const options = await select.locator("option").allTextContents();
  expect(options).toEqual(["No plan chosen yet", ...[...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base", numeric: true })), "Custom"]);
});
