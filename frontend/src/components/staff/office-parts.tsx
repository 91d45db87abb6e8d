/**
 * Small parts of the staff pages (the office's, the partner and contractor dashboards): status
 * pills, the 'Overdue' badge, the way back to a list and what a record page shows when it cannot load.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ApiError, errorMessage } from "@/api/api-error";
import { toneClasses, type Tone } from "./office-labels";

export function Pill({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={toneClasses(tone)}>{children}</span>;
}

/** The server's `overdue` flag (new and waiting over 24 hours, spec §9), never worked out here. */
export function OverdueBadge({ overdue }: { overdue: boolean }) {
  return overdue ? <Pill tone="alert">Overdue</Pill> : null;
}

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="link text-sm font-semibold">
      <span aria-hidden="true">← </span>
      {children}
    </Link>
  );
}

/** A record that could not be shown: the server's message, a retry unless it is a 400/404, and the way back. */
export function RecordProblem({ error, retry, back }: { error: unknown; retry: () => void; back: ReactNode }) {
  const final = error instanceof ApiError && (error.status === 400 || error.status === 404);
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
      <p className="font-semibold">{errorMessage(error)}</p>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        {final ? null : (
          <button type="button" className="btn-secondary" onClick={retry}>
            Try again
          </button>
        )}
        {back}
      </div>
    </div>
  );
}

/** A term and its value in a record's details list. */
export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="py-2 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-semibold text-stone-700 dark:text-stone-300">{term}</dt>
      <dd className="mt-1 text-sm break-words text-stone-900 sm:col-span-2 sm:mt-0 dark:text-stone-100">{children}</dd>
    </div>
  );
}
