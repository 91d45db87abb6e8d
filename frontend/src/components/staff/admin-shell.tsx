/**
 * The top of every admin page: its h1, a short line and its actions. The office's navigation is
 * the staff shell's side menu (app/layout/staff-layout.tsx), around every staff page.
 */
import type { ReactNode } from "react";

export function AdminShell({
  title,
  intro,
  actions,
  children,
}: {
  /** The page's h1. */
  title: string;
  intro?: ReactNode;
  /** Buttons or links beside the h1 (e.g. "Export CSV"). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-extrabold tracking-tight break-words text-stone-900 dark:text-white">{title}</h1>
          {intro ? <div className="mt-2 max-w-3xl text-stone-700 dark:text-stone-300">{intro}</div> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
      </div>
      <div className="mt-6">{children}</div>
    </div>
  );
}
