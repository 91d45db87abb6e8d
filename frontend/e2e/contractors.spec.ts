import { expect as baseExpect, test } from "./support/test";
import { GOOD_PASSWORD } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/axe";
import { query, uniqueEmail } from "./support/db";
import { waitForMail } from "./support/mail";
import { decodeEntities } from "./support/page";
import { drawnPng } from "./support/contractors";
import { signInAsNewAdmin } from "./support/staff";

/**
 * The contractor network's public side (issue 15) against the real server and its sample
 * listings: the directory's prerendered cards, finding a contractor near a ZIP code with filters
 * kept in the URL, the near-miss answer, and a homeowner's request reaching the contractor's inbox.
 * axe on the directory and profile runs in routes.spec (content pages); here on search results.
 */

test.describe.configure({ timeout: 120_000 });

/** A one-page PDF: the certificate of insurance the contractor uploads. */
const ONE_PAGE_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n" +
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);
const expect = baseExpect.configure({ timeout: 20_000 });

test("the prerendered directory already holds the listings' cards", async ({ request }) => {
  const html = decodeEntities(await (await request.get("/contractors")).text());
  for (const text of ["Bluestem SIP Builders", "Clay County Custom Homes", "Sample listing", "Verified", "SIP Installation", "Serves ", "out of 5", "Covers "])
    expect(html).toContain(text);
  expect(html).toContain('href="/contractors/bluestem-sip-builders"');
});

test.describe("the directory on a 390 px phone (issue 25)", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a few common specialties show; the other 19 fold behind 'More filters', a real button", async ({ page }) => {
    await page.goto("/contractors");
    const filters = page.getByRole("form", { name: "Filter the network" });
    const specialties = filters.getByRole("group", { name: "Specialties" });
    await expect(specialties.getByRole("checkbox")).toHaveCount(6);
    for (const common of ["SIP Installation", "Custom Homes", "Electrical", "Plumbing", "Hvac"]) await expect(specialties.getByLabel(common)).toBeVisible();
    await expect(specialties.getByLabel("Drywall")).toBeHidden();
    // The results are no longer several screens below the filters.
    const status = page.getByRole("main").getByRole("status");
    expect((await status.boundingBox())!.y).toBeLessThan(844 * 2.2);

    const more = specialties.getByRole("button", { name: /^More filters/ });
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await more.tap();
    const fewer = specialties.getByRole("button", { name: "Fewer filters" });
    await expect(fewer).toHaveAttribute("aria-expanded", "true");
    await expect(specialties.getByRole("checkbox")).toHaveCount(25);
    await specialties.getByLabel("Drywall").tap();
    await expect(page).toHaveURL(/[?&]specialty=drywall/);
    await expect(specialties.getByLabel("Drywall")).toBeChecked();

    // Folded again, a ticked specialty stays in sight.
    await fewer.tap();
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await expect(specialties.getByLabel("Drywall")).toBeVisible();
    await expect(specialties.getByRole("checkbox")).toHaveCount(7);
    await expectNoSeriousViolations(page, "/contractors, 390 px");
  });
});

/** Opens the confirmation link e-mailed to `email` and sends the request, as the homeowner does. */
async function confirmRequest(page: import("@playwright/test").Page, email: string, business: string): Promise<void> {
  const mail = await waitForMail(email, new RegExp(`^Confirm your request to ${business.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`), 30_000);
  const link = /https?:\/\/\S+\/contractor-requests\/confirm#token=[A-Za-z0-9_-]+/.exec(mail.text)![0];
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
  await page.getByRole("button", { name: "Send my request" }).click();
  await expect(page.getByRole("status").getByText(`Your request is on its way to ${business}.`)).toBeVisible();
  await expectNoSeriousViolations(page, "/contractor-requests/confirm (sent)");
}

test("find contractors near 64501, narrow to a specialty, and keep the search on reload", async ({ page }) => {
  await page.goto("/contractors/find");
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
  // The first card says why it is first (issue 25), and only the first.
  const cards = page.getByRole("article");
  await expect(cards.first().getByText(/^Listed first: /)).toBeVisible();
  await expect(page.getByText(/^Listed first: /)).toHaveCount(1);
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
  await expect(page.getByRole("heading", { name: new RegExp(`^${filtered} contractors? within 50 miles of .*64501`) })).toBeVisible();
  await expect(page.getByLabel("ZIP code or city")).toHaveValue("64501");
  await expect(page.getByLabel("SIP Installation")).toBeChecked();
  await expect(page.getByLabel("Verified only")).toBeChecked();
});

