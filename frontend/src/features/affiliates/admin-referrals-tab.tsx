/**
 * The Referrals tab of /affiliate-admin (issue 14): every partner's referrals (listAffiliateLeads),
 * filtered by stage, flag, partner and customer words, sorted and paged by the server with the
 * list's state in the URL. "Details" opens a referral (`?referral={id}`, so it has a URL; read with
 * getAffiliateLead): under its row when it is on the page, above the list when it is not. It shows
 * the customer and their project answers, the partner, the deal, the stage form and, for a flagged
 * referral, its review (issue 30) with the decision form while it is under review.
 */
import { Link, useLocation } from "react-router";
import { errorMessage } from "@/api/api-error";
import { useGetAffiliate, useGetAffiliateLead, useListAffiliateLeads } from "@/api/generated/endpoints/admin-partners/admin-partners";
import { AffiliateLeadStatus, ReferralReviewState, type AdminReferralResponseDto, type ListAffiliateLeadsParams } from "@/api/generated/model";
import { formatCents } from "@/lib/currency";
import { formatBusinessDate, formatBusinessDateTime } from "@/lib/dates";
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
import { searchString, withChanges } from "../../components/staff/list-search";
import { Detail, Pill } from "../../components/staff/office-parts";
import {
  AFFILIATE_STATUS_LABEL,
  COMMISSION_STATE_LABEL,
  COMMISSION_STATE_TONE,
  LEAD_TYPE_LABEL,
  LEAD_TYPE_SHORT_LABEL,
  REFERRAL_STAGE_LABEL,
  REFERRAL_STAGE_TONE,
  REVIEW_STATE_LABEL,
  REVIEW_STATE_TONE,
} from "./affiliate-labels";
import { ReviewDecisionForm } from "./admin-referral-review-form";
import { clearedTabHref, PartnerFilter, textParam, useTabListSearch } from "./admin-referral-list-parts";
import { ReferralStageForm } from "./admin-referral-stage-form";
import { customerName, flagCheck, flagLabel, sourceLabel } from "./admin-referral-words";
import { EmailText } from "@/components/staff/email-text";
import { affiliatesPages } from "./pages";

/** The tab's own parameters: never sent to listAffiliateLeads. */
const PAGE_KEYS = ["referral"] as const;
const COLUMNS = 8;
/** A project question left blank (each one is optional). */
const NOT_ANSWERED = "Not answered";

