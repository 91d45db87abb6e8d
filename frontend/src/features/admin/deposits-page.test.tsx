import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AdminDepositDetailResponseDto, AdminDepositResponseDto, UserResponseDto } from "@/api/generated/model";
import { createQueryClient } from "@/lib/query-client";
import { CURRENT_USER_KEY } from "../../lib/session/use-current-user";
import type { FakeHandler } from "@/test/fake-api";
import { renderRoute } from "@/test/render-route";
import DepositsPage from "./deposits-page";
import { adminPages } from "./pages";

const LIST = "GET /api/admin/deposits";
const GET = "GET /api/admin/deposits/12";
const PATCH = "PATCH /api/admin/deposits/12";

const DEPOSIT: AdminDepositResponseDto = {
  id: 12,
  buyer: { id: 3, firstName: "Jane", lastName: "Whitaker", email: "jane@example.com", phone: null },
  design: { id: 7, slug: "rose-mount", name: "Rose Mount", category: "Barndominium" },
  amount: 250_000,
  status: "pending",
  allowedStatuses: ["invoiced", "cancelled"],
  createdAt: "2026-11-20T15:00:00.000Z",
  street: "18250 County Road 360",
  city: "Savannah",
  state: "MO",
  zipCode: "64485",
  expectedStartDate: "2027-05-03",
  siteVisitRequired: true,
  additionalNotes: null,
  paymentProvider: "invoice",
  holdExpiresAt: null,
  paidAt: null,
  refundedAmount: 0,
  checkoutUrl: null,
  signature: { agreementVersion: "2026-11-v1", sha256: "d".repeat(64), signerName: "Jane Whitaker", signedAt: "2026-11-20T15:00:00.000Z" },
};

const DETAIL: AdminDepositDetailResponseDto = { ...DEPOSIT, history: [], refunds: [] };

const ADMIN: UserResponseDto = {
  id: 3,
  firstName: "Dana",
  lastName: "Office",
  email: "dana@builder.example",
  phone: null,
  profileImageUrl: null,
  role: "admin",
  twoStepEnabled: true,
  emailConfirmed: true,
  createdAt: "2026-01-05T15:00:00.000Z",
};

function open(url: string, routes: Record<string, FakeHandler>, me: UserResponseDto = ADMIN) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_KEY, me);
  return renderRoute(url, [{ path: adminPages.deposits.path, Component: DepositsPage }], {
    api: { [LIST]: () => ({ status: 200, data: { items: [DEPOSIT], page: 1, pageSize: 25, total: 1 } }), ...routes },
    queryClient,
  });
}

async function openDetails() {
  fireEvent.click(await screen.findByRole("button", { name: "Details of deposit #12 from Jane Whitaker" }));
  return screen.findByRole("form", { name: "Change the status of deposit #12" });
}

describe("/admin/deposits", () => {
  it("lists deposits in dollars and sends the URL's filters and sort to the server", async () => {
    const { api, router } = open("/admin/deposits?status=pending&q=whitaker&sort=amount&order=asc", {});
    const row = (await screen.findByRole("rowheader", { name: /Jane Whitaker/ })).closest("tr")!;
    expect(within(row).getByText("$2,500")).toBeTruthy();
    expect(within(row).getByText("Pending")).toBeTruthy();
    expect(api.calls[0].params).toEqual({ status: "pending", q: "whitaker", sort: "amount", order: "asc" });
    expect(screen.getByRole("columnheader", { name: /Amount/ }).getAttribute("aria-sort")).toBe("ascending");

    const form = screen.getByRole("search", { name: "Filter deposits" });
    fireEvent.change(within(form).getByLabelText("Status"), { target: { value: "invoiced" } });
    fireEvent.change(within(form).getByLabelText("Buyer or plan"), { target: { value: "" } });
    fireEvent.click(within(form).getByRole("button", { name: "Apply filters" }));
    await waitFor(() => expect(router.state.location.search).toBe("?sort=amount&order=asc&status=invoiced"));
  });

  it("offers only the moves the server allows and sends the status with the note", async () => {
    const { api } = open("/admin/deposits", {
      [GET]: () => ({ status: 200, data: DETAIL }),
      [PATCH]: () => ({
        status: 200,
        data: {
          ...DETAIL,
          status: "invoiced",
          allowedStatuses: ["paid", "cancelled"],
          history: [
            {
              id: 1,
              fromStatus: "pending",
              toStatus: "invoiced",
              note: "Invoice 2041 is in your inbox.",
              admin: { id: 9, name: "Dana Office" },
              createdAt: "2026-11-21T15:00:00.000Z",
            },
          ],
        },
      }),
    });
    const form = await openDetails();
    const select = within(form).getByLabelText("New status") as HTMLSelectElement;
    expect(Array.from(select.options).map((option) => option.textContent)).toEqual(["Choose a status", "Invoiced", "Cancelled"]);

    fireEvent.change(select, { target: { value: "invoiced" } });
    fireEvent.change(within(form).getByLabelText("Note to the buyer (optional)"), { target: { value: "  Invoice 2041 is in your inbox. " } });
    fireEvent.click(within(form).getByRole("button", { name: "Update status" }));

    const history = await screen.findByRole("region", { name: "History of deposit #12" });
    await waitFor(() => expect(within(history).getByText("Pending → Invoiced")).toBeTruthy());
    expect(within(history).getByText(/Invoice 2041 is in your inbox\./)).toBeTruthy();
    expect(api.calls.find((call) => call.route === PATCH)?.body).toEqual({ status: "invoiced", note: "Invoice 2041 is in your inbox." });
    const next = screen.getByRole("form", { name: "Change the status of deposit #12" });
    expect(Array.from((within(next).getByLabelText("New status") as HTMLSelectElement).options).map((option) => option.textContent)).toEqual([
      "Choose a status",
      "Paid",
      "Cancelled",
    ]);
  });

  it("leaves the note out when it is blank, and shows the server's refusal word for word", async () => {
    const refusal = "A deposit cannot move from cancelled to invoiced.";
    const { api } = open("/admin/deposits", {
      [GET]: () => ({ status: 200, data: DETAIL }),
      [PATCH]: () => ({ status: 409, data: { statusCode: 409, message: refusal, error: "Conflict" } }),
    });
    const form = await openDetails();
    fireEvent.change(within(form).getByLabelText("New status"), { target: { value: "invoiced" } });
    fireEvent.click(within(form).getByRole("button", { name: "Update status" }));
    await waitFor(() => expect(within(form).getByRole("alert").textContent).toBe(refusal));
    expect(api.calls.find((call) => call.route === PATCH)?.body).toEqual({ status: "invoiced" });
  });

  it("has no status form once the server allows no move", async () => {
    open("/admin/deposits", { [GET]: () => ({ status: 200, data: { ...DETAIL, status: "refunded", allowedStatuses: [] } }) });
    fireEvent.click(await screen.findByRole("button", { name: "Details of deposit #12 from Jane Whitaker" }));
    expect(await screen.findByText("This deposit is refunded: its status cannot change any more.")).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Change the status of deposit #12" })).toBeNull();
  });

  it("shows a sales rep the deposit without the status form: only admins change deposits", async () => {
    open("/admin/deposits", { [GET]: () => ({ status: 200, data: DETAIL }) }, { ...ADMIN, id: 7, firstName: "Sam", role: "sales" });
    fireEvent.click(await screen.findByRole("button", { name: "Details of deposit #12 from Jane Whitaker" }));
    expect(await screen.findByText(/Only an admin changes a deposit.s status/)).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Change the status of deposit #12" })).toBeNull();
  });
});