test("a search with nobody in reach says so and shows the closest contractors", async ({ page }) => {
  // Poplar Bluff, in the Bootheel: far from every sample listing.
  await page.goto("/contractors/find?zip=63901&radius=10");
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
  await expect(page.getByRole("status").getByRole("heading", { name: "Check your e-mail to send your request to Bluestem SIP Builders." })).toBeVisible();
  // Nothing reaches the contractor until the homeowner opens the link e-mailed to them (issue 25).
  await confirmRequest(page, email, "Bluestem SIP Builders");

  const mail = await waitForMail("bluestem.sample@example.com", /^Project request from Martha Keene \(ZIP 64501\)$/, 30_000);
  expect(mail.text).toContain("can you set the SIP shell next spring?");
  expect(mail.text).toContain(email);
});

/**
 * The network from the trade's side: a contractor applies on /contractor-network, the office
 * approves on /admin/contractors, the contractor sets a password from the approval e-mail, moves a
 * service area on the dashboard and answers a homeowner's request (the reply reaches the
 * homeowner), uploads a certificate of insurance and three portfolio photos; the office records the
 * license it looked up, approves the certificate and the photos and verifies the listing; the public
 * profile shows the badges and the gallery (a pending photo is nowhere public), and the homeowner,
 * hired once the contractor marks the job done, reviews from the e-mailed one-time link (issue 31).
 */
const PHOTOS = [
  { colour: "#7a8b5c", alt: "Service panel and whole-house surge protector in a finished barndominium", caption: "Kearney, 2025" },
  { colour: "#8a6f4e", alt: "Great room with recessed lighting on dimmers and a loft", caption: "" },
  { colour: "#4e6f8a", alt: "Shop wired for a 240-volt welder and LED high-bay lights", caption: "Liberty, 2024" },
];

