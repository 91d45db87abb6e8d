import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import type { QuizDefinitionResponseDto } from "@/api/generated/model";
import type { AnsweredStep } from "../quiz-state";
import { ContactForm } from "./contact-form";
import { KnowledgeList } from "./knowledge-list";
import { QuizFaq } from "./quiz-faq";

interface CompletionStepProps {
  quiz: QuizDefinitionResponseDto;
  answers: readonly AnsweredStep[];
  insights: readonly string[];
}

/**
 * spec §2/§4: the last step (progress 100): contact form, result summary, collected insights,
 * the fixed FAQ and 'WANNA KNOW MORE?' to the resource hub. Issue 25: once sent, the server's
 * message takes the form's place and its heading takes focus, scrolled to the top of the screen
 * (clear of the sticky header), so a phone shows it without scrolling.
 */
export function CompletionStep({ quiz, answers, insights }: CompletionStepProps) {
  const summaryId = useId();
  const [sent, setSent] = useState<string | null>(null);
  // Loaded on demand, so it takes focus itself once it is there; again when the message replaces the form.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const heading = headingRef.current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    if (sent !== null) heading.scrollIntoView?.({ block: "start" });
  }, [sent]);
  return (
    <div className="grid gap-10">
      {sent === null ? (
        <section className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8 dark:border-stone-800 dark:bg-stone-900">
          <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-extrabold tracking-tight text-stone-900 focus:outline-none sm:text-3xl dark:text-white">
            Your custom roadmap is ready!
          </h2>
          <p className="mt-3 leading-relaxed text-stone-700 dark:text-stone-300">
            Tell us where to send it. Your results package, with the next steps for your land, plans, permits, budget and timeline, goes straight to your inbox.
          </p>
          <ContactForm answers={answers} onSent={setSent} />
        </section>
      ) : (
        <section
          aria-labelledby={`${summaryId}-sent`}
          data-variant="success"
          className="rounded-xl border border-green-300 bg-green-50 p-6 text-green-900 shadow-sm sm:p-8 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
        >
          <h2
            id={`${summaryId}-sent`}
            ref={headingRef}
            tabIndex={-1}
            className="scroll-mt-24 text-2xl font-extrabold tracking-tight focus:outline-none sm:text-3xl"
          >
            Your roadmap is on its way
          </h2>
          <p role="status" className="mt-3 text-lg font-semibold">
            {sent}
          </p>
          <p className="mt-3 leading-relaxed">
            It can take a few minutes to arrive; if you don't see it, look in your spam folder. Meanwhile, the resource hub below has our guides on land,
            financing and permits.
          </p>
        </section>
      )}

      <section aria-labelledby={summaryId}>
        <h2 id={summaryId} className="text-2xl font-extrabold tracking-tight text-stone-900 dark:text-white">
          Your answers
        </h2>
        <dl className="mt-5 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white shadow-sm dark:divide-stone-800 dark:border-stone-800 dark:bg-stone-900">
          {answers.map((answer) => (
            <div key={answer.step} className="grid gap-1 px-5 py-4 sm:grid-cols-[2fr_1fr] sm:gap-4">
              <dt className="text-stone-700 dark:text-stone-300">{answer.question}</dt>
              <dd className="font-semibold text-stone-900 sm:text-right dark:text-white">{answer.label}</dd>
            </div>
          ))}
        </dl>
      </section>

      <KnowledgeList insights={insights} total={quiz.totalQuestions} />

      <QuizFaq />

      <p className="text-center">
        <Link to="/unlock" className="btn-primary px-8 py-4 text-lg tracking-wide">
          WANNA KNOW MORE?
        </Link>
      </p>
    </div>
  );
}
