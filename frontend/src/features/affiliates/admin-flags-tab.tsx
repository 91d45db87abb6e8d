/**
 * The Review queue tab of /affiliate-admin (issue 30): referrals the fraud checks flagged
 * (listReferralFlags), with what was found, for an admin to clear or reject. Filtered by review
 * state (under review unless the URL says otherwise), signal and partner, sorted and paged by the
 * server, with the list's state in the URL. "Decide" opens the decision form under the row
 * (`?decide={id}`, so it has a URL); a decided referral shows the decision, its reason and who made it.
 */
import { Link, useLocation } from "react-router";
import { useListReferralFlags } from "@/api/generated/endpoints/admin-partners/admin-partners";
import { ReferralReviewState, ReferralSignalKind, type ListReferralFlagsParams, type ReferralFlagResponseDto } from "@/api/generated/model";
import { formatCents } from "@/lib/currency";
import { formatBusinessDate, formatBusinessDateTime } from "@/lib/dates";
import { EmailText } from "@/components/staff/email-text";
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
import { Pill } from "../../components/staff/office-parts";
import { COMMISSION_STATE_LABEL, COMMISSION_STATE_TONE, REVIEW_STATE_LABEL, REVIEW_STATE_TONE, SIGNAL_KIND_LABEL } from "./affiliate-labels";
import { ReviewDecisionForm } from "./admin-referral-review-form";
import { clearedTabHref, PartnerFilter, textParam, useTabListSearch } from "./admin-referral-list-parts";
import { sourceLabel } from "./admin-referral-words";

/** The tab's own parameters: never sent to listReferralFlags. */
const PAGE_KEYS = ["decide"] as const;
const COLUMNS = 7;
/** The state filter's value for "every state" (the queue shows those under review when the URL names none). */
export const ANY_STATE = "any";

/** What the URL's filters ask the server: under review by default, every state with `state=any`. */
export function flagQueryOf(apiParams: Record<string, unknown>): ListReferralFlagsParams {
  const { state, ...rest } = apiParams;
  if (state === ANY_STATE) return rest as ListReferralFlagsParams;
  return { ...rest, state: (state as ReferralReviewState | undefined) ?? ReferralReviewState.under_review } as ListReferralFlagsParams;
}

export function FlagsTab() {
  const { pathname } = useLocation();
  const { params, apiParams, update } = useTabListSearch(PAGE_KEYS);
  // The URL's words go to the server as they are: it validates them and names what it refuses.
  const flags = useListReferralFlags(flagQueryOf(apiParams));
  const sort = String(params.sort ?? "flaggedAt");
  const order = String(params.order ?? "asc");
  const decideId = textParam(params, "decide");
  const cleared = clearedTabHref(pathname, "flags");

  return (
    <>
      <p className="mb-4 max-w-3xl text-stone-700 dark:text-stone-300">
        Referrals our checks flagged: a customer who is the partner, a throwaway e-mail, a customer we already had, a burst of clicks, or paid ads the partner's
        terms forbid. A flagged referral earns nothing until you decide. Clear it when the partner really brought us the customer; reject it to cancel its
        commission, and the partner is e-mailed your reason. Partners only ever see "Under review", never what was found.
      </p>
      <FilterForm label="Filter the review queue" onApply={(changes) => update({ ...changes, decide: undefined })} clearTo={cleared}>
        <div>
          <label htmlFor="flags-state" className={FIELD_LABEL}>
            Review
          </label>
          <select id="flags-state" name="state" defaultValue={textParam(params, "state")} className={FIELD_INPUT}>
            <option value="">{REVIEW_STATE_LABEL.under_review}</option>
            <option value={ReferralReviewState.cleared}>{REVIEW_STATE_LABEL.cleared}</option>
            <option value={ReferralReviewState.rejected}>{REVIEW_STATE_LABEL.rejected}</option>
            <option value={ANY_STATE}>Any review state</option>
          </select>
        </div>
        <div>
          <label htmlFor="flags-kind" className={FIELD_LABEL}>
            Signal
          </label>
          <select id="flags-kind" name="kind" defaultValue={textParam(params, "kind")} className={FIELD_INPUT}>
            <option value="">Any signal</option>
            {Object.values(ReferralSignalKind).map((kind) => (
              <option key={kind} value={kind}>
                {SIGNAL_KIND_LABEL[kind]}
              </option>
            ))}
          </select>
        </div>
        <PartnerFilter id="flags-partner" value={textParam(params, "affiliateId")} />
      </FilterForm>

      <div className="mt-6">
        {flags.isError ? (
          <ListProblem error={flags.error} retry={() => void flags.refetch()} clearTo={cleared} />
        ) : !flags.data ? (
          <Loading what="the review queue" />
        ) : flags.data.total === 0 ? (
          <EmptyStaffList noun="flagged referrals" clearTo={cleared}>
            Nothing to review: no referral matches these filters. Our checks flag a referral the moment it arrives, and it waits here until an admin decides.
          </EmptyStaffList>
        ) : (
          <>
            <StaffTable
              caption="Flagged referrals"
              head={
                <>
                  <th scope="col" className={TH}>
                    Customer
                  </th>
                  <th scope="col" className={TH}>
                    Partner
                  </th>
                  <th scope="col" className={TH}>
                    What was found
                  </th>
                  <SortHeader label="Commission" sortKey="commission" sort={sort} order={order} />
                  <SortHeader label="Flagged" sortKey="flaggedAt" sort={sort} order={order} />
                  <th scope="col" className={TH}>
                    Review
                  </th>
                  <th scope="col" className={TH}>
                    <span className="sr-only">Decision</span>
                  </th>
                </>
              }
            >
              {flags.data.items.map((flag) => (
                <FlagRows key={flag.id} flag={flag} open={String(flag.id) === decideId} />
              ))}
            </StaffTable>
            <Pager page={flags.data.page} pageSize={flags.data.pageSize} total={flags.data.total} noun="flagged referrals" />
          </>
        )}
      </div>
    </>
  );
}

