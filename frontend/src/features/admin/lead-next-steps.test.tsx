import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AdminLeadResponseDto, LeadTaskResponseDto, StaffListResponseDto, UserResponseDto } from "@/api/generated/model";
import { createQueryClient } from "@/lib/query-client";
import type { FakeHandler } from "@/test/fake-api";
import { renderRoute } from "@/test/render-route";
import { CURRENT_USER_KEY } from "../../lib/session/use-current-user";
import LeadPage from "./lead-page";
import { CONTACT_MESSAGES, TASK_MESSAGES } from "./lead-next-steps";
import { missouriInputToIso, missouriInputValue } from "./missouri-time";

const GET = "GET /api/admin/leads/7";
const STAFF = "GET /api/admin/staff";
const LOG = "POST /api/admin/leads/7/contacts";
const CREATE = "POST /api/admin/leads/7/tasks";
const ME: UserResponseDto = {
  id: 3,
  firstName: "Sam",
  lastName: "Rep",
  email: "sam@builder.example",
  phone: null,
  profileImageUrl: null,
  role: "sales",
  twoStepEnabled: true,
  emailConfirmed: true,
  createdAt: "2026-01-05T15:00:00.000Z",
};
const STAFF_LIST: StaffListResponseDto = {
  items: [
    { id: 1, firstName: "Dana", lastName: "Office", email: "dana@builder.example", role: "admin", pausedUntil: null, counties: [] },
    { id: 3, firstName: "Sam", lastName: "Rep", email: "sam@builder.example", role: "sales", pausedUntil: null, counties: [] },
  ],
};

function task(id: number, extra: Partial<LeadTaskResponseDto> = {}): LeadTaskResponseDto {
  return {
    id,
    leadId: 7,
    kind: "call_back",
    dueAt: "2099-12-01T15:00:00.000Z",
    assignee: { userId: 3, name: "Sam Rep" },
    note: null,
    doneAt: null,
    doneBy: null,
    createdAt: "2026-11-20T15:00:00.000Z",
    updatedAt: `2026-11-20T15:00:0${id}.000Z`,
    ...extra,
  };
}

const LEAD: AdminLeadResponseDto = {
  id: 7,
  score: 62,
  fitScore: 50,
  engagementScore: 12,
  scoreBand: "hot",
  scoreReasons: ["Owns land", "Financing arranged", "Viewed 3 plans this week"],
  firstName: "Jordan",
  lastName: "Reyes",
  email: "jordan@example.com",
  phone: "(816) 555-0199",
  status: "pending",
  allowedStatuses: ["contacted", "scheduled", "lost"],
  calendarScheduled: false,
  accessUnlocked: true,
  createdAt: "2026-11-20T15:00:00.000Z",
  updatedAt: "2026-11-20T15:00:00.000Z",
  lastContacted: null,
  expectedCloseDate: null,
  owner: { id: 3, name: "Sam Rep" },
  idleDays: 0,
  stale: false,
  statusSince: "2026-11-20T15:00:00.000Z",
  nextStep: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmContent: null,
  utmTerm: null,
  followUpCount: 0,
  followUps: "active",
  followUpState: { state: "active", paused: false, sent: 0, nextStep: 1, nextDueAt: "2026-11-22T15:00:00.000Z", stoppedReason: null },
  quizAnswers: [],
  firstResponseAt: null,
  responseBusinessMinutes: 12,
  tasks: [
    task(1, { note: "Ask about the land survey." }),
    task(2, { kind: "site_visit", dueAt: "2026-11-21T15:00:00.000Z", doneAt: "2026-11-21T16:00:00.000Z", doneBy: { userId: 1, name: "Dana Office" } }),
  ],
  timeline: [],
  timelineHasMore: false,
  possibleDuplicates: [],
  mergedInto: null,
};

function open(routes: Record<string, FakeHandler>, lead = LEAD) {
  const client = createQueryClient();
  client.setQueryData(CURRENT_USER_KEY, ME);
  return renderRoute("/admin/leads/7", [{ path: "/admin/leads/:id", Component: LeadPage }], {
    api: { [GET]: () => ({ status: 200, data: lead }), [STAFF]: () => ({ status: 200, data: STAFF_LIST }), ...routes },
    queryClient: client,
  }).api.calls;
}

describe("Missouri time in the due field", () => {
  it("reads a typed time as Missouri's wall clock, across daylight saving", () => {
    expect(missouriInputToIso("2026-12-01T15:00")).toBe("2026-12-01T21:00:00.000Z");
    expect(missouriInputToIso("2026-07-01T09:30")).toBe("2026-07-01T14:30:00.000Z");
    expect(missouriInputValue(new Date("2026-03-08T08:30:00.000Z"))).toBe("2026-03-08T03:30");
    expect(missouriInputToIso("tomorrow")).toBeNull();
  });
});

