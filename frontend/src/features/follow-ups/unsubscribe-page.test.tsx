import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { FakeHandler } from "@/test/fake-api";
import { renderRoute } from "@/test/render-route";
import { linkTokenOf } from "@/lib/link-token";
import UnsubscribePage, { MISSING_TOKEN_MESSAGE } from "./unsubscribe-page";

const DONE = "You're unsubscribed. We won't send you any more follow-up e-mails.";
const ROUTE = "POST /api/follow-ups/unsubscribe";

afterEach(() => {
  window.history.replaceState(null, "", "/");
});

function open(hash: string, routes: Record<string, FakeHandler> = {}) {
  window.history.replaceState(null, "", `/unsubscribe${hash}`);
  return renderRoute("/unsubscribe", [{ path: "/unsubscribe", Component: UnsubscribePage }], { api: routes }).api;
}

describe("/unsubscribe", () => {
  it("reads the token from the fragment only", () => {
    expect(linkTokenOf("#token=12.ab_c")).toBe("12.ab_c");
    expect(linkTokenOf("#token=a%2Eb")).toBe("a.b");
    expect(linkTokenOf("#reset=x")).toBeNull();
    expect(linkTokenOf("")).toBeNull();
  });

  it("changes nothing when opened; the click unsubscribes with the link's token and says so", async () => {
    const calls = open("#token=lead-7.sig", { [ROUTE]: () => ({ status: 200, data: { message: DONE } }) });
    const button = await screen.findByRole("button", { name: "Unsubscribe" });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(calls.calls).toEqual([]);
    fireEvent.click(button);
    expect(await screen.findByText(DONE)).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe(DONE);
    expect(calls.calls).toEqual([{ route: ROUTE, body: {}, params: { token: "lead-7.sig" } }]);
    expect(screen.queryByRole("button", { name: "Unsubscribe" })).toBeNull();
  });

  it("shows the server's sentence for a link that is not valid", async () => {
    open("#token=forged", {
      [ROUTE]: () => ({ status: 400, data: { statusCode: 400, message: "This unsubscribe link is not valid.", error: "Bad Request" } }),
    });
    const button = await screen.findByRole("button", { name: "Unsubscribe" });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("This unsubscribe link is not valid."));
  });

  it("explains what to do when the page is opened without the e-mail's link", async () => {
    open("");
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(MISSING_TOKEN_MESSAGE));
    expect((screen.getByRole("button", { name: "Unsubscribe" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
