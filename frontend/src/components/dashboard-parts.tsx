/**
 * Small parts of the signed-in dashboards (/affiliate-dashboard, /contractors/dashboard): a
 * section card with its h2, the "didn't load" notice, and a missing table value.
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

/** The dashboard's own data did not load: the server's words (or the network's) and a retry. */
export function DashboardLoadError({ message, retry }: { message: string; retry: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-6 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
      <h2 className="text-xl font-bold">Your dashboard didn't load</h2>
      <p className="mt-2">{message}</p>
      <p className="mt-1">Check your connection, then try again.</p>
      <button type="button" className="btn-secondary mt-4" onClick={retry}>
        Try again
      </button>
    </div>
  );
}
