import type { Browser, Page } from "@playwright/test";
import { expect as baseExpect, test } from "./support/test";
import type { QuizDefinitionResponseDto } from "../src/api/generated/model";
import { GOOD_PASSWORD } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { query, uniqueEmail } from "./support/db";
import { waitForMail } from "./support/mail";
import { signInAsNewAdmin } from "./support/staff";

/**
 * The referral partner program (issue 14) as its people use it, against the real server: a partner
 * applies, the office approves, the partner sets a password and finds the referral link; a visitor
 * who arrives through that link takes the quiz and becomes the partner's referral; the office
 * converts it with a net profit; the partner sees the commission pending, then paid. axe runs on
 * the four pages in both themes on the way.
 */

// A whole journey: argon2 sign-ins, a quiz, e-mail through the outbox, nine axe passes: ~1.5 min on a
// quiet machine, over 4 min on a loaded one.
test.describe.configure({ timeout: 360_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const main = (page: Page) => page.getByRole("main");

/** Fills and sends /affiliate-registration as an applicant does. */
async function apply(page: Page, applicant: { firstName: string; lastName: string; email: string }) {
  await page.goto("/affiliate-registration");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Become a Referral Partner");
  await expectNoSeriousViolations(page, "/affiliate-registration");
  const form = page.getByRole("form", { name: "Your partner application" });
  // Sending it empty shows the spec's messages and sends nothing.
  await form.getByRole("button", { name: "Send my application" }).click();
  await expect(form.getByText("Phone number is required")).toBeVisible();
  await expect(form.getByText("You must accept the affiliate agreement")).toBeVisible();
  await expectNoSeriousViolations(page, "/affiliate-registration (errors shown)");

  await form.getByLabel("First name").fill(applicant.firstName);
  await form.getByLabel("Last name").fill(applicant.lastName);
  await form.getByLabel("Email").fill(applicant.email);
  await form.getByLabel("Phone").fill("(816) 555-0177");
  await form.getByLabel("Business name").fill("Prairie Land & Home Realty");
  await form.getByLabel("Address").fill("410 Felix Street");
  await form.getByLabel("City").fill("St. Joseph");
  await form.getByLabel("ZIP code").fill("64501");
  await form.getByLabel("I have read and accept the affiliate agreement").check();
  await form.getByRole("button", { name: "Send my application" }).click();
  await expect(main(page).getByRole("status").filter({ hasText: "Application received" })).toBeFocused();
}

/**
 * A visitor's browser: headless Chromium says "HeadlessChrome", which the click counter rightly takes
 * for a bot, so the visitor's browser says what a person's Chrome says.
 */
const VISITOR_USER_AGENT = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** Takes the quiz in a fresh browser that arrived through `link`, as a visitor does; answers the lead's e-mail. */
async function quizThroughLink(browser: Browser, link: string, customer: { firstName: string; lastName: string; email: string }) {
  const context = await browser.newContext({ userAgent: VISITOR_USER_AGENT });
  const page = await context.newPage();
  const quiz = (await (await page.request.get("/api/quiz")).json()) as QuizDefinitionResponseDto;
  // The insight screens' 3.5 s are proven in quiz.spec.ts; a fake clock skips them here.
  await page.clock.install();
  await page.goto(link);
  await page.getByRole("button", { name: "BUILD MY ROADMAP" }).click();
  let stepId: string | null = quiz.firstStep;
  while (stepId) {
    const step = quiz.steps.find((candidate) => candidate.id === stepId)!;
    await expect(page.getByRole("heading", { name: step.question })).toBeVisible();
    await page.getByRole("button", { name: step.options[0].label, exact: true }).click();
    await page.clock.runFor(3600);
    stepId = step.options[0].next;
  }
  const form = page.getByRole("form", { name: "Send my roadmap" });
  await form.getByLabel("First name").fill(customer.firstName);
  await form.getByLabel("Last name").fill(customer.lastName);
  await form.getByLabel("Email").fill(customer.email);
  await form.getByLabel(/Phone/).fill("(660) 555-0148");
  await form.getByRole("button", { name: "SEND MY ROADMAP" }).click();
  await expect.poll(async () => (await query(`SELECT id FROM discovery_call_leads WHERE email = $1`, [customer.email])).length, { timeout: 30_000 }).toBe(1);
  await context.close();
}

/** The office moves the referral one stage on from /affiliate-admin's Referrals tab. */
async function moveReferral(page: Page, referralId: number, customerName: string, stage: string, money?: { conversion: string; netProfit: string }) {
  await page.goto(`/affiliate-admin?tab=referrals&referral=${referralId}`);
  const form = main(page).getByRole("form", { name: `Change the referral of ${customerName}` });
  await form.getByLabel("New stage").selectOption({ label: stage });
  if (money) {
    await form.getByLabel("Conversion value (US dollars)").fill(money.conversion);
    await form.getByLabel("Net profit (US dollars)").fill(money.netProfit);
  }
  await form.getByRole("button", { name: "Save referral" }).click();
  await expect
    .poll(async () => (await query<{ leadStatus: string }>(`SELECT "leadStatus" FROM affiliate_leads WHERE id = $1`, [referralId]))[0].leadStatus)
    .toBe(stage.toLowerCase());
}

test("a partner applies, is approved, shares the link, and is paid the commission on a converted referral", async ({ page, browser }) => {
  const applicant = { firstName: "Rhea", lastName: "Lindqvist", email: uniqueEmail("partner") };
  await apply(page, applicant);
  const [row] = await query<{ id: number; status: string; agreementSigned: boolean }>(`SELECT id, status, "agreementSigned" FROM affiliates WHERE email = $1`, [
    applicant.email,
  ]);
  expect(row).toMatchObject({ status: "pending", agreementSigned: true });

  // The office approves the application on /affiliate-admin (pending applications first).
  // axe needs a page of a context of its own (not browser.newPage()).
  const officeContext = await browser.newContext();
  const office = await officeContext.newPage();
  await signInAsNewAdmin(office, "partners");
  await office.goto(`/affiliate-admin?q=${encodeURIComponent(applicant.email)}`);
  await expect(office.getByRole("heading", { level: 1 })).toHaveText("Referral Partner Administration");
  const partnerRow = main(office).getByRole("row").filter({ hasText: applicant.email });
  await expect(partnerRow).toContainText("Application pending");
  await partnerRow.getByRole("link", { name: /Lindqvist/ }).click();
  await expect(office).toHaveURL(new RegExp(`partner=${row.id}`));
  await expectNoSeriousViolations(office, "/affiliate-admin (a partner's record)");
  await main(office).getByRole("button", { name: "Approve application" }).click();
  let code = "";
  await expect
    .poll(
      async () =>
        (code = (await query<{ affiliateCode: string | null }>(`SELECT "affiliateCode" FROM affiliates WHERE id = $1`, [row.id]))[0].affiliateCode ?? ""),
    )
    .toMatch(/^[34679ACDEFGHJKMNPQRTUVWXY]{8}$/);
  await expect(main(office).getByRole("status").filter({ hasText: code })).toBeVisible();

  // The partner sets a password through the approval e-mail's link, signs in and finds the link.
  const welcome = await waitForMail(applicant.email, /Welcome aboard/);
  expect(welcome.text).toContain(code);
  const token = welcome.text.match(/\/login#reset=([A-Za-z0-9_-]+)/)?.[1];
  expect(token).toBeTruthy();
  await page.goto(`/login#reset=${token}`);
  const reset = page.getByRole("form", { name: "Choose a new password" });
  await reset.getByLabel("New password", { exact: true }).fill(GOOD_PASSWORD);
  await reset.getByRole("button", { name: "Save New Password" }).click();
  // issue 25 item 11: words for the role, and signing in right there (no ?next=) opens the role's own dashboard.
  await expect(
    page.getByText(
      "Your password is set and your partner account is ready. Sign in to open your partner dashboard: your referral link, leads and commissions.",
      { exact: true },
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  const signIn = page.getByRole("form", { name: "Sign in to your account" });
  await signIn.getByLabel("Email").fill(applicant.email);
  await signIn.getByLabel("Password", { exact: true }).fill(GOOD_PASSWORD);
  await signIn.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/affiliate-dashboard$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Referral Partner Dashboard");
  const link = main(page).getByRole("textbox", { name: "Referral link" });
  await expect(link).toHaveValue(new RegExp(`/\\?ref=${code}$`));
  await expectNoSeriousViolations(page, "/affiliate-dashboard (no referrals yet)");

  // Issue 30: the partner builds a tracked link for a campaign and copies it.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  const tracking = main(page).getByRole("region", { name: "Track your links" });
  await expect(tracking).toContainText("First touch wins");
  await tracking.getByLabel("Campaign name (sub-id)").fill("spring-flyer");
  await expect(tracking.getByRole("textbox", { name: "Link to share" })).toHaveValue(new RegExp(`/\\?ref=${code}&sub=spring-flyer$`));
  await tracking.getByRole("button", { name: "Copy this link" }).click();
  await expect(tracking.getByText("Link copied")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`/\\?ref=${code}&sub=spring-flyer$`));

  // The referral form has the partner's code filled in and locked.
  await page.goto("/affiliate-lead-form");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Submit a Referral");
  await expect(main(page).getByLabel(/Affiliate code/)).toHaveValue(code);
  await expect(main(page).getByLabel(/Affiliate code/)).toHaveAttribute("readonly", "");
  await expectNoSeriousViolations(page, "/affiliate-lead-form (signed-in partner)");

  // A visitor arrives through the copied link and takes the quiz: one click, and the lead is the partner's
  // referral. The visitor gave a throwaway (disposable) address: fraud review holds the referral.
  const customer = { firstName: "Wendell", lastName: "Oakes", email: uniqueEmail("referred").replace("@example.com", "@mailinator.com") };
  await quizThroughLink(browser, new URL(copied).pathname + new URL(copied).search, customer);
  const [referral] = await query<{ id: number; source: string; leadType: string; subId: string; clickId: number | null }>(
    `SELECT id, source, "leadType", "subId", "clickId" FROM affiliate_leads WHERE "customerEmail" = $1 AND "affiliateId" = $2`,
    [customer.email, row.id],
  );
  expect(referral).toMatchObject({ source: "referral link", leadType: "raw_lead", subId: "spring-flyer" });
  expect(referral.clickId).not.toBeNull();
  expect(await query(`SELECT "subId", "landingPage" FROM referral_clicks WHERE "affiliateId" = $1`, [row.id])).toEqual([
    { subId: "spring-flyer", landingPage: "/" },
  ]);
  await page.goto("/affiliate-dashboard");
  const referrals = main(page).getByRole("region", { name: "Your referrals" });
  const newReferral = referrals.getByRole("row").filter({ hasText: "Wendell Oakes" });
  await expect(newReferral).toContainText("New");
  // The partner reads "Under review", never what the check found.
  await expect(newReferral).toContainText("Under review");
  await expect(newReferral).not.toContainText(/disposable/i);
  // The link's numbers: the click and the lead, on the sub-id's row.
  const linkRow = tracking
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: "Sub-id spring-flyer" }) })
    .first();
  await expect(linkRow.getByRole("cell")).toHaveText(["1", "1", "0", "100.0%"]);
  await expectNoSeriousViolations(page, "/affiliate-dashboard (a referral under review, the link's numbers)");

  // The office works it to converted with the net profit; the server computes the commission:
  // a raw lead earns half the partner's 20.0 % of $40,000, $4,000.
  const customerName = "Wendell Oakes";
  await moveReferral(office, referral.id, customerName, "Contacted");
  await moveReferral(office, referral.id, customerName, "Qualified");
  await expectNoSeriousViolations(office, "/affiliate-admin?tab=referrals (a referral's record)");
  await moveReferral(office, referral.id, customerName, "Converted", { conversion: "385,000", netProfit: "40,000" });
  const [entry] = await query<{ id: number; amountCents: number; status: string }>(
    `SELECT id, "amountCents", status FROM commission_entries WHERE "affiliateLeadId" = $1 AND kind = 'commission'`,
    [referral.id],
  );
  expect(entry).toMatchObject({ amountCents: 400_000, status: "pending" });

  await page.reload();
  const referralRow = referrals.getByRole("row").filter({ hasText: "Wendell Oakes" });
  await expect(referralRow).toContainText("Converted");
  await expect(referralRow).toContainText("$4,000");
  await expect(referralRow).toContainText("Under review");

  // The office decides the flagged referral in the review queue: genuine, so the commission goes on.
  await office.goto("/affiliate-admin?tab=flags");
  const flagged = main(office).getByRole("table", { name: "Flagged referrals" }).getByRole("row").filter({ hasText: "Wendell Oakes" });
  await expect(flagged).toContainText("Disposable e-mail");
  await flagged.getByRole("link", { name: "Decide on the referral of Wendell Oakes" }).click();
  const decision = main(office).getByRole("form", { name: "Decide the referral of Wendell Oakes" });
  await decision.getByLabel("Clear: the referral is genuine and its commission goes on").check();
  await decision.getByRole("textbox", { name: "Reason" }).fill("Called the customer: a real buyer who uses a throwaway inbox for sign-ups.");
  await expectNoSeriousViolations(office, "/affiliate-admin?tab=flags (a decision)");
  await decision.getByRole("button", { name: "Save decision" }).click();
  await expect(office.getByText("Referral cleared", { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await query<{ reviewState: string }>(`SELECT "reviewState" FROM affiliate_leads WHERE id = $1`, [referral.id]))[0].reviewState)
    .toBe("cleared");

  await page.reload();
  await expect(referralRow).toContainText("Pending");
  // A converted referral from the sub-id's link.
  await expect(linkRow.getByRole("cell")).toHaveText(["1", "1", "1", "100.0%"]);
  await expectNoSeriousViolations(page, "/affiliate-dashboard (a pending commission)");

  // The 30-day hold passes (moved into the past here), and the office pays it.
  await query(`UPDATE commission_entries SET "earnedAt" = now() - interval '1 minute' WHERE id = $1`, [entry.id]);
  await payCommission(office, page, row.id, customerName);

  await page.reload();
  await expect(referralRow).toContainText("Paid");
  const payments = main(page).getByRole("region", { name: "Payments received" });
  await expect(payments.getByRole("row").filter({ hasText: "$4,000" }).first()).toContainText("Paid");
  await expectNoSeriousViolations(page, "/affiliate-dashboard (a paid commission)");
  await waitForMail(applicant.email, /paid/i);

  // Issue 30: the office shares a brochure; it is on the partner's dashboard to download.
  await office.goto("/affiliate-admin?tab=resources");
  const upload = main(office).getByRole("region", { name: "Add a resource" });
  await upload.getByLabel("Title").fill("Rose Mount plan brochure");
  await upload.getByLabel("Description").fill("Two pages to hand a buyer: the floor plan, the SIP shell and what the estimate covers.");
  await upload.getByLabel("Category").selectOption({ label: "Brochure" });
  const brochure = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
  await upload.getByLabel("File").setInputFiles({ name: "rose-mount.pdf", mimeType: "application/pdf", buffer: brochure });
  await upload.getByRole("button", { name: "Upload resource" }).click();
  await expect(main(office).getByText('"Rose Mount plan brochure" is on every active partner\'s dashboard now.')).toBeVisible();
  await expectNoSeriousViolations(office, "/affiliate-admin?tab=resources");
  await page.goto("/affiliate-dashboard");
  const resources = main(page).getByRole("region", { name: "Partner resources" });
  const download = resources.getByRole("link", { name: "Rose Mount plan brochure (download PDF)" });
  await expect(download).toBeVisible();
  const file = await page.request.get((await download.getAttribute("href"))!);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect(Buffer.from(await file.body()).equals(brochure)).toBe(true);
  await officeContext.close();
});

/** The partner files a W-9 on the dashboard (issue 30): only the TIN's last four digits come back. */
async function fileW9(partner: Page) {
  await partner.goto("/affiliate-dashboard");
  const tax = main(partner).getByRole("region", { name: "Tax form and payouts" });
  await expect(tax.getByText("We pay once your earned balance reaches $50.00.")).toBeVisible();
  await expect(tax.getByText("No W-9", { exact: true })).toBeVisible();
  const w9 = tax.getByRole("form", { name: "W-9" });
  await w9.getByLabel("Name (as shown on your income tax return)").fill("Renee Partner");
  await w9.getByLabel("Federal tax classification").selectOption("individual");
  await w9.getByLabel("Address (number, street, and apt. or suite no.)").fill("1810 E Sunshine St");
  await w9.getByLabel("City", { exact: true }).fill("Springfield");
  await w9.getByLabel("State", { exact: true }).fill("MO");
  await w9.getByLabel("ZIP code", { exact: true }).fill("65804");
  await w9.getByLabel("Taxpayer identification number type").selectOption("ssn");
  await w9.getByLabel("Taxpayer identification number", { exact: true }).fill("271-83-4596");
  await w9.getByLabel("Type your full name to sign").fill("Renee Partner");
  await w9.getByLabel(/Under penalties of perjury, I certify the statements above/).check();
  await expectNoSeriousViolations(partner, "/affiliate-dashboard (the W-9 form)");
  await w9.getByRole("button", { name: "Sign and submit W-9" }).click();
  await expect(tax.getByText("W-9 on file (TIN ending 4596)")).toBeVisible();
  await expect(tax).not.toContainText("271-83");
}

/** The office records a payment of the partner's earned commission on the Payments tab and marks it paid. */
async function payCommission(office: Page, partner: Page, affiliateId: number, customerName: string) {
  await office.goto(`/affiliate-admin?tab=payments&affiliateId=${affiliateId}`);
  const form = main(office).getByRole("form", { name: "Record a payment" });
  await form.getByLabel("Partner").selectOption(String(affiliateId));
  // No W-9 on file yet: the form says why it cannot pay before anyone tries; the partner files one on the dashboard.
  await expect(form.getByRole("status").filter({ hasText: "We pay commissions only with a W-9 on file" })).toBeVisible();
  await fileW9(partner);
  await form.getByRole("link", { name: "Open the partner's record" }).click();
  await expect(main(office).getByText("W-9 on file (TIN ending 4596)")).toBeVisible();
  await office.goto(`/affiliate-admin?tab=payments&affiliateId=${affiliateId}`);
  await form.getByLabel("Partner").selectOption(String(affiliateId));
  const commission = form.getByRole("checkbox", { name: new RegExp(`Pay the commission of ${customerName} .*\\$4,000`) });
  await commission.check();
  await expect(form).toContainText("This payment: $4,000");
  await form.getByLabel("Payment method").fill("Bank transfer");
  await form.getByLabel("Payment reference").fill("ACH-20261125-01");
  await form.getByRole("button", { name: "Record payment" }).click();
  await expectNoSeriousViolations(office, "/affiliate-admin?tab=payments");
  const payment = main(office).getByRole("row").filter({ hasText: "ACH-20261125-01" });
  await payment.getByRole("button", { name: "Mark paid" }).click();
  await expect(payment).toContainText("Paid");
}
