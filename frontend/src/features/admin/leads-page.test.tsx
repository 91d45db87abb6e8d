import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AdminLeadSummaryDto, PaginatedAdminLeadsResponseDto, UserResponseDto } from "@/api/generated/model";
import { createQueryClient } from "@/lib/query-client";
import { CURRENT_USER_KEY } from "../../lib/session/use-current-user";
import type { FakeHandler } from "@/test/fake-api";
import { renderRoute } from "@/test/render-route";
import LeadsPage from "./leads-page";

const LIST = "GET /api/admin/leads";

const LEAD: AdminLeadSummaryDto = {
  id: 41,
  firstName: "Casey",
  lastName: "Smith",
  email: "casey.smith@example.com",
  phone: "816-555-0142",
  status: "contacted",
  utmSource: "facebook",
  calendarScheduled: false,
  followUps: "active",
  followUpCount: 1,
  createdAt: "2026-11-02T03:30:00.000Z",
  lastContacted: null,
  expectedCloseDate: "2027-03-01",
  owner: { id: 7, name: "Sam Rep" },
  firstResponseAt: null,
  responseBusinessMinutes: 12,
  updatedAt: "2026-11-02T03:30:00.000Z",
  idleDays: 3,
  stale: false,
  statusSince: "2026-11-02T03:30:00.000Z",
  nextStep: null,
  score: 62,
  fitScore: 50,
  engagementScore: 12,
  scoreBand: "hot",
  scoreReasons: ["Owns land", "Financing arranged", "Viewed 3 plans this week"],
};

const page = (items: AdminLeadSummaryDto[], extra: Partial<PaginatedAdminLeadsResponseDto> = {}): PaginatedAdminLeadsResponseDto => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 25,
  ...extra,
});

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
const REP: UserResponseDto = { ...ADMIN, id: 7, firstName: "Sam", lastName: "Rep", email: "sam@builder.example", role: "sales" };

function open(url: string, routes: Record<string, FakeHandler>, me: UserResponseDto = ADMIN) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_USER_KEY, me);
  const { api, router } = renderRoute(
    url,
    [
      { path: "/admin/leads", Component: LeadsPage },
      { path: "/admin/leads/:id", Component: () => <h1>Lead page</h1> },
    ],
    { api: routes, queryClient },
  );
  // The list's own requests (the owner filter also reads the team: GET /api/admin/staff).
  return {
    get calls() {
      return api.calls.filter((call) => call.route === LIST);
    },
    router,
  };
}

