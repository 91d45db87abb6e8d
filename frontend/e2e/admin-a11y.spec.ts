import type { APIRequestContext, Page } from "@playwright/test";
import { expect as baseExpect, test } from "./support/test";
import { BOTH_THEMES, expectNoSeriousViolations } from "./support/axe";
import { applyAsContractor, reviewContractor } from "./support/contractor-applications";
import { query } from "./support/db";
import { signInAsNewContractor } from "./support/contractors";
import { unsubscribeToken } from "./support/follow-ups";
import { createDiscoveryLead, createQuoteRequest } from "./support/leads";
import { waitForHydration } from "./support/page";
import { signInAsNewAdmin } from "./support/staff";

// The machine is shared and often busy: pages and the server answer slowly, never wrongly.
const expect = baseExpect.configure({ timeout: 20_000 });

const THEMES = BOTH_THEMES ? "light and dark theme" : "light theme";

/**
 * axe-core (WCAG 2.0/2.1 A and AA, as e2e/a11y.spec.ts) on every admin page, the contractor dashboard and /unsubscribe, in
 * the light theme (and the dark one with E2E_BOTH_THEMES=1, `make e2e-every-page`). Each admin page is checked as it is when it has finished loading
 * (its h1 shown, no "Loading…" status), whatever it holds, so the spec keeps checking the pages as
 * they grow. Serious and critical violations fail.
 */
/** The page has finished loading: its h1 is shown and no status says it is still loading. */
async function settled(page: Page): Promise<void> {
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /Loading|Checking your sign-in/ })).toHaveCount(0);
}

interface AdminPageCase {
  name: string;
  /** The URL to open; may make the record it shows first. */
  url: (request: APIRequestContext) => Promise<string>;
  /** Opens the parts a person opens on the page before axe looks at it. */
  interact?: (page: Page) => Promise<void>;
}

