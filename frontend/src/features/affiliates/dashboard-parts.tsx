/**
 * Small parts of /affiliate-dashboard: a section card with its h2, and the pager of its two lists.
 * The page holds two paged lists in one URL, so each pager writes its own page parameter
 * (`page` for the referrals, `paymentsPage` for the payments) and keeps every other one.
 */
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { searchString, withChanges } from "@/features/admin/list-search";
import { formatNumber } from "@/lib/number";

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

/** "Showing 26–50 of 112 referrals" and links to the pages around, written to `param` of the URL. */
export function ListPager({
  page,
  pageSize,
  total,
  noun,
  param,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  noun: string;
  /** The URL's parameter of this list's page. */
  param: string;
  /** The navigation's name, unique on the page ("Referral pages"). */
  label: string;
}) {
  const { pathname, search } = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const hrefOf = (target: number) => `${pathname}${searchString(withChanges(new URLSearchParams(search), { [param]: target === 1 ? undefined : String(target) }))}`;

  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-stone-700 dark:text-stone-300">
      <p aria-live="polite">{`Showing ${formatNumber(first)}–${formatNumber(last)} of ${formatNumber(total)} ${noun}`}</p>
      {pages > 1 ? (
        <ul className="flex items-center gap-2">
          <li>
            {page > 1 ? (
              <Link className="btn-secondary" to={hrefOf(page - 1)} preventScrollReset>
                Previous page
              </Link>
            ) : null}
          </li>
          <li>
            Page {formatNumber(page)} of {formatNumber(pages)}
          </li>
          <li>
            {page < pages ? (
              <Link className="btn-secondary" to={hrefOf(page + 1)} preventScrollReset>
                Next page
              </Link>
            ) : null}
          </li>
        </ul>
      ) : null}
    </nav>
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
