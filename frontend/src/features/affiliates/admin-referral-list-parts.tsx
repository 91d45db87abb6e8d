/**
 * What the Referrals and Payments tabs of /affiliate-admin share. The tabs live on one page and
 * one URL (`?tab=…`): the staff-list parts of features/admin clear their filters to the tab's
 * bare list (`clearedTabHref`), and the page's own keys (`tab`, the open referral) never go to
 * the API as filters.
 */
import { useMemo } from "react";
import { useListAffiliates } from "@/api/generated/endpoints/admin-partners/admin-partners";
import { AffiliateSort, AffiliateStatus, SortOrder, type AffiliateResponseDto } from "@/api/generated/model";
import { FIELD_INPUT, FIELD_LABEL } from "../../components/staff/list-parts";
import { useListSearch, type ListSearchParams } from "../../components/staff/list-search";

export type AdminTab = "referrals" | "flags" | "payments";

/** The tab's URL without any filter: where its "Clear filters" goes (FilterForm's and ListProblem's `clearTo`). */
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
