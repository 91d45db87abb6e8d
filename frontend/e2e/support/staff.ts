import { expect, type Page } from "@playwright/test";
import { GOOD_PASSWORD } from "./accounts";
import { query, uniqueEmail } from "./db";

/** The two-step secret of the admins made by signInAsNewAdmin (codes: support/two-step.ts). */
export const NEW_ADMIN_TOTP_SECRET = "KRSXG5CTMVRXEZLUKN2XAZLDOJSXIZLU";

export interface TestAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/**
 * An admin of its own for one test, signed in on `page`: registered through the API (the page's
 * cookies then hold its session), then made an admin enrolled in two-step sign-in in the database,
 * as the start-up admin is. Each test gets its own account, so parallel tests never race for the
 * start-up admin's one-use codes; auth.spec and two-step.spec prove the real sign-in steps.
 */
export async function signInAsNewAdmin(page: Page, label: string, lastName = "Office"): Promise<TestAccount> {
  const admin: TestAccount = { firstName: "Dana", lastName, email: uniqueEmail(`admin-${label}`), password: GOOD_PASSWORD };
  const response = await page.request.post("/api/auth/register", {
    data: { firstName: admin.firstName, lastName: admin.lastName, email: admin.email, password: admin.password },
  });
  expect(response.status()).toBe(201);
  await query(`UPDATE users SET role = 'admin', "totpSecret" = $2 WHERE email = $1`, [admin.email, NEW_ADMIN_TOTP_SECRET]);
  return admin;
}

/**
 * A buyer account of its own, signed in on `page` through the API, with its e-mail address marked
 * confirmed in the database (buyer-journey.spec opens the real confirmation link).
 */
export async function signInAsNewBuyer(page: Page, label: string, firstName = "Jane"): Promise<TestAccount> {
  const buyer: TestAccount = { firstName, lastName: "Whitaker", email: uniqueEmail(label), password: GOOD_PASSWORD };
  const response = await page.request.post("/api/auth/register", {
    data: { firstName: buyer.firstName, lastName: buyer.lastName, email: buyer.email, password: buyer.password },
  });
  expect(response.status()).toBe(201);
  await query(`UPDATE users SET "emailConfirmedAt" = now() WHERE email = $1`, [buyer.email]);
  return buyer;
}