test("apply, approved, set a password, reply to a homeowner, certificate and three photos approved: badges, gallery, a review from the job link", async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);
  const email = uniqueEmail("trade");
  const business = `Hawthorn Electric ${email.split("@")[0].slice(-6)}`;

  await page.goto("/contractor-network");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join Our Contractor Network");
  await expect(page.getByText("Nobody pays to be listed or ranked, and we never sell your leads.")).toBeVisible();
  const form = page.getByRole("form", { name: "Your contractor application" });
  await form.getByRole("button", { name: "Send my application" }).click();
  await expect(form.getByText("Choose 1 to 8 specialties.")).toBeVisible();
  await expectNoSeriousViolations(page, "/contractor-network (errors shown)");
  await form.getByLabel("Business name").fill(business);
  await form.getByLabel("Contact name").fill("Jo Hawthorn");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill("(816) 555-0142");
  await form.getByLabel("Years in business").fill("9");
  await form.getByLabel("Electrical", { exact: true }).check();
  await form.getByLabel("Lighting", { exact: true }).check();
  const area = form.getByRole("group", { name: "Area 1" });
  await area.getByLabel("ZIP code").fill("64068");
  await area.getByLabel("Radius (miles)").fill("30");
  await form.getByRole("button", { name: "Send my application" }).click();
  await expect(page.getByText("Thanks! We review every application within 5 business days.")).toBeVisible();
  await waitForMail(email, /./);

  // The office approves it.
  const officeContext = await browser.newContext();
  const office = await officeContext.newPage();
  await signInAsNewAdmin(office, "contractors");
  await office.goto(`/admin/contractors?q=${encodeURIComponent(email)}`);
  await expect(office.getByRole("heading", { level: 1 })).toHaveText("Contractors");
  await office.getByRole("main").getByRole("link", { name: business }).click();
  await expect(office.getByRole("heading", { level: 1 })).toHaveText(business);
  await office.getByRole("button", { name: "Approve", exact: true }).click();
  await expect.poll(async () => (await query<{ status: string }>(`SELECT status FROM contractors WHERE email = $1`, [email]))[0].status).toBe("approved");

  // The contractor sets a password from the approval e-mail and opens the dashboard.
  const approved = await waitForMail(email, /^Your contractor listing is approved$/, 30_000);
  const token = approved.text.match(/\/login#reset=([A-Za-z0-9_-]+)/)?.[1];
  expect(token).toBeTruthy();
  await page.goto(`/login#reset=${token}`);
  const reset = page.getByRole("form", { name: "Choose a new password" });
  await reset.getByLabel("New password", { exact: true }).fill(GOOD_PASSWORD);
  await reset.getByRole("button", { name: "Save New Password" }).click();
  // issue 25 item 11: words for the role, and signing in right there (no ?next=) opens the role's own dashboard.
  await expect(
    page.getByText(
      "Your password is set and your contractor account is ready. Sign in to open your contractor dashboard: your listing, inquiries and reviews.",
      { exact: true },
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  const signIn = page.getByRole("form", { name: "Sign in to your account" });
  await signIn.getByLabel("Email").fill(email);
  await signIn.getByLabel("Password", { exact: true }).fill(GOOD_PASSWORD);
  await signIn.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/contractors\/dashboard$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contractor Dashboard");

  // Liberty, 30 miles → Kearney, 45 miles.
  const areas = page.getByRole("list", { name: "Your service areas" });
  await areas.getByRole("button", { name: /^Edit Liberty, MO 64068/ }).click();
  await areas.getByLabel("ZIP code").fill("");
  await areas.getByLabel("or town").fill("Kearney");
  await areas.getByLabel("Radius (miles)").fill("45");
  await areas.getByRole("button", { name: "Save area" }).click();
  await expect(areas.getByRole("button", { name: "Edit Kearney, MO · 45-mile radius" })).toBeVisible();

  // A homeowner finds the listing and sends a request; the contractor answers it from the dashboard.
  const homeowner = uniqueEmail("homeowner-reply");
  const [listing] = await query<{ slug: string }>(`SELECT slug FROM contractors WHERE email = $1`, [email]);
  const visitor = await browser.newContext();
  const profile = await visitor.newPage();
  await profile.goto(`/contractors/${listing.slug}`);
  await expect(profile.getByRole("heading", { level: 1 })).toHaveText(business);
  await expect(profile.getByText("Not yet verified by our office")).toBeVisible();
  // A real listing can be found: no noindex, its own canonical address, the tab named after it.
  await expect(profile).toHaveTitle(new RegExp(`^${business} \\|`));
  await expect(profile.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(profile.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/contractors/${listing.slug}$`));
  await profile.getByRole("link", { name: "Request this contractor" }).click();
  const request = profile.getByRole("form", { name: `Request ${business}` });
  await request.getByLabel("Your name").fill("Martha Keene");
  await request.getByLabel("Email").fill(homeowner);
  await request.getByLabel("Project ZIP code").fill("64060");
  await request.getByLabel("Your project").fill("Please wire our new 40x60 barndominium and shop near Kearney next spring.");
  await request.getByRole("button", { name: "Send request" }).click();
  await expect(profile.getByRole("heading", { name: `Check your e-mail to send your request to ${business}.` })).toBeVisible();
  await confirmRequest(await visitor.newPage(), homeowner, business);

  await page.reload();
  await page.getByRole("button", { name: "Reply to Martha Keene" }).click();
  const reply = page.getByRole("form", { name: "Reply to Martha Keene" });
  await reply
    .getByLabel("Your reply to Martha Keene")
    .fill("Thanks Martha, we can wire the house and shop in April. I will call you Monday to walk the plans.");
  await reply.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText(/Reply sent to Martha Keene/)).toBeVisible();
  const answer = await waitForMail(homeowner, new RegExp(`^${business} replied to your project request$`), 30_000);
  expect(answer.text).toContain("we can wire the house and shop in April");
  await expectNoSeriousViolations(page, "/contractors/dashboard (after a reply)");

  // The contractor uploads the certificate of insurance from the dashboard (issue 31).
  const nextYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  const upload = page.getByRole("region", { name: "Upload a certificate of insurance" });
  await upload.getByLabel("Insurance company").fill("Heartland Mutual Insurance");
  await upload.getByLabel("Policy number").fill("GL-2027-118");
  await upload.getByLabel("Coverage (US dollars)").fill("1,000,000");
  await upload.getByLabel("Policy end date").fill(nextYear);
  await upload.getByLabel("Certificate file").setInputFiles({ name: "COI 2027.pdf", mimeType: "application/pdf", buffer: ONE_PAGE_PDF });
  await upload.getByRole("button", { name: "Upload certificate" }).click();
  await expect(upload.getByRole("status")).toHaveText(
    "Thanks: your certificate from Heartland Mutual Insurance is with our office. We check it within 2 business days and e-mail you.",
  );
  await expect(page.getByRole("table", { name: "Your certificates of insurance, newest first" }).getByText("Waiting for our office")).toBeVisible();

  // Three portfolio photos, alt text required (said why before anything is sent).
  const portfolio = page.getByRole("region", { name: "Portfolio photos" });
  await expect(portfolio.getByText("0 of 30 photos on your profile or waiting for our office.", { exact: false })).toBeVisible();
  const photoForm = portfolio.getByRole("form", { name: "Add a photo" });
  await photoForm
    .getByLabel("Photo", { exact: true })
    .setInputFiles({ name: "panel.png", mimeType: "image/png", buffer: await drawnPng(page, PHOTOS[0].colour) });
  await photoForm.getByRole("button", { name: "Upload photo" }).click();
  await expect(photoForm.getByText("Describe what the picture shows in 5 to 250 characters (for people who cannot see it).")).toBeVisible();
  for (const [index, photo] of PHOTOS.entries()) {
    await photoForm
      .getByLabel("Photo", { exact: true })
      .setInputFiles({ name: `photo-${index + 1}.png`, mimeType: "image/png", buffer: await drawnPng(page, photo.colour) });
    await photoForm.getByLabel("What the photo shows (alt text)").fill(photo.alt);
    await photoForm.getByLabel("Caption (optional)").fill(photo.caption);
    await photoForm.getByRole("button", { name: "Upload photo" }).click();
    await expect(portfolio.getByText(`${index + 1} of 30 photos on your profile or waiting for our office.`, { exact: false })).toBeVisible();
  }
  await expect(portfolio.getByText("Waiting for our office", { exact: true })).toHaveCount(3);
  // The uploader sees the private sizes; a visitor gets a 404 for them.
  await expect.poll(() => portfolio.getByRole("img", { name: PHOTOS[1].alt }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const privateSrc = await portfolio.getByRole("img", { name: PHOTOS[0].alt }).getAttribute("src");
  expect((await profile.request.get(privateSrc!)).status()).toBe(404);
  await portfolio.getByRole("button", { name: `Edit words of “${PHOTOS[2].alt}”` }).click();
  await expectNoSeriousViolations(page, "/contractors/dashboard (certificate and photos waiting, words form open)");

  // The office records the statewide electrical license it looked up and approves the certificate.
  await office.reload();
  const license = office.getByRole("form", { name: "Record a license or registration you checked" });
  await license.getByLabel("Trade").selectOption("electrical");
  await license.getByLabel("Issued by").selectOption("statewide_electrical");
  await license.getByLabel("Number").fill("EC-2291");
  await license.getByLabel("Issuer").fill("Missouri Division of Professional Registration");
  await license.getByLabel("Public record address").fill("https://pr.mo.gov/licensee-search.asp");
  await license.getByRole("button", { name: "Record as checked today" }).click();
  await expect(license.getByRole("status")).toContainText("Recorded: Missouri statewide electrical contractor license, checked");
  await office.getByRole("button", { name: "Approve the certificate from Heartland Mutual Insurance" }).click();
  await expect
    .poll(
      async () =>
        (
          await query<{ status: string }>(
            `SELECT i.status FROM contractor_insurance_certificates i JOIN contractors c ON c.id = i."contractorId" WHERE c.email = $1`,
            [email],
          )
        )[0].status,
    )
    .toBe("approved");
  await expectNoSeriousViolations(office, "/admin/contractors/{id} (licenses and insurance)");

  // The office approves the three photos from its queue.
  const [{ id: listingId }] = await query<{ id: number }>(`SELECT id FROM contractors WHERE email = $1`, [email]);
  await office.goto(`/admin/contractor-photos?contractorId=${listingId}`);
  await expect(office.getByRole("heading", { level: 1 })).toHaveText("Contractor Photos");
  await expect(office.getByRole("table", { name: "Contractor photos, pending first" })).toBeVisible();
  await expectNoSeriousViolations(office, "/admin/contractor-photos (pending photos)");
  for (const photo of PHOTOS) {
    const row = office.getByRole("row").filter({ has: office.getByRole("rowheader", { name: new RegExp(`^${photo.alt}`) }) });
    await row.getByRole("button", { name: /^Approve/ }).click();
    await expect(row.getByText("Approved")).toBeVisible();
  }

  // The office verifies the listing: the public profile shows the badges.
  await office.goto(`/admin/contractors/${listingId}`);
  const verify = office.getByRole("form", { name: "Verify" });
  await verify.getByLabel("License number").fill("EC-2291");
  await verify.getByLabel("What you checked").fill("Statewide electrical license in the public record, certificate of insurance, two references.");
  await verify.getByRole("button", { name: "Verify" }).click();
  await expect
    .poll(async () => (await query<{ verifiedAt: Date | null }>(`SELECT "verifiedAt" FROM contractors WHERE email = $1`, [email]))[0].verifiedAt)
    .not.toBeNull();
  await profile.reload();
  const month = new Date().toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "America/Chicago" });
  await expect(profile.getByText(`Verified ${month}`)).toBeVisible();
  const badges = profile.getByRole("list", { name: "Badges" });
  await expect(badges.getByText("Licensed in Missouri", { exact: true })).toBeVisible();
  await expect(badges.getByText("Insured", { exact: true })).toBeVisible();
  await expect(profile.getByText(/^Missouri statewide electrical contractor license, checked \d{4}-\d{2}-\d{2} by /)).toBeVisible();

  // The gallery: the three photos in the contractor's order, lazy, sized, each loaded and linking to its full size.
  const gallery = profile.getByRole("region", { name: "Photos of their work" });
  await expect(gallery.getByRole("img")).toHaveCount(3);
  for (const photo of PHOTOS) {
    const img = gallery.getByRole("img", { name: photo.alt });
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    expect(await img.getAttribute("loading")).toBe("lazy");
    expect(await img.getAttribute("width")).toBe("1200");
    expect(await img.getAttribute("height")).toBe("900");
  }
  await expect(gallery.getByText("Kearney, 2025")).toBeVisible();
  const full = await profile.request.get((await gallery.getByRole("link", { name: `${PHOTOS[0].alt} (full size)` }).getAttribute("href"))!);
  expect(full.status()).toBe(200);
  expect(full.headers()["content-type"]).toBe("image/webp");
  await expectNoSeriousViolations(profile, "/contractors/{slug} (badges and gallery)");

  // Martha hired them: the contractor marks the job done, and she reviews from the e-mailed one-time link.
  await page.reload();
  const job = page.getByRole("article", { name: "Martha Keene" });
  await job.getByRole("button", { name: "Mark job done for Martha Keene" }).click();
  await job.getByRole("button", { name: "Yes, mark the job done" }).click();
  await expect(page.getByText(/^Job for Martha Keene marked done\./)).toBeVisible();
  const invitation = await waitForMail(homeowner, new RegExp(`^How did ${business} do\\? Review your job$`), 30_000);
  const reviewLink = /https?:\/\/\S+\/contractor-reviews\/write#token=[A-Za-z0-9_-]+/.exec(invitation.text)![0];
  const reviewPage = await visitor.newPage();
  await reviewPage.goto(reviewLink.replace(/^https?:\/\/[^/]+/, ""));
  const review = reviewPage.getByRole("form", { name: `Review ${business}` });
  await review.getByLabel(/^5 stars/).check();
  await review.getByLabel("Your review").fill("They wired the house and the shop in April, passed inspection the first time, and left the site clean.");
  await review.getByRole("button", { name: "Publish my review" }).click();
  await expect(reviewPage.getByText(`Thanks! Your review is on ${business}’s profile now.`)).toBeVisible();
  await profile.reload();
  await expect(profile.getByText("Reviews from homeowners who hired through this directory")).toBeVisible();
  const published = profile.getByRole("listitem").filter({ hasText: "passed inspection the first time" });
  await expect(published.getByText("Hired through this directory")).toBeVisible();
  await expectNoSeriousViolations(profile, "/contractors/{slug} (badges, gallery and a review)");
  await Promise.all([officeContext.close(), visitor.close()]);
});
