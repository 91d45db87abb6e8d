import type { Page } from "@playwright/test";
import { expect as baseExpect, test } from "./support/test";
import { expectNoSeriousViolations } from "./support/axe";
import { signInAsNewContractor } from "./support/contractors";
import { signInAsNewAdmin } from "./support/staff";

/**
 * Contractor portfolios (issue 31) through the real server and browser: a contractor uploads three
 * photos from the dashboard (alt text required), the office approves them on /admin/contractor-photos,
 * and a visitor sees them in the profile's gallery; a pending photo is nowhere public. axe on the
 * three pages with photos in them.
 */

test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const PHOTOS = [
  { colour: "#7a8b5c", alt: "Front of a finished 40x60 barndominium with a wraparound porch", caption: "Cameron, 2025" },
  { colour: "#8a6f4e", alt: "Great room with a stone fireplace and a loft", caption: "" },
  { colour: "#4e6f8a", alt: "Gable end of a SIP shop with board and batten siding", caption: "Liberty, 2024" },
];

/** A real PNG drawn by the browser (no picture files in the repository). */
async function drawnPng(page: Page, colour: string): Promise<Buffer> {
  const base64 = await page.evaluate((fill) => {
    const canvas = document.createElement("canvas");
    canvas.width = 1200;
    canvas.height = 900;
    const context = canvas.getContext("2d")!;
    context.fillStyle = fill;
    context.fillRect(0, 0, 1200, 900);
    context.fillStyle = "#f5f5f4";
    context.fillRect(300, 300, 600, 400);
    return canvas.toDataURL("image/png").split(",")[1];
  }, colour);
  return Buffer.from(base64, "base64");
}

test("a contractor uploads three photos, the office approves them, and the profile shows the gallery", async ({ page, browser }) => {
  const contractor = await signInAsNewContractor(page, "photos");
  await page.goto("/contractors/dashboard");
  const section = page.getByRole("region", { name: "Portfolio photos" });
  await expect(section.getByText("0 of 30 photos on your profile or waiting for our office.", { exact: false })).toBeVisible();
  const form = section.getByRole("form", { name: "Add a photo" });

  // Alt text is required, and said why, before anything is sent.
  await form.getByLabel("Photo", { exact: true }).setInputFiles({ name: "front.png", mimeType: "image/png", buffer: await drawnPng(page, PHOTOS[0].colour) });
  await form.getByRole("button", { name: "Upload photo" }).click();
  await expect(form.getByText("Describe what the picture shows in 5 to 250 characters (for people who cannot see it).")).toBeVisible();

  for (const [index, photo] of PHOTOS.entries()) {
    await form
      .getByLabel("Photo", { exact: true })
      .setInputFiles({ name: `photo-${index + 1}.png`, mimeType: "image/png", buffer: await drawnPng(page, photo.colour) });
    await form.getByLabel("What the photo shows (alt text)").fill(photo.alt);
    await form.getByLabel("Caption (optional)").fill(photo.caption);
    await form.getByRole("button", { name: "Upload photo" }).click();
    await expect(section.getByText(`${index + 1} of 30 photos on your profile or waiting for our office.`, { exact: false })).toBeVisible();
  }
  await expect(section.getByText("Waiting for our office", { exact: true })).toHaveCount(3);
  // The uploader sees the private sizes.
  await expect.poll(() => section.getByRole("img", { name: PHOTOS[1].alt }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await section.getByRole("button", { name: `Edit words of “${PHOTOS[2].alt}”` }).click();
  await expectNoSeriousViolations(page, "/contractors/dashboard (photos, words form open)");

  // Nothing is public yet.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/contractors/${contractor.slug}`);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(contractor.businessName);
  await expect(visitor.getByRole("heading", { name: "Photos of their work" })).toHaveCount(0);
  const privateSrc = await section.getByRole("img", { name: PHOTOS[0].alt }).getAttribute("src");
  expect((await visitor.request.get(privateSrc!)).status()).toBe(404);

  // The office approves the three.
  const officeContext = await browser.newContext();
  const office = await officeContext.newPage();
  await signInAsNewAdmin(office, "photos");
  await office.goto(`/admin/contractor-photos?contractorId=${contractor.listingId}`);
  await expect(office.getByRole("heading", { level: 1 })).toHaveText("Contractor Photos");
  await expect(office.getByRole("table", { name: "Contractor photos, pending first" })).toBeVisible();
  await expectNoSeriousViolations(office, "/admin/contractor-photos (pending photos)");
  for (const photo of PHOTOS) {
    const row = office.getByRole("row").filter({ has: office.getByRole("rowheader", { name: new RegExp(`^${photo.alt}`) }) });
    await row.getByRole("button", { name: /^Approve/ }).click();
    await expect(row.getByText("Approved")).toBeVisible();
  }

  // The profile shows them, in the contractor's order, each loaded and linking to its full size.
  await visitor.reload();
  const gallery = visitor.getByRole("region", { name: "Photos of their work" });
  await expect(gallery.getByRole("img")).toHaveCount(3);
  for (const photo of PHOTOS) {
    const img = gallery.getByRole("img", { name: photo.alt });
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    expect(await img.getAttribute("loading")).toBe("lazy");
    expect(await img.getAttribute("width")).toBe("1200");
    expect(await img.getAttribute("height")).toBe("900");
  }
  await expect(gallery.getByText("Cameron, 2025")).toBeVisible();
  const link = gallery.getByRole("link", { name: `${PHOTOS[0].alt} (full size)` });
  const full = await visitor.request.get((await link.getAttribute("href"))!);
  expect(full.status()).toBe(200);
  expect(full.headers()["content-type"]).toBe("image/webp");
  await expectNoSeriousViolations(visitor, "/contractors/{slug} (gallery)");

  await visitorContext.close();
  await officeContext.close();
});
