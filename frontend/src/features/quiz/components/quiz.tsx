import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useReducer, useRef, useState } from "react";
import type { QuizDefinitionResponseDto } from "@/api/generated/model";
import { INSIGHT_DURATION_MS } from "../quiz-config";
import { initialQuizState, quizReducer } from "../quiz-state";
import { InsightScreen } from "./insight-screen";
import { KnowledgeList } from "./knowledge-list";
import { ProgressBar } from "./progress-bar";
import { QuestionStep } from "./question-step";
import { QUIZ_HEADLINE, WelcomeStep } from "./welcome-step";

// The contact form (react-hook-form, zod) is needed only at the end: keep it out of the first load.
const CompletionStep = lazy(() => import("./completion-step").then((m) => ({ default: m.CompletionStep })));

/** GET /api/quiz's cache key (the generated getGetQuizQueryKey's, which would bring the API client with it). */
const QUIZ_QUERY_KEY = ["/api/quiz"] as const;

/**
 * The readiness quiz (spec §2, §4): welcome, the question steps served by GET /api/quiz with
 * an insight interstitial after each answer, then the completion step with the contact form.
 * Steps live in component state only: no history entries, no back navigation.
 */
export function Quiz() {
  const [state, dispatch] = useReducer(quizReducer, initialQuizState);
  const [startRequested, setStartRequested] = useState(false);
  // The questions, and the API client (axios, about 21 KB gzip) that fetches them, load when the
  // visitor heads for the start button (pointer over it, focus, touch) or presses it, not with the page.
  const [startNear, setStartNear] = useState(false);
  const quiz = useQuery<QuizDefinitionResponseDto>({
    queryKey: QUIZ_QUERY_KEY,
    queryFn: ({ signal }) => import("@/api/generated/endpoints/quiz/quiz").then((api) => api.getQuiz(undefined, signal)),
    enabled: startNear || startRequested,
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const data = quiz.data;

  // The visitor pressed start before the questions arrived: begin as soon as they do.
  useEffect(() => {
    if (startRequested && data) dispatch({ type: "start", firstStep: data.firstStep });
  }, [startRequested, data]);

  // spec §4/§9: the insight shows for exactly 3.5 s, then the next step (or completion).
  useEffect(() => {
    if (!state.pending) return;
    const timer = setTimeout(() => dispatch({ type: "advance" }), INSIGHT_DURATION_MS);
    return () => clearTimeout(timer);
  }, [state.pending]);

  // Each new question takes focus at its heading (the completion step focuses its own).
  useEffect(() => {
    if (state.phase !== "question" || state.pending) return;
    headingRef.current?.focus();
  }, [state.phase, state.stepId, state.pending]);

  if (state.phase === "welcome" && !startRequested) {
    return <WelcomeStep onStart={() => setStartRequested(true)} onStartNear={() => setStartNear(true)} />;
  }

  const step = data?.steps.find((candidate) => candidate.id === state.stepId);
  const total = data?.totalQuestions ?? 0;

  return (
    <>
      <div inert={state.pending !== null} className="mx-auto grid max-w-3xl gap-8 px-4 py-8 sm:px-6 sm:py-12">
        <div className="grid gap-4">
          <h1 className="text-sm font-bold tracking-wider text-brand-700 uppercase dark:text-brand-300">{QUIZ_HEADLINE}</h1>
          {state.phase === "complete" && data ? <ProgressBar percent={data.completionProgress} /> : step ? <ProgressBar percent={step.progress} /> : null}
        </div>

        {state.phase === "complete" && data ? (
          <Suspense fallback={<p role="status">Preparing your roadmap…</p>}>
            <CompletionStep quiz={data} answers={state.answers} insights={state.insights} />
          </Suspense>
        ) : step ? (
          <>
            <QuestionStep
              step={step}
              disabled={state.pending !== null}
              headingRef={headingRef}
              onAnswer={(option) => dispatch({ type: "answer", step, option })}
            />
            <KnowledgeList insights={state.insights} total={total} />
          </>
        ) : quiz.isError || (data && state.stepId !== null) ? (
          <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-6 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
            <p className="font-semibold">We couldn't load the quiz questions. Please check your connection and try again.</p>
            <button type="button" className="btn-primary mt-4" onClick={() => void quiz.refetch()}>
              Try again
            </button>
          </div>
        ) : (
          <p role="status" className="text-lg font-medium text-stone-700 dark:text-stone-300">
            Loading your first question…
          </p>
        )}
      </div>

      {state.pending ? <InsightScreen number={state.insights.length} insight={state.insights[state.insights.length - 1] ?? ""} /> : null}
    </>
  );
}
