import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Outlet } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { UserRole, type UserRole as Role } from "@/api/generated/model";
import { AppShell } from "@/app/layout/app-shell";
import NotFound from "@/app/not-found";
import { NOT_FOUND_ROUTE_ID, routeEntries } from "@/app/page-registry";
import PlannedPage from "@/app/planned-page";
import { Providers } from "@/app/providers";
import { resetToasts } from "@/components/toast/use-toast";
import { SIGNED_OUT_KEY } from "@/lib/storage-keys";
import { deferred, type FakeAnswer, type FakeApi, type FakeHandler } from "@/test/fake-api";
import { renderRoute } from "@/test/render-route";
import { clearSessionCookie, setSessionCookie, UNAUTHORIZED, userWith } from "./test/account-fixture";
import { browserPage } from "../../lib/session/use-auth-actions";

let api: FakeApi | undefined;

afterEach(() => {
  clearSessionCookie();
  sessionStorage.clear();
  act(() => resetToasts());
});

/** The real route table (every page on its placeholder module) under the real shell and providers. */
function openApp(path: string, routes: Record<string, FakeHandler> = {}) {
  // renderRoute's client is the test's own: the app's shared client would carry one test's user into the next.
  const rendered = renderRoute(
    path,
    {
      id: "root",
      path: "/",
      Component: () => (
        <Providers>
          <AppShell>
            <Outlet />
          </AppShell>
        </Providers>
      ),
      children: [
        ...routeEntries.map((entry) =>
          entry.path === "/"
            ? { id: entry.id, index: true as const, Component: PlannedPage }
            : { id: entry.id, path: entry.path.slice(1), Component: PlannedPage },
        ),
        { id: NOT_FOUND_ROUTE_ID, path: "*", Component: NotFound },
      ],
    },
    { api: routes },
  );
  api = rendered.api;
  return rendered.router;
}

function openSignedIn(path: string, role: Role, extra: Record<string, FakeHandler> = {}) {
  setSessionCookie();
  return openApp(path, { "GET /api/auth/me": () => ({ status: 200, data: userWith(role) }), ...extra });
}

const h1 = () => screen.findByRole("heading", { level: 1 });
const main = () => within(screen.getByRole("main"));

describe("the access guard of signed-in pages", () => {
  it.each(["/account", "/checkout/oak?plan=2", "/admin/dashboard", "/contractors/dashboard"])(
    "sends an anonymous visitor from %s to /login with the page as next, asking no one",
    async (path) => {
      const router = openApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
      expect(new URLSearchParams(router.state.location.search).get("next")).toBe(path);
      // Replaced: Back does not return to the page that sent them away.
      expect(router.state.historyAction).toBe("REPLACE");
      expect((await h1()).textContent).toBe("Sign In or Create an Account");
      expect(api!.calls).toEqual([]);
    },
  );

  it("sends a visitor whose session ended (401) to sign in too", async () => {
    setSessionCookie();
    const router = openApp("/account", { "GET /api/auth/me": () => UNAUTHORIZED });
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.location.search).toBe("?next=/account");
  });

  it("shows nothing of the page while it asks who is signed in", async () => {
    const answer = deferred<FakeAnswer>();
    setSessionCookie();
    openApp("/admin/dashboard", { "GET /api/auth/me": () => answer.promise });
    expect((await screen.findByRole("status")).textContent).toBe("Checking your sign-in…");
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
    await act(async () => answer.resolve({ status: 200, data: userWith(UserRole.admin) }));
    expect((await h1()).textContent).toBe("Admin Dashboard");
  });

  it("says so when the server cannot answer, and tries again", async () => {
    setSessionCookie();
    let down = true;
    openApp("/account", {
      "GET /api/auth/me": () =>
        down ? { status: 503, data: { statusCode: 503, message: "Service unavailable" } } : { status: 200, data: userWith(UserRole.user) },
    });
    expect((await h1()).textContent).toBe("We could not check your sign-in");
    down = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Your Account"));
  });

  it("shows a buyer the not-allowed view on a staff page: who may open it, who is signed in, where to go", async () => {
    openSignedIn("/admin/dashboard", UserRole.user);
    expect((await h1()).textContent).toBe("Your account cannot open this page");
    expect(main().getByText(/This page is only for our office staff\./)).toBeTruthy();
    expect(main().getByText("jane.miller@example.com")).toBeTruthy();
    expect(main().getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/unlock");
    expect(main().getByRole("link", { name: "Your account" }).getAttribute("href")).toBe("/account");
    expect(main().getByRole("button", { name: "Sign in with another account" })).toBeTruthy();
    expect(screen.queryByText("Admin Dashboard")).toBeNull();
  });

  it("sends an admin without two-step sign-in from a staff page to the two-step section of /account", async () => {
    setSessionCookie();
    const router = openApp("/admin/dashboard", {
      "GET /api/auth/me": () => ({ status: 200, data: userWith(UserRole.admin, { twoStepEnabled: false }) }),
    });
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.hash}`).toBe("/account#two-step"));
    expect(screen.queryByText("Admin Dashboard")).toBeNull();
  });

  it.each<[string, Role, string]>([
    ["/contractors/dashboard", UserRole.affiliate, "contractors in our network and our office staff"],
    ["/affiliate-dashboard", UserRole.contractor, "referral partners and our office staff"],
    ["/affiliate-admin", UserRole.affiliate, "our office staff"],
  ])("keeps %s closed to a %s", async (path, role, audience) => {
    openSignedIn(path, role);
    expect((await h1()).textContent).toBe("Your account cannot open this page");
    expect(main().getByText(new RegExp(`only for ${audience}\\.`))).toBeTruthy();
  });

  it.each<[string, Role, string]>([
    ["/affiliate-dashboard", UserRole.affiliate, "Referral Partner Dashboard"],
    ["/contractors/dashboard", UserRole.contractor, "Contractor Dashboard"],
    ["/checkout/oak", UserRole.user, "Reserve Your Design"],
    ["/deposit-confirmation/oak", UserRole.contractor, "Your Reservation"],
  ])("opens %s to a %s, on the page's own content", async (path, role, title) => {
    openSignedIn(path, role);
    expect((await h1()).textContent).toBe(title);
  });

  it.each([
    ["/admin/dashboard", "Admin Dashboard"],
    ["/admin/leads", "Discovery Call Leads"],
    ["/affiliate-admin", "Referral Partner Administration"],
    ["/affiliate-dashboard", "Referral Partner Dashboard"],
    ["/contractors/dashboard", "Contractor Dashboard"],
    ["/checkout/oak", "Reserve Your Design"],
  ])("opens %s to an admin", async (path, title) => {
    openSignedIn(path, UserRole.admin);
    expect((await h1()).textContent).toBe(title);
  });

  it("leaves public pages alone: no guard, no question asked", async () => {
    openApp("/about");
    expect((await h1()).textContent).toBe("About Us");
    expect(api!.calls).toEqual([]);
  });

  it("'Sign in with another account' signs out and loads /login with this page as next", async () => {
    const load = vi.spyOn(browserPage, "load").mockImplementation(() => {});
    openSignedIn("/admin/leads", UserRole.affiliate, { "POST /api/auth/sign-out": () => ({ status: 204 }) });
    fireEvent.click(await screen.findByRole("button", { name: "Sign in with another account" }));
    await waitFor(() => expect(load).toHaveBeenCalledWith("/login?next=/admin/leads"));
    expect(api!.calls.map((call) => call.route)).toContain("POST /api/auth/sign-out");
    expect(sessionStorage.getItem(SIGNED_OUT_KEY)).toBe("1");
  });
});
