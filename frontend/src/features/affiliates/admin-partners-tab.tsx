/**
 * The partners tab of /affiliate-admin: applications and partners (listAffiliates), pending
 * applications always first, filtered, sorted and paged by the server with the list's state in the
 * URL (`status`, `q`, `sort`, `order`, `page`). A name opens that partner's record above the list
 * (`?partner={id}`), so the record has a URL too.
 */
import { Link, useLocation } from "react-router";
import { useListAffiliates } from "@/api/generated/endpoints/admin-partners/admin-partners";
import { AffiliateStatus, type AffiliateResponseDto, type ListAffiliatesParams } from "@/api/generated/model";
import { formatBusinessDate } from "@/lib/dates";
import { formatNumber } from "@/lib/number";
import {
  EmptyStaffList,
  FIELD_INPUT,
  FIELD_LABEL,
  FilterForm,
  ListProblem,
  Loading,
  Pager,
  SortHeader,
  StaffTable,
  TD,
  TH,
} from "../../components/staff/list-parts";
import { searchString, useListSearch, withChanges, type ListSearchParams } from "../../components/staff/list-search";
import { Pill } from "../../components/staff/office-parts";
import { AFFILIATE_STATUS_LABEL, AFFILIATE_STATUS_TONE } from "./affiliate-labels";
import { PartnerDetail } from "./admin-partner-detail";
import { formatDollars, partnerName } from "./partner-format";
import { EmailText } from "@/components/staff/email-text";

/** The page's own parameters, which are not the list's and so never go to listAffiliates. */
const PAGE_KEYS = ["tab", "partner"] as const;

/** The URL's list parameters, handed to the server unchanged (it validates them and names what it refuses). */
export function partnerListParams(params: ListSearchParams): ListAffiliatesParams {
  const rest: ListSearchParams = { ...params };
  for (const key of PAGE_KEYS) delete rest[key];
  return rest as ListAffiliatesParams;
}

export function PartnersTab() {
  const { pathname } = useLocation();
  const { search, params, update } = useListSearch();
  const partners = useListAffiliates(partnerListParams(params));
  const sort = String(params.sort ?? "createdAt");
  const order = String(params.order ?? "desc");
  const partner = typeof params.partner === "string" ? params.partner : undefined;
  const hrefWith = (changes: Record<string, string | undefined>) => `${pathname}${searchString(withChanges(search, changes))}`;

  return (
    <>
      <p className="mb-4 max-w-3xl text-stone-700 dark:text-stone-300">
        Applications waiting for review always come first. Open a name to read the application, approve or reject it, suspend or reactivate a partner, or change
        their commission rate and paperwork.
      </p>
      {/* Keyed on the URL so the fields follow "Clear filters", the back button and links. */}
      <FilterForm label="Filter partners" onApply={update}>
        <div>
          <label htmlFor="partners-q" className={FIELD_LABEL}>
            Name, business, e-mail or code
          </label>
          <input id="partners-q" name="q" type="search" defaultValue={String(params.q ?? "")} className={FIELD_INPUT} />
        </div>
        <div>
          <label htmlFor="partners-status" className={FIELD_LABEL}>
            Status
          </label>
          <select id="partners-status" name="status" defaultValue={String(params.status ?? "")} className={FIELD_INPUT}>
            <option value="">Any status</option>
            {Object.values(AffiliateStatus).map((status) => (
              <option key={status} value={status}>
                {AFFILIATE_STATUS_LABEL[status]}
              </option>
            ))}
          </select>
        </div>
      </FilterForm>

      {partner !== undefined ? (
        <div className="mt-6">
          {/* Keyed on the partner, so a confirmation or an open form never carries over to another record. */}
          <PartnerDetail key={partner} id={/^\d+$/.test(partner) ? Number(partner) : null} closeHref={hrefWith({ partner: undefined })} />
        </div>
      ) : null}

      <div className="mt-6">
        {partners.isError ? (
          <ListProblem error={partners.error} retry={() => void partners.refetch()} />
        ) : !partners.data ? (
          <Loading what="partners" />
        ) : partners.data.total === 0 ? (
          <EmptyStaffList
            noun="partners"
            action={
              <Link to="/affiliate-registration" className="btn-secondary">
                See the registration page
              </Link>
            }
          >
            No partners or applications yet. Point realtors, lenders, land sellers and tradespeople to the registration page; each application waits here for
            your decision.
          </EmptyStaffList>
        ) : (
          <>
            <StaffTable
              caption="Referral partners and applications, pending applications first"
              head={
                <>
                  <SortHeader label="Name and business" sortKey="name" sort={sort} order={order} defaultOrder="asc" />
                  <th scope="col" className={TH}>
                    E-mail
                  </th>
                  <th scope="col" className={TH}>
                    Status
                  </th>
                  <th scope="col" className={TH}>
                    Code
                  </th>
                  <th scope="col" className={TH}>
                    Rate
                  </th>
                  <SortHeader label="Referrals" sortKey="totalLeads" sort={sort} order={order} />
                  <th scope="col" className={TH}>
                    Qualified
                  </th>
                  <th scope="col" className={TH}>
                    Converted
                  </th>
                  <th scope="col" className={TH}>
                    Commission earned
                  </th>
                  <SortHeader label="Applied" sortKey="createdAt" sort={sort} order={order} />
                </>
              }
            >
              {partners.data.items.map((item) => (
                <PartnerRow key={item.id} partner={item} href={hrefWith({ partner: String(item.id) })} open={partner === String(item.id)} />
              ))}
            </StaffTable>
            <Pager page={partners.data.page} pageSize={partners.data.pageSize} total={partners.data.total} noun="partners" />
          </>
        )}
      </div>
    </>
  );
}

function PartnerRow({ partner, href, open }: { partner: AffiliateResponseDto; href: string; open: boolean }) {
  return (
    <tr className={open ? "bg-brand-50 dark:bg-stone-800" : undefined}>
      <th scope="row" className={`${TD} text-left`}>
        <Link to={href} className="link" aria-current={open ? "true" : undefined}>
          {partnerName(partner)}
        </Link>
        {partner.businessName ? <span className="block text-stone-700 dark:text-stone-300">{partner.businessName}</span> : null}
      </th>
      <td className={TD}>
        <EmailText email={partner.email} />
      </td>
      <td className={TD}>
        <Pill tone={AFFILIATE_STATUS_TONE[partner.status]}>{AFFILIATE_STATUS_LABEL[partner.status]}</Pill>
      </td>
      <td className={`${TD} font-mono whitespace-nowrap`}>{partner.affiliateCode ?? <span className="font-sans">Not yet</span>}</td>
      <td className={`${TD} whitespace-nowrap tabular-nums`}>{formatNumber(partner.commissionRate)}%</td>
      <td className={`${TD} tabular-nums`}>{formatNumber(partner.totalLeads)}</td>
      <td className={`${TD} tabular-nums`}>{formatNumber(partner.qualifiedLeads)}</td>
      <td className={`${TD} tabular-nums`}>{formatNumber(partner.conversions)}</td>
      <td className={`${TD} tabular-nums`}>{formatDollars(partner.totalCommissionEarned)}</td>
      <td className={`${TD} whitespace-nowrap`}>{formatBusinessDate(partner.createdAt)}</td>
    </tr>
  );
}
