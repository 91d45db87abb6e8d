import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AdminLeadResponseDto, LeadTimelineEntryDto, UserResponseDto } from "@/api/generated/model";
import { createQueryClient } from "@/lib/query-client";
import type { FakeHandler } from "@/test/fake-api";
import { renderRoute } from "@/test/render-route";
import { CURRENT_USER_KEY } from "../../lib/session/use-current-user";
import LeadPage, { NOTHING_CHANGED } from "./lead-page";

const GET = "GET /api/admin/leads/7";
const PATCH = "PATCH /api/admin/leads/7";
const ADD_NOTE = "POST /api/admin/leads/7/notes";
const ME: UserResponseDto = {
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
const STALE = "This lead was changed by someone else; reload it.";

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
  owner: { id: 7, name: "Sam Rep" },
  firstResponseAt: null,
  responseBusinessMinutes: 12,
  utmSource: "google",
  utmMedium: "cpc",
  utmCampaign: "fall",
  utmContent: null,
  utmTerm: null,
  followUpCount: 1,
  followUps: "active",
  idleDays: 2,
  stale: false,
  statusSince: "2026-11-20T15:00:00.000Z",
  nextStep: null,
  followUpState: { state: "active", paused: false, sent: 1, nextStep: 2, nextDueAt: "2026-11-25T15:00:00.000Z", stoppedReason: null },
  tasks: [],
  quizAnswers: [
    { step: "landOwnership", question: "Do you already own the land you want to build on?", answer: "yes", answerLabel: "Yes" },
    { step: "budgetRange", question: "What is your total budget for the building project?", answer: "200k-350k", answerLabel: "$200K – $350K" },
  ],
  timelineHasMore: false,
  possibleDuplicates: [],
  mergedInto: null,
  timeline: [
    {
      kind: "status_changed",
      at: "2026-11-21T18:05:00.000Z",
      summary: "Status changed from Pending to Contacted",
      author: { userId: 3, name: "Dana Office" },
      detail: null,
      fromStatus: "pending",
      toStatus: "contacted",
      mailStatus: null,
      submissionKind: null,
      depositId: null,
      quoteRequestId: null,
      noteId: null,
      editedAt: null,
      sender: null,
      emailSubject: null,
      attachments: null,
    },
    {
      kind: "email",
      at: "2026-11-20T15:00:02.000Z",
      summary: "E-mail sent",
      author: null,
      detail: "Your barndominium roadmap",
      fromStatus: null,
      toStatus: null,
      mailStatus: "failed",
      submissionKind: null,
      depositId: null,
      quoteRequestId: null,
      noteId: null,
      editedAt: null,
      sender: null,
      emailSubject: null,
      attachments: null,
    },
    {
      kind: "submission",
      at: "2026-11-20T15:00:00.000Z",
      summary: "Quiz submitted",
      author: { userId: null, name: "Jordan Reyes" },
      detail: "Phone: (816) 555-0199",
      fromStatus: null,
      toStatus: null,
      mailStatus: null,
      submissionKind: "quiz",
      depositId: null,
      quoteRequestId: null,
      noteId: null,
      editedAt: null,
      sender: null,
      emailSubject: null,
      attachments: null,
    },
  ],
};

/** A note of the timeline: by Dana Office (the signed-in admin, id 3) unless `author` says otherwise. */
function note(noteId: number, detail: string, extra: Partial<LeadTimelineEntryDto> = {}): LeadTimelineEntryDto {
  return {
    ...LEAD.timeline[0],
    kind: "note",
    at: "2026-11-22T16:00:00.000Z",
    summary: "Note",
    detail,
    fromStatus: null,
    toStatus: null,
    author: { userId: 3, name: "Dana Office" },
    noteId,
    ...extra,
  };
}

function open(routes: Record<string, FakeHandler>) {
  const client = createQueryClient();
  client.setQueryData(CURRENT_USER_KEY, ME);
  // The next-step form lists the office's staff (listStaff).
  const api = { "GET /api/admin/staff": () => ({ status: 200, data: [] }), ...routes };
  return renderRoute("/admin/leads/7", [{ path: "/admin/leads/:id", Component: LeadPage }], { api, queryClient: client }).api.calls;
}

const timelineItems = () => within(screen.getByRole("list", { name: "Timeline, newest first" })).getAllByRole("listitem");

