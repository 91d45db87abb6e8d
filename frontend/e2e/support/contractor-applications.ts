import { expect, type APIRequestContext } from "@playwright/test";
import { createHash, randomBytes } from "node:crypto";
import { query, uniqueEmail } from "./db";

/**
 * A contractor application of its own, sent as a trade sends one: POST /api/contractors/applications
 * (applyContractor), from a request context without a session. It is stored pending; the answer
 * carries no id, so it is read from the database.
 */
export async function applyAsContractor(request: APIRequestContext, label: string): Promise<{ id: number; email: string; name: string }> {
  const email = uniqueEmail(label);
  const name = `Prairie Frame Co ${email.split("@")[0].slice(-6)}`;
  const response = await request.post("/api/contractors/applications", {
    data: {
      name,
      contactName: "Morgan Tate",
      email,
      phone: "(660) 555-0140",
      website: "https://prairieframe.example.com",
      description: "Timber framing and SIP shells for barndominiums in northwest Missouri.",
      licenseNumber: "MO-REG-5512",
      businessAddress: "412 N Main St, Maryville, MO 64468",
      yearsInBusiness: 14,
      specialties: ["carpentry", "sip_installation", "hvac"],
      serviceAreas: [
        { zipCode: "64468", radius: 30 },
        { city: "St. Joseph", radius: 50 },
      ],
    },
  });
  expect(response.status()).toBe(201);
  const [row] = await query<{ id: number }>(`SELECT id FROM contractors WHERE email = $1`, [email]);
  return { id: Number(row.id), email, name };
}

/**
 * A homeowner's review of a published listing through a job link (issue 31: reviews come only that
 * way): a confirmed request marked done by the office and its link are written to the database as
 * markInquiryJobDone leaves them, then the review is posted as the review page posts it
 * (createContractorReview with the link's token). Published at once.
 */
export async function reviewContractor(request: APIRequestContext, slug: string, label: string): Promise<{ id: number; email: string }> {
  const reviewerEmail = uniqueEmail(label);
  const [listing] = await query<{ id: number }>(`SELECT id FROM contractors WHERE slug = $1`, [slug]);
  const [inquiry] = await query<{ id: number }>(
    `INSERT INTO contractor_inquiries ("contractorId", name, email, message, "projectZip", status, "confirmedAt")
     VALUES ($1, 'Avery Lund', $2, 'A SIP shell for our shop near St. Joseph, next spring.', '64501', 'job_done', now()) RETURNING id`,
    [listing.id, reviewerEmail],
  );
  const token = randomBytes(32).toString("base64url");
  await query(
    `INSERT INTO contractor_review_links ("inquiryId", "contractorId", "tokenHash", "expiresAt", "markedBy") VALUES ($1, $2, $3, now() + interval '60 days', 'office')`,
    [inquiry.id, listing.id, createHash("sha256").update(token).digest("hex")],
  );
  const response = await request.post(`/api/contractors/${slug}/reviews`, {
    data: { rating: 4, body: "They set our SIP shell in four days and left the site clean.", reviewerName: "Avery Lund", token },
  });
  expect(response.status()).toBe(201);
  const [row] = await query<{ id: number }>(`SELECT id FROM contractor_reviews WHERE "reviewerEmail" = $1`, [reviewerEmail]);
  return { id: Number(row.id), email: reviewerEmail };
}
