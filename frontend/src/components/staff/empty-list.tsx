/**
 * What a staff list says when it has nothing to show: why it is empty and what to do next, with
 * the link or button that does it. Every staff list (office, partner and contractor) uses this one.
 */
import type { ReactNode } from "react";

export function EmptyList({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div
      data-empty-list=""
      className="rounded-lg border border-dashed border-stone-300 bg-stone-50 px-5 py-6 text-stone-700 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-300"
    >
      <p className="leading-relaxed">{children}</p>
      {action ? <div className="mt-3 flex flex-wrap gap-3">{action}</div> : null}
    </div>
  );
}
