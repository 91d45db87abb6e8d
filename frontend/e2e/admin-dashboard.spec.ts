import type { Page } from "@playwright/test";
import { expect as baseExpect, test } from "./support/test";
import { query } from "./support/db";
import { unsubscribeToken } from "./support/follow-ups";
import { createDiscoveryLead } from "./support/leads";
import { watchConsole } from "./support/page";
import { signInAsNewAdmin, signInAsNewBuyer } from "./support/staff";

// The machine is shared and often busy: pages and the server answer slowly, never wrongly.
const expect = baseExpect.configure({ timeout: 20_000 });

const CARDS = ["Leads by status", "New leads per week", "Top sources", "Conversion", "Quote requests awaiting reply", "Deposits pending", "Follow-ups"];

const card = (page: Page, title: string) => page.getByRole("region", { name: title });

/** "2026-03-02" → "March 2, 2026", as the page writes calendar dates. */
function longDate(isoDate: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone: "UTC", year: "numeric", month: "long", day: "numeric" }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** A Monday week of its own in the past (2007–2018), so no other test's lead lands in it. */
function aWeekOfItsOwn(): { monday: string; sunday: string; wednesdayNoonInMissouri: string } {
  const firstMonday = Date.UTC(2007, 0, 1); // a Monday
  const monday = firstMonday + Math.floor(Math.random() * 52 * 12) * 7 * 86_400_000;
  const day = (offset: number) => new Date(monday + offset * 86_400_000).toISOString().slice(0, 10);
  return { monday: day(0), sunday: day(6), wednesdayNoonInMissouri: `${day(2)}T18:00:00Z` };
}

test.describe.configure({ timeout: 120_000 });

