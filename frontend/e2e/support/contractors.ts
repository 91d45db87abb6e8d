import { expect, type Page } from "@playwright/test";
import { GOOD_PASSWORD } from "./accounts";
import { query, uniqueEmail } from "./db";
import type { TestAccount } from "./staff";

export interface TestContractor extends TestAccount {
  listingId: number;
  slug: string;
  businessName: string;
}

/**
 * A contractor of its own for one test, signed in on `page`: registered through the API (the
 * page's cookies then hold its session), then made a contractor in the database with an approved,
 * verified listing of its own (backed by a license record and an approved certificate of insurance) (two specialties, one service area, one new homeowner request),
 * as the office's approval would leave it. The approval journey itself is the contractors spec's.
 */
export async function signInAsNewContractor(page: Page, label: string): Promise<TestContractor> {
  const email = uniqueEmail(`contractor-${label}`);
  const account = { firstName: "Sam", lastName: "Rivera", email, password: GOOD_PASSWORD };
  const response = await page.request.post("/api/auth/register", { data: account });
  expect(response.status()).toBe(201);
  const slug = `e2e-${label}-${Date.now().toString(36)}`.toLowerCase().replace(/[^a-z0-9-]+/g, "-");
  const businessName = `E2E ${label} Builders`;
  const [user] = await query<{ id: number }>(`UPDATE users SET role = 'contractor' WHERE email = $1 RETURNING id`, [email]);
  const [listing] = await query<{ id: number }>(
    `INSERT INTO contractors (slug, name, status, "userId", email, phone, "contactName", "licenseNumber", "yearsInBusiness",
       description, "verifiedAt")
     VALUES ($1, $2, 'approved', $3, $4, '(816) 555-0142', 'Sam Rivera', 'MO-E2E-1', 7, 'SIP shells and finish work.', now())
     RETURNING id`,
    [slug, businessName, user.id, email],
  );
  // What backs Verified (issue 31): a license record the office checked and an approved certificate of insurance.
  await query(
    `INSERT INTO contractor_licenses ("contractorId", trade, "jurisdictionKind", "jurisdictionName", number, issuer, "publicRecordUrl", "checkedAt")
     VALUES ($1, 'general_contractor', 'city_or_county', 'Kansas City', 'GC-E2E-1', 'City of Kansas City, Missouri', 'https://example.org/license-lookup', now())`,
    [listing.id],
  );
  const [file] = await query<{ id: string }>(
    `INSERT INTO stored_files (id, purpose, "contentType", "byteSize", sha256, "fileName", bytes)
     VALUES (gen_random_uuid(), 'insurance_certificate', 'application/pdf', 8, repeat('0', 64), 'coi.pdf', '%PDF-1.4'::bytea) RETURNING id`,
  );
  await query(
    `INSERT INTO contractor_insurance_certificates ("contractorId", "fileId", insurer, "policyNumber", "coverageCents", "expiresOn", status, "reviewedAt")
     VALUES ($1, $2, 'Heartland Mutual', 'GL-E2E-1', 100000000, (now() + interval '1 year')::date, 'approved', now())`,
    [listing.id, file.id],
  );
  await query(`INSERT INTO contractor_specialties ("contractorId", specialty) VALUES ($1, 'sip_installation'), ($1, 'carpentry')`, [listing.id]);
  await query(
    `INSERT INTO service_areas ("contractorId", city, state, "zipCode", latitude, longitude, radius)
     VALUES ($1, 'Liberty', 'MO', '64068', 39.2461, -94.4191, 30)`,
    [listing.id],
  );
  await query(
    // Confirmed by the homeowner (issue 25): an unconfirmed request does not reach the dashboard.
    `INSERT INTO contractor_inquiries ("contractorId", name, email, phone, message, "projectZip", "confirmedAt")
     VALUES ($1, 'Casey Smith', 'casey@example.com', '(816) 555-0199', 'We want a 40x60 barndominium shell near Kearney next spring.', '64060', now())`,
    [listing.id],
  );
  return { ...account, listingId: listing.id, slug, businessName };
}

/** A real PNG drawn by the browser, 1200x900 (no picture files in the repository): a contractor's portfolio photo. */
export async function drawnPng(page: Page, colour: string): Promise<Buffer> {
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
