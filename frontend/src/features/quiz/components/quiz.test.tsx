import { act, fireEvent, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ACCESS_TOKEN_KEY, TRACKING_KEY } from "@/lib/storage-keys";
import { deferred, installFakeApi, type FakeAnswer, type FakeHandler } from "@/test/fake-api";
import { renderWithQueryClient } from "@/test/render-route";
import { INSIGHT_DURATION_MS } from "../quiz-config";
import { fixtureStep, quizFixture } from "../test/quiz-fixture";
import { Quiz } from "./quiz";

const SUCCESS = "✅ Success! Your quiz results package is being sent to your email now. Check your inbox!";

let api: ReturnType<typeof installFakeApi>;
let submitHandler: FakeHandler;

function renderQuiz() {
  const Stub = createRoutesStub([
    { path: "/", Component: Quiz },
    { path: "/unlock", Component: () => <h1>Resource hub</h1> },
  ]);
  return renderWithQueryClient(<Stub initialEntries={["/"]} />);
}

/** Lets pending promises and zero-delay timers (query notifications) run. */
async function flush() {
  await act(() => vi.advanceTimersByTimeAsync(0));
}

async function startQuiz() {
  renderQuiz();
  await flush();
  fireEvent.click(screen.getByRole("button", { name: "BUILD MY ROADMAP" }));
  await flush();
}

function progress() {
  return screen.getByRole("progressbar", { name: "Quiz progress" });
}

/** Answers the step on screen and lets the 3.5 s interstitial run out. */
async function answer(label: string) {
  fireEvent.click(screen.getByRole("button", { name: label }));
  act(() => vi.advanceTimersByTime(INSIGHT_DURATION_MS));
  await flush();
}

/** The labels that walk the "no" branch to the end (first option of option steps). */
const NO_PATH: Array<[step: string, label: string]> = [
  ["landOwnership", "No"],
  ["landSearchHelp", "No"],
  ["buildingPlans", "Yes"],
  ["permitStatus", "No"],
  ["budgetRange", "Label 200k-350k"],
  ["fundingStatus", "Yes"],
  ["decisionTimeline", "Label asap"],
  ["primaryUse", "Label shop-living"],
  ["decisionMakers", "Label dog"],
  ["contractorHelp", "No"],
];
const YES_PATH: Array<[string, string]> = [["landOwnership", "Yes"], ["siteSurvey", "Yes"], ...NO_PATH.slice(2)];

async function completeQuiz(path = NO_PATH) {
  await startQuiz();
  for (const [, label] of path) await answer(label);
}

beforeEach(() => {
  vi.useFakeTimers();
  submitHandler = () => ({ status: 201, data: { message: SUCCESS, accessToken: "token-abc" } });
  api = installFakeApi({
    "GET /api/quiz": () => ({ status: 200, data: structuredClone(quizFixture) }),
    "POST /api/submit-quiz": (body) => submitHandler(body),
  });
});

afterEach(() => {
  api.restore();
  vi.useRealTimers();
  sessionStorage.clear();
});

