import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { OutboxMailResponseDto } from "@/api/generated/model";
import type { FakeHandler } from "@/test/fake-api";
import { renderRoute } from "@/test/render-route";
import FailedMailPage from "./failed-mail-page";
import { adminPages } from "./pages";

const LIST = "GET /api/admin/mail/failed";
const RESEND = "POST /api/admin/mail/44/resend";

const MAIL: OutboxMailResponseDto = {
  id: 44,
  recipient: "ruth@exmaple.com",
  subject: "We received your message",
  kind: "visitor_confirmation",
  status: "failed",
  attempts: 8,
  lastError: "550 5.1.1 No such user",
  createdAt: "2026-11-20T15:00:00.000Z",
  failedAt: "2026-11-21T03:00:00.000Z",
};

function open(url: string, routes: Record<string, FakeHandler>) {
  return renderRoute(url, [{ path: adminPages.failedMail.path, Component: FailedMailPage }], { api: routes });
}

describe("/admin/failed-mail", () => {
  it("lists failed e-mails with their error, filtered by the URL's kind", async () => {
    const { api } = open("/admin/failed-mail?kind=visitor_confirmation", {
      [LIST]: () => ({ status: 200, data: { items: [MAIL], page: 1, pageSize: 25, total: 1 } }),
    });
    const row = (await screen.findByRole("rowheader", { name: "We received your message" })).closest("tr")!;
    expect(within(row).getByText("550 5.1.1 No such user")).toBeTruthy();
    expect(within(row).getByText("Confirmation to a visitor")).toBeTruthy();
    expect(api.calls[0].params).toEqual({ kind: "visitor_confirmation" });
  });

  it("sends one again and reloads the list; a refusal shows the server's reason", async () => {
    let resent = false;
    const { api } = open("/admin/failed-mail", {
      [LIST]: () => ({ status: 200, data: resent ? { items: [], page: 1, pageSize: 25, total: 0 } : { items: [MAIL], page: 1, pageSize: 25, total: 1 } }),
      [RESEND]: () => {
        resent = true;
        return { status: 200, data: { ...MAIL, status: "pending", attempts: 0, failedAt: null } };
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: /^Send again/ }));
    expect(await screen.findByText(/No failed e-mails/)).toBeTruthy();
    expect(api.calls.filter((call) => call.route === RESEND)).toHaveLength(1);
  });

  it("shows the server's reason when it will not send it again", async () => {
    const reason = "This e-mail held a password-reset link that has expired; it cannot be sent again.";
    open("/admin/failed-mail", {
      [LIST]: () => ({ status: 200, data: { items: [MAIL], page: 1, pageSize: 25, total: 1 } }),
      [RESEND]: () => ({ status: 409, data: { statusCode: 409, message: reason, error: "Conflict" } }),
    });
    fireEvent.click(await screen.findByRole("button", { name: /^Send again/ }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(reason));
  });
});
