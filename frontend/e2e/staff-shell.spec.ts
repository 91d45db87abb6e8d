import type { Locator, Page } from "@playwright/test";
import { expect as baseExpect, test } from "./support/test";
import { GOOD_PASSWORD } from "./support/accounts";
import { query, uniqueEmail } from "./support/db";
import { signInAsNewContractor } from "./support/contractors";
import { createDiscoveryLead } from "./support/leads";
import { watchConsole } from "./support/page";
import { signInAsNewAdmin, type TestAccount } from "./support/staff";

// The machine is shared and often busy: pages and the server answer slowly, never wrongly.
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Issue 25, item 12: every staff page (the office's, the partner dashboard, the contractor
 * dashboard) sits in one staff shell — a side navigation with its own menu, the signed-in person
 * and a sign-out button — without the public site's header and footer; names in tables are left
 * aligned, e-mail addresses wrap between their parts, statuses are pills, and an empty list says
 * what to do next.
 */

/** The staff shell's side: the menu `label`, the person, sign-out; the public header and footer absent. */
async function expectStaffShell(page: Page, menuLabel: string, person: TestAccount, links: string[]): Promise<Locator> {
  const nav = page.getByRole("navigation", { name: menuLabel });
  await expect(nav).toBeVisible();
  await expect(nav.getByRole("link")).toHaveText(links);
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  const side = page.getByRole("complementary");
  await expect(side.getByText(`${person.firstName} ${person.lastName}`, { exact: true })).toBeVisible();
  await expect(side.getByText(person.email)).toBeVisible();
  await expect(side.getByRole("button", { name: "Sign out" })).toBeVisible();
  return nav;
}

/** Signs out from the staff shell: the browser leaves for the home page, which has the public header again. */
async function signOutFromShell(page: Page): Promise<void> {
  await page.getByRole("complementary").getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Signed out", { exact: true })).toBeVisible();
  await expect(page.getByRole("complementary")).toHaveCount(0);
}

/**
 * Where the address's lines break: only between its parts (before "@" and each dot) or after a
 * hyphen it holds, never inside a word; and it must take more than one line. Returns the lines
 * and every break inside a word ("north|west").
 */
