import type { QueryClient } from "@tanstack/react-query";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { UserRole } from "@/api/generated/model";
import { Toaster } from "@/components/toast/toaster";
import { resetToasts } from "@/components/toast/use-toast";
import { deferred, type FakeAnswer, type FakeApi, type FakeHandler } from "@/test/fake-api";
import { renderRoute } from "@/test/render-route";
import LoginPage from "./login-page";
import { clearSessionCookie, setSessionCookie, userWith } from "./test/account-fixture";
import { CURRENT_USER_KEY } from "../../lib/session/use-current-user";

const JANE = userWith(UserRole.user);
const BAD_CREDENTIALS = { status: 401, data: { statusCode: 401, message: "The email address or password is not correct.", error: "Unauthorized" } };
const NEUTRAL = "If an account uses that email address, we have sent it a link to reset the password. The link works once, for 30 minutes.";

let api: FakeApi | undefined;

afterEach(() => {
  clearSessionCookie();
  act(() => resetToasts());
  window.history.replaceState(null, "", "/");
});

function Landed() {
  const { pathname, search } = useLocation();
  return <h1>Landed on {`${pathname}${search}`}</h1>;
}

function openLogin(url = "/login", routes: Record<string, FakeHandler> = {}) {
  const rendered = renderRoute(
    url,
    [
      { path: "/login", Component: LoginPage },
      { path: "*", Component: Landed },
    ],
    { api: routes, children: <Toaster /> },
  );
  api = rendered.api;
  return rendered;
}

const form = (name: string) => within(screen.getByRole("form", { name }));
const signInForm = () => form("Sign in to your account");
const registerForm = () => form("Create your account");
const input = (scope: ReturnType<typeof within>, label: string) => scope.getByLabelText(label, { selector: "input" }) as HTMLInputElement;

function fill(scope: ReturnType<typeof within>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(input(scope, label), { target: { value } });
}

/** The message under a field (linked by aria-describedby). */
function errorOf(field: HTMLElement): string | null {
  const id = field.getAttribute("aria-describedby");
  return id ? document.getElementById(id)!.textContent : null;
}

const posted = (route: string) => api!.calls.filter((call) => call.route === route).map((call) => call.body);
const alertText = () => screen.getByRole("alert").textContent;

