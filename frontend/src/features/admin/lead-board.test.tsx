import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AdminLeadSummaryDto, LeadBoardResponseDto } from "@/api/generated/model";
import type { FakeHandler } from "@/test/fake-api";
import { renderRoute } from "@/test/render-route";
import LeadsPage from "./leads-page";

const BOARD = "GET /api/admin/leads/board";
const NO_BUDGETS = { leads: 0, lowCents: 0, highCents: 0 };
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY - 60_000).toISOString();

const card = (id: number, firstName: string, extra: Partial<AdminLeadSummaryDto> = {}): AdminLeadSummaryDto => ({
  id,
  firstName,
  lastName: "Smith",
  email: `${firstName.toLowerCase()}@example.com`,
  firstResponseAt: null,
  responseBusinessMinutes: 12,
  phone: null,
  status: "pending",
  utmSource: null,
  calendarScheduled: false,
  followUps: "active",
  followUpCount: 0,
  lastContacted: null,
  expectedCloseDate: null,
  createdAt: ago(5),
  updatedAt: "2026-11-20T15:00:00.000Z",
  owner: { id: 3, name: "Dana Lee" },
  idleDays: 1,
  stale: false,
  statusSince: ago(3),
  nextStep: null,
  score: 20,
  fitScore: 20,
  engagementScore: 0,
  scoreBand: "cold",
  scoreReasons: ["Owns land"],
  ...extra,
});

const DATA: LeadBoardResponseDto = {
  perColumn: 25,
  columns: [
    {
      status: "pending",
      total: 30,
      items: [card(1, "Casey", { nextStep: { kind: "call_back", dueAt: "2026-12-01T16:00:00.000Z" } }), card(2, "Riley", { owner: null })],
      value: { leads: 2, lowCents: 55_000_000, highCents: 85_000_000 },
    },
    { status: "contacted", total: 1, items: [card(3, "Jordan", { status: "contacted", stale: true, idleDays: 9 })], value: NO_BUDGETS },
    { status: "scheduled", total: 0, items: [], value: NO_BUDGETS },
    { status: "qualified", total: 0, items: [], value: NO_BUDGETS },
    { status: "won", total: 0, items: [], value: NO_BUDGETS },
    { status: "lost", total: 0, items: [], value: NO_BUDGETS },
  ],
};

function open(url: string, routes: Record<string, FakeHandler>) {
  const { api, router } = renderRoute(url, [{ path: "/admin/leads", Component: LeadsPage }], { api: routes });
  return { calls: api.calls, router };
}

describe("/admin/leads?view=board", () => {
  it("shows one column per stage with its count, and cards with owner, time in the stage and the Stale badge", async () => {
    const { calls } = open("/admin/leads?view=board&stale=true", { [BOARD]: () => ({ status: 200, data: DATA }) });
    const pending = await screen.findByRole("region", { name: "Pending (30)" });
    expect(calls[0].params).toEqual({ stale: "true" });
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Pending (30)",
      "Contacted (1)",
      "Call scheduled (0)",
      "Qualified (0)",
      "Won (0)",
      "Lost (0)",
    ]);

    const casey = within(pending).getByRole("article", { name: "Casey Smith" });
    expect(pending.textContent).toContain("Stated budgets $550,000 – $850,000 (2 leads)");
    expect(screen.getByRole("region", { name: "Won (0)" }).textContent).toContain("No budgets stated");
    expect(casey.textContent).toContain("Owner: Dana Lee");
    expect(casey.textContent).toContain("In this stage 3 days");
    expect(casey.textContent).toContain("Came in 5 days ago");
    expect(casey.textContent).toContain("Next step: Call back, due Dec 1, 2026, 10:00 AM");
    expect(within(pending).getByRole("article", { name: "Riley Smith" }).textContent).toContain("Next step: None");
    expect(within(pending).getByRole("article", { name: "Riley Smith" }).textContent).toContain("Owner: No owner");
    expect(within(pending).getByRole("link", { name: "See all 30 pending leads in the list" }).getAttribute("href")).toBe("/admin/leads?status=pending");

    const jordan = screen.getByRole("article", { name: "Jordan Smith" });
    expect(jordan.textContent).toContain("Stale");
    expect(jordan.textContent).toContain("9 days with nothing logged");
    expect((screen.getByRole("combobox", { name: "Stale" }) as HTMLSelectElement).value).toBe("true");
    expect(screen.getByRole("link", { name: "Pipeline board" }).getAttribute("aria-current")).toBe("page");
  });

  it("moves a card with the keyboard's menu and button: updateLead with the updatedAt the board read, then the board again", async () => {
    let moved = false;
    const { calls } = open("/admin/leads?view=board", {
      [BOARD]: () => ({ status: 200, data: DATA }),
      "PATCH /api/admin/leads/1": () => {
        moved = true;
        return { status: 200, data: { ...card(1, "Casey", { status: "contacted" }), allowedStatuses: [], quizAnswers: [], timeline: [] } };
      },
    });
    const casey = await screen.findByRole("article", { name: "Casey Smith" });
    fireEvent.change(within(casey).getByRole("combobox", { name: "Move Casey Smith to" }), { target: { value: "contacted" } });
    fireEvent.click(within(casey).getByRole("button", { name: "Move Casey Smith" }));
    await waitFor(() => expect(moved).toBe(true));
    expect(calls.find((call) => call.route === "PATCH /api/admin/leads/1")?.body).toEqual({ status: "contacted", updatedAt: "2026-11-20T15:00:00.000Z" });
    await waitFor(() => expect(calls.filter((call) => call.route === BOARD)).toHaveLength(2));
  });

  it("shows a refused move's sentence on the card, with a way to reload the board", async () => {
    const { calls } = open("/admin/leads?view=board", {
      [BOARD]: () => ({ status: 200, data: DATA }),
      "PATCH /api/admin/leads/3": () => ({
        status: 409,
        data: { statusCode: 409, error: "Conflict", message: "This lead was changed by someone else; reload it." },
      }),
    });
    const jordan = await screen.findByRole("article", { name: "Jordan Smith" });
    fireEvent.change(within(jordan).getByRole("combobox", { name: "Move Jordan Smith to" }), { target: { value: "won" } });
    fireEvent.click(within(jordan).getByRole("button", { name: "Move Jordan Smith" }));
    const alert = await within(jordan).findByRole("alert");
    expect(alert.textContent).toContain("This lead was changed by someone else; reload it.");
    fireEvent.click(within(alert).getByRole("button", { name: "Reload the board" }));
    await waitFor(() => expect(calls.filter((call) => call.route === BOARD)).toHaveLength(2));
  });
});
