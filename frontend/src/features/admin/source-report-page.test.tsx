import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { SourceReportResponseDto, UserResponseDto } from "@/api/generated/model";
import { createQueryClient } from "@/lib/query-client";
import type { FakeHandler } from "@/test/fake-api";
import { renderRoute } from "@/test/render-route";
import { CURRENT_USER_KEY } from "../../lib/session/use-current-user";
import SourceReportPage from "./source-report-page";

const REPORT = "GET /api/admin/reports/sources";
const SPEND = "PUT /api/admin/reports/marketing-spend";

const ADMIN: UserResponseDto = {
  id: 1,
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
const SAM: UserResponseDto = { ...ADMIN, id: 3, firstName: "Sam", lastName: "Rep", role: "sales" };

const DATA: SourceReportResponseDto = {
  from: "2026-01-01",
  to: "2026-03-31",
  touch: "first",
  groupBy: "source",
  months: ["2026-01", "2026-02", "2026-03"],
  rows: [
    {
      group: "facebook",
      leads: 6,
      responded: 4,
      callBooked: 2,
      depositPlaced: 3,
      depositPaid: 2,
      medianResponseMinutes: 5,
      spendCents: 150_000,
      costPerLeadCents: 25_000,
      costPerPaidDepositCents: 75_000,
    },
    {
      group: "(direct)",
      leads: 3,
      responded: 2,
      callBooked: 1,
      depositPlaced: 0,
      depositPaid: 0,
      medianResponseMinutes: 6,
      spendCents: 0,
      costPerLeadCents: null,
      costPerPaidDepositCents: null,
    },
    {
      group: "newsletter",
      leads: 0,
      responded: 0,
      callBooked: 0,
      depositPlaced: 0,
      depositPaid: 0,
      medianResponseMinutes: null,
      spendCents: 20_000,
      costPerLeadCents: null,
      costPerPaidDepositCents: null,
    },
  ],
  totals: {
    leads: 9,
    responded: 6,
    callBooked: 3,
    depositPlaced: 3,
    depositPaid: 2,
    medianResponseMinutes: 5,
    spendCents: 170_000,
    costPerLeadCents: 18_889,
    costPerPaidDepositCents: 85_000,
  },
  spend: [
    { month: "2026-02", source: "facebook", amountCents: 100_000, updatedAt: "2026-03-01T15:00:00.000Z" },
    { month: "2026-03", source: "facebook", amountCents: 50_000, updatedAt: "2026-03-01T15:00:00.000Z" },
    { month: "2026-03", source: "newsletter", amountCents: 20_000, updatedAt: "2026-03-01T15:00:00.000Z" },
  ],
};

function open(url: string, me: UserResponseDto, routes: Record<string, FakeHandler> = {}) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_KEY, me);
  return renderRoute(url, [{ path: "/admin/reports", Component: SourceReportPage }], {
    api: { [REPORT]: () => ({ status: 200, data: DATA }), ...routes },
    queryClient,
  });
}

const rowText = (table: HTMLElement, header: string) =>
  within(within(table).getByRole("rowheader", { name: header }).closest("tr")!)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

