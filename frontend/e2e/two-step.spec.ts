import { expect, test } from "./support/test";
import { GOOD_PASSWORD } from "./support/accounts";
import { query, uniqueEmail } from "./support/db";
import { watchConsole } from "./support/page";
import { expectNoSeriousViolations } from "./support/axe";
import { currentCode } from "./support/two-step";

/**
 * Two-step sign-in in the browser (issue 12 point 8): a new admin is sent from the admin pages to
 * /account to set it up (QR code and key, a first code, the recovery codes), then signing in asks
 * for the code after the password, and a recovery code works instead.
 */

// Several argon2 sign-ins and axe passes: more than the default 30 s on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

test("a new admin sets up two-step sign-in on /account, then signs in with a code or a recovery code", async ({ page }) => {
  // The password step (401 "enter the code") and the wrong first code (400) are answers the browser logs.
  const problems = watchConsole(page, { ignore: /\/api\/auth\/(sign-in|two-step\/confirm)$/ });
  const email = uniqueEmail("new-admin");
  const registered = await page.request.post("/api/auth/register", { data: { firstName: "Morgan", lastName: "Hale", email, password: GOOD_PASSWORD } });
  expect(registered.status()).toBe(201);
  // An admin made by another admin (a role change applies on the next request).
  await query(`UPDATE users SET role = 'admin' WHERE email = $1`, [email]);

  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/account#two-step$/);
  const section = page.getByRole("region", { name: "Two-step sign-in" });
  await expect(section).toContainText("Staff accounts need two-step sign-in");
  await section.getByRole("button", { name: "Set Up Two-Step Sign-In" }).click();

  await expect(section.getByRole("img", { name: /QR code that adds this site to your authenticator app/ })).toBeVisible();
  const secret = (await section.getByTestId("two-step-secret").textContent())!.replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32,}$/);
  await expectNoSeriousViolations(page, "/account, two-step set-up");

  await section.getByLabel("6-digit code").fill("000000");
  await section.getByRole("button", { name: "Turn On Two-Step Sign-In" }).click();
  await expect(section.getByText("That code is not right. Enter the 6-digit code your authenticator app shows now.")).toBeVisible();
  await section.getByLabel("6-digit code").fill(await currentCode(email, secret));
  await section.getByRole("button", { name: "Turn On Two-Step Sign-In" }).click();

  const codes = section.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent())!;
  await expect(section.getByRole("link", { name: "Download Codes" })).toHaveAttribute("download", "recovery-codes.txt");
  await expectNoSeriousViolations(page, "/account, recovery codes");
  await section.getByRole("button", { name: "I Have Saved Them" }).click();
  await expect(section).toContainText("Two-step sign-in is on");

  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Dashboard");

  // Signing in again: the password, then the code step; a recovery code instead of the app's code.
  // Leave the dashboard first: an answer still in flight would set the rolling session cookie again.
  await page.goto("about:blank");
  await page.context().clearCookies();
  await page.goto("/login?next=/admin/dashboard");
  const signIn = page.getByRole("form", { name: "Sign in to your account" });
  await signIn.getByLabel("Email").fill(email);
  await signIn.getByLabel("Password", { exact: true }).fill(GOOD_PASSWORD);
  await signIn.getByRole("button", { name: "Sign In" }).click();
  const step = page.getByRole("form", { name: "Two-step sign-in" });
  await expect(step.getByLabel("6-digit code")).toBeFocused();
  await expectNoSeriousViolations(page, "/login, code step");
  await step.getByRole("button", { name: "Use a recovery code" }).click();
  await step.getByLabel("Recovery code").fill(recoveryCode);
  await step.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Dashboard");
  expect(problems).toEqual([]);
});
