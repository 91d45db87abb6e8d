import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { InboundMailRejectionsResponseDto, OutboxMailResponseDto } from "@/api/generated/model";
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

const REJECTIONS = "GET /api/admin/inbound-mail/rejections";
const NO_REJECTIONS: InboundMailRejectionsResponseDto = {
  inboundEnabled: true,
  inboundDomain: "replies.example.com",
  total: 0,
  reasons: [
    { reason: "unknown_token", label: "Unknown reply address", total: 0, lastSevenDays: 0, lastAt: null },
    { reason: "sender_mismatch", label: "Sender is not the customer", total: 0, lastSevenDays: 0, lastAt: null },
    { reason: "too_large", label: "Larger than 5 MB", total: 0, lastSevenDays: 0, lastAt: null },
    { reason: "bounce", label: "Bounce or automatic reply", total: 0, lastSevenDays: 0, lastAt: null },
  ],
};

function open(url: string, routes: Record<string, FakeHandler>) {
  return renderRoute(url, [{ path: adminPages.failedMail.path, Component: FailedMailPage }], {
    api: { [REJECTIONS]: () => ({ status: 200, data: NO_REJECTIONS }), ...routes },
  });
}

describe("/admin/failed-mail", () => {
  it("lists failed e-mails with their error, filtered by the URL's kind", async () => {
    const { api } = open("/admin/failed-mail?kind=visitor_confirmation", {
      [LIST]: () => ({ status: 200, data: { items: [MAIL], page: 1, pageSize: 25, total: 1 } }),
    });
    const row = (await screen.findByRole("rowheader", { name: "We received your message" })).closest("tr")!;
    expect(within(row).getByText("550 5.1.1 No such user")).toBeTruthy();
    expect(within(row).getByText("Confirmation to a visitor")).toBeTruthy();
    expect(api.calls.find((call) => call.route === LIST)?.params).toEqual({ kind: "visitor_confirmation" });
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

  it("counts the replies refused by reason in a table", async () => {
    open("/admin/failed-mail", {
      [LIST]: () => ({ status: 200, data: { items: [], page: 1, pageSize: 25, total: 0 } }),
      [REJECTIONS]: () => ({
        status: 200,
        data: {
          ...NO_REJECTIONS,
          total: 3,
          reasons: NO_REJECTIONS.reasons.map((row) =>
            row.reason === "sender_mismatch" ? { ...row, total: 3, lastSevenDays: 2, lastAt: "2026-11-21T15:00:00.000Z" } : row,
          ),
        },
      }),
    });
    const table = await screen.findByRole("table", { name: "Replies refused, by reason" });
    const row = within(table).getByRole("rowheader", { name: "Sender is not the customer" }).closest("tr")!;
    expect([...row.querySelectorAll("td")].map((cell) => cell.textContent)).toEqual(["2", "3", "Nov 21, 2026, 9:00 AM"]);
    expect(within(table).getByRole("rowheader", { name: "Bounce or automatic reply" }).closest("tr")!.textContent).toContain("Never");
  });
});
