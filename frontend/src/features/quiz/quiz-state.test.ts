import { describe, expect, it } from "vitest";
import { initialQuizState, quizReducer, type QuizState } from "./quiz-state";
import { fixtureStep } from "./test/quiz-fixture";

function answer(state: QuizState, stepId: string, value: string): QuizState {
  const step = fixtureStep(stepId);
  const option = step.options.find((candidate) => candidate.value === value)!;
  return quizReducer(state, { type: "answer", step, option });
}

describe("quizReducer", () => {
  const started = quizReducer(initialQuizState, { type: "start", firstStep: "landOwnership" });

  it("starts at the API's first step", () => {
    expect(started).toMatchObject({ phase: "question", stepId: "landOwnership", answers: [], insights: [], pending: null });
  });

  it("an answer records {step, question, answer}, collects the insight and waits for the interstitial", () => {
    const state = answer(started, "landOwnership", "no");
    expect(state.answers).toEqual([{ step: "landOwnership", question: "Question landOwnership?", answer: "no", label: "No" }]);
    expect(state.insights).toEqual(["Insight landOwnership no."]);
    expect(state.pending).toEqual({ next: "landSearchHelp" });
    expect(state.stepId).toBe("landOwnership");
  });

  it("ignores a second answer while the interstitial shows, and answers to another step", () => {
    const state = answer(started, "landOwnership", "yes");
    expect(answer(state, "landOwnership", "no")).toBe(state);
    expect(answer(started, "siteSurvey", "yes")).toBe(started);
  });

  it("advance shows option.next, or completion when next is null", () => {
    const next = quizReducer(answer(started, "landOwnership", "yes"), { type: "advance" });
    expect(next).toMatchObject({ phase: "question", stepId: "siteSurvey", pending: null });
    const last = quizReducer(
      { ...next, stepId: "contractorHelp" },
      { type: "answer", step: fixtureStep("contractorHelp"), option: fixtureStep("contractorHelp").options[1]! },
    );
    expect(quizReducer(last, { type: "advance" })).toMatchObject({ phase: "complete", stepId: null, pending: null });
  });

  it("advance without a pending answer and start after the welcome change nothing", () => {
    expect(quizReducer(started, { type: "advance" })).toBe(started);
    expect(quizReducer(started, { type: "start", firstStep: "siteSurvey" })).toBe(started);
  });
});
