import sharp from "sharp";
import { expect as baseExpect, test } from "./support/test";
import { expectNoSeriousViolations } from "./support/axe";
import { query } from "./support/db";
import { signInAsNewAdmin } from "./support/staff";

/**
 * Issue 31, real pictures for the plans: the office uploads a floor plan with its alt text on
 * /admin/designs, edits the plan's words, and the plan's public page shows the picture (floor plan
 * first, the main picture) with the new words. The plan is a test-only archived one, so the
 * catalogue's list and its counts, which other specs read at the same time, never change.
 */

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const SLUG = "zz-e2e-plans-barn";
const ALT = "Floor plan: three bedrooms on the left, kitchen and great room in the middle, the shop behind the mudroom";

test.beforeAll(async () => {
  await removePlan();
  await query(
    `INSERT INTO designs (slug, name, category, style, status, description, bedrooms, bathrooms, "squareFeet", "livingSquareFeet", "shopSquareFeet", "roofRValue")
     VALUES ($1, 'Bluff Test Barn', 'Barndominium', 'farmhouse', 'archived', 'A test plan.', 3, 2, 1900, 1900, 2400, 33)`,
    [SLUG],
  );
});

test.afterAll(removePlan);

async function removePlan() {
  const files = await query<{ fileId: string }>(
    `SELECT v->>'fileId' AS "fileId" FROM design_images i JOIN designs d ON d.id = i."designId", jsonb_array_elements(i.image->'variants') v WHERE d.slug = $1`,
    [SLUG],
  );
  await query(`DELETE FROM designs WHERE slug = $1`, [SLUG]);
  if (files.length) await query(`DELETE FROM stored_files WHERE id = ANY($1)`, [files.map((file) => file.fileId)]);
}

test("the office uploads a floor plan with its alt text and edits the words; the plan page shows them", async ({ page }) => {
  await signInAsNewAdmin(page, "plans");
  await page.goto(`/admin/designs?status=archived&q=${SLUG}`);
  const table = page.getByRole("table", { name: "House plans" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("row").nth(1)).toContainText("None: the page shows the spec sheet");
  await table.getByRole("link", { name: "Bluff Test Barn", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bluff Test Barn" })).toBeVisible();

  // The picture: a drawing program's PNG, with what it shows for people who cannot see it.
  const drawing = await sharp({ create: { width: 1400, height: 1000, channels: 3, background: "#f4f1ea" } })
    .png()
    .toBuffer();
  const upload = page.getByRole("region", { name: "Add a picture" });
  await upload.getByLabel("Picture file").setInputFiles({ name: "bluff-floor-plan.png", mimeType: "image/png", buffer: drawing });
  await upload.getByLabel("What it shows").selectOption("floor_plan");
  await upload.getByRole("button", { name: "Upload picture" }).click();
  await expect(upload.getByText("Describe what the picture shows in 5 to 250 characters (for people who cannot see it).")).toBeVisible();
  await upload.getByLabel("Alt text").fill(ALT);
  await upload.getByLabel(/^Caption/).fill("Main floor and shop");
  await upload.getByRole("button", { name: "Upload picture" }).click();
  await expect(upload.getByRole("status")).toHaveText("Floor plan added; it is on the plan page now.");
  const pictures = page.getByRole("region", { name: "Pictures" });
  await expect(pictures.getByRole("heading", { name: "1 picture, in page order" })).toBeVisible();
  await expect(pictures.getByRole("img", { name: ALT })).toBeVisible();

  await page.getByLabel(/^Description/).fill("Three bedrooms and a 2,400 sq ft shop under one roofline, for a farm near St. Joseph.");
  await page.getByRole("button", { name: "Save words" }).click();
  await expect(page.getByText("Plan saved", { exact: true }).first()).toBeVisible();
  await expectNoSeriousViolations(page, "/admin/designs/{id} with a picture");

  // The public page (an archived plan's page keeps working): the floor plan is the main picture.
  await page.goto(`/designs/${SLUG}`);
  const main = page.getByRole("img", { name: ALT });
  await expect(main).toBeVisible();
  await expect(main).toHaveAttribute("loading", "eager");
  await expect(main).toHaveAttribute("fetchpriority", "high");
  await expect(main).toHaveAttribute("width", "1400");
  expect(await main.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText("Three bedrooms and a 2,400 sq ft shop under one roofline")).toBeVisible();
  await expect(page.getByText("We no longer offer the Bluff Test Barn in our catalogue.")).toBeVisible();
  await expect(page.getByRole("img", { name: /spec sheet/ })).toHaveCount(0);
});
