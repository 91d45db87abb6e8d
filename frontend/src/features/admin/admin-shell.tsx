/**
 * The frame of every admin page: the one admin navigation, the page's h1 and its actions.
 * Lives in the admin route modules' chunks, so no public page loads it.
 */
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { cx } from "@/lib/cx";
import { ADMIN_NAV } from "./pages";

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
      <AdminNav />
      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
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

export function AdminNav() {
  return (
    <nav aria-label="Admin" className="border-b border-stone-200 dark:border-stone-700">
      <ul className="-mb-px flex flex-wrap gap-x-1">
        {ADMIN_NAV.map(({ page, label }) => (
          <li key={page.id}>
            <NavLink
              to={page.path}
              className={({ isActive }) =>
                cx(
                  "inline-block border-b-2 px-3 py-2 text-sm font-semibold",
                  isActive
                    ? "border-brand-700 text-brand-800 dark:border-brand-300 dark:text-brand-200"
                    : "border-transparent text-stone-700 hover:border-stone-400 hover:text-stone-900 dark:text-stone-300 dark:hover:text-white",
                )
              }
            >
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
