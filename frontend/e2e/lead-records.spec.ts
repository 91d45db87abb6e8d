import { expect as baseExpect, test } from "./support/test";
import { expectNoSeriousViolations } from "./support/axe";
import { query, uniqueEmail } from "./support/db";
import { waitForHydration } from "./support/page";
import { signInAsNewAdmin } from "./support/staff";

/**
 * Issue 28 in the browser against the built server and its database: an admin finds two leads of
 * one person on Possible Duplicates (the same phone line written two ways), opens the earlier one,
 * merges the later one into it, follows the merged lead's old address to where it went, sorts the
 * leads by score (the person ready to build first, Hot, with the reasons) and reads the source report. axe checks each page as it is shown.
 */
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test("an admin merges a duplicate lead and reads the source report", async ({ page, request }) => {
  // One person, two forms: the same phone line written two ways, two addresses. Made before anyone signs in on `request`.
  const line = String(1000 + Math.floor(Math.random() * 9000));
  const firstEmail = uniqueEmail("merge-first");
  const secondEmail = uniqueEmail("merge-second");
  const first = await request.post("/api/discovery-leads", {
    data: { firstName: "Marlowe", email: firstEmail, phone: `(573) 555-${line}`, utmSource: "e2e-merge" },
  });
  expect(first.status()).toBe(201);
  const second = await request.post("/api/discovery-leads", {
    data: { firstName: "Marlowe", email: secondEmail, phone: `573555${line}`, utmSource: "e2e-merge-later" },
  });
  expect(second.status()).toBe(201);
  // A third person ready to build (owns land, plans, financing, as soon as possible): the quiz makes their fit high.
  const readyEmail = uniqueEmail("merge-ready");
  const ready = [
    ["landOwnership", "yes"],
    ["siteSurvey", "yes"],
    ["buildingPlans", "yes"],
    ["permitStatus", "yes"],
    ["budgetRange", "over-500k"],
    ["fundingStatus", "yes"],
    ["decisionTimeline", "asap"],
    ["primaryUse", "family-home-shop"],
    ["decisionMakers", "just-me"],
    ["contractorHelp", "no"],
  ].map(([step, answer]) => ({ step, question: `${step}?`, answer }));
  const quiz = await request.post("/api/submit-quiz", {
    data: { answers: ready, contact: { firstName: "Marlowe", lastName: "Quinn", email: readyEmail, phone: "(573) 555-0199", message: "" } },
  });
  expect(quiz.status(), await quiz.text()).toBe(201);
  const ids = async (email: string) => Number((await query<{ id: number }>(`SELECT id FROM discovery_call_leads WHERE email = $1`, [email]))[0].id);
  const [keptId, laterId] = [await ids(firstEmail), await ids(secondEmail)];
  await query(`UPDATE discovery_call_leads SET "createdAt" = now() - interval '1 day' WHERE id = $1`, [keptId]);

  await signInAsNewAdmin(page, "merge");
  await page.goto("/admin/leads/duplicates?reason=same_phone&pageSize=100");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Possible Duplicates");
  const pair = page
    .getByRole("table", { name: "Possible duplicates" })
    .getByRole("row")
    .filter({ hasText: `#${laterId}` });
  await expect(pair).toContainText(`Marlowe (#${keptId})`);
  await expect(pair).toContainText("Same phone number");
  await expectNoSeriousViolations(page, "/admin/leads/duplicates");

  // The earlier lead's page says the later one may be the same person.
  await pair.getByRole("link", { name: `Marlowe (#${keptId})` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${keptId}$`));
  const note = page.getByRole("region", { name: "Possible duplicate" });
  await expect(note).toContainText(`Marlowe (#${laterId})`);
  await expect(note).toContainText("Why: Same phone number");
  await expectNoSeriousViolations(page, "/admin/leads/{id} with a possible duplicate");

  await note.getByRole("button", { name: /Merge into Marlowe's lead/ }).click();
  await expect(note.getByRole("group", { name: `Confirm merging lead #${laterId} into lead #${keptId}` })).toContainText("This cannot be undone.");
  await expectNoSeriousViolations(page, "/admin/leads/{id} confirming a merge");
  await note.getByRole("button", { name: "Yes, merge" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Leads merged" }).first()).toContainText(`Merged lead #${laterId}`);
  await expect(page.getByRole("region", { name: "Possible duplicate" })).toHaveCount(0);
  const timeline = page.getByRole("list", { name: "Timeline, newest first" });
  await expect(timeline).toContainText(`Merged lead #${laterId} (Marlowe, ${secondEmail}) into this lead.`);

  // Nothing of either is lost: both submissions are the kept lead's; the later lead's row stays and points here.
  const [counts] = await query<{ submissions: number; leads: number }>(
    `SELECT (SELECT count(*)::int FROM lead_submissions WHERE "leadId" = $1) AS submissions,
            (SELECT count(*)::int FROM discovery_call_leads WHERE id = ANY($2)) AS leads`,
    [keptId, [keptId, laterId]],
  );
  expect(counts).toEqual({ submissions: 2, leads: 2 });

  // The merged lead's old address shows where it went.
  await page.goto(`/admin/leads/${laterId}`);
  await waitForHydration(page);
  const moved = page.getByRole("note").filter({ hasText: "This lead was merged into" });
  await expect(moved).toBeVisible();
  await expectNoSeriousViolations(page, "/admin/leads/{id} of a merged lead");
  await moved.getByRole("link", { name: `Marlowe's lead (#${keptId})` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${keptId}$`));

  // Sorted by score, the person ready to build comes first, Hot, with the reasons in words.
  await page.goto(`/admin/leads?q=Marlowe&pageSize=100`);
  await waitForHydration(page);
  const leads = page.getByRole("table", { name: "Discovery call leads" });
  await leads.getByRole("link", { name: /^Score/ }).click();
  await expect(page).toHaveURL(/sort=score&order=desc/);
  await expect(leads.getByRole("columnheader", { name: /Score/ })).toHaveAttribute("aria-sort", "descending");
  const rows = leads.getByRole("row");
  await expect(rows.nth(1)).toContainText("Marlowe Quinn");
  await expect(rows.nth(1)).toContainText("Hot");
  await expect(rows.nth(1)).toContainText("Owns land");
  await expect(leads.getByRole("link", { name: "Marlowe", exact: true })).toHaveCount(1);
  await expectNoSeriousViolations(page, "/admin/leads sorted by score");

  // The source report: the kept lead counts once, under its first touch's source.
  await page.goto("/admin/reports?touch=first&groupBy=source");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const report = page.getByRole("table", { name: "Leads, outcomes and costs per source" });
  const row = report.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "e2e-merge", exact: true }) });
  await expect(row.getByRole("cell").first()).toHaveText("1");
  await expect(report.getByRole("rowheader", { name: "e2e-merge-later", exact: true })).toHaveCount(0);
  await expectNoSeriousViolations(page, "/admin/reports");
});
