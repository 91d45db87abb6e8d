/**
 * Small parts of /affiliate-dashboard: a section card with its h2, and a missing table value.
 * Its two lists page with features/admin's Pager, each with its own parameter and label.
 */
import type { ReactNode } from "react";

/** One card of the dashboard: an h2 (the section's accessible name), a short line, the content. */
export function DashboardSection({ id, title, intro, children }: { id: string; title: string; intro?: ReactNode; children: ReactNode }) {
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className="min-w-0 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8 dark:border-stone-800 dark:bg-stone-900"
    >
      <h2 id={titleId} className="text-2xl font-extrabold tracking-tight text-stone-900 dark:text-white">
        {title}
      </h2>
      {intro ? <div className="mt-1 leading-relaxed text-stone-700 dark:text-stone-300">{intro}</div> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** A missing value in a table cell: a dash to the eye, words to a screen reader. */
export function NoValue({ words }: { words: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{words}</span>
    </>
  );
}
