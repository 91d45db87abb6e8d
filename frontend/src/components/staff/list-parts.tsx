/**
 * The parts every staff list shares: the pager, sortable column headers, the filter form that
 * writes the URL, and what the page shows when the server refuses a parameter or does not answer.
 */
import type { FormEvent, ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { ApiError, errorMessage, fieldErrorsOf } from "@/api/api-error";
import { EmptyList } from "@/components/staff/empty-list";
import { formatNumber } from "@/lib/number";
import { searchString, withChanges, type SearchValue } from "./list-search";

/**
 * "Showing 26–50 of 112" and page links that keep every other parameter of the URL. A page with
 * two paged lists gives each its own `param` and a `label` that tells the two navigations apart.
 */
export function Pager({
  page,
  pageSize,
  total,
  noun,
  param = "page",
  label = "Pages",
  preventScrollReset,
}: {
  page: number;
  pageSize: number;
  total: number;
  noun: string;
  /** The URL's parameter of this list's page. */
  param?: string;
  /** The navigation's accessible name, unique on the page. */
  label?: string;
  /** Stay where the list is on the page instead of scrolling to the top (a list below others). */
  preventScrollReset?: boolean;
}) {
  const { pathname, search } = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const hrefOf = (target: number) =>
    `${pathname}${searchString(withChanges(new URLSearchParams(search), { [param]: target === 1 ? undefined : String(target) }))}`;

  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-stone-700 dark:text-stone-300">
      <p aria-live="polite">{total === 0 ? `No ${noun}` : `Showing ${formatNumber(first)}–${formatNumber(last)} of ${formatNumber(total)} ${noun}`}</p>
      {pages > 1 ? (
        <ul className="flex items-center gap-2">
          <li>
            {page > 1 ? (
              <Link className="btn-secondary" to={hrefOf(page - 1)} preventScrollReset={preventScrollReset}>
                Previous page
              </Link>
            ) : null}
          </li>
          <li>
            Page {formatNumber(page)} of {formatNumber(pages)}
          </li>
          <li>
            {page < pages ? (
              <Link className="btn-secondary" to={hrefOf(page + 1)} preventScrollReset={preventScrollReset}>
                Next page
              </Link>
            ) : null}
          </li>
        </ul>
      ) : null}
    </nav>
  );
}

/**
 * A column header that sorts the list by `sortKey` (its link flips the order when it already
 * does). `aria-sort` tells screen readers the current order.
 */
export function SortHeader({
  label,
  sortKey,
  sort,
  order,
  defaultOrder = "desc",
}: {
  label: string;
  sortKey: string;
  /** The list's current sort and order (the server's defaults when the URL has none). */
  sort: string;
  order: string;
  defaultOrder?: "asc" | "desc";
}) {
  const { pathname, search } = useLocation();
  const active = sort === sortKey;
  const nextOrder = active ? (order === "asc" ? "desc" : "asc") : defaultOrder;
  const href = `${pathname}${searchString(withChanges(new URLSearchParams(search), { sort: sortKey, order: nextOrder, page: undefined }))}`;
  return (
    <th scope="col" aria-sort={active ? (order === "asc" ? "ascending" : "descending") : undefined} className={TH}>
      <Link to={href} className="inline-flex items-center gap-1 hover:underline">
        {label}
        <span aria-hidden="true">{active ? (order === "asc" ? "▲" : "▼") : "↕"}</span>
        <span className="sr-only">{active ? `, sorted ${order === "asc" ? "ascending" : "descending"}` : ", sort"}</span>
      </Link>
    </th>
  );
}

/** Header cell and body cell classes of the staff tables. */
export const TH = "px-3 py-2 text-left text-xs font-bold tracking-wide text-stone-700 uppercase dark:text-stone-300";
export const TD = "px-3 py-2 align-top text-sm text-stone-800 dark:text-stone-200";

/** A staff table with a caption for screen readers and horizontal scroll on small screens (.table-scroll). */
export function StaffTable({ caption, head, children }: { caption: string; head: ReactNode; children: ReactNode }) {
  return (
    <div className="table-scroll rounded-lg border border-stone-200 bg-white dark:border-stone-700 dark:bg-stone-900">
      <table className="min-w-full divide-y divide-stone-200 dark:divide-stone-700">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-50 dark:bg-stone-800">
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y divide-stone-100 dark:divide-stone-800">{children}</tbody>
      </table>
    </div>
  );
}

/**
 * The filters of a list as a plain form: submitting writes its fields to the URL (empty ones
 * dropped, the page back to 1, sort and order kept); "Clear filters" goes to `clearTo`, the bare
 * list unless the page says otherwise (a tab of a page keeps its `?tab=`).
 * Fields named like the API's query parameters; a multiple <select> or checkboxes repeat a key.
 */
