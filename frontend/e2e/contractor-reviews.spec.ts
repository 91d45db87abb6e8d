import { expect as baseExpect, test } from "./support/test";
import { expectNoSeriousViolations } from "./support/axe";
import { uniqueEmail } from "./support/db";
import { signInAsNewContractor } from "./support/contractors";
import { waitForMail } from "./support/mail";
import { signInAsNewAdmin } from "./support/staff";

/**
 * issue 31, reviews from real jobs, end to end against the real server: a homeowner picks two
 * contractors from the search and sends them one request, confirms it from the e-mailed link; the
 * contractor marks the job done; the homeowner reviews from the e-mailed one-time link; the review is
 * on the profile at once, the contractor replies once, and the office removes nothing without a
 * published reason (a removal leaves its line on the profile).
 */
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("a homeowner hired through the directory reviews the contractor from the e-mailed link", async ({ page, browser }) => {
  const contractor = await signInAsNewContractor(page, "reviews");
  const business = contractor.businessName;
  const homeowner = uniqueEmail("homeowner-review");

  // The homeowner picks this contractor and a sample listing near Liberty and sends one request.
  const visitor = await browser.newContext();
  const search = await visitor.newPage();
  await search.goto("/contractors/find?zip=64068&radius=50");
  await expect(search.getByRole("heading", { name: /contractors? within 50 miles of .*64068/ })).toBeVisible();
  await search.getByLabel(`Add to my request (${business})`).check();
  await search.getByLabel("Add to my request (Clay County Custom Homes)").check();
  const form = search.getByRole("form", { name: "Request the contractors you picked" });
  await expect(form.getByText("Your request goes only to the contractors you pick. We never sell or share it.")).toBeVisible();
  await form.getByLabel("Your name").fill("Martha Keene");
  await form.getByLabel("Email").fill(homeowner);
  await form.getByLabel("Project ZIP code").fill("64068");
  await form.getByLabel("Your project").fill("A 40x60 barndominium with a shop near Liberty; we would like the SIP shell up next spring.");
  await expectNoSeriousViolations(search, "/contractors/find with two contractors picked");
  await form.getByRole("button", { name: "Send my request to 2 contractors" }).click();
  await expect(search.getByRole("heading", { name: `Check your e-mail to send your request to ${business} and Clay County Custom Homes.` })).toBeVisible();

  const confirmation = await waitForMail(homeowner, new RegExp(`^Confirm your request to ${escaped(business)} and Clay County Custom Homes$`), 30_000);
  const confirmLink = /https?:\/\/\S+\/contractor-requests\/confirm#token=[A-Za-z0-9_-]+/.exec(confirmation.text)![0];
  await search.goto(confirmLink.replace(/^https?:\/\/[^/]+/, ""));
  await search.getByRole("button", { name: "Send my request" }).click();
  await expect(search.getByRole("status").getByText(`Your request is on its way to ${business} and Clay County Custom Homes.`)).toBeVisible();
  // Each picked contractor gets its own copy.
  await waitForMail(contractor.email, /^Project request from Martha Keene \(ZIP 64068\)$/, 30_000);
  await waitForMail("claycustom.sample@example.com", /^Project request from Martha Keene \(ZIP 64068\)$/, 30_000);

  // The contractor marks the job done from the dashboard.
  await page.goto("/contractors/dashboard");
  const request = page.getByRole("article", { name: "Martha Keene" });
  await request.getByRole("button", { name: "Mark job done for Martha Keene" }).click();
  await request.getByRole("button", { name: "Yes, mark the job done" }).click();
  await expect(page.getByText(/^Job for Martha Keene marked done\./)).toBeVisible();

  // The homeowner reviews from the e-mailed one-time link: published at once.
  const invitation = await waitForMail(homeowner, new RegExp(`^How did ${escaped(business)} do\\? Review your job$`), 30_000);
  const reviewLink = /https?:\/\/\S+\/contractor-reviews\/write#token=[A-Za-z0-9_-]+/.exec(invitation.text)![0];
  const reviewPage = await visitor.newPage();
  await reviewPage.goto(reviewLink.replace(/^https?:\/\/[^/]+/, ""));
  await expect(reviewPage.getByRole("heading", { level: 1, name: `Review ${business}` })).toBeVisible();
  const review = reviewPage.getByRole("form", { name: `Review ${business}` });
  await expect(review.getByLabel("Your name")).toHaveValue("Martha Keene");
  await expectNoSeriousViolations(reviewPage, "/contractor-reviews/write");
  await review.getByLabel(/^2 stars/).check();
  await review.getByLabel("Your review").fill("The shell went up two weeks late and we found nails in the yard, but the panels are tight.");
  await review.getByLabel("Your name").fill("Martha K.");
  await review.getByRole("button", { name: "Publish my review" }).click();
  await expect(reviewPage.getByText(`Thanks! Your review is on ${business}’s profile now.`)).toBeVisible();

  // The link works once.
  const again = await visitor.newPage();
  await again.goto(reviewLink.replace(/^https?:\/\/[^/]+/, ""));
  await expect(again.getByText("This review link was used already: each job gets one review, and yours is on the contractor’s profile.")).toBeVisible();

  // The contractor replies once, publicly.
  await page.reload();
  await page.getByRole("button", { name: "Reply publicly to Martha K." }).click();
  const reply = page.getByRole("form", { name: "Reply to Martha K." });
  await reply.getByLabel(/^Your public reply to Martha K\./).fill("We are sorry about the delay; the trusses came late. We came back and cleaned the yard.");
  await reply.getByRole("button", { name: "Post reply" }).click();
  await expect(page.getByText("Your reply to Martha K. is on your profile.")).toBeVisible();

  const profile = await visitor.newPage();
  await profile.goto(`/contractors/${contractor.slug}`);
  await expect(profile.getByText("Reviews from homeowners who hired through this directory")).toBeVisible();
  const published = profile.getByRole("listitem").filter({ hasText: "The shell went up two weeks late" });
  await expect(published.getByText("Hired through this directory")).toBeVisible();
  await expect(published.getByText("We are sorry about the delay; the trusses came late. We came back and cleaned the yard.")).toBeVisible();
  await expectNoSeriousViolations(profile, "/contractors/{slug} with a review and its reply");

  // The office removes the review only with a published reason; the profile keeps the line.
  const officeContext = await browser.newContext();
  const office = await officeContext.newPage();
  await signInAsNewAdmin(office, "reviews");
  await office.goto(`/admin/contractor-reviews?contractorId=${contractor.listingId}`);
  await expect(office.getByText("We never remove a review for being negative.")).toBeVisible();
  await office.getByRole("button", { name: /^Remove… review #\d+ by Martha K\.$/ }).click();
  await office.getByLabel("Published reason").selectOption("personal_data");
  await office.getByRole("button", { name: /^Remove review review #\d+ by Martha K\.$/ }).click();
  await expect(office.getByText("Removed: contained personal information")).toBeVisible();
  await profile.reload();
  await expect(profile.getByText("1 review removed: contained personal information")).toBeVisible();
  await expect(profile.getByText("The shell went up two weeks late")).toHaveCount(0);
  await Promise.all([visitor.close(), officeContext.close()]);
});
