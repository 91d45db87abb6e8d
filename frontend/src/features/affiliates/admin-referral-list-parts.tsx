/**
 * What the Referrals and Payments tabs of /affiliate-admin share. The tabs live on one page and
 * one URL (`?tab=…`), so the staff-list parts of features/admin are used as they are, except
 * where they lead back to the bare path: here "Clear filters" keeps the tab, and the page's own
 * keys (`tab`, the open referral) never go to the API as filters.
 */
import { useMemo, type FormEvent, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { ApiError, errorMessage } from "@/api/api-error";
import { useListAffiliates } from "@/api/generated/endpoints/admin/admin";
import { AffiliateSort, AffiliateStatus, SortOrder, type AffiliateResponseDto } from "@/api/generated/model";
import { FIELD_INPUT, FIELD_LABEL, ListProblem } from "../admin/list-parts";
import { useListSearch, type ListSearchParams, type SearchValue } from "../admin/list-search";

export type AdminTab = "referrals" | "payments";

/** The tab's URL without any filter: where "Clear filters" goes. */
export function clearedTabHref(pathname: string, tab: AdminTab): string {
  return `${pathname}?tab=${tab}`;
}

/**
 * The list state of one tab: the URL's parameters, those meant for the API (without the page's
 * own `pageKeys`, handed over unchanged so the server judges them), and `update`, which keeps
 * `tab` and every other key it is not given and starts the list again at page 1.
 */
export function useTabListSearch(pageKeys: readonly string[]) {
  const { search, params, update } = useListSearch();
  const apiParams = useMemo(() => {
    const rest: ListSearchParams = { ...params };
    for (const key of ["tab", ...pageKeys]) delete rest[key];
    return rest;
  }, [params, pageKeys]);
  return { search, params, apiParams, update };
}

/** A URL parameter as one string ("" when absent). */
export function textParam(params: ListSearchParams, key: string): string {
  const value = params[key];
  return typeof value === "string" ? value : "";
}

/**
 * features/admin's FilterForm for a tab: submitting writes the fields to the URL (empty ones
 * dropped, page back to 1, sort, order and tab kept); "Clear filters" goes back to the tab's bare list.
 */
export function TabFilterForm({
  tab,
  label,
  onApply,
  children,
}: {
  tab: AdminTab;
  label: string;
  onApply: (changes: Record<string, SearchValue>) => void;
  children: ReactNode;
}) {
  const { pathname, search } = useLocation();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const changes: Record<string, string[]> = {};
    for (const element of Array.from(event.currentTarget.elements)) {
      const name = (element as HTMLInputElement).name;
      if (name) changes[name] ??= [];
    }
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string" && value.trim() !== "") changes[key].push(value.trim());
    }
    onApply(changes);
  }
  return (
    // Keyed on the URL: its uncontrolled fields start again from the URL after "Clear filters" or Back.
    <form
      key={search}
      role="search"
      aria-label={label}
      onSubmit={submit}
      className="flex flex-wrap items-end gap-4 rounded-lg border border-stone-200 bg-stone-50 p-4 dark:border-stone-700 dark:bg-stone-900"
    >
      {children}
      <div className="flex gap-3">
        <button type="submit" className="btn-primary">
          Apply filters
        </button>
        <Link to={clearedTabHref(pathname, tab)} className="btn-secondary">
          Clear filters
        </Link>
      </div>
    </form>
  );
}

/** ListProblem for a tab: a refused parameter (400) shows each message and "Clear filters" back to the tab. */
export function TabListProblem({ tab, error, retry }: { tab: AdminTab; error: unknown; retry: () => void }) {
  const { pathname } = useLocation();
  if (!(error instanceof ApiError && error.status === 400)) return <ListProblem error={error} retry={retry} />;
  const fieldErrors = (error.body as { errors?: Array<{ field: string; message: string }> } | undefined)?.errors ?? [];
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
      <p className="font-semibold">These filters cannot be used:</p>
      <ul className="mt-2 list-disc pl-5">
        {fieldErrors.length > 0
          ? fieldErrors.map((entry) => <li key={`${entry.field}:${entry.message}`}>{entry.message}</li>)
          : [<li key="message">{errorMessage(error)}</li>]}
      </ul>
      <Link to={clearedTabHref(pathname, tab)} className="link mt-3 inline-block">
        Clear filters
      </Link>
    </div>
  );
}

/**
 * Partners that can have referrals and commissions: approved ones (active or suspended; pending
 * and rejected applications have no code), by name. The first 100 only: the API pages at 100.
 */
export function usePartnerChoices() {
  const partners = useListAffiliates({ pageSize: 100, sort: AffiliateSort.name, order: SortOrder.asc });
  const choices = useMemo(
    () => (partners.data?.items ?? []).filter((partner) => partner.status === AffiliateStatus.active || partner.status === AffiliateStatus.suspended),
    [partners.data],
  );
  return { choices, loading: partners.isPending, error: partners.isError ? partners.error : null };
}

export function partnerOptionLabel(partner: Pick<AffiliateResponseDto, "firstName" | "lastName" | "businessName" | "affiliateCode" | "status">): string {
  const name = `${partner.firstName} ${partner.lastName}`;
  const business = partner.businessName ? `, ${partner.businessName}` : "";
  const suspended = partner.status === AffiliateStatus.suspended ? " (suspended)" : "";
  return `${name}${business} · ${partner.affiliateCode ?? "no code"}${suspended}`;
}

/**
 * The partner filter of a list (`affiliateId`). A partner id in the URL that is not among the
 * choices (past the first 100) still shows, as its number, so the form never hides a filter.
 */
export function PartnerFilter({ id, value }: { id: string; value: string }) {
  const { choices, loading } = usePartnerChoices();
  const known = value === "" || choices.some((partner) => String(partner.id) === value);
  return (
    <div>
      <label htmlFor={id} className={FIELD_LABEL}>
        Partner
      </label>
      <select id={id} name="affiliateId" defaultValue={value} className={FIELD_INPUT} key={`${loading}`}>
        <option value="">{loading ? "Loading partners…" : "Every partner"}</option>
        {known ? null : <option value={value}>Partner #{value}</option>}
        {choices.map((partner) => (
          <option key={partner.id} value={String(partner.id)}>
            {partnerOptionLabel(partner)}
          </option>
        ))}
      </select>
    </div>
  );
}