describe("Quiz: welcome", () => {
  it("shows the headline, the video and 'BUILD MY ROADMAP' before any question", async () => {
    renderQuiz();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toMatch(/barndominium/i);
    expect(screen.getByRole("button", { name: /^Play video:/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: "BUILD MY ROADMAP" })).toBeTruthy();
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("asks the API nothing until the visitor heads for the start button, then fetches the questions", async () => {
    renderQuiz();
    await flush();
    expect(api.calls).toEqual([]);
    // React derives pointer-enter from pointerover.
    fireEvent.pointerOver(screen.getByRole("button", { name: "BUILD MY ROADMAP" }));
    // The API client is a chunk of its own: its import takes real time.
    await vi.waitFor(async () => {
      await flush();
      expect(api.calls.map((call) => call.route)).toEqual(["GET /api/quiz"]);
    });
    fireEvent.click(screen.getByRole("button", { name: "BUILD MY ROADMAP" }));
    await flush();
    expect(screen.getByRole("heading", { level: 2, name: "Question landOwnership?" })).toBeTruthy();
    expect(api.calls.map((call) => call.route)).toEqual(["GET /api/quiz"]);
  });

  it("fetches the quiz once and starts at its first step, focusing the question", async () => {
    await startQuiz();
    expect(api.calls.filter((call) => call.route === "GET /api/quiz")).toHaveLength(1);
    const heading = screen.getByRole("heading", { level: 2, name: "Question landOwnership?" });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText("Helper landOwnership.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Yes" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "No" })).toBeTruthy();
  });

  it("waits for the questions when started before they arrive", async () => {
    const held = deferred<FakeAnswer>();
    api.restore();
    api = installFakeApi({ "GET /api/quiz": () => held.promise });
    renderQuiz();
    fireEvent.click(screen.getByRole("button", { name: "BUILD MY ROADMAP" }));
    await flush();
    expect(screen.getByRole("status").textContent).toMatch(/Loading your first question/);
    held.resolve({ status: 200, data: structuredClone(quizFixture) });
    await flush();
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Question landOwnership?" }));
  });

  it("offers a retry when the questions cannot be loaded", async () => {
    let fail = true;
    api.restore();
    api = installFakeApi({ "GET /api/quiz": () => (fail ? "network" : { status: 200, data: structuredClone(quizFixture) }) });
    await startQuiz();
    expect(screen.getByRole("alert").textContent).toMatch(/couldn't load the quiz/);
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await flush();
    expect(screen.getByRole("heading", { name: "Question landOwnership?" })).toBeTruthy();
  });
});

describe("Quiz: question steps", () => {
  it.each([
    ["no", NO_PATH, [9, 18, 27, 36, 45, 54, 63, 72, 81, 90]],
    ["yes", YES_PATH, [9, 18, 27, 36, 45, 54, 63, 72, 81, 90]],
  ])("the %s branch visits its steps with every percent, then completion at 100", async (_branch, path, percents) => {
    await startQuiz();
    for (const [index, [stepId, label]] of path.entries()) {
      const step = fixtureStep(stepId);
      expect(screen.getByRole("heading", { level: 2, name: step.question })).toBeTruthy();
      expect(progress().getAttribute("aria-valuenow")).toBe(String(percents[index]));
      expect(progress().getAttribute("aria-valuemin")).toBe("0");
      expect(progress().getAttribute("aria-valuemax")).toBe("100");
      expect(screen.getByText(`${percents[index]}% complete`)).toBeTruthy();
      expect(screen.getByRole("heading", { name: `BUILDING KNOWLEDGE (${index}/10)` })).toBeTruthy();
      await answer(label);
    }
    expect(progress().getAttribute("aria-valuenow")).toBe("100");
    expect(screen.getByText("100% complete")).toBeTruthy();
    // The completion step is loaded on demand, then takes focus. The import takes over the default
    // second when the backend suite shares the two cores (make test-units), so it gets five.
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Your custom roadmap is ready!" })), {
      timeout: 5_000,
    });
  });

  it("disables every answer button and shows the numbered insight for exactly 3.5 s", async () => {
    await startQuiz();
    fireEvent.click(screen.getByRole("button", { name: "No" }));

    const dialog = screen.getByRole("dialog", { name: "BUILDING YOUR CUSTOM ROADMAP" });
    expect(dialog.textContent).toContain("Construction Insight #1");
    expect(dialog.textContent).toContain("Insight landOwnership no.");
    expect(document.activeElement).toBe(dialog);
    for (const name of ["Yes", "No"]) {
      expect((screen.getByRole("button", { name, hidden: true }) as HTMLButtonElement).disabled).toBe(true);
    }

    // Still the same step a moment before 3.5 s; a second click changes nothing.
    act(() => vi.advanceTimersByTime(INSIGHT_DURATION_MS - 1));
    fireEvent.click(screen.getByRole("button", { name: "Yes", hidden: true }));
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Question landOwnership?", hidden: true })).toBeTruthy();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("dialog")).toBeNull();
    const next = screen.getByRole("heading", { level: 2, name: "Question landSearchHelp?" });
    expect(document.activeElement).toBe(next);
    expect((screen.getByRole("button", { name: "Yes" }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole("button", { name: "No" }) as HTMLButtonElement).disabled).toBe(false);
    expect(progress().getAttribute("aria-valuenow")).toBe("18");
  });

  it("numbers the insights by answers so far and collects them in BUILDING KNOWLEDGE (n/total)", async () => {
    await startQuiz();
    await answer("Yes");
    await answer("No");
    fireEvent.click(screen.getByRole("button", { name: "Yes" }));
    expect(screen.getByRole("dialog").textContent).toContain("Construction Insight #3");
    expect(screen.getByRole("dialog").textContent).toContain("Insight buildingPlans yes.");
    act(() => vi.advanceTimersByTime(INSIGHT_DURATION_MS));

    const knowledge = screen.getByRole("heading", { name: "BUILDING KNOWLEDGE (3/10)" }).closest("section")!;
    expect(
      within(knowledge)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "1Construction Insight #1: Insight landOwnership yes.",
      "2Construction Insight #2: Insight siteSurvey no.",
      "3Construction Insight #3: Insight buildingPlans yes.",
    ]);
  });

  it("option steps show one button per option, all disabled during the insight", async () => {
    await startQuiz();
    for (const label of ["No", "No", "No", "No"]) await answer(label);
    const labels = fixtureStep("budgetRange").options.map((option) => option.label);
    for (const label of labels) expect(screen.getByRole("button", { name: label })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: labels[4]! }));
    for (const label of labels) {
      expect((screen.getByRole("button", { name: label, hidden: true }) as HTMLButtonElement).disabled).toBe(true);
    }
  });

  it("has no back button and adds no history entries", async () => {
    const before = window.history.length;
    await startQuiz();
    await answer("Yes");
    await answer("Yes");
    expect(screen.queryByRole("button", { name: /back|previous/i })).toBeNull();
    expect(window.history.length).toBe(before);
  });
});

