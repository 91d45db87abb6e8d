import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AdminDashboardResponseDto, FollowUpRunResponseDto } from "@/api/generated/model";
import type { FakeHandler } from "@/test/fake-api";
import { renderRoute } from "@/test/render-route";
import DashboardPage from "./dashboard-page";
import { LeadsPerWeekChart } from "./leads-per-week-chart";

const DASHBOARD = "GET /api/admin/dashboard";
const RUN = "POST /api/admin/follow-ups/run";

/** An empty range: every figure the server sends is zero. */
function emptyDashboard(): AdminDashboardResponseDto {
  return {
    from: "2026-01-05",
    to: "2026-01-18",
    leadsByStatus: (["pending", "contacted", "scheduled", "qualified", "won", "lost"] as const).map((status) => ({ status, count: 0 })),
    newLeadsPerWeek: [
      { weekStart: "2026-01-05", count: 0 },
      { weekStart: "2026-01-12", count: 0 },
    ],
    topSources: [],
    conversion: (["leads", "callBooked", "depositPlaced", "paid"] as const).map((stage) => ({ stage, count: 0, percent: 0 })),
    quoteRequests: { awaitingReply: 0, overdue: 0 },
    deposits: { pending: { count: 0, amount: 0 }, invoiced: { count: 0, amount: 0 } },
    followUps: (["active", "paused", "stopped", "finished"] as const).map((state) => ({ state, count: 0 })),
  };
}

function open(url: string, routes: Record<string, FakeHandler>) {
  return renderRoute(url, [{ path: "/admin/dashboard", Component: DashboardPage }], { api: routes });
}

function card(title: string): HTMLElement {
  return screen.getByRole("region", { name: title });
}

