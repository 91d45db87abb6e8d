import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, createRoutesStub, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { UserRole, type UserRole as Role } from "@/api/generated/model";
import { Toaster } from "@/components/toast/toaster";
import { resetToasts } from "@/components/toast/use-toast";
import { SIGNED_OUT_KEY } from "@/lib/storage-keys";
import type { FakeApi, FakeHandler } from "@/test/fake-api";
import { renderRoute, withQueryClient } from "@/test/render-route";
import { AccountMenu } from "./account-menu";
import { useSignedOutNotice } from "../../lib/session/signed-out-notice";
import { clearSessionCookie, setSessionCookie, userWith } from "./test/account-fixture";
import { browserPage } from "../../lib/session/use-auth-actions";

let api: FakeApi | undefined;

afterEach(() => {
  clearSessionCookie();
  sessionStorage.clear();
  act(() => resetToasts());
});

function renderMenuAt(url: string, routes: Record<string, FakeHandler> = {}, routeId = "designs/designs") {
  api = renderRoute(url, { id: routeId, path: "*", Component: AccountMenu }, { api: routes }).api;
}

function renderSignedIn(role: Role, url = "/designs", routeId?: string) {
  setSessionCookie();
  renderMenuAt(url, { "GET /api/auth/me": () => ({ status: 200, data: userWith(role) }), "POST /api/auth/sign-out": () => ({ status: 204 }) }, routeId);
}

async function openMenu() {
  const trigger = await screen.findByRole("button", { name: "Account menu for Jane" });
  fireEvent.keyDown(trigger, { key: "Enter" });
  return within(await screen.findByRole("menu"));
}

describe("the header's account corner", () => {
  it("offers visitors 'Sign in', coming back to this page afterwards", () => {
    renderMenuAt("/designs?style=modern");
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/login?next=/designs%3Fstyle%3Dmodern");
    expect(api!.calls).toEqual([]);
  });

  it("needs no query client for visitors without a session (the header of most pages loads no TanStack Query)", () => {
    const router = createMemoryRouter([{ path: "*", Component: AccountMenu }], { initialEntries: ["/about"] });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/login?next=/about");
  });

  it("links to /login alone on /login", () => {
    renderMenuAt("/login?next=/account");
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/login");
  });

  it("holds an empty slot of the same size in the prerendered HTML, with a session or without", () => {
    const html = (cookie: boolean) => {
      if (cookie) setSessionCookie();
      else clearSessionCookie();
      const Stub = createRoutesStub([{ path: "*", Component: AccountMenu }]);
      return renderToString(withQueryClient(<Stub initialEntries={["/about"]} />));
    };
    const anonymous = html(false);
    expect(anonymous).toBe(html(true));
    expect(anonymous).toMatch(/^<span aria-hidden="true" class="[^"]*\bw-24\b[^"]*"><\/span>$/);
  });

  it("shows the first name on the menu's trigger, and the buyer's items", async () => {
    renderSignedIn(UserRole.user);
    const menu = await openMenu();
    expect(menu.getByText("jane.miller@example.com")).toBeTruthy();
    const items = menu.getAllByRole("menuitem");
    expect(items.map((item) => [item.textContent, item.getAttribute("href")])).toEqual([
      ["Your account", "/account"],
      ["Saved designs", "/account#saved-designs"],
      ["Sign out", null],
    ]);
    expect(items[2].tagName).toBe("BUTTON");
  });

  it.each<[Role, string[]]>([
    [UserRole.affiliate, ["Affiliate dashboard"]],
    [UserRole.contractor, ["Contractor dashboard"]],
    [UserRole.admin, ["Admin dashboard", "Referral partner admin"]],
  ])("adds the dashboards of a %s", async (role, dashboards) => {
    renderSignedIn(role);
    const menu = await openMenu();
    const labels = menu.getAllByRole("menuitem").map((item) => item.textContent);
    expect(labels).toEqual(["Your account", "Saved designs", ...dashboards, "Sign out"]);
  });

  it("signs out on a public page: forgets everything and reloads it, which then says 'Signed out'", async () => {
    const reload = vi.spyOn(browserPage, "reload").mockImplementation(() => {});
    const load = vi.spyOn(browserPage, "load").mockImplementation(() => {});
    renderSignedIn(UserRole.user);
    fireEvent.click((await openMenu()).getByRole("menuitem", { name: "Sign out" }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(load).not.toHaveBeenCalled();
    expect(api!.calls.map((call) => call.route)).toEqual(["GET /api/auth/me", "POST /api/auth/sign-out"]);
    expect(sessionStorage.getItem(SIGNED_OUT_KEY)).toBe("1");

    // The reloaded page.
    function Shell() {
      useSignedOutNotice();
      return null;
    }
    render(
      <>
        <Shell />
        <Toaster />
      </>,
    );
    expect((await screen.findAllByText("Signed out")).length).toBeGreaterThan(0);
    expect(sessionStorage.getItem(SIGNED_OUT_KEY)).toBeNull();
  });

  it("signs out on a signed-in page by loading /", async () => {
    const load = vi.spyOn(browserPage, "load").mockImplementation(() => {});
    renderSignedIn(UserRole.user, "/account", "account/account");
    fireEvent.click((await openMenu()).getByRole("menuitem", { name: "Sign out" }));
    await waitFor(() => expect(load).toHaveBeenCalledWith("/"));
  });

  it("stays signed in, and says why, when signing out fails", async () => {
    const reload = vi.spyOn(browserPage, "reload").mockImplementation(() => {});
    setSessionCookie();
    renderMenuAt("/designs", { "GET /api/auth/me": () => ({ status: 200, data: userWith(UserRole.user) }), "POST /api/auth/sign-out": () => "network" });
    render(<Toaster />);
    fireEvent.click((await openMenu()).getByRole("menuitem", { name: "Sign out" }));
    expect((await screen.findAllByText("Could not sign out")).length).toBeGreaterThan(0);
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Account menu for Jane" })).toBeTruthy();
  });
});