describe("Quiz: completion", () => {
  function fill(values: Partial<Record<"First name" | "Last name" | "Email" | "Phone (optional)", string>>) {
    for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }

  function submitButton() {
    return screen.getByRole("button", { name: /SEND MY ROADMAP|Sending\.\.\./ }) as HTMLButtonElement;
  }

  function banner() {
    return within(screen.getByRole("form", { name: "Send my roadmap" })).getByRole("status");
  }

  const jane = { "First name": "Jane", "Last name": "Doe", Email: "jane@example.com", "Phone (optional)": "(816) 555-0100" };

  it("shows the answers with their labels, the insights, five FAQ items and 'WANNA KNOW MORE?' to /unlock", async () => {
    await completeQuiz();
    const summary = screen.getByRole("heading", { name: "Your answers" }).closest("section")!;
    const rows = within(summary)
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual(NO_PATH.map(([step, label]) => [fixtureStep(step).question, label]));
    expect(screen.getByRole("heading", { name: "BUILDING KNOWLEDGE (10/10)" })).toBeTruthy();
    const faq = screen.getByRole("heading", { name: "Frequently asked questions" }).closest("section")!;
    expect(faq.querySelectorAll("details")).toHaveLength(5);
    expect(screen.getByRole("link", { name: "WANNA KNOW MORE?" }).getAttribute("href")).toBe("/unlock");
  });

  it("labels every input; email is type=email; phone is optional", async () => {
    await completeQuiz();
    expect((screen.getByLabelText("Email") as HTMLInputElement).type).toBe("email");
    expect(screen.getByLabelText("First name")).toBeTruthy();
    expect(screen.getByLabelText("Last name")).toBeTruthy();
    expect((screen.getByLabelText("Phone (optional)") as HTMLInputElement).type).toBe("tel");
    expect(screen.queryByLabelText(/message/i)).toBeNull();
  });

  it("requires first name, last name and email, links the messages, and sends nothing", async () => {
    await completeQuiz();
    fireEvent.click(submitButton());
    await flush();
    for (const [label, message] of [
      ["First name", "First name is required"],
      ["Last name", "Last name is required"],
      ["Email", "Please enter a valid email address"],
    ]) {
      const input = screen.getByLabelText(label!);
      expect(input.getAttribute("aria-invalid")).toBe("true");
      expect(document.getElementById(input.getAttribute("aria-describedby")!)?.textContent).toBe(message);
    }
    expect(screen.getByLabelText("Phone (optional)").getAttribute("aria-invalid")).toBeNull();
    expect(api.calls.some((call) => call.route === "POST /api/submit-quiz")).toBe(false);
  });

  it("idle → 'Sending...' (disabled) → the server's success text in the form's place, focused; token stored; answers, contact and tracking sent", async () => {
    sessionStorage.setItem(TRACKING_KEY, JSON.stringify({ utmSource: "facebook", utmCampaign: "spring", ref: "AFF1" }));
    const held = deferred<FakeAnswer>();
    submitHandler = () => held.promise;
    await completeQuiz();
    fill(jane);
    expect(submitButton().textContent).toBe("SEND MY ROADMAP");
    fireEvent.click(submitButton());
    await flush();
    expect(submitButton().textContent).toBe("Sending...");
    expect(submitButton().disabled).toBe(true);

    held.resolve({ status: 201, data: { message: SUCCESS, accessToken: "token-abc" } });
    await flush();
    // Issue 25: the message takes the form's place, and its heading takes focus.
    expect(screen.queryByRole("form", { name: "Send my roadmap" })).toBeNull();
    const sent = screen.getByRole("region", { name: "Your roadmap is on its way" });
    expect(within(sent).getByRole("status").textContent).toBe(SUCCESS);
    expect(sent.getAttribute("data-variant")).toBe("success");
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Your roadmap is on its way" }));
    expect(document.activeElement?.getAttribute("tabindex")).toBe("-1");
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe("token-abc");

    const call = api.calls.find((c) => c.route === "POST /api/submit-quiz")!;
    expect(call.body).toEqual({
      answers: NO_PATH.map(([step, label]) => {
        const s = fixtureStep(step);
        return { step, question: s.question, answer: s.options.find((o) => o.label === label)!.value };
      }),
      contact: { firstName: "Jane", lastName: "Doe", email: "jane@example.com", phone: "(816) 555-0100" },
      tracking: { utmSource: "facebook", utmCampaign: "spring", ref: "AFF1" },
    });
  });

  it("leaves out tracking and the blank phone when there are none", async () => {
    await completeQuiz();
    fill({ "First name": "Jane", "Last name": "Doe", Email: "jane@example.com" });
    fireEvent.click(submitButton());
    await flush();
    const body = api.calls.find((c) => c.route === "POST /api/submit-quiz")!.body as Record<string, unknown>;
    expect(body.contact).toEqual({ firstName: "Jane", lastName: "Doe", email: "jane@example.com" });
    expect(body).not.toHaveProperty("tracking");
  });

  it.each<[string, FakeAnswer, string]>([
    [
      "a server error shows '❌ Error: {server message}'",
      { status: 400, data: { statusCode: 400, message: "The quiz answers stop before the end.", error: "Bad Request" } },
      "❌ Error: The quiz answers stop before the end.",
    ],
    [
      "a 429 shows the server's message",
      { status: 429, data: { statusCode: 429, message: "Too many requests. Please wait a minute and try again.", error: "Too Many Requests" } },
      "❌ Error: Too many requests. Please wait a minute and try again.",
    ],
    [
      "an error without a message shows the fallback",
      { status: 500, data: "", statusText: "Internal Server Error" },
      "❌ Error: Failed to submit quiz. Please try again.",
    ],
    ["a network failure shows the network notice", "network", "❌ Network error. Please check your connection and try again."],
  ])("%s, styled as an error, and keeps the fields", async (_name, response, text) => {
    submitHandler = () => response;
    await completeQuiz();
    fill(jane);
    fireEvent.click(submitButton());
    await flush();
    expect(banner().textContent).toBe(text);
    expect(banner().querySelector("[data-variant]")?.getAttribute("data-variant")).toBe("error");
    expect((screen.getByLabelText("First name") as HTMLInputElement).value).toBe("Jane");
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(submitButton().disabled).toBe(false);
  });

  it("puts the server's per-field messages under the fields", async () => {
    submitHandler = () => ({
      status: 400,
      data: {
        statusCode: 400,
        message: "Please enter a phone number with area code.",
        error: "Bad Request",
        errors: [{ field: "contact.phone", message: "Please enter a phone number with area code." }],
      },
    });
    await completeQuiz();
    fill({ ...jane, "Phone (optional)": "555-0100" });
    fireEvent.click(submitButton());
    await flush();
    const phone = screen.getByLabelText("Phone (optional)");
    expect(phone.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(phone.getAttribute("aria-describedby")!)?.textContent).toBe("Please enter a phone number with area code.");
    expect(document.activeElement).toBe(phone);
    expect(banner().textContent).toBe("❌ Error: Please enter a phone number with area code.");
  });
});
