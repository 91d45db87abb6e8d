import { useId } from "react";

/** spec §4: the insights collected so far, "BUILDING KNOWLEDGE (n/total)". */
export function KnowledgeList({ insights, total }: { insights: readonly string[]; total: number }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm dark:border-stone-800 dark:bg-stone-900">
      <h2 id={headingId} className="text-sm font-bold tracking-wider text-brand-700 dark:text-brand-300">
        BUILDING KNOWLEDGE ({insights.length}/{total})
      </h2>
      {insights.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600 dark:text-stone-400">Each answer unlocks a construction insight for your roadmap. They collect here.</p>
      ) : (
        <ol className="mt-3 grid gap-3">
          {insights.map((insight, index) => (
            <li key={index} className="flex gap-3 text-sm leading-relaxed text-stone-700 dark:text-stone-300">
              <span
                aria-hidden="true"
                className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-800 dark:bg-brand-900 dark:text-brand-100"
              >
                {index + 1}
              </span>
              <span>
                <span className="sr-only">Construction Insight #{index + 1}: </span>
                {insight}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