test.describe("/admin/dashboard", () => {
  test("an admin sees every card and the chart's table; a lead made here counts in its week, status, source and conversion", async ({ page, request }) => {
    const problems = watchConsole(page);
    await signInAsNewAdmin(page, "dashboard");
    const source = `dash-${Math.random().toString(36).slice(2, 10)}`;
    const lead = await createDiscoveryLead(request, "dashboard-lead", { utmSource: source });
    const week = aWeekOfItsOwn();
    await query(`UPDATE discovery_call_leads SET "createdAt" = $2 WHERE id = $1`, [lead.id, week.wednesdayNoonInMissouri]);

    // The default range: 12 Monday weeks up to today, every card and the chart with its numbers.
    await page.goto("/admin/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Dashboard");
    for (const title of CARDS) await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    const chart = card(page, "New leads per week");
    await expect(chart.getByRole("img", { name: /^New leads per week, weeks of / })).toBeVisible();
    const table = chart.getByRole("table", { name: "New leads per week" });
    await expect(table.getByRole("columnheader")).toHaveText(["Week of", "New leads"]);
    await expect(table.getByRole("rowheader")).toHaveCount(12);
    await expect(page.getByLabel("From", { exact: true })).not.toHaveValue("");

    // The form writes the dates to the URL; the lead's week then holds exactly that lead.
    await page.getByLabel("From", { exact: true }).fill(week.monday);
    await page.getByLabel("To", { exact: true }).fill(week.sunday);
    await page.getByRole("button", { name: "Show these dates" }).click();
    await expect(page).toHaveURL(`/admin/dashboard?from=${week.monday}&to=${week.sunday}`);
    await expect(page.getByRole("main")).toContainText(`Leads that came in from ${longDate(week.monday)} to ${longDate(week.sunday)}`);

    const range = `createdFrom=${week.monday}&createdTo=${week.sunday}`;
    const pending = card(page, "Leads by status").getByRole("link", { name: "Pending 1 leads" });
    await expect(pending).toHaveAttribute("href", `/admin/leads?status=pending&${range}`);
    await expect(card(page, "Leads by status").getByRole("link", { name: "Qualified 0 leads" })).toHaveAttribute(
      "href",
      `/admin/leads?status=qualified&${range}`,
    );
    await expect(table.getByRole("row")).toHaveText(["Week ofNew leads", `${longDate(week.monday)}1`]);
    await expect(card(page, "Top sources").getByRole("link", { name: `${source} 1 leads` })).toHaveAttribute(
      "href",
      `/admin/leads?utmSource=${source}&${range}`,
    );
    await expect(card(page, "Conversion").getByRole("row", { name: /^Leads/ })).toHaveText("Leads1100%");
    await expect(card(page, "Conversion").getByRole("row", { name: /^Call booked/ })).toHaveText("Call booked00%");

    // The backlog cards lead to their lists.
    await expect(card(page, "Quote requests awaiting reply").getByRole("link", { name: /^Awaiting reply \d+ quote requests$/ })).toHaveAttribute(
      "href",
      "/admin/quote-requests?status=new",
    );
    await expect(card(page, "Deposits pending").getByRole("link", { name: /^Pending \(to invoice\)/ })).toHaveAttribute(
      "href",
      "/admin/deposits?status=pending",
    );
    await expect(card(page, "Follow-ups").getByRole("link", { name: /^Active \d+ leads$/ })).toHaveAttribute("href", "/admin/leads?followUps=active");

    // "Last 12 weeks" goes back to the server's default range.
    await page.getByRole("link", { name: "Last 12 weeks" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(table.getByRole("rowheader")).toHaveCount(12);
    expect(problems).toEqual([]);
  });

  test("'Preview next run' shows the server's answer: the window, a lead whose first e-mail is due, the skips; 'Send now' asks first", async ({
    page,
    request,
  }) => {
    await signInAsNewAdmin(page, "dashboard-preview");
    const firstName = `Robin${Math.random().toString(36).slice(2, 8)}`;
    const lead = await createDiscoveryLead(request, "dashboard-due", { firstName });
    // The first follow-up (FOLLOW_UPS_DELAYS default: 2 days) fell due an hour ago.
    await query(`UPDATE discovery_call_leads SET "createdAt" = now() - interval '49 hours' WHERE id = $1`, [lead.id]);

    await page.goto("/admin/dashboard");
    const followUps = card(page, "Follow-ups");
    await followUps.getByRole("button", { name: "Preview next run" }).click();
    await expect(followUps.getByRole("heading", { name: "Preview of the next run" })).toBeVisible();
    await expect(followUps).toContainText("Nothing was sent.");
    await expect(followUps).toContainText(/The send window \(Mon-Fri 09:00-15:00 America\/Chicago\) is (open now|closed; it opens .+)\./);
    await expect(followUps.getByRole("heading", { name: /^Due now: \d+ e-mails?$/ })).toBeVisible();
    const due = followUps
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: firstName, exact: true }) })
      .first();
    await expect(due).toContainText(/e-mail 1: “.+” — (would be sent|waits for the send window)/);
    await expect(due.getByRole("link", { name: firstName, exact: true })).toHaveAttribute("href", `/admin/leads/${lead.id}`);
    await expect(followUps.getByRole("heading", { name: "Skipped" })).toBeVisible();

    // "Send now" needs a second, deliberate click; Cancel sends nothing.
    await followUps.getByRole("button", { name: "Send now" }).click();
    const confirm = followUps.getByRole("group", { name: "Send the due follow-up e-mails now?" });
    await expect(confirm.getByRole("button", { name: "Yes, send them now" })).toBeFocused();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toHaveCount(0);
    const [row] = await query<{ followUpCount: number }>(`SELECT "followUpCount" FROM discovery_call_leads WHERE id = $1`, [lead.id]);
    expect(row.followUpCount).toBe(0);
  });

  test("visitors are sent to sign in, and a buyer is told the page is not for them", async ({ page }) => {
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL((url) => url.pathname === "/login" && url.searchParams.get("next") === "/admin/dashboard");

    const buyer = await signInAsNewBuyer(page, "dashboard-buyer");
    await page.goto("/admin/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your account cannot open this page");
    await expect(page.getByRole("main")).toContainText(buyer.email);
    await expect(page.getByRole("heading", { name: "Leads by status" })).toHaveCount(0);
  });
});

test.describe("/unsubscribe (the follow-up e-mails' link)", () => {
  const DONE = "You're unsubscribed. We won't send you any more follow-up e-mails.";
  const unsubscribedAt = async (leadId: number) =>
    (await query<{ unsubscribedAt: Date | null }>(`SELECT "unsubscribedAt" FROM discovery_call_leads WHERE id = $1`, [leadId]))[0].unsubscribedAt;

  test("opening the link changes nothing; pressing Unsubscribe stops the lead's follow-ups", async ({ page, request }) => {
    const lead = await createDiscoveryLead(request, "unsubscribe");
    await page.goto(`/unsubscribe#token=${unsubscribeToken(lead.id)}`);
    const button = page.getByRole("button", { name: "Unsubscribe" });
    await expect(button).toBeEnabled();
    expect(await unsubscribedAt(lead.id)).toBeNull();

    await button.click();
    await expect(page.getByRole("status").filter({ hasText: DONE })).toHaveText(DONE);
    await expect(button).toHaveCount(0);
    expect(await unsubscribedAt(lead.id)).not.toBeNull();
  });

  test("a link that is not genuine is refused and changes nothing", async ({ page, request }) => {
    const lead = await createDiscoveryLead(request, "unsubscribe-forged");
    const forged = `${lead.id}.${unsubscribeToken(lead.id, "another-secret-0123456789abcdef").split(".")[1]}`;
    await page.goto(`/unsubscribe#token=${forged}`);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "not valid" })).toHaveText("This unsubscribe link is not valid.");
    expect(await unsubscribedAt(lead.id)).toBeNull();
  });
});
