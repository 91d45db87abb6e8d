/**
 * The public lists' pager (plans, the contractor directory, contractor search): "← Previous",
 * "Page n of m", "Next →" as links that keep the list's state in the URL. No link past either end;
 * an empty box keeps "Page n of m" in the middle.
 */
import type { HTMLAttributes } from "react";
import { Link } from "react-router";
import { formatNumber } from "@/lib/number";

export function PublicPager({
  label,
  page,
  pages,
  searchFor,
  onFollow,
  preventScrollReset,
  navProps,
}: {
  /** The navigation's accessible name ("Pages of plans"). */
  label: string;
  page: number;
  pages: number;
  /** The URL search of another page of the same list. */
  searchFor: (page: number) => string;
  onFollow?: () => void;
  preventScrollReset?: boolean;
  /** Extra props for the <nav> (the catalogue's intent handlers). */
  navProps?: HTMLAttributes<HTMLElement>;
}) {
  if (pages <= 1) return null;
  const current = Math.min(page, pages);
  const link = (to: number, text: string, name: string) => (
    <Link to={{ search: searchFor(to) }} preventScrollReset={preventScrollReset} onClick={onFollow} aria-label={name} className="btn-secondary">
      {text}
    </Link>
  );
  return (
    <nav aria-label={label} className="mt-10 flex items-center justify-between gap-4" {...navProps}>
      {current > 1 ? link(page - 1, "← Previous", "Previous page") : <span className="w-28" />}
      <p className="text-stone-700 dark:text-stone-300">
        Page {formatNumber(current)} of {formatNumber(pages)}
      </p>
      {page < pages ? link(page + 1, "Next →", "Next page") : <span className="w-28" />}
    </nav>
  );
}
