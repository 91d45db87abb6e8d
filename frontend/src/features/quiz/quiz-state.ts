import type { QuizAnswerDto, QuizOptionDto, QuizStep, QuizStepDto } from "@/api/generated/model";

/** One answered question: the record sent with the submission (spec §3) plus the label shown in the summary. */
export interface AnsweredStep {
  step: QuizStep;
  question: string;
  answer: QuizAnswerDto["answer"];
  label: string;
}

/**
 * welcome → question (→ insight → question …) → complete. There is no way back (spec §4),
 * and nothing here touches the browser history.
 */
export interface QuizState {
  phase: "welcome" | "question" | "complete";
  /** The question on screen; null until the visitor starts (the first step comes from the API). */
  stepId: QuizStep | null;
  answers: AnsweredStep[];
  /** Insights collected so far, in order; insight #n is insights[n - 1]. */
  insights: string[];
  /** Set while the insight interstitial shows: where to go when it ends (null = completion). */
  pending: { next: QuizStep | null } | null;
}

export type QuizAction = { type: "start"; firstStep: QuizStep } | { type: "answer"; step: QuizStepDto; option: QuizOptionDto } | { type: "advance" };

export const initialQuizState: QuizState = {
  phase: "welcome",
  stepId: null,
  answers: [],
  insights: [],
  pending: null,
};

export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case "start":
      return state.phase === "welcome" ? { ...state, phase: "question", stepId: action.firstStep } : state;
    case "answer": {
      // One answer per interstitial: a second click (or a stale step) changes nothing.
      if (state.phase !== "question" || state.pending || action.step.id !== state.stepId) return state;
      const { step, option } = action;
      return {
        ...state,
        answers: [...state.answers, { step: step.id, question: step.question, answer: option.value, label: option.label }],
        insights: [...state.insights, option.insight],
        pending: { next: option.next },
      };
    }
    case "advance": {
      if (!state.pending) return state;
      const { next } = state.pending;
      return next === null ? { ...state, phase: "complete", stepId: null, pending: null } : { ...state, stepId: next, pending: null };
    }
  }
}