async function emailLayout(email: Locator): Promise<{ lines: number; badBreaks: string[] }> {
  return email.evaluate((element) => {
    const parts: Text[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) parts.push(walker.currentNode as Text);
    const tops = new Set<number>();
    const badBreaks: string[] = [];
    for (const part of parts) {
      let previousTop: number | undefined;
      for (let i = 0; i < part.data.length; i++) {
        const range = document.createRange();
        range.setStart(part, i);
        range.setEnd(part, i + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        tops.add(top);
        if (previousTop !== undefined && top > previousTop && part.data[i - 1] !== "-") badBreaks.push(`${part.data.slice(0, i)}|${part.data.slice(i)}`);
        previousTop = top;
      }
    }
    return { lines: tops.size, badBreaks };
  });
}

test("the office's pages: side menu, no public header or footer, left-aligned names, addresses wrap between parts, empty lists say what next", async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  // Someone with a long address, to see it wrap in the users list on a phone (registered, then signed out).
  const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const longEmail = `jacqueline.montgomery-whitaker.${stamp}@northwest-missouri-barndominiums.example.com`;
  const response = await page.request.post("/api/auth/register", {
    data: { firstName: "Jacqueline", lastName: "Montgomery-Whitaker", email: longEmail, password: GOOD_PASSWORD },
  });
  expect(response.status()).toBe(201);
  await page.context().clearCookies();
  const admin = await signInAsNewAdmin(page, "shell");

  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Dashboard");
  const nav = await expectStaffShell(page, "Office", admin, [
    "Dashboard",
    "My Work",
    "Leads",
    "Pipeline board",
    "Response times",
    "Source to deposit",
    "Quote requests",
    "Deposits",
    "Sales team",
    "Referral partners",
    "Plans",
    "Contractors",
    "Contractor reviews",
    "Expiring insurance",
    "Contractor photos",
    "Users",
    "Failed e-mails",
    "Your account",
  ]);
  await expect(nav.locator('[aria-current="page"]')).toHaveText("Dashboard");

  // The menu leads from page to page, marking where the person is.
  await nav.getByRole("link", { name: "Users" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Users");
  await expect(nav.locator('[aria-current="page"]')).toHaveText("Users");

  // On a phone, the users list: the name is the row's left-aligned header, the address wraps between its parts.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/users?q=${encodeURIComponent(longEmail)}`);
  const row = page.getByRole("row").filter({ hasText: "Jacqueline Montgomery-Whitaker" });
  const name = row.getByRole("rowheader");
  await expect(name).toHaveText(/Jacqueline Montgomery-Whitaker/);
  expect(await name.evaluate((cell) => getComputedStyle(cell).textAlign)).toBe("left");
  const address = row.locator("[data-email-text]");
  await expect(address).toHaveText(longEmail);
  const layout = await emailLayout(address);
  expect(layout.lines).toBeGreaterThan(1);
  expect(layout.badBreaks).toEqual([]);

  // A list with nothing to show says why and what to do next.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin/leads?utmSource=no-such-campaign-anywhere");
  await expect(page.getByText("No leads match these filters. Clear them to see every one, or change a filter above.")).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Clear filters" }).last().click();
  await expect(page).toHaveURL(/\/admin\/leads$/);

  // Statuses are pills in the leads list too (one style everywhere); a lead of its own, so the list is never empty.
  // (The score is a pill as well: the status is the one naming a stage.)
  await createDiscoveryLead(request, "shell-pills");
  await page.reload();
  const firstRowPills = page.getByRole("main").getByRole("table").locator("tbody tr").first().locator("td span.rounded-full");
  await expect(firstRowPills.filter({ hasText: /^(Pending|Contacted|Call scheduled|Qualified|Won|Lost)$/ })).toHaveCount(1);

  await signOutFromShell(page);
  await expect(page.getByRole("banner")).toBeVisible();
  expect(problems).toEqual([]);
});

test("the referral partner's dashboard: the partner menu, the person, sign-out, and an empty list that says what to do", async ({ page }) => {
  const problems = watchConsole(page);
  const partner: TestAccount = { firstName: "Rhonda", lastName: "Keller", email: uniqueEmail("partner-shell"), password: GOOD_PASSWORD };
  const response = await page.request.post("/api/auth/register", {
    data: { firstName: partner.firstName, lastName: partner.lastName, email: partner.email, password: partner.password },
  });
  expect(response.status()).toBe(201);
  const [user] = await query<{ id: number }>(`UPDATE users SET role = 'affiliate' WHERE email = $1 RETURNING id`, [partner.email]);
  await query(
    `INSERT INTO affiliates (email, "firstName", "lastName", phone, address, city, state, "zipCode", "affiliateCode", status, "userId")
     VALUES ($1, 'Rhonda', 'Keller', '(816) 555-0101', '12 Main St', 'Liberty', 'MO', '64068', $2, 'active', $3)`,
    [partner.email, `SHELL${Date.now().toString(36).toUpperCase()}`, user.id],
  );

  await page.goto("/affiliate-dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Referral Partner Dashboard");
  const nav = await expectStaffShell(page, "Referral partner", partner, [
    "Dashboard",
    "Referral link",
    "Referrals",
    "Payments",
    "Profile and payout details",
    "Submit a referral",
    "Your account",
  ]);
  await expect(nav.locator('[aria-current="page"]')).toHaveText("Dashboard");

  const referrals = page.getByRole("region", { name: "Your referrals" });
  await expect(referrals.getByText(/No referrals yet\. Share your link/)).toBeVisible();
  await expect(referrals.getByRole("link", { name: "Submit a referral" })).toHaveAttribute("href", "/affiliate-lead-form");

  // A section of the dashboard is marked as the current place once the menu leads to it.
  await nav.getByRole("link", { name: "Payments" }).click();
  await expect(page).toHaveURL(/#payments$/);
  await expect(nav.locator('[aria-current="location"]')).toHaveText("Payments");

  await signOutFromShell(page);
  expect(problems).toEqual([]);
});

test("the contractor's dashboard: the contractor menu without the public header, pills for statuses, an empty filter says how to clear it", async ({
  page,
}) => {
  const problems = watchConsole(page);
  const contractor = await signInAsNewContractor(page, "shell");

  await page.goto("/contractors/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contractor Dashboard");
  const nav = await expectStaffShell(page, "Contractor", contractor, ["Dashboard", "Requests", "Your profile", "Service areas", "Your account"]);
  await expect(nav.locator('[aria-current="page"]')).toHaveText("Dashboard");

  const requests = page.getByRole("region", { name: /requests/i }).first();
  await expect(requests.getByText("Casey Smith").first()).toBeVisible();

  await page.goto("/contractors/dashboard?status=closed");
  await expect(page.getByText("No request is closed. Clear the filter to see them all.")).toBeVisible();
  await page.getByRole("link", { name: "Clear the filter" }).click();
  await expect(page.getByText("Casey Smith").first()).toBeVisible();

  await signOutFromShell(page);
  expect(problems).toEqual([]);
});

test("someone whose role may not open a staff page sees why, without the staff menu", async ({ page }) => {
  const response = await page.request.post("/api/auth/register", {
    data: { firstName: "Jane", lastName: "Whitaker", email: uniqueEmail("buyer-shell"), password: GOOD_PASSWORD },
  });
  expect(response.status()).toBe(201);
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your account cannot open this page");
  await expect(page.getByRole("navigation", { name: "Office" })).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("link", { name: "Your account" })).toHaveAttribute("href", "/account");
});
