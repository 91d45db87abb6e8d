import nodemailer from "nodemailer";
import { expect as baseExpect, test } from "./support/test";
import { expectNoSeriousViolations } from "./support/axe";
import { query, uniqueEmail } from "./support/db";
import { E2E_INBOUND_DOMAIN, E2E_INBOUND_PORT } from "./support/ports";
import { signInAsNewAdmin } from "./support/staff";

/**
 * Replies on the record (issue 27) in the browser against the built server: from a lead's page the
 * office writes an e-mail; it leaves through the outbox with the lead's reply address, and the
 * lead's answer, sent over SMTP to the app's inbound listener, shows on the timeline as text and
 * stops the follow-ups.
 */
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test("the office writes to a lead from its page and the lead's reply lands on the timeline", async ({ page, request }) => {
  const email = uniqueEmail("lead-replies");
  const created = await request.post("/api/discovery-leads", { data: { firstName: "Harper", email, utmSource: "e2e-replies" } });
  expect(created.ok(), await created.text()).toBe(true);
  const [{ id: leadId }] = await query<{ id: number }>(`SELECT id FROM discovery_call_leads WHERE email = $1`, [email]);

  await signInAsNewAdmin(page, "lead-replies", "Writer");
  await page.goto(`/admin/leads/${leadId}`);
  const form = page.getByRole("form", { name: "Write an e-mail" });
  await form.getByRole("textbox", { name: "Subject" }).fill("Your land near Cameron");
  await form.getByRole("textbox", { name: /Message/ }).fill("Hi Harper,\n\nWhen suits you for a 12-minute call?");
  await form.getByRole("button", { name: "Send" }).click();
  const timeline = page.getByRole("list", { name: "Timeline, newest first" });
  await expect(timeline.getByRole("listitem").filter({ hasText: "When suits you for a 12-minute call?" })).toContainText("By Dana Writer");

  const [{ replyTo }] = await query<{ replyTo: string }>(`SELECT "replyTo" FROM mail_outbox WHERE "to" = $1 AND subject = 'Your land near Cameron'`, [email]);
  expect(replyTo).toMatch(new RegExp(`^reply\\+[0-9a-f]{32}@${E2E_INBOUND_DOMAIN.replace(/\./g, "\\.")}$`));

  const transport = nodemailer.createTransport({ host: "127.0.0.1", port: E2E_INBOUND_PORT, secure: false, ignoreTLS: true });
  await transport.sendMail({
    from: `"Harper Lane" <${email}>`,
    to: replyTo,
    subject: "Re: Your land near Cameron",
    text: "Thursday after 4 works. <a href=https://evil.example>call me</a>\n\nOn Mon, Dana Writer wrote:\n> Hi Harper,",
  });
  transport.close();

  await page.reload();
  const reply = page.getByRole("list", { name: "Timeline, newest first" }).getByRole("listitem").filter({ hasText: "E-mail reply received" });
  await expect(reply).toContainText("Thursday after 4 works. <a href=https://evil.example>call me</a>");
  await expect(reply).toContainText(`From Harper Lane <${email}>`);
  await expect(reply).not.toContainText("Hi Harper");
  await expect(reply.getByRole("link")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Follow-up e-mails" })).toContainText("Stopped: the lead replied by e-mail.");
  await expectNoSeriousViolations(page, "a lead page with an e-mail reply");
});