/** The utm fields recorded with the referral (issue 25), in words; "None recorded" when the visit carried none. */
export function campaignTracking(referral: Pick<AdminReferralResponseDto, "utmSource" | "utmMedium" | "utmCampaign">): string {
  const parts = [
    referral.utmSource ? `source ${referral.utmSource}` : null,
    referral.utmMedium ? `medium ${referral.utmMedium}` : null,
    referral.utmCampaign ? `campaign ${referral.utmCampaign}` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(", ") : "None recorded";
}

export function ReferralsTab() {
  const { pathname } = useLocation();
  const { search, params, apiParams, update } = useTabListSearch(PAGE_KEYS);
  // The URL's words go to the server as they are: it validates them and names what it refuses.
  const referrals = useListAffiliateLeads(apiParams as ListAffiliateLeadsParams);
  const sort = String(params.sort ?? "createdAt");
  const order = String(params.order ?? "desc");
  const openId = textParam(params, "referral");
  const closeHref = `${pathname}${searchString(withChanges(search, { referral: undefined }))}`;
  const onPage = referrals.data?.items.some((referral) => String(referral.id) === openId) ?? false;
  // A referral opened from its link that this page of the list does not show opens above the list.
  const openAbove = openId !== "" && (referrals.isError || (referrals.data !== undefined && !onPage));

  return (
    <>
      <p className="mb-4 max-w-3xl text-stone-700 dark:text-stone-300">
        Customers partners sent us, newest first. Open a referral to move it to its next stage, grade it, keep notes, record the deal when it converts, or
        decide a flagged one once you have checked it. The partner is e-mailed at every stage change.
      </p>
      <FilterForm label="Filter referrals" onApply={(changes) => update({ ...changes, referral: undefined })} clearTo={clearedTabHref(pathname, "referrals")}>
        <div>
          <label htmlFor="referrals-q" className={FIELD_LABEL}>
            Customer name or e-mail
          </label>
          <input id="referrals-q" name="q" type="search" defaultValue={textParam(params, "q")} className={FIELD_INPUT} />
        </div>
        <div>
          <label htmlFor="referrals-stage" className={FIELD_LABEL}>
            Stage
          </label>
          <select id="referrals-stage" name="leadStatus" defaultValue={textParam(params, "leadStatus")} className={FIELD_INPUT}>
            <option value="">Any stage</option>
            {Object.values(AffiliateLeadStatus).map((stage) => (
              <option key={stage} value={stage}>
                {REFERRAL_STAGE_LABEL[stage]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="referrals-flagged" className={FIELD_LABEL}>
            Flag
          </label>
          <select id="referrals-flagged" name="flagged" defaultValue={textParam(params, "flagged")} className={FIELD_INPUT}>
            <option value="">Flagged or not</option>
            <option value="true">Under review or rejected</option>
            <option value="false">Not flagged, or cleared</option>
          </select>
        </div>
        <PartnerFilter id="referrals-partner" value={textParam(params, "affiliateId")} />
      </FilterForm>

      {openAbove ? <OpenReferralPanel openId={openId} closeHref={closeHref} /> : null}

      <div className="mt-6">
        {referrals.isError ? (
          <ListProblem error={referrals.error} retry={() => void referrals.refetch()} clearTo={clearedTabHref(pathname, "referrals")} />
        ) : !referrals.data ? (
          <Loading what="referrals" />
        ) : referrals.data.total === 0 ? (
          <EmptyStaffList
            noun="referrals"
            clearTo={clearedTabHref(pathname, "referrals")}
            action={
              <Link to="/affiliate-admin?tab=partners" className="btn-secondary">
                Go to the partners
              </Link>
            }
          >
            No referrals yet. A referral appears when a partner's link brings a customer or a partner submits the referral form; approve partners first so they
            can send them.
          </EmptyStaffList>
        ) : (
          <>
            <StaffTable
              caption="Referrals from partners"
              head={
                <>
                  <th scope="col" className={TH}>
                    Customer
                  </th>
                  <th scope="col" className={TH}>
                    Partner
                  </th>
                  <th scope="col" className={TH}>
                    Lead type
                  </th>
                  <th scope="col" className={TH}>
                    Stage
                  </th>
                  <th scope="col" className={TH}>
                    Flag
                  </th>
                  <SortHeader label="Commission" sortKey="commission" sort={sort} order={order} />
                  <SortHeader label="Created" sortKey="createdAt" sort={sort} order={order} />
                  <th scope="col" className={TH}>
                    <span className="sr-only">Details</span>
                  </th>
                </>
              }
            >
              {referrals.data.items.map((referral) => (
                <ReferralRows key={referral.id} referral={referral} open={String(referral.id) === openId} />
              ))}
            </StaffTable>
            <Pager page={referrals.data.page} pageSize={referrals.data.pageSize} total={referrals.data.total} noun="referrals" />
          </>
        )}
      </div>
    </>
  );
}

function ReferralRows({ referral, open }: { referral: AdminReferralResponseDto; open: boolean }) {
  const { pathname, search } = useLocation();
  const name = customerName(referral);
  const panelId = `referral-${referral.id}-details`;
  const hrefWith = (changes: Record<string, string | undefined>) => `${pathname}${searchString(withChanges(new URLSearchParams(search), changes))}`;

  return (
    <>
      <tr>
        <th scope="row" className={`${TD} text-left font-semibold`}>
          {name}
          <span className="block font-normal text-stone-700 dark:text-stone-300">
            <EmailText email={referral.customerEmail} />
          </span>
        </th>
        <td className={TD}>
          <Link className="link" to={hrefWith({ affiliateId: String(referral.affiliate.id), referral: undefined, page: undefined })}>
            {referral.affiliate.name}
            <span className="sr-only"> (show only this partner's referrals)</span>
          </Link>
          <span className="block font-mono text-xs text-stone-700 dark:text-stone-300">{referral.affiliate.affiliateCode}</span>
        </td>
        <td className={TD}>{LEAD_TYPE_SHORT_LABEL[referral.leadType]}</td>
        <td className={TD}>
          <Pill tone={REFERRAL_STAGE_TONE[referral.leadStatus]}>{REFERRAL_STAGE_LABEL[referral.leadStatus]}</Pill>
          <span className="block text-xs whitespace-nowrap text-stone-700 dark:text-stone-300">since {formatBusinessDate(referral.stageDate)}</span>
        </td>
        <td className={TD}>
          {referral.reviewState ? (
            <>
              <Pill tone={REVIEW_STATE_TONE[referral.reviewState]}>{REVIEW_STATE_LABEL[referral.reviewState]}</Pill>
              {referral.flagCode ? <span className="mt-1 block text-xs text-stone-700 dark:text-stone-300">{flagLabel(referral.flagCode)}</span> : null}
            </>
          ) : (
            "None"
          )}
        </td>
        <td className={TD}>
          <span className="block tabular-nums">{referral.commissionCents === null ? "—" : formatCents(referral.commissionCents)}</span>
          <Pill tone={COMMISSION_STATE_TONE[referral.commissionState]}>{COMMISSION_STATE_LABEL[referral.commissionState]}</Pill>
        </td>
        <td className={`${TD} whitespace-nowrap`}>{formatBusinessDate(referral.createdAt)}</td>
        <td className={TD}>
          <Link
            className="btn-secondary whitespace-nowrap"
            to={hrefWith({ referral: open ? undefined : String(referral.id) })}
            preventScrollReset
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
          >
            {open ? "Hide details" : "Details"}
            <span className="sr-only"> of the referral of {name}</span>
          </Link>
        </td>
      </tr>
      {open ? (
        <tr id={panelId}>
          <td colSpan={COLUMNS} className="bg-stone-50 px-3 py-4 dark:bg-stone-950">
            <OpenReferral id={referral.id} listed={referral} />
          </td>
        </tr>
      ) : null}
    </>
  );
}

/** A referral of `?referral=` that this page of the list does not show, with a way to close it. */
function OpenReferralPanel({ openId, closeHref }: { openId: string; closeHref: string }) {
  const id = /^[1-9][0-9]*$/.test(openId) ? Number(openId) : null;
  return (
    <section
      aria-labelledby="open-referral-heading"
      className="mt-6 rounded-lg border border-stone-200 bg-stone-50 p-4 dark:border-stone-700 dark:bg-stone-950"
    >
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
        <h3 id="open-referral-heading" className="text-lg font-bold text-stone-900 dark:text-white">
          Referral #{openId}
        </h3>
        <Link className="btn-secondary" to={closeHref} preventScrollReset>
          Close
          <span className="sr-only"> referral #{openId}</span>
        </Link>
      </div>
      {id === null ? (
        <p role="alert" className="text-sm text-red-800 dark:text-red-300">
          “{openId}” is not a referral number.
        </p>
      ) : (
        <OpenReferral id={id} />
      )}
    </section>
  );
}

/**
 * The open referral as getAffiliateLead gives it, whatever page of the list it is on. The list's
 * row, when there is one, shows meanwhile.
 */
function OpenReferral({ id, listed }: { id: number; listed?: AdminReferralResponseDto }) {
  const lead = useGetAffiliateLead(id, { query: { placeholderData: listed } });
  if (lead.data) return <ReferralDetails referral={lead.data} />;
  if (lead.isError) {
    return (
      <div role="alert" className="text-sm text-red-800 dark:text-red-300">
        <p className="font-semibold">{errorMessage(lead.error)}</p>
        <button type="button" className="btn-secondary mt-3" onClick={() => void lead.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return <Loading what="the referral" />;
}

/** One referral, with its partner's record (getAffiliate: business, status and commission rate). */
function ReferralDetails({ referral }: { referral: AdminReferralResponseDto }) {
  const partner = useGetAffiliate(referral.affiliate.id);
  const name = customerName(referral);

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="grid content-start gap-6">
        <section aria-label={`Customer ${name}`}>
          <h3 className="text-base font-bold text-stone-900 dark:text-white">Customer</h3>
          <dl className="mt-2 divide-y divide-stone-200 dark:divide-stone-800">
            <Detail term="Name">{name}</Detail>
            <Detail term="E-mail">
              <a className="link" href={`mailto:${referral.customerEmail}`}>
                <EmailText email={referral.customerEmail} />
              </a>
            </Detail>
            <Detail term="Phone">
              <a className="link" href={`tel:${referral.customerPhone.replace(/[^0-9+]/g, "")}`}>
                {referral.customerPhone}
              </a>
            </Detail>
            <Detail term="Location">{referral.location}</Detail>
            <Detail term="Lead type">{LEAD_TYPE_LABEL[referral.leadType]}</Detail>
            <Detail term="Came in">{formatBusinessDateTime(referral.createdAt)}</Detail>
            <Detail term="Source">{sourceLabel(referral.source)}</Detail>
            <Detail term="Campaign tracking">{campaignTracking(referral)}</Detail>
            <Detail term="Quality">{referral.leadQuality ?? "Not graded"}</Detail>
            <Detail term="Notes">
              <span className="whitespace-pre-wrap">{referral.notes ?? "None"}</span>
            </Detail>
          </dl>
        </section>

        <section aria-label={`Project of the referral of ${name}`}>
          <h3 className="text-base font-bold text-stone-900 dark:text-white">Project</h3>
          <dl className="mt-2 divide-y divide-stone-200 dark:divide-stone-800">
            <Detail term="Project type">{referral.projectType ?? NOT_ANSWERED}</Detail>
            <Detail term="Estimated budget">{referral.estimatedBudget ?? NOT_ANSWERED}</Detail>
            <Detail term="Timeframe">{referral.timeframe ?? NOT_ANSWERED}</Detail>
            <Detail term="Land status">{referral.landStatus ?? NOT_ANSWERED}</Detail>
          </dl>
        </section>
      </div>

      <section aria-label={`Partner of the referral of ${name}`}>
        <h3 className="text-base font-bold text-stone-900 dark:text-white">Partner</h3>
        <dl className="mt-2 divide-y divide-stone-200 dark:divide-stone-800">
          <Detail term="Name">{referral.affiliate.name}</Detail>
          <Detail term="Code">
            <span className="font-mono">{referral.affiliate.affiliateCode}</span>
          </Detail>
          <Detail term="E-mail">
            <a className="link" href={`mailto:${referral.affiliate.email}`}>
              <EmailText email={referral.affiliate.email} />
            </a>
          </Detail>
          {partner.data ? (
            <>
              {partner.data.businessName ? <Detail term="Business">{partner.data.businessName}</Detail> : null}
              <Detail term="Status">{AFFILIATE_STATUS_LABEL[partner.data.status]}</Detail>
              <Detail term="Commission rate">{partner.data.commissionRate} % of the net profit</Detail>
            </>
          ) : partner.isError ? (
            <Detail term="Record">The partner's record could not be loaded.</Detail>
          ) : null}
        </dl>
        {referral.reviewState ? (
          <div className="mt-4">
            <ReferralReview referral={referral} />
          </div>
        ) : null}
      </section>

      <section aria-label={`Stage of the referral of ${name}`}>
        <h3 className="text-base font-bold text-stone-900 dark:text-white">Stage and deal</h3>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-stone-800 dark:text-stone-200">
          <Pill tone={REFERRAL_STAGE_TONE[referral.leadStatus]}>{REFERRAL_STAGE_LABEL[referral.leadStatus]}</Pill>
          since {formatBusinessDateTime(referral.stageDate)}
        </p>
        <dl className="mt-2 divide-y divide-stone-200 dark:divide-stone-800">
          <Detail term="Conversion value">{referral.conversionValueCents === null ? "Not converted" : formatCents(referral.conversionValueCents)}</Detail>
          <Detail term="Net profit">{referral.netProfitCents === null ? "Not converted" : formatCents(referral.netProfitCents)}</Detail>
          <Detail term="Commission">
            {referral.commissionCents === null ? "None yet" : `${formatCents(referral.commissionCents)}, `}
            {referral.commissionCents === null ? null : COMMISSION_STATE_LABEL[referral.commissionState].toLowerCase()}
          </Detail>
        </dl>
        <div className="mt-4">
          <ReferralStageForm referral={referral} ratePercent={partner.data?.commissionRate} />
        </div>
      </section>
    </div>
  );
}

/**
 * A flagged referral's review (issue 30): while it is under review it earns nothing, and the
 * decision form clears or rejects it; the review queue shows what was found.
 */
function ReferralReview({ referral }: { referral: AdminReferralResponseDto }) {
  const state = referral.reviewState!;
  const queue = `${affiliatesPages.admin.path}?tab=flags&state=any&affiliateId=${referral.affiliate.id}`;
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50">
      <h4 className="font-bold">Fraud review</h4>
      {referral.flagCode ? <p className="mt-1">{flagLabel(referral.flagCode)}</p> : null}
      <p className="mt-1">
        <Pill tone={REVIEW_STATE_TONE[state]}>{REVIEW_STATE_LABEL[state]}</Pill>{" "}
        {state === ReferralReviewState.under_review
          ? `Our checks flagged this referral: it earns no commission until you decide. If it converts meanwhile, its commission is held.${referral.flagCode ? ` ${flagCheck(referral.flagCode)}` : ""}`
          : state === ReferralReviewState.cleared
            ? "Cleared: this referral earns its commission like any other."
            : "Rejected: its commission is cancelled and the partner was e-mailed the reason."}
      </p>
      <p className="mt-2">
        <Link className="link" to={queue}>
          What was found, in the review queue
        </Link>
      </p>
      {state === ReferralReviewState.under_review ? (
        <div className="mt-3">
          <ReviewDecisionForm referral={referral} />
        </div>
      ) : null}
    </div>
  );
}
