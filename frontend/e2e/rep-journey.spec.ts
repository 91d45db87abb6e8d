import nodemailer from "nodemailer";
import { expect as baseExpect, test } from "./support/test";
import { GOOD_PASSWORD } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { query, uniqueEmail } from "./support/db";
import { E2E_INBOUND_PORT } from "./support/ports";
import { NEW_ADMIN_TOTP_SECRET } from "./support/staff";
import { currentCode } from "./support/two-step";

/**
 * Issue 27's sales rep in the browser against the built server and its database: the rep signs in
 * with the second step, opens My Work, calls back an overdue lead (the next step done, the call
 * logged, the response clock stopped), writes the lead an e-mail from its page, and sees the
 * lead's reply (sent over SMTP to the app's inbound listener) on the timeline.
 */
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test("a sales rep works an overdue lead from My Work to the lead's reply", async ({ page, request }) => {
  // A lead (made through the public form, before anyone signs in on this API context), the rep's, with a call-back due yesterday.
  const leadEmail = uniqueEmail("rep-journey-lead");
  const created = await request.post("/api/discovery-leads", {
    data: { firstName: "Morgan", email: leadEmail, phone: "(660) 555-0181", utmSource: "e2e-rep" },
  });
  expect(created.ok(), await created.text()).toBe(true);
  // The rep: an account made a sales rep enrolled in two-step sign-in, as the enrolment link would leave it.
  const repEmail = uniqueEmail("rep-journey");
  const registered = await request.post("/api/auth/register", { data: { firstName: "Sam", lastName: "Journey", email: repEmail, password: GOOD_PASSWORD } });
  expect(registered.status()).toBe(201);
  const [{ id: repId }] = await query<{ id: number }>(`UPDATE users SET role = 'sales', "totpSecret" = $2 WHERE email = $1 RETURNING id`, [
    repEmail,
    NEW_ADMIN_TOTP_SECRET,
  ]);

  const [{ id: leadId }] = await query<{ id: number }>(`UPDATE discovery_call_leads SET "ownerId" = $2 WHERE email = $1 RETURNING id`, [leadEmail, repId]);
  await query(
    `INSERT INTO lead_tasks ("leadId", kind, "dueAt", "assigneeId", note, "createdById") VALUES ($1, 'call_back', now() - interval '1 day', $2, 'Asked us to ring after the county meeting', $2)`,
    [leadId, repId],
  );

  // Sign in: the password, then the authenticator's code; a rep lands on My Work.
  await page.goto("/login");
  const signIn = page.getByRole("form", { name: "Sign in to your account" });
  await signIn.getByLabel("Email").fill(repEmail);
  await signIn.getByLabel("Password", { exact: true }).fill(GOOD_PASSWORD);
  await signIn.getByRole("button", { name: "Sign In" }).click();
  const step = page.getByRole("form", { name: "Two-step sign-in" });
  await step.getByLabel("6-digit code").fill(await currentCode(repEmail, NEW_ADMIN_TOTP_SECRET));
  await step.getByRole("button", { name: /Verify|Sign In/i }).click();
  await expect(page).toHaveURL(/\/admin\/work$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Work");
  const office = page.getByRole("navigation", { name: /Office/ });
  await expect(office.getByRole("link", { name: "Users" })).toHaveCount(0);
  await expectNoSeriousViolations(page, "/admin/work for a sales rep");

  // The overdue call-back is first; one click opens the lead.
  const queue = page.getByRole("table", { name: "My Work, in the order to work it" });
  // Overdue first; the same lead is listed again further down as still awaiting its first response.
  const row = queue.getByRole("row").filter({ hasText: "Morgan" }).filter({ hasText: "overdue" });
  await expect(queue.getByRole("row").nth(1)).toContainText("Morgan");
  await expect(queue.getByRole("row").filter({ hasText: "Morgan" })).toHaveCount(2);
  await row.getByRole("link", { name: /Morgan/ }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${leadId}$`));
  await expect(page.getByRole("region", { name: "Owner" })).toContainText("Owner: Sam Journey");

  // The call: the next step done, the contact logged; the response clock stops.
  await page.getByRole("button", { name: "Done: Call back" }).click();
  await expect(page.getByRole("button", { name: "Reopen: Call back" })).toBeVisible();
  const log = page.getByRole("form", { name: "Log a contact" });
  await log.getByRole("radio", { name: "Call" }).check();
  await log.getByRole("textbox", { name: /What was said/ }).fill("Talked through the 40x60 shop house; sending the plan book.");
  await log.getByRole("button", { name: "Log contact" }).click();
  const timeline = page.getByRole("list", { name: "Timeline, newest first" });
  await expect(timeline.getByRole("listitem").filter({ hasText: "Call logged by Sam Journey" })).toContainText("40x60 shop house");
  await expect(page.getByRole("region", { name: "Owner" })).toContainText("Answered in");

  // An e-mail from the lead page; the lead answers it.
  const compose = page.getByRole("form", { name: "Write an e-mail" });
  await compose.getByRole("textbox", { name: "Subject" }).fill("Your plan book, Morgan");
  await compose
    .getByRole("textbox", { name: /Message/ })
    .fill("Hi Morgan,\n\nAs promised, the plan book is attached to our next note. Which two plans caught your eye?");
  await compose.getByRole("button", { name: "Send" }).click();
  await expect(timeline.getByRole("listitem").filter({ hasText: "Which two plans caught your eye?" })).toContainText("By Sam Journey");

  const [{ replyTo }] = await query<{ replyTo: string }>(`SELECT "replyTo" FROM mail_outbox WHERE "to" = $1 AND subject = 'Your plan book, Morgan'`, [
    leadEmail,
  ]);
  const transport = nodemailer.createTransport({ host: "127.0.0.1", port: E2E_INBOUND_PORT, secure: false, ignoreTLS: true });
  await transport.sendMail({
    from: `"Morgan Reyes" <${leadEmail}>`,
    to: replyTo,
    subject: "Re: Your plan book, Morgan",
    text: "The Oak and the Cedar. Could we see one built near Cameron?\n\nOn Sun, Sam Journey wrote:\n> Hi Morgan,",
  });
  transport.close();

  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("list", { name: "Timeline, newest first" }).getByRole("listitem").filter({ hasText: "E-mail reply received" })).toContainText(
      "The Oak and the Cedar. Could we see one built near Cameron?",
      { timeout: 2_000 },
    );
  }).toPass({ timeout: 30_000 });
  await expectNoSeriousViolations(page, "a lead page worked by a sales rep");
});
