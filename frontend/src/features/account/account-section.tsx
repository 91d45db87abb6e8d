import type { ReactNode } from "react";

/** One card of /account: an h2 with a short line under it, then the content. */
export function AccountSection({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className="scroll-mt-24 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8 dark:border-stone-800 dark:bg-stone-900"
    >
      <h2 id={titleId} className="text-2xl font-extrabold tracking-tight text-stone-900 dark:text-white">
        {title}
      </h2>
      <p className="mt-1 mb-6 leading-relaxed text-stone-700 dark:text-stone-300">{intro}</p>
      {children}
    </section>
  );
}
