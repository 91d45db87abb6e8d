import { useId, type Ref } from "react";
import { cx } from "@/lib/cx";
import type { QuizOptionDto, QuizStepDto } from "@/api/generated/model";

interface QuestionStepProps {
  step: QuizStepDto;
  /** True while the insight interstitial shows (spec §4: answer buttons are disabled). */
  disabled: boolean;
  onAnswer: (option: QuizOptionDto) => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** One question from GET /api/quiz; the heading takes focus when the step appears (see Quiz). */
export function QuestionStep({ step, disabled, onAnswer, headingRef }: QuestionStepProps) {
  const helperId = useId();
  const twoChoices = step.options.length <= 2;
  return (
    <section aria-labelledby={`question-${step.id}`} aria-describedby={step.helper ? helperId : undefined}>
      <h2
        ref={headingRef}
        id={`question-${step.id}`}
        tabIndex={-1}
        className="text-2xl font-extrabold tracking-tight text-balance text-stone-900 focus:outline-none sm:text-3xl dark:text-white"
      >
        {step.question}
      </h2>
      {step.helper ? (
        <p id={helperId} className="mt-3 text-base leading-relaxed text-stone-700 dark:text-stone-300">
          {step.helper}
        </p>
      ) : null}
      <ul className={cx("mt-6 grid gap-3", twoChoices ? "sm:grid-cols-2" : "sm:grid-cols-1")}>
        {step.options.map((option) => (
          <li key={option.value}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onAnswer(option)}
              className="w-full rounded-lg border-2 border-stone-300 bg-white px-5 py-4 text-left text-lg font-semibold text-stone-900 shadow-sm transition-colors hover:border-brand-600 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:border-stone-300 disabled:hover:bg-white dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:hover:border-brand-400 dark:hover:bg-stone-800"
            >
              {option.label}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