describe("/admin/leads", () => {
  it("asks the server for the URL's filters and shows them in the form and the CSV link", async () => {
    const listed = open("/admin/leads?status=pending&status=contacted&q=smith&followUps=active&page=2", {
      [LIST]: () => ({ status: 200, data: page([LEAD], { page: 2, total: 26 }) }),
    });
    const row = (await screen.findByRole("link", { name: "Casey Smith" })).closest("tr")!;
    expect(row.textContent).toContain("Contacted");
    expect(row.textContent).toContain("November 1, 2026"); // 03:30 UTC is still the evening before in Missouri
    expect(listed.calls[0].params).toEqual({ status: ["pending", "contacted"], q: "smith", followUps: "active", page: "2" });

    expect((screen.getByRole("checkbox", { name: "Pending" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("checkbox", { name: "Contacted" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("checkbox", { name: "Lost" }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole("searchbox", { name: "Name, e-mail or phone" }) as HTMLInputElement).value).toBe("smith");
    expect((screen.getByRole("combobox", { name: "Follow-up e-mails" }) as HTMLSelectElement).value).toBe("active");
    expect(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe(
      "/api/admin/leads/export.csv?status=pending&status=contacted&q=smith&followUps=active",
    );
    expect(screen.getByText("Showing 26–26 of 26 leads")).toBeTruthy();
  });

  it("writes the applied filters to the URL, back to page 1 with the sort kept, and asks again", async () => {
    const listed = open("/admin/leads?sort=name&order=asc&page=3", {
      [LIST]: () => ({ status: 200, data: page([LEAD]) }),
    });
    await screen.findByRole("link", { name: "Casey Smith" });
    fireEvent.change(screen.getByRole("searchbox", { name: "Name, e-mail or phone" }), { target: { value: " 816 555 " } });
    fireEvent.click(screen.getByRole("checkbox", { name: "Lost" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Won" }));
    fireEvent.change(screen.getByRole("combobox", { name: "Call booked" }), { target: { value: "false" } });
    fireEvent.change(screen.getByLabelText("Created from"), { target: { value: "2026-11-01" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply filters" }));

    await waitFor(() => expect(listed.calls).toHaveLength(2));
    const search = new URLSearchParams(listed.router.state.location.search);
    expect(search.getAll("status")).toEqual(["won", "lost"]);
    expect(Object.fromEntries([...search].filter(([key]) => key !== "status"))).toEqual({
      sort: "name",
      order: "asc",
      q: "816 555",
      callBooked: "false",
      createdFrom: "2026-11-01",
    });
    expect(listed.calls[1].params).toMatchObject({ status: ["won", "lost"], q: "816 555", callBooked: "false", createdFrom: "2026-11-01", sort: "name" });
  });

  it("shows each lead's owner and response clock, filters to 'My leads', and offers a sales rep no CSV export", async () => {
    const answered = { ...LEAD, id: 42, firstName: "Robin", firstResponseAt: "2026-11-02T15:04:00.000Z", responseBusinessMinutes: 4 };
    const listed = open(
      "/admin/leads",
      {
        [LIST]: () => ({ status: 200, data: page([answered]) }),
        "GET /api/admin/staff": () => ({
          status: 200,
          data: { items: [{ id: 7, firstName: "Sam", lastName: "Rep", email: "sam@builder.example", role: "sales", pausedUntil: null, counties: [] }] },
        }),
      },
      REP,
    );
    const row = (await screen.findByRole("link", { name: "Robin Smith" })).closest("tr")!;
    expect(row.textContent).toContain("Sam Rep");
    expect(row.textContent).toContain("Answered in 4 business minutes");
    expect(screen.queryByRole("link", { name: "Export CSV" })).toBeNull();
    const owner = screen.getByRole("combobox", { name: "Owner" }) as HTMLSelectElement;
    expect([...owner.options].map((option) => option.text)).toEqual(["Anyone", "My leads"]);
    fireEvent.change(owner, { target: { value: "7" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply filters" }));
    await waitFor(() => expect(listed.calls.at(-1)?.params).toEqual({ ownerId: "7" }));
    expect(listed.router.state.location.search).toBe("?ownerId=7");
  });

  it("sorts by a column from its header; the second click flips the order", async () => {
    const { router } = open("/admin/leads?q=smith", { [LIST]: () => ({ status: 200, data: page([LEAD]) }) });
    await screen.findByRole("link", { name: "Casey Smith" });
    fireEvent.click(screen.getByRole("link", { name: /^Last contacted/ }));
    await waitFor(() => expect(router.state.location.search).toBe("?q=smith&sort=lastContacted&order=desc"));
    fireEvent.click(await screen.findByRole("link", { name: /^Last contacted.*sorted descending/ }));
    await waitFor(() => expect(router.state.location.search).toBe("?q=smith&sort=lastContacted&order=asc"));
    expect((await screen.findByRole("columnheader", { name: /Last contacted/ })).getAttribute("aria-sort")).toBe("ascending");
  });

  it("shows each parameter the server refuses and a way back to the whole list", async () => {
    open("/admin/leads?createdFrom=2026-13-40&colour=red", {
      [LIST]: () => ({
        status: 400,
        data: {
          statusCode: 400,
          error: "Bad Request",
          message: "Created from must be a date (YYYY-MM-DD). Colour is not a filter of this list.",
          errors: [
            { field: "createdFrom", message: "Created from must be a date (YYYY-MM-DD)." },
            { field: "colour", message: "Colour is not a filter of this list." },
          ],
        },
      }),
    });
    const alert = await screen.findByRole("alert");
    expect(
      within(alert)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Created from must be a date (YYYY-MM-DD).", "Colour is not a filter of this list."]);
    expect(within(alert).getByRole("link", { name: "Clear filters" }).getAttribute("href")).toBe("/admin/leads");
  });

  it("marks a stale lead in words and filters stale leads from the URL", async () => {
    const listed = open("/admin/leads?q=smith", {
      [LIST]: () => ({
        status: 200,
        data: page([
          { ...LEAD, stale: true, idleDays: 8 },
          { ...LEAD, id: 42, firstName: "Riley", owner: null },
        ]),
      }),
    });
    const row = (await screen.findByRole("link", { name: "Casey Smith" })).closest("tr")!;
    expect(row.textContent).toContain("Stale");
    expect(row.textContent).toContain("8 days with nothing logged");
    expect(row.textContent).toContain("Sam Rep");
    const fresh = screen.getByRole("link", { name: "Riley Smith" }).closest("tr")!;
    expect(fresh.textContent).not.toContain("Stale");
    expect(fresh.textContent).toContain("Nobody");

    fireEvent.change(screen.getByRole("combobox", { name: "Stale" }), { target: { value: "true" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply filters" }));
    await waitFor(() => expect(listed.router.state.location.search).toBe("?q=smith&stale=true"));
    await waitFor(() => expect(listed.calls.at(-1)?.params).toEqual({ q: "smith", stale: "true" }));
    expect((screen.getByRole("combobox", { name: "Stale" }) as HTMLSelectElement).value).toBe("true");
  });

  it("shows each lead's score in words with its reasons, fit and engagement, sorts by it and filters by band from the URL", async () => {
    const listed = open("/admin/leads?sort=score&q=smith", {
      [LIST]: () => ({
        status: 200,
        data: page([LEAD, { ...LEAD, id: 42, firstName: "Riley", score: 12, fitScore: 12, engagementScore: 0, scoreBand: "cold", scoreReasons: [] }]),
      }),
    });
    const row = (await screen.findByRole("link", { name: "Casey Smith" })).closest("tr")!;
    expect(row.textContent).toContain("Hot · 62 out of 100");
    expect(row.textContent).toContain("Owns land · Financing arranged · Viewed 3 plans this week");
    expect(row.textContent).toContain("Fit 50 · engagement 12");
    const cold = screen.getByRole("link", { name: "Riley Smith" }).closest("tr")!;
    expect(cold.textContent).toContain("Cold · 12 out of 100");
    expect(cold.textContent).toContain("Nothing that scores yet");
    expect(listed.calls[0].params).toEqual({ sort: "score", q: "smith" });

    const header = screen.getByRole("columnheader", { name: /Score/ });
    expect(header.getAttribute("aria-sort")).toBe("descending");
    expect(within(header).getByRole("link").getAttribute("href")).toBe("/admin/leads?q=smith&sort=score&order=asc");

    fireEvent.change(screen.getByRole("combobox", { name: "Score" }), { target: { value: "hot" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply filters" }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(listed.router.state.location.search))).toEqual({ sort: "score", q: "smith", score: "hot" }),
    );
    await waitFor(() => expect(listed.calls.at(-1)?.params).toEqual({ sort: "score", q: "smith", score: "hot" }));
    expect((screen.getByRole("combobox", { name: "Score" }) as HTMLSelectElement).value).toBe("hot");
  });

  it("Clear filters empties the form and asks for the whole list", async () => {
    const listed = open("/admin/leads?status=lost&q=smith", { [LIST]: () => ({ status: 200, data: page([LEAD]) }) });
    const { router } = listed;
    await screen.findByRole("link", { name: "Casey Smith" });
    fireEvent.click(within(screen.getByRole("search", { name: "Filter leads" })).getByRole("link", { name: "Clear filters" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    await waitFor(() => expect(listed.calls.at(-1)?.params).toEqual({}));
    expect((screen.getByRole("searchbox", { name: "Name, e-mail or phone" }) as HTMLInputElement).value).toBe("");
    expect((screen.getByRole("checkbox", { name: "Lost" }) as HTMLInputElement).checked).toBe(false);
  });
});
