import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { QuoteRequestResponseDto } from "@/api/generated/model";
import type { FakeHandler } from "@/test/fake-api";
import { renderRoute } from "@/test/render-route";
import { adminPages } from "./pages";
import QuoteRequestPage from "./quote-request-page";

const GET = "GET /api/admin/quote-requests/5";
const PATCH = "PATCH /api/admin/quote-requests/5";
const POST = "POST /api/admin/quote-requests/5/emails";

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
  thread: [],
};

const THREAD: QuoteRequestResponseDto["thread"] = [
  {
    id: 1,
    direction: "out",
    authorName: "Casey Sales",
    fromAddress: null,
    subject: "Re: Pricing Questions",
    text: "Hi Ruth,\nThe Oak starts near $180,000 on your land.",
    attachments: [],
    mailStatus: "sent",
    createdAt: "2026-11-20T16:00:00.000Z",
  },
  {
    id: 2,
    direction: "in",
    authorName: "Ruth Calloway",
    fromAddress: "ruth@example.com",
    subject: "Re: Pricing Questions",
    text: "Does that include the slab? <b>See</b> https://evil.example/plan",
    attachments: [{ name: "survey.pdf", size: 2048 }],
    mailStatus: null,
    createdAt: "2026-11-21T14:30:00.000Z",
  },
];

function open(routes: Record<string, FakeHandler>) {
  return renderRoute("/admin/quote-requests/5", [{ path: adminPages.quoteRequest.path, Component: QuoteRequestPage }], {
    api: routes,
  }).api;
}

describe("/admin/quote-requests/{id}", () => {
  it("shows the message, the lead with the same e-mail and the server's overdue flag, and no mailto reply link", async () => {
    open({ [GET]: () => ({ status: 200, data: REQUEST }) });
    expect(await screen.findByRole("heading", { level: 1, name: "Quote request from Ruth Calloway" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Pricing Questions" })).toBeTruthy();
    expect(screen.getByText(/We have 12 acres\./)).toBeTruthy();
    expect(screen.getByText("Overdue")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Reply by e-mail" })).toBeNull();
    expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
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

  it("shows the thread oldest first, a reply as plain text without links, and its attachments", async () => {
    open({ [GET]: () => ({ status: 200, data: { ...REQUEST, status: "replied", thread: THREAD } }) });
    const list = await screen.findByRole("list", { name: "E-mails, oldest first" });
    const items = within(list)
      .getAllByRole("listitem")
      .filter((item) => item.parentElement === list);
    expect(items).toHaveLength(2);
    expect(items[0].textContent).toContain("Casey Sales wrote");
    expect(items[0].textContent).toContain("The Oak starts near $180,000");
    expect(items[1].textContent).toContain("Ruth Calloway replied from ruth@example.com");
    // Inbound text is shown as typed: the tag is text, the address is not a link.
    expect(within(items[1]).getByText("Does that include the slab? <b>See</b> https://evil.example/plan")).toBeTruthy();
    expect(items[1].querySelector("b")).toBeNull();
    expect(within(list).queryAllByRole("link")).toHaveLength(0);
    expect(within(items[1]).getByText("survey.pdf (2 KB)")).toBeTruthy();
  });

  it("writes a reply with the subject prefilled, then shows it on the thread", async () => {
    let sent = false;
    const calls = open({
      [GET]: () => ({ status: 200, data: sent ? { ...REQUEST, status: "replied", allowedStatuses: ["closed"], thread: THREAD.slice(0, 1) } : REQUEST }),
      [POST]: () => {
        sent = true;
        return { status: 201, data: { mailId: 9, messageId: 1, status: "pending", replyTo: "reply+abc@replies.example", quoteRequestStatus: "replied" } };
      },
    });
    const form = await screen.findByRole("form", { name: "Write a reply" });
    expect((within(form).getByLabelText("Subject") as HTMLInputElement).value).toBe("Re: Pricing Questions");
    expect(screen.getByText(/No e-mails yet/)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/^Message/), { target: { value: "Hi Ruth,\nThe Oak starts near $180,000 on your land." } });
    fireEvent.click(within(form).getByRole("button", { name: "Send" }));
    await waitFor(() =>
      expect(calls.calls.find((call) => call.route === POST)?.body).toEqual({
        subject: "Re: Pricing Questions",
        text: "Hi Ruth,\nThe Oak starts near $180,000 on your land.",
      }),
    );
    expect(await screen.findByText("Casey Sales wrote")).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole("region", { name: "Status" })).getByText("Replied")).toBeTruthy());
  });

  it("does not send a blank message and shows the server's field message", async () => {
    const calls = open({
      [GET]: () => ({ status: 200, data: REQUEST }),
      [POST]: () => ({
        status: 400,
        data: { statusCode: 400, message: "Bad", errors: [{ field: "text", message: "Write the message first: it cannot be blank." }] },
      }),
    });
    const form = await screen.findByRole("form", { name: "Write a reply" });
    fireEvent.click(within(form).getByRole("button", { name: "Send" }));
    expect(await within(form).findByText(/Write the message, up to 10,000 characters\./)).toBeTruthy();
    expect(calls.calls.some((call) => call.route === POST)).toBe(false);
    fireEvent.change(within(form).getByLabelText(/^Message/), { target: { value: "   x" } });
    fireEvent.click(within(form).getByRole("button", { name: "Send" }));
    expect(await within(form).findByText("Write the message first: it cannot be blank.")).toBeTruthy();
  });
});
