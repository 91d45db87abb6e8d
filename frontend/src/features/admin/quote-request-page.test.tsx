import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { QuoteRequestResponseDto } from "@/api/generated/model";
import type { FakeHandler } from "@/test/fake-api";
import { renderRoute } from "@/test/render-route";
import { adminPages } from "./pages";
import QuoteRequestPage from "./quote-request-page";

const GET = "GET /api/admin/quote-requests/5";
const PATCH = "PATCH /api/admin/quote-requests/5";

const REQUEST: QuoteRequestResponseDto = {
  id: 5,
  name: "Ruth Calloway",
  email: "ruth@example.com",
  phone: "(816) 555-0142",
  model: "Oak",
  subject: "pricing",
  subjectLabel: "Pricing Questions",
  message: "What would the Oak cost on our land near Savannah?\nWe have 12 acres.",
  messagePreview: "What would the Oak cost on our land near Savannah?",
  status: "new",
  overdue: true,
  allowedStatuses: ["replied", "closed"],
  lead: { id: 31, firstName: "Ruth", lastName: "Calloway", status: "pending" },
  createdAt: "2026-11-20T15:00:00.000Z",
};

function open(routes: Record<string, FakeHandler>) {
  return renderRoute("/admin/quote-requests/5", [{ path: adminPages.quoteRequest.path, Component: QuoteRequestPage }], {
    api: routes,
  }).api;
}

describe("/admin/quote-requests/{id}", () => {
  it("shows the message, a reply link, the lead with the same e-mail and the server's overdue flag", async () => {
    open({ [GET]: () => ({ status: 200, data: REQUEST }) });
    expect(await screen.findByRole("heading", { level: 1, name: "Quote request from Ruth Calloway" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Pricing Questions" })).toBeTruthy();
    expect(screen.getByText(/We have 12 acres\./)).toBeTruthy();
    expect(screen.getByText("Overdue")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Reply by e-mail" }).getAttribute("href")).toBe("mailto:ruth@example.com?subject=Re%3A%20Pricing%20Questions");
    expect(screen.getByRole("link", { name: "Ruth Calloway's lead" }).getAttribute("href")).toBe("/admin/leads/31");
    // Exactly the moves the server allows now.
    const status = screen.getByRole("region", { name: "Status" });
    expect(
      within(status)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Mark replied", "Close"]);
  });

  it("says so when no lead has the e-mail, and shows no overdue badge the server did not set", async () => {
    open({ [GET]: () => ({ status: 200, data: { ...REQUEST, lead: null, overdue: false } }) });
    expect(await screen.findByText("No lead has this e-mail yet.")).toBeTruthy();
    expect(screen.queryByText("Overdue")).toBeNull();
  });

  it("marks it replied and shows the new status and moves", async () => {
    const calls = open({
      [GET]: () => ({ status: 200, data: REQUEST }),
      [PATCH]: () => ({ status: 200, data: { ...REQUEST, status: "replied", overdue: false, allowedStatuses: ["closed"] } }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Mark replied" }));
    const status = screen.getByRole("region", { name: "Status" });
    await waitFor(() => expect(within(status).getByText("Replied")).toBeTruthy());
    expect(
      within(status)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Close"]);
    expect(calls.calls.find((call) => call.route === PATCH)?.body).toEqual({ status: "replied" });
  });

  it("shows the server's message when it refuses the move", async () => {
    const refusal = "A quote request cannot move from closed to replied.";
    open({
      [GET]: () => ({ status: 200, data: REQUEST }),
      [PATCH]: () => ({ status: 409, data: { statusCode: 409, message: refusal, error: "Conflict" } }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Mark replied" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(refusal));
  });

  it("shows the server's message for a request that does not exist", async () => {
    open({ [GET]: () => ({ status: 404, data: { statusCode: 404, message: "This quote request does not exist.", error: "Not Found" } }) });
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("This quote request does not exist.")).toBeTruthy();
    expect(
      within(alert)
        .getByRole("link", { name: /All quote requests/ })
        .getAttribute("href"),
    ).toBe("/admin/quote-requests");
  });
});
