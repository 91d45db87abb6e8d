import { expect as baseExpect, test } from "@playwright/test";
import { expectNoSeriousViolations } from "./support/axe";
import { uniqueEmail } from "./support/db";
import { waitForMail } from "./support/mail";
import { decodeEntities, waitForHydration } from "./support/page";

/**
 * The contractor network's public side (issue 15) against the real server and its sample
 * listings: the directory's prerendered cards, finding a contractor near a ZIP code with filters
 * kept in the URL, the near-miss answer, and a homeowner's request reaching the contractor's inbox.
 * axe on the directory and profile runs in routes.spec (content pages); here on search results.
 */

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test("the prerendered directory already holds the listings' cards", async ({ request }) => {
  const html = decodeEntities(await (await request.get("/contractors")).text());
  for (const text of ["Bluestem SIP Builders", "Clay County Custom Homes", "Sample listing", "Serves ", "out of 5"]) expect(html).toContain(text);
  expect(html).toContain('href="/contractors/bluestem-sip-builders"');
});

test("find contractors near 64501, narrow to a specialty, and keep the search on reload", async ({ page }) => {
  await page.goto("/contractors/find");
  await waitForHydration(page);
  await page.getByLabel("ZIP code or city").fill("64501");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/[?&]zip=64501/);
  const heading = page.getByRole("heading", { name: /^\d+ contractors? within 50 miles of .*64501/ });
  await expect(heading).toBeVisible();
  const all = Number((await heading.textContent())!.match(/^\d+/)![0]);
  expect(all).toBeGreaterThan(1);
  await expect(page.getByRole("link", { name: "Bluestem SIP Builders" })).toBeVisible();
  await expect(page.getByText("Serves your area").first()).toBeVisible();
  await expect(page.getByText(/\d+(\.\d)? miles away/).first()).toBeVisible();
  await expectNoSeriousViolations(page, "/contractors/find with results");

  await page.getByLabel("SIP Installation").check();
  await page.getByLabel("Verified only").check();
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/specialty=sip_installation/);
  await expect(page).toHaveURL(/verified=true/);
  const narrowed = page.getByRole("heading", { name: /^\d+ contractors? within 50 miles of .*64501/ });
  const count = async () => Number((await narrowed.textContent())?.match(/^\d+/)?.[0] ?? Number.NaN);
  await expect.poll(count).toBeLessThan(all);
  await expect(page.getByRole("link", { name: "Bluestem SIP Builders" })).toBeVisible();
  const filtered = await count();

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: new RegExp(`^${filtered} contractors? within 50 miles of .*64501`) })).toBeVisible();
  await expect(page.getByLabel("ZIP code or city")).toHaveValue("64501");
  await expect(page.getByLabel("SIP Installation")).toBeChecked();
  await expect(page.getByLabel("Verified only")).toBeChecked();
});

test("a search with nobody in reach says so and shows the closest contractors", async ({ page }) => {
  // Poplar Bluff, in the Bootheel: far from every sample listing.
  await page.goto("/contractors/find?zip=63901&radius=10");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: /^No contractors found within 10 miles of .*63901\.$/ })).toBeVisible();
  const nearMiss = page.getByRole("region", { name: "Closest contractors outside your search" });
  await expect(nearMiss.getByRole("heading", { level: 4 })).toHaveCount(3);

  // A ZIP that does not exist is a message at the field, not an error page.
  await page.getByLabel("ZIP code or city").fill("00000");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("We could not find ZIP code 00000.")).toBeVisible();
});

test("a homeowner's request reaches the contractor with the homeowner's address", async ({ page }) => {
  const email = uniqueEmail("homeowner");
  await page.goto("/contractors/bluestem-sip-builders");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Request this contractor" }).click();
  const form = page.getByRole("form", { name: "Request Bluestem SIP Builders" });
  await expect(form.getByText("We send your request to this contractor only. We never sell your details.")).toBeVisible();
  await form.getByRole("button", { name: "Send request" }).click();
  await expect(form.getByText("Tell the contractor about your project in at least 20 characters.")).toBeVisible();

  await form.getByLabel("Your name").fill("Martha Keene");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Project ZIP code").fill("64501");
  await form.getByLabel("Your project").fill("We plan a 40x60 barndominium with a shop near Savannah; can you set the SIP shell next spring?");
  await form.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByRole("status").getByRole("heading", { name: "Request sent to Bluestem SIP Builders." })).toBeVisible();

  const mail = await waitForMail("bluestem.sample@example.com", /^Project request from Martha Keene \(ZIP 64501\)$/, 30_000);
  expect(mail.text).toContain("can you set the SIP shell next spring?");
  expect(mail.text).toContain(email);
});