describe("'New leads per week' chart", () => {
  it("is an SVG image with a title, and its table holds every week's figure", () => {
    render(
      <LeadsPerWeekChart
        weeks={[
          { weekStart: "2026-03-02", count: 3 },
          { weekStart: "2026-03-09", count: 0 },
          { weekStart: "2026-03-16", count: 1250 },
        ]}
      />,
    );
    const chart = screen.getByRole("img");
    expect(chart.tagName.toLowerCase()).toBe("svg");
    const [titleId] = (chart.getAttribute("aria-labelledby") ?? "").split(" ");
    expect(document.getElementById(titleId)?.tagName.toLowerCase()).toBe("title");
    expect(document.getElementById(titleId)?.textContent).toBe("New leads per week, weeks of March 2, 2026 to March 16, 2026");
    expect(chart.querySelectorAll("rect")).toHaveLength(3);

    const table = screen.getByRole("table", { name: "New leads per week" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Week of", "New leads"]);
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => [within(row).getByRole("rowheader").textContent, within(row).getByRole("cell").textContent]);
    expect(rows).toEqual([
      ["March 2, 2026", "3"],
      ["March 9, 2026", "0"],
      ["March 16, 2026", "1,250"],
    ]);
    expect(screen.getByText(/1,253 new leads in these 3 weeks/)).toBeTruthy();
  });
});

describe("/admin/dashboard", () => {
  it("sends the URL's dates and shows every card with its zeros, each linking to its list", async () => {
    const { api } = open("/admin/dashboard?from=2026-01-05&to=2026-01-18", {
      [DASHBOARD]: () => ({ status: 200, data: emptyDashboard() }),
    });
    await screen.findByRole("region", { name: "Leads by status" });
    expect(api.calls[0]).toMatchObject({ route: DASHBOARD, params: { from: "2026-01-05", to: "2026-01-18" } });
    expect((screen.getByLabelText("From") as HTMLInputElement).value).toBe("2026-01-05");

    const statuses = within(card("Leads by status")).getAllByRole("listitem");
    expect(statuses.map((item) => item.textContent)).toEqual([
      "Pending0 leads",
      "Contacted0 leads",
      "Call scheduled0 leads",
      "Qualified0 leads",
      "Won0 leads",
      "Lost0 leads",
    ]);
    expect(within(card("Leads by status")).getByRole("link", { name: "Qualified 0 leads" }).getAttribute("href")).toBe(
      "/admin/leads?status=qualified&createdFrom=2026-01-05&createdTo=2026-01-18",
    );

    expect(
      within(card("New leads per week"))
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["0", "0"]);
    expect(within(card("Top sources")).getByText("No lead in these dates came with a source (utm_source).")).toBeTruthy();

    const conversion = within(card("Conversion")).getAllByRole("row").slice(1);
    expect(conversion.map((row) => row.textContent)).toEqual(["Leads00%", "Call booked00%", "Asked to reserve00%", "Deposit paid00%"]);

    const quotes = card("Quote requests awaiting reply");
    expect(within(quotes).getByRole("link", { name: "Awaiting reply 0 quote requests" }).getAttribute("href")).toBe("/admin/quote-requests?status=new");
    expect(within(quotes).getByRole("link", { name: "Over 24 hours old 0 quote requests" }).getAttribute("href")).toBe(
      "/admin/quote-requests?status=new&overdue=true",
    );

    const deposits = card("Deposits pending");
    expect(within(deposits).getByRole("link", { name: /^Pending \(to invoice\)/ }).textContent).toBe("Pending (to invoice)0 deposits, · $0");
    expect(
      within(deposits)
        .getByRole("link", { name: /^Pending \(to invoice\)/ })
        .getAttribute("href"),
    ).toBe("/admin/deposits?status=pending");
    expect(
      within(deposits)
        .getByRole("link", { name: /^Invoiced/ })
        .getAttribute("href"),
    ).toBe("/admin/deposits?status=invoiced");

    const followUps = card("Follow-ups");
    expect(within(followUps).getByRole("link", { name: "Active 0 leads" }).getAttribute("href")).toBe("/admin/leads?followUps=active");
    expect(within(followUps).getByRole("link", { name: "All sent 0 leads" }).getAttribute("href")).toBe("/admin/leads?followUps=finished");
  });

  it("writes new dates to the URL and asks the server again", async () => {
    const { api, router } = open("/admin/dashboard", { [DASHBOARD]: () => ({ status: 200, data: emptyDashboard() }) });
    await screen.findByRole("region", { name: "Leads by status" });
    expect(api.calls[0].params).toEqual({});
    // The server's default range fills the form.
    await waitFor(() => expect((screen.getByLabelText("To") as HTMLInputElement).value).toBe("2026-01-18"));
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2025-12-01" } });
    fireEvent.click(screen.getByRole("button", { name: "Show these dates" }));
    await waitFor(() => expect(router.state.location.search).toBe("?from=2025-12-01&to=2026-01-18"));
    await waitFor(() => expect(api.calls.at(-1)?.params).toEqual({ from: "2025-12-01", to: "2026-01-18" }));
  });

  it("shows the server's message for dates it refuses", async () => {
    open("/admin/dashboard?from=2026-02-01&to=2026-01-01", {
      [DASHBOARD]: () => ({
        status: 400,
        data: { statusCode: 400, message: "Validation failed", error: "Bad Request", errors: [{ field: "to", message: "to must not be before from." }] },
      }),
    });
    expect(await screen.findByText("to must not be before from.")).toBeTruthy();
  });
});

describe("'Follow-ups' card: preview and send", () => {
  const preview: FollowUpRunResponseDto = {
    dryRun: true,
    ranAt: "2026-03-06T23:30:00.000Z",
    sendWindow: "Mon-Fri 09:00-15:00 America/Chicago",
    windowOpen: false,
    nextWindowOpensAt: "2026-03-09T14:00:00.000Z",
    scheduled: true,
    due: [
      { leadId: 12, name: "Jo Price", step: 1, subject: "Your next step: land" },
      { leadId: 15, name: "Sam Reed", step: 2, subject: "What a build like yours costs" },
    ],
    sent: 0,
    skipped: [
      { leadId: 12, name: "Jo Price", step: 1, reason: "outside-window", endsSequence: false },
      { leadId: 15, name: "Sam Reed", step: 2, reason: "outside-window", endsSequence: false },
      { leadId: 21, name: "Al Booker", step: 1, reason: "call-booked", endsSequence: true },
    ],
    skipCounts: [
      { reason: "outside-window", count: 2 },
      { reason: "call-booked", count: 1 },
    ],
  };

  it("'Preview next run' shows the due e-mails with links to their leads, the skips and the window", async () => {
    const { api } = open("/admin/dashboard", {
      [DASHBOARD]: () => ({ status: 200, data: emptyDashboard() }),
      [RUN]: () => ({ status: 200, data: preview }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Preview next run" }));
    const answer = await screen.findByRole("heading", { name: "Preview of the next run" });
    expect(api.calls.find((call) => call.route === RUN)?.body).toEqual({ dryRun: true });

    const region = answer.parentElement as HTMLElement;
    expect(region.textContent).toContain("Nothing was sent.");
    expect(region.textContent).toContain("Checked Mar 6, 2026, 5:30 PM.");
    expect(region.textContent).toContain("The send window (Mon-Fri 09:00-15:00 America/Chicago) is closed; it opens Mar 9, 2026, 9:00 AM.");
    expect(within(region).getByRole("heading", { name: "Due now: 2 e-mails" })).toBeTruthy();
    expect(within(region).getAllByRole("link", { name: "Jo Price" })[0].getAttribute("href")).toBe("/admin/leads/12");
    expect(within(region).getAllByRole("listitem")[0].textContent).toBe("Jo Price — e-mail 1: “Your next step: land” — waits for the send window");
    expect(region.textContent).toContain("Waiting for the send window: 2");
    expect(region.textContent).toContain("Booked a call: 1 (a real run ends these sequences)");
    expect(within(region).getByRole("link", { name: "Al Booker" }).getAttribute("href")).toBe("/admin/leads/21");
  });

  it("'Send now' asks first; Cancel sends nothing; confirming runs for real and says what was sent", async () => {
    const { api } = open("/admin/dashboard", {
      [DASHBOARD]: () => ({ status: 200, data: emptyDashboard() }),
      [RUN]: (body) => ({
        status: 200,
        data: { ...preview, dryRun: (body as { dryRun: boolean }).dryRun, windowOpen: true, sent: 2, skipped: [], skipCounts: [] },
      }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Send now" }));
    const confirm = screen.getByRole("group", { name: "Send the due follow-up e-mails now?" });
    expect(document.activeElement).toBe(within(confirm).getByRole("button", { name: "Yes, send them now" }));
    fireEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("group", { name: "Send the due follow-up e-mails now?" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Send now" }));
    expect(api.calls.filter((call) => call.route === RUN)).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Send now" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, send them now" }));
    const answer = await screen.findByRole("heading", { name: "Run finished" });
    expect(api.calls.filter((call) => call.route === RUN).map((call) => call.body)).toEqual([{ dryRun: false }]);
    const region = answer.parentElement as HTMLElement;
    expect(region.textContent).toContain("2 e-mails sent.");
    expect(region.textContent).toContain("is open now.");
    expect(within(region).getAllByRole("listitem")[1].textContent).toBe("Sam Reed — e-mail 2: “What a build like yours costs” — sent");
    // The counts change after a real run: the dashboard is asked again.
    await waitFor(() => expect(api.calls.filter((call) => call.route === DASHBOARD)).toHaveLength(2));
  });

  it("shows the server's refusal", async () => {
    open("/admin/dashboard", {
      [DASHBOARD]: () => ({ status: 200, data: emptyDashboard() }),
      [RUN]: () => ({ status: 403, data: { statusCode: 403, message: "Two-step sign-in is required for this.", error: "Forbidden" } }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Preview next run" }));
    expect(await screen.findByText("Two-step sign-in is required for this.")).toBeTruthy();
  });
});