function FlagRows({ flag, open }: { flag: ReferralFlagResponseDto; open: boolean }) {
  const { pathname, search } = useLocation();
  const name = `${flag.customerFirstName} ${flag.customerLastName}`;
  const panelId = `flag-${flag.id}-decision`;
  const hrefWith = (changes: Record<string, string | undefined>) => `${pathname}${searchString(withChanges(new URLSearchParams(search), changes))}`;
  const waiting = flag.reviewState === ReferralReviewState.under_review;

  return (
    <>
      <tr>
        <th scope="row" className={`${TD} text-left font-semibold`}>
          {name}
          <span className="block font-normal text-stone-700 dark:text-stone-300">
            <EmailText email={flag.customerEmail} />
          </span>
          <span className="block text-xs font-normal text-stone-700 dark:text-stone-300">
            {sourceLabel(flag.source)}, {formatBusinessDate(flag.createdAt)}
          </span>
        </th>
        <td className={TD}>
          <Link className="link" to={hrefWith({ affiliateId: String(flag.affiliate.id), decide: undefined, page: undefined })}>
            {flag.affiliate.name}
            <span className="sr-only"> (show only this partner's flagged referrals)</span>
          </Link>
          <span className="block font-mono text-xs text-stone-700 dark:text-stone-300">{flag.affiliate.affiliateCode}</span>
        </td>
        <td className={TD}>
          <ul className="grid gap-2">
            {flag.signals.map((signal, index) => (
              <li key={index}>
                <span className="font-semibold">{SIGNAL_KIND_LABEL[signal.kind] ?? signal.kind}</span>
                <span className="block text-stone-700 dark:text-stone-300">{signal.detail}</span>
              </li>
            ))}
          </ul>
        </td>
        <td className={TD}>
          <span className="block tabular-nums">{flag.commissionCents === null ? "—" : formatCents(flag.commissionCents)}</span>
          <Pill tone={COMMISSION_STATE_TONE[flag.commissionState]}>{COMMISSION_STATE_LABEL[flag.commissionState]}</Pill>
        </td>
        <td className={`${TD} whitespace-nowrap`}>{flag.flaggedAt ? formatBusinessDate(flag.flaggedAt) : "—"}</td>
        <td className={TD}>
          <Pill tone={REVIEW_STATE_TONE[flag.reviewState]}>{REVIEW_STATE_LABEL[flag.reviewState]}</Pill>
          {flag.reviewedAt ? (
            <span className="mt-1 block text-xs text-stone-700 dark:text-stone-300">
              {formatBusinessDateTime(flag.reviewedAt)}
              {flag.reviewedBy ? ` by ${flag.reviewedBy}` : ""}
            </span>
          ) : null}
          {flag.reviewReason ? <span className="mt-1 block text-xs whitespace-pre-wrap text-stone-800 dark:text-stone-200">“{flag.reviewReason}”</span> : null}
        </td>
        <td className={TD}>
          {waiting ? (
            <Link
              className="btn-secondary whitespace-nowrap"
              to={hrefWith({ decide: open ? undefined : String(flag.id) })}
              preventScrollReset
              aria-expanded={open}
              aria-controls={open ? panelId : undefined}
            >
              {open ? "Close" : "Decide"}
              <span className="sr-only"> on the referral of {name}</span>
            </Link>
          ) : null}
        </td>
      </tr>
      {open && waiting ? (
        <tr id={panelId}>
          <td colSpan={COLUMNS} className="bg-stone-50 px-3 py-4 dark:bg-stone-950">
            <div className="max-w-2xl">
              <ReviewDecisionForm referral={flag} />
            </div>
          </td>
        </tr>
      ) : null}
    </>
  );
}
