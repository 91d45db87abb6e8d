import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect as baseExpect, test } from "./support/test";
import type { QuizDefinitionResponseDto, QuizStep } from "../src/api/generated/model";
import { query, uniqueEmail } from "./support/db";
import { watchConsole } from "./support/page";
import { signInAsNewAdmin, signInAsNewBuyer } from "./support/staff";

/**
 * The back office's leads (issue 13) in the browser against the real server: an admin filters the
 * list, opens a lead, changes its status, marks the call booked and exports the CSV; adds,
 * edits and deletes a note (issue 25); the timeline says each event once, in words; a stale copy
 * is refused; non-admins are kept out; axe on both pages in both themes.
 * Each test makes its own leads through the public forms, tagged with a utm_source of its own,
 * so tests running side by side never see each other's rows.
 */

// Sign-in (argon2id), the public forms and the admin pages on a 2-core machine shared with other
// test runs: each page waits for the server's answers, which can take well over the default 5 s.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

interface MadeLead {
  firstName: string;
  lastName: string;
  email: string;
}

/** A quiz submission through the public API: the first answer of each step, along the quiz's own branching. */
async function submitQuiz(request: APIRequestContext, label: string, utmSource: string, firstName: string): Promise<MadeLead> {
  const quiz = (await (await request.get("/api/quiz")).json()) as QuizDefinitionResponseDto;
  const answers: Array<{ step: QuizStep; question: string; answer: string }> = [];
  let stepId: QuizStep | null = quiz.firstStep;
  while (stepId !== null) {
    const step = quiz.steps.find((candidate) => candidate.id === stepId)!;
    answers.push({ step: step.id, question: step.question, answer: step.options[0].value });
    stepId = step.options[0].next;
  }
  const lead = { firstName, lastName: "Prairie", email: uniqueEmail(label) };
  const response = await request.post("/api/submit-quiz", {
    data: { answers, contact: { ...lead, phone: "816-555-0134" }, tracking: { utmSource, utmCampaign: "e2e" } },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return lead;
}

/** A lead from the discovery-call form (no quiz answers). */
async function submitDiscoveryForm(request: APIRequestContext, label: string, utmSource: string, firstName: string): Promise<MadeLead> {
  const lead = { firstName, lastName: "", email: uniqueEmail(label) };
  const response = await request.post("/api/discovery-leads", { data: { firstName, email: lead.email, utmSource } });
  expect(response.ok(), await response.text()).toBe(true);
  return lead;
}

const sourceOf = (label: string) => `e2e-${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function filterBySource(page: Page, source: string) {
  await page.goto("/admin/leads");
  const filters = page.getByRole("search", { name: "Filter leads" });
  await filters.getByLabel("Source (utm_source)").fill(source);
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("utmSource") === source);
}

const leadRows = (page: Page) => page.getByRole("table", { name: "Discovery call leads" }).locator("tbody tr");

test("an admin filters the leads, updates one from its page and exports the list as CSV", async ({ page, request }) => {
  const problems = watchConsole(page);
  const source = sourceOf("flow");
  const quizLead = await submitQuiz(request, "leads-quiz", source, "Harper");
  const formLead = await submitDiscoveryForm(request, "leads-form", source, "Rowan");
  await signInAsNewAdmin(page, "leads", "Leadsworth");

  await filterBySource(page, source);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Discovery Call Leads");
  await expect(leadRows(page)).toHaveCount(2);
  await expect(page.getByText("Showing 1–2 of 2 leads")).toBeVisible();

  // Search narrows within the source; the form keeps what the URL says.
  await page.getByRole("searchbox", { name: "Name, e-mail or phone" }).fill(quizLead.email);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(leadRows(page)).toHaveCount(1);
  await expect(leadRows(page).first()).toContainText(quizLead.email);
  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Name, e-mail or phone" })).toHaveValue(quizLead.email);
  await expect(page.getByLabel("Source (utm_source)")).toHaveValue(source);

  // The CSV holds the filtered rows only.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, "utf8");
  const records = csv
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(records[0]).toMatch(/^Lead ID,Created \(Missouri time\),First name,Last name,E-mail,/);
  expect(records).toHaveLength(2);
  expect(records[1]).toContain(quizLead.email);
  expect(csv).not.toContain(formLead.email);

  // The lead's page: its name, the answers in words, the submission on the timeline.
  await page.getByRole("link", { name: `${quizLead.firstName} ${quizLead.lastName}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${quizLead.firstName} ${quizLead.lastName}`);
  await expect(page.getByRole("region", { name: "Quiz answers" }).locator("dt").first()).toContainText("?");
  const timeline = page.getByRole("list", { name: "Timeline, newest first" });
  await expect(timeline).toContainText("Quiz submitted");

  // Status: saved, on the timeline in words with the admin as author.
  const status = page.getByRole("combobox", { name: "Status" });
  await expect(status.locator("option")).toHaveText(["Pending (current)", "Contacted", "Call scheduled", "Lost"]);
  await status.selectOption("contacted");
  await page.getByRole("button", { name: "Save changes" }).click();
  const newest = timeline.getByRole("listitem");
  await expect(newest.filter({ hasText: "Status changed from Pending to Contacted" })).toContainText("By Dana Leadsworth");
  await expect(status).toHaveValue("contacted");

  // Mark call booked: a contacted lead becomes scheduled.
  await page.getByRole("button", { name: "Mark call booked" }).click();
  await expect(page.getByRole("button", { name: "Mark call not booked" })).toBeVisible();
  await expect(timeline).toContainText("Discovery call marked booked");
  await expect(status).toHaveValue("scheduled");

  // Back on the list, the booked filter finds it and no longer the other one.
  await page.goto(`/admin/leads?utmSource=${source}&callBooked=true`);
  await expect(leadRows(page)).toHaveCount(1);
  await expect(leadRows(page).first()).toContainText("Call scheduled");
  expect(problems).toEqual([]);
});

test("an admin adds, edits and deletes a note; the timeline says each event once, in words", async ({ page, request }) => {
  const problems = watchConsole(page);
  const source = sourceOf("notes");
  const lead = await submitQuiz(request, "leads-notes", source, "Sawyer");
  // The follow-ups job sends step 1: its step row and its outbox e-mail, written together (as follow-ups.service.ts does).
  const [{ id: leadId }] = await query<{ id: number }>(`SELECT id FROM discovery_call_leads WHERE email = $1`, [lead.email]);
  const [{ id: mailId }] = await query<{ id: number }>(
    `INSERT INTO mail_outbox ("to", subject, text, status, kind) VALUES ($1, 'Your next steps, Sawyer', 'x', 'sent', 'visitor_confirmation') RETURNING id`,
    [lead.email],
  );
  await query(
    `INSERT INTO lead_follow_ups ("leadId", step, outcome, subject, "mailId", "createdAt") VALUES ($1, 1, 'sent', 'Your next steps, Sawyer', $2, now())`,
    [leadId, mailId],
  );
  // What the one notes box held before notes were separate: nobody may change it.
  await query(
    `INSERT INTO lead_notes ("leadId", "authorId", body, "createdAt") VALUES ($1, NULL, 'Met at the Cameron home show.', now() - interval '1 minute')`,
    [leadId],
  );
  await signInAsNewAdmin(page, "leads-notes", "Notewell");
  await page.goto(`/admin/leads/${leadId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${lead.firstName} ${lead.lastName}`);
  const timeline = page.getByRole("list", { name: "Timeline, newest first" });
  const entries = timeline.getByRole("listitem");

  // Each follow-up e-mail once, in words; no raw value anywhere on the timeline.
  await expect(entries.filter({ hasText: "Your next steps, Sawyer" })).toHaveCount(1);
  await expect(entries.filter({ hasText: "Your next steps, Sawyer" })).toContainText("Follow-up e-mail 1 sent — Delivered");
  const oldNote = entries.filter({ hasText: "Met at the Cameron home show." });
  await expect(oldNote).toContainText("Note from the old notes box");
  await expect(oldNote.getByRole("button")).toHaveCount(0);

  // Add a note: its own dated entry with the admin's name; the box empties.
  const box = page.getByRole("textbox", { name: "New note" });
  await box.fill("Owns 12 acres near Savannah; call after 5 pm.");
  await page.getByRole("button", { name: "Add note" }).click();
  const note = entries.filter({ hasText: "Owns 12 acres near Savannah" });
  await expect(note).toContainText("By Dana Notewell");
  await expect(box).toHaveValue("");
  await page.getByRole("textbox", { name: "New note" }).fill("Second call booked for Friday.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(entries.filter({ hasText: "Second call booked for Friday." })).toHaveCount(1);
  await expect(note).toHaveCount(1);

  // Edit it: the new text, marked edited.
  await note.getByRole("button", { name: "Edit note" }).click();
  const editBox = page.getByRole("textbox", { name: "Edit note" });
  await expect(editBox).toBeFocused();
  await editBox.fill("Owns 14 acres near Savannah; call after 5 pm.");
  await page.getByRole("button", { name: "Save note" }).click();
  const edited = entries.filter({ hasText: "Owns 14 acres near Savannah" });
  await expect(edited).toContainText("Note (edited)");
  await expect(edited).toContainText(/edited \w{3} \d{1,2}, \d{4}/);

  // Delete it: asked first; "Keep it" keeps it.
  await edited.getByRole("button", { name: "Delete note" }).click();
  await expect(page.getByRole("button", { name: "Yes, delete the note" })).toBeFocused();
  await page.getByRole("button", { name: "Keep it" }).click();
  await expect(edited).toHaveCount(1);
  await edited.getByRole("button", { name: "Delete note" }).click();
  await page.getByRole("button", { name: "Yes, delete the note" }).click();
  await expect(entries.filter({ hasText: "Owns 14 acres near Savannah" })).toHaveCount(0);
  await expect(entries.filter({ hasText: "Second call booked for Friday." })).toHaveCount(1);

  // A status move reads in words.
  await page.getByRole("combobox", { name: "Status" }).selectOption("scheduled");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(entries.filter({ hasText: "Status changed from Pending to Call scheduled" })).toContainText("By Dana Notewell");
  await expect(timeline).not.toContainText(/pending to|to scheduled|call-booked/);
  expect(problems).toEqual([]);
});

test("a change made on a stale copy is refused with the server's message, and the lead reloads", async ({ page, request }) => {
  // The 409 answer is logged by the browser as a failed request.
  const problems = watchConsole(page, { ignore: /\/api\/admin\/leads\/\d+$/ });
  const source = sourceOf("stale");
  const lead = await submitQuiz(request, "leads-stale", source, "Emerson");
  await signInAsNewAdmin(page, "leads-stale");
  await filterBySource(page, source);
  await page.getByRole("link", { name: `${lead.firstName} ${lead.lastName}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${lead.firstName} ${lead.lastName}`);

  // Someone else changes the lead meanwhile.
  await query(`UPDATE discovery_call_leads SET status = 'lost', "updatedAt" = now() WHERE email = $1`, [lead.email]);
  await page.getByRole("combobox", { name: "Status" }).selectOption("contacted");
  await page.getByRole("button", { name: "Save changes" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("This lead was changed by someone else; reload it.");
  await alert.getByRole("button", { name: "Reload the lead" }).click();
  await expect(alert).toHaveCount(0);
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("lost");
  expect(problems).toEqual([]);
});

test("a refused filter is named and Clear filters goes back to the whole list", async ({ page }) => {
  const problems = watchConsole(page, { ignore: /\/api\/admin\/leads/ });
  await signInAsNewAdmin(page, "leads-bad-filter");
  await page.goto("/admin/leads?createdFrom=2026-02-30&colour=red");
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("These filters cannot be used:");
  await expect(alert.getByRole("listitem")).toHaveCount(2);
  await alert.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await expect(page.getByRole("table", { name: "Discovery call leads" })).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe("only admins open the leads pages", () => {
  test("a visitor is sent to sign in", async ({ page }) => {
    await page.goto("/admin/leads");
    await expect(page).toHaveURL((url) => url.pathname === "/login" && url.searchParams.get("next") === "/admin/leads");
    await page.goto("/admin/leads/1");
    await expect(page).toHaveURL((url) => url.pathname === "/login" && url.searchParams.get("next") === "/admin/leads/1");
  });

  test("a buyer gets the not-allowed page", async ({ page }) => {
    await signInAsNewBuyer(page, "leads-buyer");
    for (const path of ["/admin/leads", "/admin/leads/1"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your account cannot open this page");
      await expect(page.getByRole("table")).toHaveCount(0);
    }
  });
});
