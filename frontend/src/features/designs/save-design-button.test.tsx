import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SavedDesignResponseDto, UserResponseDto } from "@/api/generated/model";
import { Toaster } from "@/components/toast/toaster";
import { resetToasts } from "@/components/toast/use-toast";
import { deferred, installFakeApi, type FakeAnswer, type FakeHandler } from "@/test/fake-api";
import { withQueryClient } from "@/test/render-route";
import { builtInDesign } from "./built-in-plans";
import { SaveDesignButton, SIGN_IN_TO_SAVE } from "./save-design-button";
import { useSavedDesigns } from "../../lib/session/use-saved-designs";

const roseMount = { ...builtInDesign("rose-mount")!, id: 7 };
const oak = { ...builtInDesign("oak")!, id: 9 };

const buyer: UserResponseDto = {
  id: 3,
  email: "dana@example.org",
  firstName: "Dana",
  lastName: "Whitfield",
  phone: null,
  profileImageUrl: null,
  role: "user",
  twoStepEnabled: false,
  emailConfirmed: true,
  createdAt: "2026-10-01T12:00:00.000Z",
};

const savedOak: SavedDesignResponseDto = { design: oak, savedAt: "2026-11-20T10:00:00.000Z" };

let api: ReturnType<typeof installFakeApi> | undefined;
/** The server's list: saving and removing change it, as the real API does. */
let serverList: SavedDesignResponseDto[];
let saveHandler: FakeHandler;
let unsaveHandler: FakeHandler;

beforeEach(() => {
  resetToasts();
  serverList = [savedOak];
  saveHandler = () => {
    const entry = { design: roseMount, savedAt: "2026-11-22T10:00:00.000Z" };
    serverList = [entry, ...serverList];
    return { status: 200, data: entry };
  };
  unsaveHandler = () => {
    serverList = serverList.filter((entry) => entry.design.slug !== "oak");
    return { status: 204 };
  };
});

afterEach(() => {
  act(() => resetToasts());
  api?.restore();
  api = undefined;
  document.cookie = "XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
});

function signIn() {
  document.cookie = "XSRF-TOKEN=test-token; path=/";
  api = installFakeApi({
    "GET /api/auth/me": () => ({ status: 200, data: buyer }),
    "GET /api/account/saved-designs": () => ({ status: 200, data: serverList }),
    "PUT /api/account/saved-designs/rose-mount": (body) => saveHandler(body),
    "DELETE /api/account/saved-designs/oak": (body) => unsaveHandler(body),
  });
}

/** A page with two plans, as the catalogue holds many: one useSavedDesigns() for all its buttons. */
function TwoPlans() {
  const saves = useSavedDesigns();
  return (
    <>
      <SaveDesignButton design={roseMount} saves={saves} />
      <SaveDesignButton design={oak} saves={saves} />
    </>
  );
}

function buttons(url = "/designs?category=Barndominium") {
  const Stub = createRoutesStub([
    {
      path: "/designs",
      Component: TwoPlans,
    },
  ]);
  return withQueryClient(
    <>
      <Stub initialEntries={[url]} />
      <Toaster />
    </>,
  );
}

const calls = (route: string) => api?.calls.filter((call) => call.route === route) ?? [];
const button = (name: RegExp) => screen.getByRole("button", { name }) as HTMLButtonElement;

