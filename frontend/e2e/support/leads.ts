import { expect, type APIRequestContext } from "@playwright/test";
import { query, uniqueEmail } from "./db";

export interface TestLead {
  id: number;
  email: string;
  firstName: string;
}

/**
 * A lead of its own, made as a visitor makes one: POST /api/discovery-leads (createDiscoveryLead),
 * from a request context without a session. The answer carries no id, so it is read from the database.
 */
export async function createDiscoveryLead(
  request: APIRequestContext,
  label: string,
  extra: { firstName?: string; utmSource?: string } = {},
): Promise<TestLead> {
  const email = uniqueEmail(label);
  const firstName = extra.firstName ?? "Casey";
  const response = await request.post("/api/discovery-leads", { data: { firstName, email, utmSource: extra.utmSource ?? null } });
  expect(response.status()).toBe(201);
  const [row] = await query<{ id: number }>(`SELECT id FROM discovery_call_leads WHERE email = $1`, [email]);
  return { id: Number(row.id), email, firstName };
}

/** A quote request of its own (POST /api/contact, submitContact); its id from the database. */
export async function createQuoteRequest(request: APIRequestContext, label: string): Promise<{ id: number; email: string }> {
  const email = uniqueEmail(label);
  const response = await request.post("/api/contact", {
    data: { name: "Morgan Hale", email, subject: "pricing", message: "What would a 40x60 barndominium cost near Cameron?", privacyAgree: true },
  });
  expect(response.status()).toBe(201);
  const [row] = await query<{ id: number }>(`SELECT id FROM contact_messages WHERE email = $1`, [email]);
  return { id: Number(row.id), email };
}