describe("/admin/leads/{id}", () => {
  it("shows the lead under its name, the quiz answers in words and the follow-up due next", async () => {
    open({ [GET]: () => ({ status: 200, data: LEAD }) });
    expect((await screen.findByRole("heading", { level: 1, name: "Jordan Reyes" })).tagName).toBe("H1");
    const answers = screen.getByRole("region", { name: "Quiz answers" });
    expect([...answers.querySelectorAll("dt")].map((term) => term.textContent)).toEqual([
      "Do you already own the land you want to build on?",
      "What is your total budget for the building project?",
    ]);
    expect([...answers.querySelectorAll("dd")].map((value) => value.textContent)).toEqual(["Yes", "$200K – $350K"]);
    expect(screen.getByRole("region", { name: "Follow-up e-mails" }).textContent).toContain("Next: e-mail 2, due Nov 25, 2026, 9:00 AM.");
    expect(screen.getByRole("link", { name: "jordan@example.com" }).getAttribute("href")).toBe("mailto:jordan@example.com");
  });

  it("shows the lead score: the band in words, fit and engagement apart, and every reason", async () => {
    open({ [GET]: () => ({ status: 200, data: LEAD }) });
    const panel = await screen.findByRole("region", { name: "Lead score" });
    expect(panel.textContent).toContain("Hot · 62 out of 100");
    expect([...panel.querySelectorAll("dd")].map((value) => value.textContent)).toEqual(["50 of 60", "12 of 40"]);
    expect(
      within(panel)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Owns land", "Financing arranged", "Viewed 3 plans this week"]);
  });

  it("lists the timeline newest first with Missouri times, who did it and the e-mail's delivery", async () => {
    open({ [GET]: () => ({ status: 200, data: LEAD }) });
    await screen.findByRole("heading", { name: "Jordan Reyes" });
    const [change, email, submission] = timelineItems();
    expect(within(change).getByText("Nov 21, 2026, 12:05 PM").getAttribute("dateTime")).toBe("2026-11-21T18:05:00.000Z");
    expect(change.textContent).toContain("Status changed from Pending to Contacted");
    expect(change.textContent).toContain("By Dana Office");
    expect(email.textContent).toContain("E-mail sent — Not delivered");
    expect(email.textContent).toContain("Your barndominium roadmap");
    expect(email.textContent).toContain("By the website");
    expect(submission.textContent).toContain("Quiz submitted");
    expect(submission.textContent).toContain("By Jordan Reyes");
  });

  it("offers only the moves the server allows, and saves the changed fields with the updatedAt it read", async () => {
    const saved: AdminLeadResponseDto = {
      ...LEAD,
      status: "contacted",
      allowedStatuses: ["scheduled", "qualified", "lost"],
      updatedAt: "2026-11-22T16:00:00.000Z",
      timeline: [{ ...LEAD.timeline[0], at: "2026-11-22T16:00:00.000Z" }, ...LEAD.timeline],
    };
    const calls = open({ [GET]: () => ({ status: 200, data: LEAD }), [PATCH]: () => ({ status: 200, data: saved }) });
    const status = (await screen.findByRole("combobox", { name: "Status" })) as HTMLSelectElement;
    expect([...status.options].map((option) => option.textContent)).toEqual(["Pending (current)", "Contacted", "Call scheduled", "Lost"]);

    fireEvent.change(status, { target: { value: "contacted" } });
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));

    await waitFor(() => expect(timelineItems()).toHaveLength(4));
    expect(calls.find((call) => call.route === PATCH)?.body).toEqual({ status: "contacted", updatedAt: LEAD.updatedAt });
    expect((screen.getByRole("combobox", { name: "Status" }) as HTMLSelectElement).value).toBe("contacted");
    expect(timelineItems()[0].textContent).toContain("By Dana Office");
  });

  it("shows the owner and the response clock, and lets an admin reassign the lead to another rep", async () => {
    const calls = open({
      [GET]: () => ({ status: 200, data: LEAD }),
      "GET /api/admin/staff": () => ({
        status: 200,
        data: {
          items: [
            { id: 7, firstName: "Sam", lastName: "Rep", email: "sam@builder.example", role: "sales", pausedUntil: null, counties: [] },
            { id: 9, firstName: "Riley", lastName: "Rep", email: "riley@builder.example", role: "sales", pausedUntil: null, counties: [] },
          ],
        },
      }),
      "POST /api/admin/leads/reassign": () => ({ status: 200, data: { reassigned: 1 } }),
    });
    const panel = (await screen.findByRole("heading", { name: "Owner" })).closest("section")!;
    expect(panel.textContent).toContain("Owner: Sam Rep");
    expect(panel.textContent).toContain("Waiting 12 business minutes for a first call, text, e-mail or meeting");
    const select = within(panel).getByRole("combobox", { name: "Reassign to" }) as HTMLSelectElement;
    await waitFor(() => expect([...select.options].map((option) => option.text)).toEqual(["Choose a person", "Riley Rep (sales rep)"]));
    fireEvent.click(within(panel).getByRole("button", { name: "Reassign" }));
    expect(await within(panel).findByText("Choose who should own this lead.")).toBeTruthy();
    fireEvent.change(select, { target: { value: "9" } });
    fireEvent.click(within(panel).getByRole("button", { name: "Reassign" }));
    await waitFor(() => expect(calls.find((call) => call.route === "POST /api/admin/leads/reassign")?.body).toEqual({ leadIds: [7], toOwnerId: 9 }));
  });

  it("shows older timeline entries a page at a time from the server", async () => {
    const older = (n: number) => ({
      ...LEAD.timeline[0],
      at: `2026-01-${String(n).padStart(2, "0")}T15:00:00.000Z`,
      summary: `Older entry ${n}`,
      noteId: null,
      kind: "email" as const,
      detail: null,
    });
    const calls = open({
      [GET]: () => ({ status: 200, data: { ...LEAD, timelineHasMore: true } }),
      "GET /api/admin/leads/7/timeline": () => ({ status: 200, data: { items: [older(2), older(1)], page: 2, pageSize: 50, hasMore: false } }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Show older entries" }));
    expect(await screen.findByText("Older entry 1")).toBeTruthy();
    expect(calls.find((call) => call.route === "GET /api/admin/leads/7/timeline")?.params).toEqual({ page: 2, pageSize: 50 });
    expect(screen.queryByRole("button", { name: "Show older entries" })).toBeNull();
  });

  it("says so instead of sending when nothing changed", async () => {
    const calls = open({ [GET]: () => ({ status: 200, data: LEAD }) });
    fireEvent.click(await screen.findByRole("button", { name: "Save changes" }));
    expect(within(screen.getByRole("form", { name: "Status and expected close date" })).getByRole("status").textContent).toBe(NOTHING_CHANGED);
    expect(calls.map((call) => call.route).filter((route) => route !== "GET /api/admin/staff")).toEqual([GET]);
  });

  it("marks the call booked and pauses the follow-ups with one click each", async () => {
    const calls = open({
      [GET]: () => ({ status: 200, data: LEAD }),
      [PATCH]: (body) => ({ status: 200, data: { ...LEAD, ...(body as object), updatedAt: "2026-11-22T16:00:00.000Z" } }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Mark call booked" }));
    await screen.findByRole("button", { name: "Mark call not booked" });
    expect(calls.at(-1)?.body).toEqual({ calendarScheduled: true, updatedAt: LEAD.updatedAt });
    fireEvent.click(screen.getByRole("button", { name: "Pause follow-ups" }));
    await waitFor(() => expect(calls.at(-1)?.body).toEqual({ followUpsPaused: true, updatedAt: "2026-11-22T16:00:00.000Z" }));
  });

  it("shows the server's 409 and reloads the lead on request", async () => {
    let reads = 0;
    const calls = open({
      [GET]: () => ({
        status: 200,
        data: ++reads === 1 ? LEAD : { ...LEAD, status: "lost", allowedStatuses: ["contacted"], updatedAt: "2026-11-23T10:00:00.000Z" },
      }),
      [PATCH]: () => ({ status: 409, data: { statusCode: 409, error: "Conflict", message: STALE } }),
    });
    fireEvent.change(await screen.findByRole("combobox", { name: "Status" }), { target: { value: "lost" } });
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(STALE);

    fireEvent.click(within(alert).getByRole("button", { name: "Reload the lead" }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect(calls.filter((call) => call.route === GET)).toHaveLength(2);
    expect((screen.getByRole("combobox", { name: "Status" }) as HTMLSelectElement).value).toBe("lost");
  });

  it("shows a refused move as the server words it", async () => {
    const refused = "A lead cannot move from Pending to Won.";
    open({ [GET]: () => ({ status: 200, data: LEAD }), [PATCH]: () => ({ status: 409, data: { statusCode: 409, error: "Conflict", message: refused } }) });
    fireEvent.change(await screen.findByRole("combobox", { name: "Status" }), { target: { value: "lost" } });
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect((await screen.findByRole("alert")).textContent).toContain(refused);
  });

  it("adds a note as its own entry and keeps the status form apart", async () => {
    let reads = 0;
    const calls = open({
      [GET]: () => ({ status: 200, data: ++reads === 1 ? LEAD : { ...LEAD, timeline: [note(11, "Call back after harvest."), ...LEAD.timeline] } }),
      [ADD_NOTE]: (body) => ({
        status: 201,
        data: {
          id: 11,
          leadId: 7,
          author: { userId: 3, name: "Dana Office" },
          body: (body as { body: string }).body,
          createdAt: "2026-11-22T16:00:00.000Z",
          editedAt: null,
        },
      }),
    });
    const box = await screen.findByRole("textbox", { name: /New note/ });
    fireEvent.change(box, { target: { value: "Call back after harvest." } });
    fireEvent.click(screen.getByRole("button", { name: "Add note" }));

    await waitFor(() => expect(timelineItems()).toHaveLength(4));
    expect(calls.find((call) => call.route === ADD_NOTE)?.body).toEqual({ body: "Call back after harvest." });
    expect(timelineItems()[0].textContent).toContain("Call back after harvest.");
    expect((screen.getByRole("textbox", { name: /New note/ }) as HTMLTextAreaElement).value).toBe("");
  });

  it("shows the server's sentence for a blank note next to the box", async () => {
    open({
      [GET]: () => ({ status: 200, data: LEAD }),
      [ADD_NOTE]: () => ({
        status: 400,
        data: {
          statusCode: 400,
          error: "Bad Request",
          message: "Invalid input",
          errors: [{ field: "body", message: "Write the note first: it cannot be blank." }],
        },
      }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Add note" }));
    expect(await screen.findByText("Write the note first: it cannot be blank.")).toBeTruthy();
  });

  it("offers Edit and Delete on your own notes only, marks an edited note, and asks before deleting", async () => {
    const mine = note(11, "Budget about $300k.");
    const theirs = note(12, "Left a voicemail.", { author: { userId: 9, name: "Riley Office" } });
    let timeline = [mine, theirs, ...LEAD.timeline];
    const calls = open({
      [GET]: () => ({ status: 200, data: { ...LEAD, timeline } }),
      "PATCH /api/admin/leads/7/notes/11": (body) => {
        timeline = [
          { ...mine, summary: "Note (edited)", detail: (body as { body: string }).body, editedAt: "2026-11-22T17:00:00.000Z" },
          theirs,
          ...LEAD.timeline,
        ];
        return { status: 200, data: {} };
      },
      "DELETE /api/admin/leads/7/notes/11": () => {
        timeline = [theirs, ...LEAD.timeline];
        return { status: 204, data: undefined };
      },
    });
    await screen.findByRole("heading", { name: "Jordan Reyes" });
    const [first, second] = timelineItems();
    expect(within(second).queryByRole("button")).toBeNull();

    fireEvent.click(within(first).getByRole("button", { name: "Edit note" }));
    fireEvent.change(within(first).getByRole("textbox", { name: "Edit note" }), { target: { value: "Budget about $350k." } });
    fireEvent.click(within(first).getByRole("button", { name: "Save note" }));
    await waitFor(() => expect(timelineItems()[0].textContent).toContain("Note (edited)"));
    expect(timelineItems()[0].textContent).toContain("Budget about $350k.");
    expect(timelineItems()[0].textContent).toContain("edited Nov 22, 2026, 11:00 AM");

    fireEvent.click(within(timelineItems()[0]).getByRole("button", { name: "Delete note" }));
    const question = within(timelineItems()[0]).getByRole("group", { name: "Delete this note? It goes from the timeline for everyone in the office." });
    fireEvent.click(within(question).getByRole("button", { name: "Keep it" }));
    expect(calls.some((call) => call.route.startsWith("DELETE"))).toBe(false);

    fireEvent.click(within(timelineItems()[0]).getByRole("button", { name: "Delete note" }));
    fireEvent.click(within(timelineItems()[0]).getByRole("button", { name: "Yes, delete the note" }));
    await waitFor(() => expect(timelineItems()).toHaveLength(4));
    expect(timelineItems()[0].textContent).toContain("Left a voicemail.");
    expect(calls.find((call) => call.route === "PATCH /api/admin/leads/7/notes/11")?.body).toEqual({ body: "Budget about $350k." });
  });
});

describe("/admin/leads/{id}: e-mails out and replies in (issue 27)", () => {
  const SEND = "POST /api/admin/leads/7/emails";
  const REPLY: LeadTimelineEntryDto = {
    ...LEAD.timeline[0],
    kind: "email_reply",
    at: "2026-11-23T16:00:00.000Z",
    summary: "E-mail reply received",
    author: { userId: null, name: "Jordan Reyes" },
    detail: 'We own 12 acres. <img src=x onerror="alert(1)"> see https://evil.example',
    fromStatus: null,
    toStatus: null,
    sender: "jordan@example.com",
    emailSubject: "Re: <b>your roadmap</b>",
    attachments: [{ name: "survey.pdf", size: 2048 }],
  };

  it("shows a reply as plain text with its sender, subject and attachments, and no link", async () => {
    const stopped = { ...LEAD.followUpState, state: "stopped" as const, nextStep: null, nextDueAt: null, stoppedReason: "replied" };
    open({ [GET]: () => ({ status: 200, data: { ...LEAD, followUps: "stopped", followUpState: stopped, timeline: [REPLY, ...LEAD.timeline] } }) });
    const [entry] = await waitFor(() => timelineItems());
    expect(screen.getByRole("region", { name: "Follow-up e-mails" }).textContent).toContain("Stopped: the lead replied by e-mail.");
    expect(entry.textContent).toContain("E-mail reply received");
    expect(entry.textContent).toContain("Subject: Re: <b>your roadmap</b>");
    expect(entry.textContent).toContain('We own 12 acres. <img src=x onerror="alert(1)"> see https://evil.example');
    expect(entry.textContent).toContain("From Jordan Reyes <jordan@example.com>");
    expect(within(entry).getByRole("listitem").textContent).toBe("survey.pdf (2 KB)");
    expect(entry.querySelector("img, b, a")).toBeNull();
  });

  it("sends the e-mail with subject and message, then clears the form", async () => {
    const calls = open({
      [GET]: () => ({ status: 200, data: LEAD }),
      [SEND]: () => ({
        status: 201,
        data: { mailId: 40, contactId: 5, status: "pending", replyTo: "reply+0123456789abcdef0123456789abcdef@replies.example.com" },
      }),
    });
    const form = await screen.findByRole("form", { name: "Write an e-mail" });
    fireEvent.change(within(form).getByRole("textbox", { name: /Subject/ }), { target: { value: "Your land near Cameron" } });
    fireEvent.change(within(form).getByRole("textbox", { name: /Message/ }), { target: { value: "Hi Jordan,\n\nWhen suits you for a call?" } });
    fireEvent.click(within(form).getByRole("button", { name: "Send" }));
    await waitFor(() =>
      expect(calls.find((call) => call.route === SEND)?.body).toEqual({ subject: "Your land near Cameron", text: "Hi Jordan,\n\nWhen suits you for a call?" }),
    );
    await waitFor(() => expect((within(form).getByRole("textbox", { name: /Subject/ }) as HTMLInputElement).value).toBe(""));
  });

  it("says what is missing before sending anything", async () => {
    const calls = open({ [GET]: () => ({ status: 200, data: LEAD }) });
    const form = await screen.findByRole("form", { name: "Write an e-mail" });
    fireEvent.click(within(form).getByRole("button", { name: "Send" }));
    expect(await within(form).findByText(/Write a subject of up to 200 characters/)).toBeTruthy();
    expect(within(form).getByText(/Write the message, up to 10,000 characters/)).toBeTruthy();
    expect(calls.some((call) => call.route === SEND)).toBe(false);
  });
});