describe("SaveDesignButton", () => {
  it("is prerendered as a resting button that is not pressed yet, and hydrates without a mismatch", async () => {
    signIn();
    const html = renderToString(buttons());
    expect(html).toContain("Save plan");
    expect(html.match(/aria-pressed="false"/g)).toHaveLength(2);
    expect(html.match(/disabled=""/g)).toHaveLength(2);

    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, "error");
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, buttons(), { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    // Then the real state: Oak is saved, Rose Mount is not.
    await waitFor(() => expect(container.querySelector('[aria-pressed="true"]')?.textContent).toBe("Saved Oak"));
    container.remove();
  });

  it("sends a visitor who is not signed in to sign in and back, asking the API nothing", async () => {
    api = installFakeApi({});
    render(buttons());
    const link = await screen.findByRole("link", { name: "Save plan Rose Mount" });
    expect(link.getAttribute("href")).toBe("/login?next=/designs%3Fcategory%3DBarndominium");
    expect(link.getAttribute("title")).toBe(SIGN_IN_TO_SAVE);
    expect(screen.queryByRole("button")).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it("asks for the saved list once for every button, and toggles with PUT and DELETE", async () => {
    signIn();
    render(buttons());
    await waitFor(() => expect(button(/Oak/).getAttribute("aria-pressed")).toBe("true"));
    expect(button(/Oak/).textContent).toBe("Saved Oak");
    expect(button(/Rose Mount/).getAttribute("aria-pressed")).toBe("false");
    expect(button(/Rose Mount/).textContent).toBe("Save plan Rose Mount");
    expect(calls("GET /api/account/saved-designs")).toHaveLength(1);

    fireEvent.click(button(/Rose Mount/));
    await waitFor(() => expect(button(/Rose Mount/).textContent).toBe("Saved Rose Mount"));
    await waitFor(() => expect(calls("PUT /api/account/saved-designs/rose-mount")).toHaveLength(1));

    fireEvent.click(button(/Oak/));
    await waitFor(() => expect(button(/Oak/).textContent).toBe("Save plan Oak"));
    expect(button(/Oak/).getAttribute("aria-pressed")).toBe("false");
    await waitFor(() => expect(calls("DELETE /api/account/saved-designs/oak")).toHaveLength(1));
    expect(button(/Rose Mount/).getAttribute("aria-pressed")).toBe("true");
    // The list is fetched afresh once, after the last change, and agrees.
    await waitFor(() => expect(calls("GET /api/account/saved-designs").length).toBeGreaterThan(1));
    expect(button(/Rose Mount/).getAttribute("aria-pressed")).toBe("true");
    expect(button(/Oak/).getAttribute("aria-pressed")).toBe("false");
  });

  it("shows the change at once and puts it back, with a toast, when the server refuses", async () => {
    const answer = deferred<FakeAnswer>();
    saveHandler = () => answer.promise;
    signIn();
    render(buttons());
    await waitFor(() => expect(button(/Rose Mount/).disabled).toBe(false));

    fireEvent.click(button(/Rose Mount/));
    // Saved before the server has answered.
    await waitFor(() => expect(button(/Rose Mount/).getAttribute("aria-pressed")).toBe("true"));
    // A second click while the first is on its way waits for it.
    fireEvent.click(button(/Rose Mount/));
    await act(async () => {});
    expect(button(/Rose Mount/).getAttribute("aria-pressed")).toBe("true");

    await act(async () => answer.resolve({ status: 500, data: { statusCode: 500, message: "Internal server error", error: "Internal Server Error" } }));
    await waitFor(() => expect(button(/Rose Mount/).getAttribute("aria-pressed")).toBe("false"));
    expect((await screen.findAllByText("Rose Mount wasn't saved")).length).toBeGreaterThan(0);
    expect(calls("PUT /api/account/saved-designs/rose-mount")).toHaveLength(1);
    expect(button(/Oak/).getAttribute("aria-pressed")).toBe("true");
  });

  it("puts a removed plan back when the removal fails", async () => {
    const answer = deferred<FakeAnswer>();
    unsaveHandler = () => answer.promise;
    signIn();
    render(buttons());
    await waitFor(() => expect(button(/Oak/).getAttribute("aria-pressed")).toBe("true"));
    fireEvent.click(button(/Oak/));
    await waitFor(() => expect(button(/Oak/).getAttribute("aria-pressed")).toBe("false"));
    await act(async () => answer.resolve("network"));
    await waitFor(() => expect(button(/Oak/).getAttribute("aria-pressed")).toBe("true"));
    expect((await screen.findAllByText("Oak is still in your saved plans")).length).toBeGreaterThan(0);
  });
});
