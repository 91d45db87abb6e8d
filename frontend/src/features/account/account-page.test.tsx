import { durationWords } from "./sessions-section";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { UserRole, type SessionResponseDto } from "@/api/generated/model";
import { Toaster } from "@/components/toast/toaster";
import { resetToasts } from "@/components/toast/use-toast";
import type { FakeApi, FakeHandler } from "@/test/fake-api";
import { renderRoute } from "@/test/render-route";
import AccountPage from "./account-page";
import { clearSessionCookie, setSessionCookie, userWith } from "./test/account-fixture";
import { CURRENT_USER_KEY } from "../../lib/session/use-current-user";

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

const session = (id: string, device: string | null, current: boolean): SessionResponseDto => ({
  id,
  device,
  current,
  signedInAt: "2026-11-20T14:05:00.000Z",
  expiresAt: "2026-11-20T16:05:00.000Z",
});

let api: FakeApi | undefined;

afterEach(() => {
  clearSessionCookie();
  act(() => resetToasts());
});

function openAccount(routes: Record<string, FakeHandler> = {}) {
  setSessionCookie();
  const rendered = renderRoute("/account", [{ id: "account/account", path: "/account", Component: AccountPage }], {
    api: {
      "GET /api/auth/me": () => ({ status: 200, data: userWith(UserRole.user, { phone: "(816) 555-0100" }) }),
      "GET /api/auth/sessions": () => ({ status: 200, data: [session("a", CHROME, true), session("b", IPHONE, false)] }),
      "GET /api/account/saved-designs": () => ({ status: 200, data: [] }),
      "GET /api/deposits": () => ({ status: 200, data: [] }),
      ...routes,
    },
    children: <Toaster />,
  });
  api = rendered.api;
  return rendered.queryClient;
}

const region = (name: string) => within(screen.getByRole("region", { name }));
const input = (scope: ReturnType<typeof within>, label: string) => scope.getByLabelText(label, { selector: "input" }) as HTMLInputElement;
const posted = (route: string) => api!.calls.filter((call) => call.route === route).map((call) => call.body);
const errorOf = (field: HTMLElement) => {
  const id = field.getAttribute("aria-describedby");
  return id ? document.getElementById(id)!.textContent : null;
};

