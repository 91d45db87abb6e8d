import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { E2E_ADMIN, GOOD_PASSWORD } from "./support/accounts";
import { uniqueEmail } from "./support/db";
import { waitForMail } from "./support/mail";
import { waitForHydration, watchConsole } from "./support/page";
import { currentCode } from "./support/two-step";

// Every test signs in or registers (argon2id, deliberately slow): more than the default 30 s on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

/**
 * Accounts in the browser against the real server: registration, sign-in and out, the guards of
 * signed-in pages, password reset by e-mail, the profile. Each test uses its own address.
 */

interface Person {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

function newPerson(label: string, firstName = "Jane"): Person {
  return { firstName, lastName: "Whitaker", email: uniqueEmail(label), password: GOOD_PASSWORD };
}

const header = (page: Page) => page.getByRole("banner");
const accountMenu = (page: Page, firstName: string) => header(page).getByRole("button", { name: `Account menu for ${firstName}` });
const signInLink = (page: Page) => header(page).getByRole("link", { name: "Sign in", exact: true });

async function register(page: Page, person: Person): Promise<void> {
  await page.goto("/login?view=register");
  const form = page.getByRole("form", { name: "Create your account" });
  await form.getByLabel("First name").fill(person.firstName);
  await form.getByLabel("Last name").fill(person.lastName);
  await form.getByLabel("Email").fill(person.email);
  await form.getByLabel("Password (at least 8 characters)", { exact: true }).fill(person.password);
  await form.getByRole("button", { name: "Create Account" }).click();
}

/** Fills the sign-in form of the /login page the browser is on. */
async function signIn(page: Page, email: string, password: string): Promise<void> {
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Sign in to your account" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Sign In" }).click();
}

/** Signs the start-up admin in on the /login page the browser is on: password, then a code from ADMIN_TOTP_SECRET. */
async function signInAsAdmin(page: Page): Promise<void> {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const form = page.getByRole("form", { name: "Two-step sign-in" });
  await expect(form.getByLabel("6-digit code")).toBeFocused();
  await form.getByLabel("6-digit code").fill(await currentCode(E2E_ADMIN.email, E2E_ADMIN.totpSecret));
  await form.getByRole("button", { name: "Verify and sign in" }).click();
}

/** An account made through the API (the page's cookies then hold its session), for tests about something else. */
async function registeredAndSignedIn(page: Page, person: Person): Promise<void> {
  const response = await page.request.post("/api/auth/register", {
    data: { firstName: person.firstName, lastName: person.lastName, email: person.email, password: person.password },
  });
  expect(response.status()).toBe(201);
}

test("register lands on /account with the name; signing out from the menu shows Sign in again", async ({ page }) => {
  const problems = watchConsole(page);
  const person = newPerson("register");
  await register(page, person);

  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${person.firstName} ${person.lastName}`);
  await expect(page.getByText(`Welcome, ${person.firstName}!`, { exact: true })).toBeVisible();
  await expect(page.getByRole("main").getByText(person.email)).toBeVisible();

  await accountMenu(page, person.firstName).click();
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem", { name: "Your account" })).toHaveAttribute("href", "/account");
  await expect(menu.getByRole("menuitem", { name: "Saved designs" })).toHaveAttribute("href", "/account#saved-designs");
  await expect(menu.getByRole("menuitem", { name: "Admin dashboard" })).toHaveCount(0);
  await menu.getByRole("menuitem", { name: "Sign out" }).click();

  // From a signed-in page the browser leaves for /, and the header offers to sign in again.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Signed out", { exact: true })).toBeVisible();
  await page.goto("/about");
  await expect(signInLink(page)).toHaveAttribute("href", "/login?next=/about");
  await expect(accountMenu(page, person.firstName)).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("anonymous visitors ask no one who they are: no /api/auth/me request, no console error", async ({ page }) => {
  const problems = watchConsole(page);
  const asked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/auth/")) asked.push(request.url());
  });
  await page.goto("/about");
  await expect(signInLink(page)).toBeVisible();
  expect(asked).toEqual([]);
  expect(problems).toEqual([]);
});

test("a wrong password is refused with a message, and the e-mail stays filled in", async ({ page }) => {
  const person = newPerson("wrong-password");
  await registeredAndSignedIn(page, person);
  await page.context().clearCookies();

  await page.goto("/login");
  await signIn(page, person.email, "not-my-password-at-all");
  await expect(page.getByRole("alert")).toHaveText("The email address or password is not correct.");
  await expect(page.getByRole("form", { name: "Sign in to your account" }).getByLabel("Email")).toHaveValue(person.email);
  await expect(page).toHaveURL(/\/login$/);
});

test("/account sends anonymous visitors to sign in, and back to /account afterwards", async ({ page }) => {
  const person = newPerson("next");
  await registeredAndSignedIn(page, person);
  await page.context().clearCookies();

  await page.goto("/account");
  await expect(page).toHaveURL((url) => url.pathname === "/login" && url.searchParams.get("next") === "/account");
  await signIn(page, person.email, person.password);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${person.firstName} ${person.lastName}`);
  await expect(accountMenu(page, person.firstName)).toBeVisible();
});