describe("the lead page's next steps and contacts", () => {
  it("lists the next steps open first with their Missouri due time and assignee, and marks one done with the updatedAt it read", async () => {
    let lead = LEAD;
    const calls = open({
      [GET]: () => ({ status: 200, data: lead }),
      "PATCH /api/admin/leads/7/tasks/1": () => {
        lead = { ...LEAD, tasks: [task(1, { doneAt: "2026-11-29T15:00:00.000Z", doneBy: { userId: 3, name: "Sam Rep" } }), LEAD.tasks[1]] };
        return { status: 200, data: lead.tasks[0] };
      },
    });
    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getByRole("rowheader").textContent)).toEqual(["Call backAsk about the land survey.", "Site visit"]);
    expect(rows[0].textContent).toContain("Dec 1, 2099, 9:00 AM");
    expect(rows[0].textContent).toContain("Sam Rep (you)");
    expect(rows[1].textContent).toContain("Done Nov 21, 2026, 10:00 AM by Dana Office");

    fireEvent.click(within(rows[0]).getByRole("button", { name: "Done: Call back" }));
    await waitFor(() => expect(calls.some((call) => call.route === "PATCH /api/admin/leads/7/tasks/1")).toBe(true));
    expect(calls.find((call) => call.route === "PATCH /api/admin/leads/7/tasks/1")?.body).toEqual({ done: true, updatedAt: "2026-11-20T15:00:01.000Z" });
    expect(await within(screen.getByRole("table")).findAllByRole("button", { name: /^Reopen/ })).toHaveLength(2);
  });

  it("says when a task changed since the page read it (409) and offers to reload the lead", async () => {
    open({
      "PATCH /api/admin/leads/7/tasks/1": () => ({
        status: 409,
        data: { statusCode: 409, message: "This task was changed by someone else; reload it.", error: "Conflict" },
      }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Done: Call back" }));
    expect((await screen.findByRole("alert")).textContent).toContain("This task was changed by someone else; reload it.");
    expect(screen.getByRole("button", { name: "Reload the lead" })).toBeTruthy();
  });

  it("adds a next step: a due time in the past is refused on the page; a good one is sent as an instant with the chosen assignee", async () => {
    const calls = open({ [CREATE]: () => ({ status: 201, data: task(5) }) });
    const form = await screen.findByRole("form", { name: "Add a next step" });
    await within(form).findByRole("option", { name: "Dana Office" });

    fireEvent.change(within(form).getByLabelText("What"), { target: { value: "send_plan_book" } });
    fireEvent.change(within(form).getByLabelText("Due (Missouri time)"), { target: { value: "2020-01-06T09:00" } });
    fireEvent.change(within(form).getByLabelText("Assigned to"), { target: { value: "" } });
    fireEvent.click(within(form).getByRole("button", { name: "Add next step" }));
    expect(await within(form).findByText(TASK_MESSAGES.dueAt)).toBeTruthy();
    expect(within(form).getByText(TASK_MESSAGES.assigneeId)).toBeTruthy();
    expect(calls.some((call) => call.route === CREATE)).toBe(false);

    fireEvent.change(within(form).getByLabelText("Due (Missouri time)"), { target: { value: "2099-12-01T15:00" } });
    fireEvent.change(within(form).getByLabelText("Assigned to"), { target: { value: "1" } });
    fireEvent.change(within(form).getByLabelText(/^Note/), { target: { value: "  Mail the SIP plan book.  " } });
    fireEvent.click(within(form).getByRole("button", { name: "Add next step" }));
    await waitFor(() => expect(calls.some((call) => call.route === CREATE)).toBe(true));
    expect(calls.find((call) => call.route === CREATE)?.body).toEqual({
      kind: "send_plan_book",
      dueAt: "2099-12-01T21:00:00.000Z",
      assigneeId: 1,
      note: "Mail the SIP plan book.",
    });
  });

  it("logs a contact with its kind and note, and shows the server's message under a field it refuses", async () => {
    let answer: "ok" | "refuse" = "refuse";
    const calls = open({
      [LOG]: () =>
        answer === "refuse"
          ? {
              status: 400,
              data: {
                statusCode: 400,
                message: "Note must be at most 2000 characters.",
                error: "Bad Request",
                errors: [{ field: "note", message: "Note must be at most 2000 characters." }],
              },
            }
          : {
              status: 201,
              data: {
                id: 1,
                leadId: 7,
                kind: "text",
                note: "Sent the plan link.",
                author: { userId: 3, name: "Sam Rep" },
                contactedAt: "2026-11-29T15:00:00.000Z",
              },
            },
    });
    const form = await screen.findByRole("form", { name: "Log a contact" });
    fireEvent.click(within(form).getByLabelText("Text message"));
    fireEvent.change(within(form).getByLabelText(/^What was said/), { target: { value: "Sent the plan link." } });
    fireEvent.click(within(form).getByRole("button", { name: "Log contact" }));
    expect(await within(form).findByText("Note must be at most 2000 characters.")).toBeTruthy();

    answer = "ok";
    fireEvent.click(within(form).getByRole("button", { name: "Log contact" }));
    await waitFor(() => expect(calls.filter((call) => call.route === LOG)).toHaveLength(2));
    expect(calls.filter((call) => call.route === LOG)[1].body).toEqual({ kind: "text", note: "Sent the plan link." });
    await waitFor(() => expect((within(form).getByLabelText(/^What was said/) as HTMLTextAreaElement).value).toBe(""));
    expect(CONTACT_MESSAGES.kind).toContain("call, text message, e-mail or meeting");
  });
});