describe("/login, sign in", () => {
  it("has labelled inputs with the autocomplete hints password managers read, and a show-password toggle", () => {
    openLogin();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Sign In or Create an Account");
    expect(input(signInForm(), "Email").getAttribute("autocomplete")).toBe("email");
    const password = input(signInForm(), "Password");
    expect(password.getAttribute("autocomplete")).toBe("current-password");
    expect(password.type).toBe("password");
    fireEvent.click(signInForm().getByRole("button", { name: "Show password" }));
    expect(password.type).toBe("text");
    fireEvent.click(signInForm().getByRole("button", { name: "Hide password" }));
    expect(password.type).toBe("password");
  });

  it("shows spec §5's messages under the fields and sends nothing", async () => {
    openLogin();
    fireEvent.click(signInForm().getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(errorOf(input(signInForm(), "Email"))).toBe("Please enter a valid email address"));
    expect(errorOf(input(signInForm(), "Password"))).toBe("Password is required");
    expect(input(signInForm(), "Email").getAttribute("aria-invalid")).toBe("true");
    expect(api!.calls).toEqual([]);
  });

  it("says 'Signing in...' while waiting, then goes to a same-site next and remembers the user", async () => {
    const answer = deferred<FakeAnswer>();
    const { router, queryClient } = openLogin("/login?next=/designs/oak%3Fcompare%3D1", { "POST /api/auth/sign-in": () => answer.promise });
    fill(signInForm(), { Email: "jane.miller@example.com", Password: "prairie-sunset-barn-42" });
    fireEvent.click(signInForm().getByRole("button", { name: "Sign In" }));

    const button = (await signInForm().findByRole("button", { name: "Signing in..." })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(posted("POST /api/auth/sign-in")).toEqual([{ email: "jane.miller@example.com", password: "prairie-sunset-barn-42" }]);

    await act(async () => answer.resolve({ status: 200, data: JANE }));
    expect((await screen.findByRole("heading", { level: 1, name: /^Landed/ })).textContent).toBe("Landed on /designs/oak?compare=1");
    expect(router.state.historyAction).toBe("REPLACE");
    expect((queryClient as QueryClient).getQueryData(CURRENT_USER_KEY)).toEqual(JANE);
  });

  it("goes to /account when next is missing or points to another site", async () => {
    openLogin("/login?next=//evil.example/steal", { "POST /api/auth/sign-in": () => ({ status: 200, data: JANE }) });
    fill(signInForm(), { Email: "jane.miller@example.com", Password: "prairie-sunset-barn-42" });
    fireEvent.click(signInForm().getByRole("button", { name: "Sign In" }));
    expect((await screen.findByRole("heading", { level: 1, name: /^Landed/ })).textContent).toBe("Landed on /account");
  });

  it("shows a wrong e-mail or password in the alert region, keeps the e-mail and clears the password", async () => {
    openLogin("/login", { "POST /api/auth/sign-in": () => BAD_CREDENTIALS });
    fill(signInForm(), { Email: "jane.miller@example.com", Password: "wrong-password" });
    fireEvent.click(signInForm().getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(alertText()).toBe("The email address or password is not correct."));
    expect(input(signInForm(), "Email").value).toBe("jane.miller@example.com");
    expect(input(signInForm(), "Password").value).toBe("");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Sign In or Create an Account");
  });

  it.each<[string, FakeAnswer, string]>([
    [
      "too many attempts (429)",
      {
        status: 429,
        data: { statusCode: 429, message: "Too many sign-in attempts. Please try again in 14 minutes, or reset your password.", error: "Too Many Requests" },
      },
      "Too many sign-in attempts. Please try again in 14 minutes, or reset your password.",
    ],
    ["no network", "network", "Network error. Please check your connection and try again."],
  ])("shows %s in the alert region", async (_name, response, text) => {
    openLogin("/login", { "POST /api/auth/sign-in": () => response });
    fill(signInForm(), { Email: "jane.miller@example.com", Password: "prairie-sunset-barn-42" });
    fireEvent.click(signInForm().getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(alertText()).toBe(text));
    expect((signInForm().getByRole("button", { name: "Sign In" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("asks for the two-step code after the password, offers a recovery code, and sends both with the password", async () => {
    const NEEDS_CODE = { status: 401, data: { statusCode: 401, message: "Enter the 6-digit code from your authenticator app.", error: "Unauthorized" } };
    let answers = 0;
    openLogin("/login", {
      "POST /api/auth/sign-in": () => (++answers === 3 ? { status: 200, data: userWith(UserRole.admin) } : NEEDS_CODE),
    });
    fill(signInForm(), { Email: "office@example.com", Password: "prairie-sunset-barn-42" });
    fireEvent.click(signInForm().getByRole("button", { name: "Sign In" }));
    const codeForm = () => form("Two-step sign-in");
    await waitFor(() => expect(input(codeForm(), "6-digit code")).toBeTruthy());

    fill(codeForm(), { "6-digit code": "123456" });
    fireEvent.click(codeForm().getByRole("button", { name: "Verify and sign in" }));
    await waitFor(() => expect(alertText()).toBe("That code is not right. Enter the code your app shows now."));

    fireEvent.click(codeForm().getByRole("button", { name: "Use a recovery code" }));
    fill(codeForm(), { "Recovery code": "abcde-fghjk" });
    fireEvent.click(codeForm().getByRole("button", { name: "Verify and sign in" }));
    // No ?next=: an admin lands on the office's home (ROLE_HOME).
    expect((await screen.findByRole("heading", { level: 1, name: /^Landed/ })).textContent).toBe("Landed on /admin/dashboard");
    expect(posted("POST /api/auth/sign-in")).toEqual([
      { email: "office@example.com", password: "prairie-sunset-barn-42" },
      { email: "office@example.com", password: "prairie-sunset-barn-42", code: "123456" },
      { email: "office@example.com", password: "prairie-sunset-barn-42", code: "abcde-fghjk" },
    ]);
  });

  it.each([
    [UserRole.affiliate, "/affiliate-dashboard"],
    [UserRole.contractor, "/contractors/dashboard"],
    [UserRole.user, "/account"],
  ])("sends a %s who signs in without ?next= to their own home, %s (issue 25 item 11)", async (role, home) => {
    openLogin("/login", { "POST /api/auth/sign-in": () => ({ status: 200, data: userWith(role) }) });
    fill(signInForm(), { Email: "jane.miller@example.com", Password: "prairie-sunset-barn-42" });
    fireEvent.click(signInForm().getByRole("button", { name: "Sign In" }));
    expect((await screen.findByRole("heading", { level: 1, name: /^Landed/ })).textContent).toBe(`Landed on ${home}`);
  });

  it("sends a visitor who is already signed in on to next", async () => {
    setSessionCookie();
    openLogin("/login?next=/account", { "GET /api/auth/me": () => ({ status: 200, data: JANE }) });
    expect((await screen.findByRole("heading", { level: 1, name: /^Landed/ })).textContent).toBe("Landed on /account");
  });
});

describe("/login, create account", () => {
  it("opens on ?view=register and keeps the view in the URL when switching tabs", async () => {
    const { router } = openLogin("/login?view=register&next=/designs");
    expect(await screen.findByRole("form", { name: "Create your account" })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole("tab", { name: "Sign in" }));
    await screen.findByRole("form", { name: "Sign in to your account" });
    expect(router.state.location.search).toBe("?next=%2Fdesigns");
    fireEvent.mouseDown(screen.getByRole("tab", { name: "Create account" }));
    await screen.findByRole("form", { name: "Create your account" });
    expect(new URLSearchParams(router.state.location.search).get("view")).toBe("register");
  });

  it("shows spec §5's registration messages and sends nothing", async () => {
    openLogin("/login?view=register");
    await screen.findByRole("form", { name: "Create your account" });
    fill(registerForm(), { "Password (at least 8 characters)": "short", "Phone (optional)": "call me" });
    fireEvent.click(registerForm().getByRole("button", { name: "Create Account" }));
    await waitFor(() => expect(errorOf(input(registerForm(), "First name"))).toBe("First name is required"));
    expect(errorOf(input(registerForm(), "Last name"))).toBe("Last name is required");
    expect(errorOf(input(registerForm(), "Email"))).toBe("Please enter a valid email address");
    expect(errorOf(input(registerForm(), "Password (at least 8 characters)"))).toBe("Password must be at least 8 characters");
    expect(errorOf(input(registerForm(), "Phone (optional)"))).toMatch(/^Please enter a phone number with area code/);
    expect(input(registerForm(), "Password (at least 8 characters)").getAttribute("autocomplete")).toBe("new-password");
    expect(api!.calls).toEqual([]);
  });

  it("puts the server's field messages under the fields, and a taken address in the alert region", async () => {
    const common = "This password is one of the most common ones. Please choose a password that is harder to guess.";
    let answer: FakeAnswer = {
      status: 400,
      data: { statusCode: 400, message: common, error: "Bad Request", errors: [{ field: "password", message: common }] },
    };
    openLogin("/login?view=register", { "POST /api/auth/register": () => answer });
    await screen.findByRole("form", { name: "Create your account" });
    fill(registerForm(), { "First name": "Jane", "Last name": "Miller", Email: "jane.miller@example.com", "Password (at least 8 characters)": "password123" });
    fireEvent.click(registerForm().getByRole("button", { name: "Create Account" }));
    await waitFor(() => expect(errorOf(input(registerForm(), "Password (at least 8 characters)"))).toBe(common));

    const taken = "An account with this email address already exists. Sign in, or reset your password if you have forgotten it.";
    answer = { status: 409, data: { statusCode: 409, message: taken, error: "Conflict" } };
    fireEvent.click(registerForm().getByRole("button", { name: "Create Account" }));
    await waitFor(() => expect(alertText()).toBe(taken));
  });

  it("creates the account, leaving out a blank phone, welcomes the user and opens /account", async () => {
    openLogin("/login?view=register", { "POST /api/auth/register": () => ({ status: 201, data: JANE }) });
    await screen.findByRole("form", { name: "Create your account" });
    fill(registerForm(), {
      "First name": "Jane",
      "Last name": "Miller",
      Email: "jane.miller@example.com",
      "Password (at least 8 characters)": "prairie-sunset-barn-42",
    });
    fireEvent.click(registerForm().getByRole("button", { name: "Create Account" }));
    expect((await screen.findByRole("heading", { level: 1, name: /^Landed/ })).textContent).toBe("Landed on /account");
    expect(posted("POST /api/auth/register")).toEqual([
      { firstName: "Jane", lastName: "Miller", email: "jane.miller@example.com", password: "prairie-sunset-barn-42" },
    ]);
    expect((await screen.findAllByText("Welcome, Jane!")).length).toBeGreaterThan(0);
  });
});

describe("/login, password reset", () => {
  it("asks for a reset link and always shows the server's one neutral answer", async () => {
    const { router } = openLogin("/login", { "POST /api/auth/forgot-password": () => ({ status: 202, data: { message: NEUTRAL } }) });
    fireEvent.click(screen.getByRole("button", { name: "Forgot your password?" }));
    const forgot = within(await screen.findByRole("form", { name: "Reset your password" }));
    expect(router.state.location.search).toBe("?view=forgot");
    fill(forgot, { Email: "someone@example.com" });
    fireEvent.click(forgot.getByRole("button", { name: "Email Me a Reset Link" }));
    await waitFor(() => expect(forgot.getByRole("status").textContent).toBe(NEUTRAL));
    expect(posted("POST /api/auth/forgot-password")).toEqual([{ email: "someone@example.com" }]);
    fireEvent.click(forgot.getByRole("button", { name: "Back to sign in" }));
    expect(await screen.findByRole("form", { name: "Sign in to your account" })).toBeTruthy();
  });

  it("takes the token from #reset=, removes it from the address bar, and sets the new password", async () => {
    window.history.replaceState(null, "", "/login?next=/account#reset=tok-123_abc");
    openLogin("/login?next=/account", {
      "POST /api/auth/reset-password": () => ({ status: 200, data: { message: "Your password has been changed. Sign in with your new password." } }),
    });
    const reset = within(await screen.findByRole("form", { name: "Choose a new password" }));
    expect(window.location.hash).toBe("");
    expect(window.location.pathname + window.location.search).toBe("/login?next=/account");

    fireEvent.click(reset.getByRole("button", { name: "Save New Password" }));
    await waitFor(() => expect(errorOf(input(reset, "New password"))).toBe("Password must be at least 8 characters"));
    expect(input(reset, "New password").getAttribute("autocomplete")).toBe("new-password");

    fill(reset, { "New password": "limestone-creek-porch-77" });
    fireEvent.click(reset.getByRole("button", { name: "Save New Password" }));
    const signIn = await screen.findByRole("form", { name: "Sign in to your account" });
    expect(signIn).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Your password has been changed. Sign in with your new password.");
    expect(posted("POST /api/auth/reset-password")).toEqual([{ token: "tok-123_abc", password: "limestone-creek-porch-77" }]);
  });

  it("offers a new link when the reset link has expired or was used", async () => {
    const dead = "This password reset link has expired or has already been used. Please ask for a new one.";
    window.history.replaceState(null, "", "/login#reset=old-token");
    openLogin("/login", {
      "POST /api/auth/reset-password": () => ({
        status: 400,
        data: { statusCode: 400, message: dead, error: "Bad Request", errors: [{ field: "token", message: dead }] },
      }),
    });
    const reset = within(await screen.findByRole("form", { name: "Choose a new password" }));
    fill(reset, { "New password": "limestone-creek-porch-77" });
    fireEvent.click(reset.getByRole("button", { name: "Save New Password" }));
    await waitFor(() => expect(alertText()).toBe(dead));
    fireEvent.click(reset.getByRole("button", { name: "Email me a new link" }));
    expect(await screen.findByRole("form", { name: "Reset your password" })).toBeTruthy();
  });
});