describe("/account", () => {
  it("puts the saved designs and the deposits first, then profile, password and sessions", async () => {
    openAccount();
    await screen.findByRole("heading", { level: 1 });
    const titles = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(titles.slice(0, 2)).toEqual(["Saved designs", "Reservations"]);
    expect(screen.getByRole("region", { name: "Saved designs" }).id).toBe("saved-designs");
    expect(await screen.findByText(/You haven't saved any plans yet/)).toBeTruthy();
    expect(await screen.findByText(/No reservations yet/)).toBeTruthy();
  });

  it("greets the user by name and shows the e-mail read-only in the profile", async () => {
    openAccount();
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Jane Miller");
    const profile = region("Profile");
    expect(input(profile, "Email (your sign-in name)").readOnly).toBe(true);
    expect(input(profile, "First name").value).toBe("Jane");
    expect(input(profile, "Phone (optional)").value).toBe("(816) 555-0100");
  });

  it("saves the profile (a cleared phone is removed), updates the name everywhere and says so", async () => {
    const queryClient = openAccount({
      "PATCH /api/auth/me": (body) => ({ status: 200, data: userWith(UserRole.user, body as object) }),
    });
    await screen.findByRole("heading", { level: 1 });
    const profile = region("Profile");
    fireEvent.change(input(profile, "First name"), { target: { value: "Janet" } });
    fireEvent.change(input(profile, "Phone (optional)"), { target: { value: "" } });
    fireEvent.click(profile.getByRole("button", { name: "Save Profile" }));
    await waitFor(() => expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Janet Miller"));
    expect(posted("PATCH /api/auth/me")).toEqual([{ firstName: "Janet", lastName: "Miller", phone: null }]);
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toMatchObject({ firstName: "Janet", phone: null });
    expect((await screen.findAllByText("Profile saved")).length).toBeGreaterThan(0);
  });

  it("requires the names and checks the phone before sending", async () => {
    openAccount();
    await screen.findByRole("heading", { level: 1 });
    const profile = region("Profile");
    fireEvent.change(input(profile, "First name"), { target: { value: "  " } });
    fireEvent.change(input(profile, "Phone (optional)"), { target: { value: "call me" } });
    fireEvent.click(profile.getByRole("button", { name: "Save Profile" }));
    await waitFor(() => expect(errorOf(input(profile, "First name"))).toBe("First name is required"));
    expect(errorOf(input(profile, "Phone (optional)"))).toMatch(/^Please enter a phone number with area code/);
    expect(posted("PATCH /api/auth/me")).toEqual([]);
  });

  it("changes the password, and shows a wrong current password under its field", async () => {
    let answer: FakeHandler = () => ({
      status: 400,
      data: {
        statusCode: 400,
        message: "Your current password is not correct.",
        error: "Bad Request",
        errors: [{ field: "currentPassword", message: "Your current password is not correct." }],
      },
    });
    openAccount({ "POST /api/auth/change-password": (body) => answer(body) });
    await screen.findByRole("heading", { level: 1 });
    const change = region("Change password");
    expect(input(change, "Current password").getAttribute("autocomplete")).toBe("current-password");
    expect(input(change, "New password (at least 8 characters)").getAttribute("autocomplete")).toBe("new-password");
    fireEvent.change(input(change, "Current password"), { target: { value: "not-it" } });
    fireEvent.change(input(change, "New password (at least 8 characters)"), { target: { value: "cottonwood-ridge-shop-19" } });
    fireEvent.click(change.getByRole("button", { name: "Change Password" }));
    await waitFor(() => expect(errorOf(input(change, "Current password"))).toBe("Your current password is not correct."));

    const done = "Your password has been changed. Every other device signed in to your account has been signed out.";
    answer = () => ({ status: 200, data: { message: done } });
    fireEvent.change(input(change, "Current password"), { target: { value: "prairie-sunset-barn-42" } });
    fireEvent.click(change.getByRole("button", { name: "Change Password" }));
    expect((await screen.findAllByText(done)).length).toBeGreaterThan(0);
    expect(input(change, "Current password").value).toBe("");
    expect(posted("POST /api/auth/change-password").at(-1)).toEqual({ currentPassword: "prairie-sunset-barn-42", newPassword: "cottonwood-ridge-shop-19" });
  });

  it("lists the sessions, this device first, and signs the others out after the password", async () => {
    let sessions = [session("a", CHROME, true), session("b", IPHONE, false)];
    openAccount({
      "GET /api/auth/sessions": () => ({ status: 200, data: sessions }),
      "POST /api/auth/sessions/end": () => {
        sessions = sessions.filter((entry) => entry.current);
        return { status: 200, data: { message: "Signed out of 1 other session." } };
      },
    });
    await screen.findByRole("region", { name: "Your sessions" });
    expect(region("Your sessions").getByText(/^Where your account is signed in now/).textContent).toBe(
      "Where your account is signed in now. Sessions end after 2 hours without use, and 12 hours after signing in.",
    );
    const list = within(await region("Your sessions").findByRole("list"));
    const rows = list.getAllByRole("listitem").map((row) => row.textContent);
    expect(rows[0]).toMatch(/^Chrome on WindowsThis device/);
    expect(rows[1]).toMatch(/^Safari on iPhoneSigned in Nov 20, 2026/);

    const end = within(screen.getByRole("form", { name: "Sign out of the other session" }));
    fireEvent.click(end.getByRole("button", { name: "Sign out of other sessions" }));
    await waitFor(() => expect(errorOf(input(end, "Your password"))).toBe("Password is required"));
    fireEvent.change(input(end, "Your password"), { target: { value: "prairie-sunset-barn-42" } });
    fireEvent.click(end.getByRole("button", { name: "Sign out of other sessions" }));
    await waitFor(() => expect(within(region("Your sessions").getByRole("list")).getAllByRole("listitem")).toHaveLength(1));
    expect(posted("POST /api/auth/sessions/end")).toEqual([{ password: "prairie-sunset-barn-42" }]);
    expect(screen.queryByRole("form", { name: /Sign out of the/ })).toBeNull();
  });
});

describe("session limits in words", () => {
  it("says what the server enforces: 2 hours for buyers, 30 minutes for staff, 12 hours in all", () => {
    expect(durationWords(2 * 60 * 60 * 1000)).toBe("2 hours");
    expect(durationWords(30 * 60 * 1000)).toBe("30 minutes");
    expect(durationWords(60 * 60 * 1000)).toBe("1 hour");
  });
});
