import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { MyWorkItemDto, PaginatedMyWorkResponseDto } from "@/api/generated/model";
import type { FakeHandler } from "@/test/fake-api";
import { renderRoute } from "@/test/render-route";
import MyWorkPage from "./my-work-page";
import { adminPages } from "./pages";

const LIST = "GET /api/admin/work";

function item(leadId: number, extra: Partial<MyWorkItemDto>): MyWorkItemDto {
  return {
    section: "overdue",
    leadId,
    leadName: `Lead ${leadId}`,
    leadStatus: "contacted",
    reason: "",
    taskId: null,
    taskKind: null,
    dueAt: null,
    waitingBusinessMinutes: null,
    leadCreatedAt: "2026-11-20T15:00:00.000Z",
    score: 10,
    scoreBand: "cold",
    ...extra,
  };
}

const COUNTS = { overdue: 1, dueToday: 1, noNextStep: 1, awaitingResponse: 1 };
const QUEUE: PaginatedMyWorkResponseDto = {
  items: [
    item(11, {
      leadName: "Olive Grant",
      taskId: 5,
      taskKind: "call_back",
      dueAt: "2026-11-27T15:00:00.000Z",
      reason: "Call back: overdue, was due Friday, November 27, 2026 at 9:00 AM Missouri time",
    }),
    item(12, {
      section: "due_today",
      leadName: "Tara Mills",
      taskId: 6,
      taskKind: "site_visit",
      dueAt: "2026-11-29T21:00:00.000Z",
      reason: "Site visit: due today at 3:00 PM",
    }),
    item(13, { section: "no_next_step", leadName: "Ivy Cole", reason: "No next step: add one on the lead page" }),
    item(14, {
      section: "awaiting_response",
      leadName: "Nova Park",
      leadStatus: "pending",
      waitingBusinessMinutes: 42,
      reason: "Waiting for a first response: 42 business minutes so far",
    }),
  ],
  counts: COUNTS,
  total: 4,
  page: 1,
  pageSize: 25,
};

function open(url: string, routes: Record<string, FakeHandler>) {
  return renderRoute(
    url,
    [
      { path: adminPages.myWork.path, Component: MyWorkPage },
      { path: "/admin/leads/:id", Component: () => <h1>The lead page</h1> },
    ],
    {
      api: routes,
    },
  );
}

describe("/admin/work", () => {
  it("lists the queue in the server's order, each row one click from its lead, with each section's count", async () => {
    const { api, router } = open("/admin/work", { [LIST]: () => ({ status: 200, data: QUEUE }) });
    const table = await screen.findByRole("table", { name: "My Work, in the order to work it" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getByRole("rowheader").textContent)).toEqual(["Olive Grant", "Tara Mills", "Ivy Cole", "Nova Park"]);
    expect(rows.map((row) => row.querySelectorAll("td")[1].textContent)).toEqual(["Overdue", "Due today", "No next step", "Awaiting first response"]);
    expect(rows[3].textContent).toContain("Waiting for a first response: 42 business minutes so far");
    const sections = screen.getByRole("navigation", { name: "Sections of My Work" });
    expect(
      within(sections)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Everything (4)", "Overdue (1)", "Due today (1)", "No next step (1)", "Awaiting first response (1)"]);
    expect(within(sections).getByRole("link", { name: "Everything (4)" }).getAttribute("aria-current")).toBe("page");
    expect(api.calls[0].params).toEqual({});

    fireEvent.click(within(rows[0]).getByRole("link", { name: "Olive Grant" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/leads/11"));
  });

  it("keeps the section and page in the URL and sends them to the server", async () => {
    const { api, router } = open("/admin/work?section=no_next_step&page=2", {
      [LIST]: () => ({ status: 200, data: { ...QUEUE, items: [QUEUE.items[2]], total: 26, page: 2, pageSize: 25 } }),
    });
    await screen.findByRole("rowheader", { name: "Ivy Cole" });
    expect(api.calls[0].params).toEqual({ section: "no_next_step", page: "2" });
    expect(screen.getByRole("link", { name: "No next step (1)" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByText("Showing 26–26 of 26 items")).toBeTruthy();

    fireEvent.click(screen.getByRole("link", { name: "Overdue (1)" }));
    await waitFor(() => expect(router.state.location.search).toBe("?section=overdue"));
  });

  it("says so when nothing is waiting, and shows the server's refusal of a bad section", async () => {
    open("/admin/work", {
      [LIST]: () => ({ status: 200, data: { ...QUEUE, items: [], counts: { overdue: 0, dueToday: 0, noNextStep: 0, awaitingResponse: 0 }, total: 0 } }),
    });
    expect(await screen.findByText(/Nothing waiting on you/)).toBeTruthy();
  });

  it("shows the server's message for a section it does not know", async () => {
    open("/admin/work?section=someday", {
      [LIST]: () => ({
        status: 400,
        data: { statusCode: 400, message: "Section must be one of: overdue, due_today, no_next_step, awaiting_response.", error: "Bad Request" },
      }),
    });
    expect(await screen.findByText(/Section must be one of/)).toBeTruthy();
  });
});
