/**
 * "Your referrals" on /affiliate-dashboard (listMyAffiliateLeads): stage and its date, commission
 * and its state, any hold in the server's plain words. Filtered, sorted and paged by the server;
 * the state is the URL's `leadStatus`, `q`, `sort`, `order` and `page` (the payments list pages
 * with `paymentsPage`, which is never sent here).
 */
import { Link } from "react-router";
import { useListMyAffiliateLeads } from "@/api/generated/endpoints/partner-portal/partner-portal";
import { AffiliateLeadStatus, type ListMyAffiliateLeadsParams, type MyReferralResponseDto } from "@/api/generated/model";
import { FIELD_INPUT, FIELD_LABEL, FilterForm, ListProblem, Loading, Pager, SortHeader, StaffTable, TD, TH } from "@/components/staff/list-parts";
import { useListSearch, type ListSearchParams } from "@/components/staff/list-search";
import { Pill } from "@/components/staff/office-parts";
import { formatCents } from "@/lib/currency";
import { formatBusinessDate } from "@/lib/dates";
import { COMMISSION_STATE_LABEL, COMMISSION_STATE_TONE, LEAD_TYPE_SHORT_LABEL, REFERRAL_STAGE_LABEL, REFERRAL_STAGE_TONE } from "./affiliate-labels";
import { DashboardSection, NoValue } from "@/components/dashboard-parts";
import { EmptyList } from "@/components/staff/empty-list";
import { affiliatesPages } from "./pages";

/** The URL parameter of the payments list's page (kept out of the referrals request). */
export const PAYMENTS_PAGE_PARAM = "paymentsPage";
/** The URL parameter of the partner resources' page (issue 30; kept out of the referrals request too). */
export const RESOURCES_PAGE_PARAM = "resourcesPage";

/** The URL's parameters that belong to the referrals list, as they are: the server validates them. */
export function referralParams(params: ListSearchParams): ListSearchParams {
  return Object.fromEntries(Object.entries(params).filter(([key]) => key !== PAYMENTS_PAGE_PARAM && key !== RESOURCES_PAGE_PARAM));
}

/** No parameter of this list repeats (one stage at a time). */
const NOT_REPEATED: readonly string[] = [];

export function ReferralsSection({ referralLink }: { referralLink: string | null }) {
  const { params, update } = useListSearch(NOT_REPEATED);
  const own = referralParams(params);
  const referrals = useListMyAffiliateLeads(own as ListMyAffiliateLeadsParams);
  const sort = String(own.sort ?? "createdAt");
  const order = String(own.order ?? "desc");
  const filtered = Boolean(own.leadStatus || own.q);

  return (
    <DashboardSection id="referrals" title="Your referrals" intro="Everyone you referred, newest first: where each one stands and what it earns you.">
      <FilterForm label="Filter referrals" onApply={update}>
        <div>
          <label htmlFor="referrals-stage" className={FIELD_LABEL}>
            Stage
          </label>
          <select id="referrals-stage" name="leadStatus" defaultValue={typeof own.leadStatus === "string" ? own.leadStatus : ""} className={FIELD_INPUT}>
            <option value="">All stages</option>
            {Object.values(AffiliateLeadStatus).map((stage) => (
              <option key={stage} value={stage}>
                {REFERRAL_STAGE_LABEL[stage]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="referrals-q" className={FIELD_LABEL}>
            Customer name
          </label>
          <input id="referrals-q" name="q" type="search" maxLength={100} defaultValue={typeof own.q === "string" ? own.q : ""} className={FIELD_INPUT} />
        </div>
      </FilterForm>

      <div className="mt-6">
        {referrals.isError ? (
          <ListProblem error={referrals.error} retry={() => void referrals.refetch()} />
        ) : !referrals.data ? (
          <Loading what="your referrals" />
        ) : referrals.data.total === 0 ? (
          <NoReferrals filtered={filtered} referralLink={referralLink} />
        ) : (
          <>
            <StaffTable
              caption="Your referrals"
              head={
                <>
                  <th scope="col" className={TH}>
                    Customer
                  </th>
                  <th scope="col" className={TH}>
                    Type
                  </th>
                  <th scope="col" className={TH}>
                    Stage
                  </th>
                  <SortHeader label="Referred" sortKey="createdAt" sort={sort} order={order} />
                  <SortHeader label="Commission" sortKey="commission" sort={sort} order={order} />
                  <th scope="col" className={TH}>
                    Commission state
                  </th>
                </>
              }
            >
              {referrals.data.items.map((referral) => (
                <ReferralRow key={referral.id} referral={referral} />
              ))}
            </StaffTable>
            <Pager
              page={referrals.data.page}
              pageSize={referrals.data.pageSize}
              total={referrals.data.total}
              noun="referrals"
              param="page"
              label="Referral pages"
              preventScrollReset
            />
          </>
        )}
      </div>
    </DashboardSection>
  );
}

function NoReferrals({ filtered, referralLink }: { filtered: boolean; referralLink: string | null }) {
  if (filtered) {
    return (
      <EmptyList
        action={
          <Link to={`${affiliatesPages.dashboard.path}#referrals`} className="btn-secondary">
            Clear filters
          </Link>
        }
      >
        No referral matches these filters. Clear them to see every referral.
      </EmptyList>
    );
  }
  return (
    <EmptyList
      action={
        referralLink ? (
          <Link to={affiliatesPages.leadForm.path} className="btn-secondary">
            Submit a referral
          </Link>
        ) : null
      }
    >
      No referrals yet.{" "}
      {referralLink ? (
        <>
          Share your link, <span className="font-mono break-all">{referralLink}</span>, or submit a referral with the form, and each customer you send shows up
          here with its stage and commission.
        </>
      ) : (
        "Once your application is approved, each customer you send shows up here with its stage and commission."
      )}
    </EmptyList>
  );
}

function ReferralRow({ referral }: { referral: MyReferralResponseDto }) {
  return (
    <tr>
      <th scope="row" className={`${TD} text-left font-semibold`}>
        {referral.customerFirstName} {referral.customerLastName}
      </th>
      <td className={`${TD} whitespace-nowrap`}>{LEAD_TYPE_SHORT_LABEL[referral.leadType]}</td>
      <td className={TD}>
        <Pill tone={REFERRAL_STAGE_TONE[referral.leadStatus]}>{REFERRAL_STAGE_LABEL[referral.leadStatus]}</Pill>
        <div className="mt-1 text-xs whitespace-nowrap text-stone-600 dark:text-stone-400">since {formatBusinessDate(referral.stageDate)}</div>
      </td>
      <td className={`${TD} whitespace-nowrap`}>{formatBusinessDate(referral.createdAt)}</td>
      <td className={`${TD} whitespace-nowrap tabular-nums`}>
        {referral.commissionCents === null ? <NoValue words="None yet" /> : formatCents(referral.commissionCents)}
      </td>
      <td className={`${TD} min-w-48`}>
        <Pill tone={COMMISSION_STATE_TONE[referral.commissionState]}>{COMMISSION_STATE_LABEL[referral.commissionState]}</Pill>
        {referral.flag ? <p className="mt-1 text-xs leading-snug text-stone-700 dark:text-stone-300">{referral.flag}</p> : null}
      </td>
    </tr>
  );
}
