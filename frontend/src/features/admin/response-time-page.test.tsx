import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ResponseTimeFiguresDto, ResponseTimeReportResponseDto } from "@/api/generated/model";
import { renderRoute } from "@/test/render-route";
import ResponseTimePage from "./response-time-page";

const REPORT = "GET /api/admin/reports/response-time";

const AVERY: ResponseTimeFiguresDto = {
  received: 6,
  answered: 5,
  notAnswered: 1,
  medianMinutes: 7,
  p90Minutes: 60,
  answeredWithinLimit: 2,
  withinLimitPercent: 33.3,
};
const BLAKE: ResponseTimeFiguresDto = {
  received: 4,
  answered: 4,
  notAnswered: 0,
  medianMinutes: 5,
  p90Minutes: 120,
  answeredWithinLimit: 2,
  withinLimitPercent: 50,
};
const EMPTY: ResponseTimeFiguresDto = {
  received: 0,
  answered: 0,
  notAnswered: 0,
  medianMinutes: null,
  p90Minutes: null,
  answeredWithinLimit: 0,
  withinLimitPercent: null,
};

const DATA: ResponseTimeReportResponseDto = {
  from: "2026-03-02",
  to: "2026-03-22",
  limitMinutes: 5,
  weeks: [
    { weekStart: "2026-03-02", ...AVERY },
    { weekStart: "2026-03-09", ...BLAKE },
    { weekStart: "2026-03-16", ...EMPTY },
  ],
  total: { received: 10, answered: 9, notAnswered: 1, medianMinutes: 7, p90Minutes: 120, answeredWithinLimit: 4, withinLimitPercent: 40 },
  reps: [
    { owner: { id: 11, name: "Avery Stone" }, total: AVERY, weeks: [{ weekStart: "2026-03-02", ...AVERY }] },
    { owner: { id: 12, name: "Blake Rivers" }, total: BLAKE, weeks: [{ weekStart: "2026-03-09", ...BLAKE }] },
  ],
};

function open(url: string, answer: () => { status: number; data: unknown } = () => ({ status: 200, data: DATA })) {
  const { api, router } = renderRoute(url, [{ path: "/admin/reports/response-time", Component: ResponseTimePage }], { api: { [REPORT]: answer } });
  return { calls: api.calls, router };
}

const rowText = (table: HTMLElement, header: string) =>
  within(within(table).getByRole("rowheader", { name: header }).closest("tr")!)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

describe("/admin/reports/response-time", () => {
  it("asks for the URL's range and rep and shows each week's and each rep's figures in tables with headers", async () => {
    const { calls } = open("/admin/reports/response-time?from=2026-03-02&to=2026-03-22&ownerId=11");
    const weeks = await screen.findByRole("table", { name: "Response time per week, every rep" });
    expect(calls[0].params).toEqual({ from: "2026-03-02", to: "2026-03-22", ownerId: "11" });
    expect(
      within(weeks)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Week of", "Leads", "Median", "90th percentile", "Within 5 min", "Not answered"]);
    expect(rowText(weeks, "March 2, 2026")).toEqual(["6", "7 min", "60 min", "33.3%", "1"]);
    expect(rowText(weeks, "March 9, 2026")).toEqual(["4", "5 min", "120 min", "50%", "0"]);
    expect(rowText(weeks, "March 16, 2026")).toEqual(["0", "—", "—", "—", "0"]);

    const reps = screen.getByRole("table", { name: "Response time per rep and week" });
    expect(rowText(reps, "Avery Stone, all weeks")).toEqual(["6", "7 min", "60 min", "33.3%", "1"]);
    expect(rowText(reps, "Blake Rivers, week of March 9, 2026")).toEqual(["4", "5 min", "120 min", "50%", "0"]);

    // The chart is an image named by its title and summary.
    expect(
      screen.getByRole("img", { name: /Business minutes to first response per week.*slowest median was 7 min in the week of March 2, 2026/ }),
    ).toBeTruthy();
    expect((screen.getByLabelText("From") as HTMLInputElement).value).toBe("2026-03-02");
    expect((screen.getByRole("combobox", { name: "Rep" }) as HTMLSelectElement).value).toBe("11");
  });

  it("writes the chosen range and rep to the URL and asks again", async () => {
    const { calls, router } = open("/admin/reports/response-time");
    await screen.findByRole("table", { name: "Response time per week, every rep" });
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-01-05" } });
    fireEvent.change(screen.getByRole("combobox", { name: "Rep" }), { target: { value: "12" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply filters" }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ from: "2026-01-05", to: "2026-03-22", ownerId: "12" });
    expect(calls[1].params).toEqual({ from: "2026-01-05", to: "2026-03-22", ownerId: "12" });
  });

  it("shows the server's sentence when the range is refused", async () => {
    open("/admin/reports/response-time?from=2025-01-01&to=2026-03-01", () => ({
      status: 400,
      data: {
        statusCode: 400,
        error: "Bad Request",
        message: "From must be at most 371 days (53 weeks) before to.",
        errors: [{ field: "from", message: "From must be at most 371 days (53 weeks) before to." }],
      },
    }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("From must be at most 371 days (53 weeks) before to.");
  });
});