const ADMIN_PAGES: AdminPageCase[] = [
  {
    name: "/admin/dashboard",
    url: async () => "/admin/dashboard",
    interact: async (page) => {
      // The follow-ups answer and the send confirmation are part of the page too.
      await page.getByRole("button", { name: "Preview next run" }).click();
      await expect(page.getByRole("heading", { name: "Preview of the next run" })).toBeVisible();
      await page.getByRole("button", { name: "Send now" }).click();
      await expect(page.getByRole("button", { name: "Yes, send them now" })).toBeVisible();
    },
  },
  { name: "/admin/leads", url: async () => "/admin/leads" },
  { name: "/admin/leads?view=board", url: async (request) => (await createDiscoveryLead(request, "a11y-board"), "/admin/leads?view=board") },
  { name: "/admin/reports/response-time", url: async () => "/admin/reports/response-time" },
  { name: "/admin/reports", url: async () => "/admin/reports" },
  { name: "/admin/leads/duplicates", url: async () => "/admin/leads/duplicates" },
  {
    name: "/admin/leads/{id}",
    url: async (request) => `/admin/leads/${(await createDiscoveryLead(request, "a11y-lead", { utmSource: "facebook" })).id}`,
    interact: async (page) => {
      // Two notes of the admin's own: one open for editing, the other asking to confirm its deletion.
      const entries = page.getByRole("list", { name: "Timeline, newest first" }).getByRole("listitem");
      for (const text of ["Left a voicemail.", "Wants the Oak plan."]) {
        await page.getByRole("textbox", { name: "New note" }).fill(text);
        await page.getByRole("button", { name: "Add note" }).click();
        await expect(entries.filter({ hasText: text })).toHaveCount(1);
      }
      await entries.filter({ hasText: "Left a voicemail." }).getByRole("button", { name: "Edit note" }).click();
      await entries.filter({ hasText: "Wants the Oak plan." }).getByRole("button", { name: "Delete note" }).click();
      await expect(page.getByRole("button", { name: "Yes, delete the note" })).toBeVisible();
    },
  },
  { name: "/admin/quote-requests", url: async () => "/admin/quote-requests" },
  { name: "/admin/quote-requests/{id}", url: async (request) => `/admin/quote-requests/${(await createQuoteRequest(request, "a11y-quote")).id}` },
  { name: "/admin/deposits", url: async () => "/admin/deposits" },
  { name: "/admin/users", url: async () => "/admin/users" },
  { name: "/admin/failed-mail", url: async () => "/admin/failed-mail" },
  { name: "/admin/work", url: async () => "/admin/work" },
  { name: "/admin/team", url: async () => "/admin/team" },
  {
    // A pending application first, so the list shows one on top.
    name: "/admin/contractors",
    url: async (request) => {
      await applyAsContractor(request, "a11y-contractors");
      return "/admin/contractors";
    },
  },
  {
    name: "/admin/contractors/{id} (pending)",
    url: async (request) => `/admin/contractors/${(await applyAsContractor(request, "a11y-contractor")).id}`,
    interact: async (page) => {
      // The refusal of a rejection without a note is part of the page too.
      const reject = page.getByRole("form", { name: "Reject the application" });
      await reject.getByRole("button", { name: "Reject" }).click();
      await expect(reject.getByText("A note is required to reject an application; it is e-mailed to the applicant.")).toBeVisible();
    },
  },
  {
    // A verified sample listing: the status moves, the verify and unverify forms and the history.
    name: "/admin/contractors/{id} (sample)",
    url: async () => {
      const [row] = await query<{ id: number }>(`SELECT id FROM contractors WHERE slug = 'bluestem-sip-builders'`);
      return `/admin/contractors/${row.id}`;
    },
  },
  { name: "/admin/designs", url: async () => "/admin/designs" },
  {
    // Issue 31: a plan's words, status and pictures; the upload form's refusals are part of the page too.
    name: "/admin/designs/{id}",
    url: async () => {
      const [row] = await query<{ id: number }>(`SELECT id FROM designs WHERE slug = 'oak'`);
      return `/admin/designs/${row.id}`;
    },
    interact: async (page) => {
      const upload = page.getByRole("region", { name: "Add a picture" });
      await upload.getByRole("button", { name: "Upload picture" }).click();
      await expect(upload.getByText("Describe what the picture shows in 5 to 250 characters (for people who cannot see it).")).toBeVisible();
    },
  },
  {
    // A listing whose certificate of insurance ends in 5 days (issue 31), beside the samples' (a year off).
    name: "/admin/insurance-certificates",
    url: async () => {
      const slug = `a11y-insurance-${Date.now().toString(36)}`;
      const [listing] = await query<{ id: number }>(
        `INSERT INTO contractors (slug, name, status, email) VALUES ($1, 'A11y Insurance Builders', 'approved', $2) RETURNING id`,
        [slug, `${slug}@example.com`],
      );
      const [file] = await query<{ id: string }>(
        `INSERT INTO stored_files (id, purpose, "contentType", "byteSize", sha256, "fileName", bytes)
         VALUES (gen_random_uuid(), 'insurance_certificate', 'application/pdf', 8, repeat('0', 64), 'coi.pdf', '%PDF-1.4'::bytea) RETURNING id`,
      );
      await query(
        `INSERT INTO contractor_insurance_certificates ("contractorId", "fileId", insurer, "policyNumber", "coverageCents", "expiresOn", status, "reviewedAt")
         VALUES ($1, $2, 'Heartland Mutual', 'GL-A11Y', 100000000, (now() + interval '5 days')::date, 'approved', now())`,
        [listing.id, file.id],
      );
      return "/admin/insurance-certificates";
    },
  },
  {
    name: "/admin/contractor-reviews",
    url: async (request) => {
      await reviewContractor(request, "bluestem-sip-builders", "a11y-contractor-review");
      return "/admin/contractor-reviews";
    },
    // issue 31: removing a review asks for its published reason.
    interact: async (page) => {
      await page
        .getByRole("button", { name: /^Remove… review #\d+ by Avery Lund$/ })
        .first()
        .click();
      await expect(page.getByLabel("Published reason").first()).toBeVisible();
    },
  },
  // Issue 31's photo queue, as it stands (e2e/contractors.spec.ts's trade journey checks it with pending photos in it).
  { name: "/admin/contractor-photos", url: async () => "/admin/contractor-photos" },
];

test.describe("admin pages and /unsubscribe: no serious or critical axe violation (WCAG 2.1 AA)", () => {
  // Two axe passes on a busy 2-core machine take several seconds each.
  test.describe.configure({ timeout: 120_000 });

  for (const adminPage of ADMIN_PAGES) {
    test(`${adminPage.name}, ${THEMES}`, async ({ page, request }) => {
      await signInAsNewAdmin(page, `a11y-${adminPage.name.replace(/\W+/g, "-")}`);
      await page.goto(await adminPage.url(request));
      await settled(page);
      await adminPage.interact?.(page);
      await expectNoSeriousViolations(page, adminPage.name);
    });
  }

  test(`/contractors/dashboard (a contractor's own), with its inline forms open, ${THEMES}`, async ({ page, request }) => {
    const contractor = await signInAsNewContractor(page, "a11y");
    // A review through a job link (issue 31), so "Your reviews" has one to reply to.
    await reviewContractor(request, contractor.slug, "a11y-dashboard-review");
    await page.goto("/contractors/dashboard");
    await settled(page);
    await expect(page.getByText(contractor.businessName, { exact: true })).toBeVisible();
    await expect(page.getByRole("article", { name: "Casey Smith" })).toBeVisible();
    await expectNoSeriousViolations(page, "/contractors/dashboard");

    // The reply form, an area's edit form and the new area's form open at once.
    await page.getByRole("button", { name: "Reply to Casey Smith" }).click();
    await expect(page.getByLabel("Your reply to Casey Smith")).toBeVisible();
    await page.getByRole("button", { name: "Edit Liberty, MO 64068 · 30-mile radius" }).click();
    await page.getByRole("button", { name: "Add a service area" }).click();
    await expect(page.getByRole("group", { name: "New service area" })).toBeVisible();
    // issue 31: the job-done confirmation and the public reply form.
    await page.getByRole("button", { name: "Mark job done for Casey Smith" }).click();
    await expect(page.getByRole("group", { name: "Mark the job for Casey Smith done" })).toBeVisible();
    await page.getByRole("button", { name: "Reply publicly to Avery Lund" }).click();
    await expect(page.getByLabel("Your public reply to Avery Lund")).toBeVisible();
    await expectNoSeriousViolations(page, "/contractors/dashboard (forms open)");
  });

  test(`/unsubscribe, before and after unsubscribing, ${THEMES}`, async ({ page, request }) => {
    const lead = await createDiscoveryLead(request, "a11y-unsubscribe");
    await page.goto(`/unsubscribe#token=${unsubscribeToken(lead.id)}`);
    await settled(page);
    await expect(page.getByRole("button", { name: "Unsubscribe" })).toBeEnabled();
    await expectNoSeriousViolations(page, "/unsubscribe");

    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("status").filter({ hasText: "You're unsubscribed." })).toBeVisible();
    await expectNoSeriousViolations(page, "/unsubscribe (done)");
  });
});
