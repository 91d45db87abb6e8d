import { expect, type APIRequestContext } from "@playwright/test";
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

/** A homeowner's review of a published listing (POST /api/contractors/{slug}/reviews, createContractorReview), pending until moderated. */
export async function reviewContractor(request: APIRequestContext, slug: string, label: string): Promise<{ id: number; email: string }> {
  const reviewerEmail = uniqueEmail(label);
  const response = await request.post(`/api/contractors/${slug}/reviews`, {
    data: { rating: 4, body: "They set our SIP shell in four days and left the site clean.", reviewerName: "Avery Lund", reviewerEmail },
  });
  expect(response.status()).toBe(201);
  const [row] = await query<{ id: number }>(`SELECT id FROM contractor_reviews WHERE "reviewerEmail" = $1`, [reviewerEmail]);
  return { id: Number(row.id), email: reviewerEmail };
}