test("a ?next= to another site is ignored: sign-in goes to /account", async ({ page }) => {
  const person = newPerson("evil-next");
  await registeredAndSignedIn(page, person);
  await page.context().clearCookies();

  await page.goto("/login?next=//evil.example/steal");
  await signIn(page, person.email, person.password);
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/account$/);
});

// Both sign the start-up admin in: one after the other, so each gets a fresh two-step code (a code
// works once, and two workers reading the last used step at the same moment would pick the same one).
test.describe("the start-up admin", () => {
  test.describe.configure({ mode: "serial" });

  test("a signed-in buyer opening /admin/dashboard gets the not-allowed page", async ({ page }) => {
    // The admin's password step is answered 401 "enter the code" by design: the browser logs that answer.
    const problems = watchConsole(page, { ignore: /\/api\/auth\/sign-in$/ });
    const person = newPerson("buyer-admin");
    await registeredAndSignedIn(page, person);

    await page.goto("/admin/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your account cannot open this page");
    await expect(page.getByRole("main")).toContainText("only for our office staff");
    await expect(page.getByRole("main")).toContainText(person.email);
    await expect(page.getByRole("main").getByRole("link", { name: "Your account" })).toHaveAttribute("href", "/account");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

    // Another account: signs out and asks to sign in, then returns to the page.
    await page.getByRole("button", { name: "Sign in with another account" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/login" && url.searchParams.get("next") === "/admin/dashboard");
    await signInAsAdmin(page);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Dashboard");
    expect(problems).toEqual([]);
  });

  test("the footer's Admin link leads visitors to sign in, and the admin to the dashboard", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("contentinfo").getByRole("link", { name: "Admin", exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/login" && url.searchParams.get("next") === "/admin/dashboard");
    await signInAsAdmin(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Dashboard");
    await expect(page.getByRole("heading", { level: 2, name: "Leads by status" })).toBeVisible();

    // Staff pages are in the staff shell, not the public header: its office menu leads to the staff pages.
    await expect(page.getByRole("banner")).toHaveCount(0);
    const office = page.getByRole("navigation", { name: "Office" });
    await expect(office.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/admin/dashboard");
    await expect(office.getByRole("link", { name: "Referral partners" })).toHaveAttribute("href", "/affiliate-admin");
  });
});

test("forgot password: the e-mailed link sets a new password, the old one stops working", async ({ page }) => {
  const person = newPerson("reset");
  await registeredAndSignedIn(page, person);
  await page.context().clearCookies();

  await page.goto("/login");
  await page.getByRole("button", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\?view=forgot$/);
  const forgot = page.getByRole("form", { name: "Reset your password" });
  await forgot.getByLabel("Email").fill(person.email);
  await forgot.getByRole("button", { name: "Email Me a Reset Link" }).click();
  const neutral = "If an account uses that email address, we have sent it a link to reset the password. The link works once, for 30 minutes.";
  await expect(page.getByRole("status").filter({ hasText: neutral })).toBeVisible();

  const mail = await waitForMail(person.email, /Reset your password/);
  const token = mail.text.match(/\/login#reset=([A-Za-z0-9_-]+)/)?.[1];
  expect(token).toBeTruthy();

  await page.goto(`/login#reset=${token}`);
  const reset = page.getByRole("form", { name: "Choose a new password" });
  await expect(reset).toBeVisible();
  // The token leaves the address bar (and this history entry) as soon as the page has it.
  await expect(page).toHaveURL(/\/login$/);
  const newPassword = "limestone-creek-porch-77";
  await reset.getByLabel("New password", { exact: true }).fill(newPassword);
  await reset.getByRole("button", { name: "Save New Password" }).click();
  await expect(page.getByText("Your password has been changed. Sign in with your new password.", { exact: true })).toBeVisible();

  await signIn(page, person.email, person.password);
  await expect(page.getByRole("alert")).toHaveText("The email address or password is not correct.");
  await signIn(page, person.email, newPassword);
  await expect(page).toHaveURL(/\/account$/);
});

test("profile changes are saved and still there after a reload", async ({ page }) => {
  const person = newPerson("profile");
  await registeredAndSignedIn(page, person);
  await page.goto("/account");
  const profile = page.getByRole("form", { name: "Profile" });
  await expect(profile.getByLabel("Email (your sign-in name)")).toHaveValue(person.email);
  await profile.getByLabel("First name").fill("Janet");
  await profile.getByLabel("Phone (optional)").fill("(816) 555-0199");
  await profile.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByText("Profile saved", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Janet ${person.lastName}`);
  await expect(accountMenu(page, "Janet")).toBeVisible();

  await page.reload();
  await expect(profile.getByLabel("First name")).toHaveValue("Janet");
  await expect(profile.getByLabel("Phone (optional)")).toHaveValue("(816) 555-0199");
});

test("changing the password keeps this browser signed in; other sessions can be signed out", async ({ page, browser }) => {
  const person = newPerson("sessions");
  await registeredAndSignedIn(page, person);

  // A second device signs in.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto("/login");
  await signIn(otherPage, person.email, person.password);
  await expect(otherPage).toHaveURL(/\/account$/);

  await page.goto("/account");
  const sessions = page.getByRole("region", { name: "Your sessions" });
  await expect(sessions.getByRole("listitem")).toHaveCount(2);
  await expect(sessions.getByText("This device")).toHaveCount(1);
  const end = page.getByRole("form", { name: "Sign out of the other session" });
  await end.getByLabel("Your password", { exact: true }).fill(person.password);
  await end.getByRole("button", { name: "Sign out of other sessions" }).click();
  await expect(page.getByText("Signed out of 1 other session.", { exact: true })).toBeVisible();
  await expect(sessions.getByRole("listitem")).toHaveCount(1);

  await otherPage.reload();
  await expect(otherPage).toHaveURL((url) => url.pathname === "/login" && url.searchParams.get("next") === "/account");
  await other.close();

  const change = page.getByRole("form", { name: "Change password" });
  await change.getByLabel("Current password", { exact: true }).fill(person.password);
  await change.getByLabel("New password (at least 8 characters)", { exact: true }).fill("cottonwood-ridge-shop-19");
  await change.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Password changed", { exact: true })).toBeVisible();
  // Still signed in, with the rotated session and CSRF token: a save works.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${person.firstName} ${person.lastName}`);
  const profile = page.getByRole("form", { name: "Profile" });
  await profile.getByLabel("Last name").fill("Whitaker-Hale");
  await profile.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByText("Profile saved", { exact: true })).toBeVisible();
});