export function FilterForm({
  label,
  onApply,
  clearTo,
  children,
}: {
  label: string;
  onApply: (changes: Record<string, SearchValue>) => void;
  /** Where "Clear filters" goes: the path without any parameter by default. */
  clearTo?: string;
  children: ReactNode;
}) {
  const { pathname, search } = useLocation();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const changes: Record<string, string[]> = {};
    for (const element of Array.from(form.elements)) {
      const name = (element as HTMLInputElement).name;
      if (name) changes[name] ??= [];
    }
    for (const [key, value] of new FormData(form)) {
      if (typeof value === "string" && value.trim() !== "") changes[key].push(value.trim());
    }
    onApply(changes);
  }
  return (
    // Keyed on the URL: its uncontrolled fields start again from the URL after "Clear filters" or Back.
    // No field is wider than the form (*:max-w-full, with FIELD_INPUT's own): it wraps on a phone.
    <form
      key={search}
      role="search"
      aria-label={label}
      onSubmit={submit}
      className="flex flex-wrap items-end gap-4 *:max-w-full rounded-lg border border-stone-200 bg-stone-50 p-4 dark:border-stone-700 dark:bg-stone-900"
    >
      {children}
      <div className="flex gap-3">
        <button type="submit" className="btn-primary">
          Apply filters
        </button>
        <Link to={clearTo ?? pathname} className="btn-secondary">
          Clear filters
        </Link>
      </div>
    </form>
  );
}

/**
 * Label + control classes of filter fields. A control is never wider than its field (`max-w-full`):
 * a select is otherwise as wide as its longest option, a partner's name and business.
 */
export const FIELD_LABEL = "block text-sm font-semibold text-stone-800 dark:text-stone-200";
export const FIELD_INPUT =
  "mt-1 block max-w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 dark:border-stone-600 dark:bg-stone-950 dark:text-stone-100";

/**
 * Why a list or record could not be shown: the server's message for each refused parameter
 * (400) with a "Clear filters" link (to `clearTo`, the bare path by default), or its message and a
 * retry for anything else.
 */
export function ListProblem({ error, retry, clearTo }: { error: unknown; retry?: () => void; clearTo?: string }) {
  const { pathname } = useLocation();
  const refused = error instanceof ApiError && error.status === 400;
  const fieldErrors = fieldErrorsOf(error);
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
      {refused ? (
        <>
          <p className="font-semibold">These filters cannot be used:</p>
          <ul className="mt-2 list-disc pl-5">
            {fieldErrors.length > 0
              ? fieldErrors.map((entry) => <li key={`${entry.field}:${entry.message}`}>{entry.message}</li>)
              : [<li key="message">{errorMessage(error)}</li>]}
          </ul>
          <Link to={clearTo ?? pathname} className="link mt-3 inline-block">
            Clear filters
          </Link>
        </>
      ) : (
        <>
          <p className="font-semibold">{errorMessage(error)}</p>
          {retry ? (
            <button type="button" className="btn-secondary mt-3" onClick={retry}>
              Try again
            </button>
          ) : null}
        </>
      )}
    </div>
  );
}

/** While a list or record loads: a polite status, so the area does not jump. */
export function Loading({ what }: { what: string }) {
  return (
    <p role="status" className="py-10 text-center text-stone-600 dark:text-stone-400">
      Loading {what}…
    </p>
  );
}

/** URL parameters that only page or order a list: a list with only these is not filtered. */
const NOT_FILTERS = new Set(["sort", "order", "page", "pageSize", "tab", "partner", "referral"]);

/**
 * An empty staff list, saying what to do next: with filters in the URL, that nothing matches and a
 * "Clear filters" link (to `clearTo`); without, why the list is empty (`children`) and the
 * `action` that helps (a link to where the first entries come from).
 */
export function EmptyStaffList({
  noun,
  clearTo,
  action,
  children,
}: {
  /** Plural: "No leads match these filters." */
  noun: string;
  clearTo?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const { pathname, search } = useLocation();
  const filtered = [...new URLSearchParams(search).keys()].some((key) => !NOT_FILTERS.has(key));
  return filtered ? (
    <EmptyList
      action={
        <Link to={clearTo ?? pathname} className="btn-secondary">
          Clear filters
        </Link>
      }
    >
      No {noun} match these filters. Clear them to see every one, or change a filter above.
    </EmptyList>
  ) : (
    <EmptyList action={action}>{children}</EmptyList>
  );
}