describe("/admin/reports (source to deposit)", () => {
  it("asks for the URL's range, touch and grouping and shows every figure in a table with headers, dollars whole, a totals row, the chart and the CSV link", async () => {
    const { api } = open("/admin/reports?from=2026-01-01&to=2026-03-31&touch=first&groupBy=source", SAM);
    const table = await screen.findByRole("table", { name: "Leads, outcomes and costs per source" });
    expect(api.calls[0].params).toEqual({ from: "2026-01-01", to: "2026-03-31", touch: "first", groupBy: "source" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual([
      "Source",
      "Leads",
      "Responded",
      "Call booked",
      "Deposit placed",
      "Deposit paid",
      "Median response",
      "Spend",
      "Cost per lead",
      "Cost per paid deposit",
    ]);
    expect(rowText(table, "facebook")).toEqual(["6", "4", "2", "3", "2", "5 min", "$1,500", "$250", "$750"]);
    expect(rowText(table, "(direct)")).toEqual(["3", "2", "1", "0", "0", "6 min", "$0", "—", "—"]);
    expect(rowText(table, "newsletter")).toEqual(["0", "0", "0", "0", "0", "—", "$200", "—", "—"]);
    expect(rowText(table, "All leads")).toEqual(["9", "6", "3", "3", "2", "5 min", "$1,700", "$189", "$850"]);
    expect(screen.getByRole("img", { name: /Leads and paid deposits per source.*the most leads came from facebook \(6, 2 paid\)/ })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Download CSV" }).getAttribute("href")).toBe(
      "/api/admin/reports/sources.csv?from=2026-01-01&to=2026-03-31&touch=first&groupBy=source",
    );
    const spend = screen.getByRole("table", { name: "Marketing spend per month and source" });
    expect(rowText(spend, "February 2026")).toEqual(["facebook", "$1,000"]);
    // A sales rep reads the spend but does not set it.
    expect(screen.queryByRole("form", { name: "Set the spend of one month" })).toBeNull();
  });

  it("writes the chosen touch and grouping to the URL and asks again", async () => {
    const { api, router } = open("/admin/reports", SAM);
    await screen.findByRole("table", { name: "Leads, outcomes and costs per source" });
    expect((screen.getByLabelText("From") as HTMLInputElement).value).toBe("2026-01-01");
    fireEvent.change(screen.getByRole("combobox", { name: "Touch" }), { target: { value: "last" } });
    fireEvent.change(screen.getByRole("combobox", { name: "Group by" }), { target: { value: "campaign" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply filters" }));
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      from: "2026-01-01",
      to: "2026-03-31",
      touch: "last",
      groupBy: "campaign",
    });
    expect(api.calls[1].params).toEqual({ from: "2026-01-01", to: "2026-03-31", touch: "last", groupBy: "campaign" });
  });

  it("lets an admin set a month's spend in dollars, sent as cents, then reloads the report; the server's field message shows under its field", async () => {
    let answer: ReturnType<FakeHandler> = {
      status: 200,
      data: { month: "2026-03", source: "google", amountCents: 125_050, updatedAt: "2026-03-31T15:00:00.000Z" },
    };
    const { api } = open("/admin/reports", ADMIN, { [SPEND]: () => answer });
    const form = await screen.findByRole("form", { name: "Set the spend of one month" });
    expect((within(form).getByLabelText("Month") as HTMLInputElement).value).toBe("2026-03");
    fireEvent.change(within(form).getByLabelText("Source"), { target: { value: "google" } });
    fireEvent.change(within(form).getByLabelText("Amount in dollars"), { target: { value: "12.345" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save spend" }));
    expect(await within(form).findByText(/Enter the amount in dollars/)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText("Amount in dollars"), { target: { value: "$1,250.50" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save spend" }));
    await waitFor(() => expect(api.calls.filter((call) => call.route === SPEND)).toHaveLength(1));
    expect(api.calls.find((call) => call.route === SPEND)!.body).toEqual({ month: "2026-03", source: "google", amountCents: 125_050 });
    await waitFor(() => expect(api.calls.filter((call) => call.route === REPORT)).toHaveLength(2));

    answer = {
      status: 400,
      data: { statusCode: 400, error: "Bad Request", message: "Source is required.", errors: [{ field: "source", message: "Source is required." }] },
    };
    fireEvent.click(within(form).getByRole("button", { name: "Save spend" }));
    expect(await within(form).findByText("Source is required.")).toBeTruthy();
  });

  it("shows the server's sentence when the range is refused", async () => {
    open("/admin/reports?from=2020-01-01&to=2026-03-01", SAM, {
      [REPORT]: () => ({
        status: 400,
        data: {
          statusCode: 400,
          error: "Bad Request",
          message: "From must be at most 1096 days (3 years) before to.",
          errors: [{ field: "from", message: "From must be at most 1096 days (3 years) before to." }],
        },
      }),
    });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("From must be at most 1096 days (3 years) before to.");
  });
});
