/**
 * Route module of /admin/deposits 'Deposits' (admins; sales reps read only, issues 13 and 27): design
 * deposits, newest first, filtered by status and searched by buyer or plan on the server
 * (listAdminDeposits). Each row opens in place to show the build site, the status history
 * (getAdminDeposit), the payment and the signed agreement (issue 29) and, for admins, the status
 * and refund forms.
 */
import { useState } from "react";
import { Link } from "react-router";
import { useGetAdminDeposit, useListAdminDeposits } from "@/api/generated/endpoints/admin-deposits/admin-deposits";
import {
  DepositPaymentProvider,
  DepositRefundStatus,
  DepositStatus,
  type AdminDepositDetailResponseDto,
  type AdminDepositResponseDto,
  type DepositStatusChangeDto,
  type ListAdminDepositsParams,
} from "@/api/generated/model";
import { metaFrom } from "@/lib/page-head";
import { formatCents, formatExactCents } from "@/lib/currency";
import { formatBusinessDate, formatBusinessDateTime, formatCalendarDate } from "@/lib/dates";
import { agreementPdfHref, siteAddress } from "../../lib/deposit-status";
import { DepositRefundForm } from "./deposit-refund-form";
import { AdminShell } from "../../components/staff/admin-shell";
import { DepositStatusForm } from "./deposit-status-form";
import { useIsAdmin } from "../../lib/session/use-current-user";
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
import { useListSearch } from "../../components/staff/list-search";
import { DEPOSIT_STATUS_LABEL, DEPOSIT_TONE } from "../../components/staff/office-labels";
import { Detail, Pill, RecordProblem } from "../../components/staff/office-parts";
import { adminPages } from "./pages";
import { withQueries } from "@/lib/query-provider";
import { EmailText } from "@/components/staff/email-text";

export const meta = metaFrom(adminPages);

const COLUMNS = 6;

function DepositsPage() {
  const { params, update } = useListSearch();
  // The URL's words go to the server as they are: it validates them and names what it refuses.
  const deposits = useListAdminDeposits(params as ListAdminDepositsParams);
  const sort = String(params.sort ?? "createdAt");
  const order = String(params.order ?? "desc");

  return (
    <AdminShell
      title={adminPages.deposits.title}
      intro="Buyers' reservations of a plan and their deposits, newest first. Deposits paid online move by themselves as Stripe confirms them; invoiced ones you move when the money arrives. Cancel an unpaid one or refund a paid one: the buyer gets an e-mail with every change."
    >
      {/* Keyed on the URL so the fields follow "Clear filters", the back button and links. */}
      <FilterForm label="Filter deposits" onApply={update}>
        <div>
          <label htmlFor="deposits-q" className={FIELD_LABEL}>
            Buyer or plan
          </label>
          <input id="deposits-q" name="q" type="search" defaultValue={String(params.q ?? "")} className={FIELD_INPUT} />
        </div>
        <div>
          <label htmlFor="deposits-status" className={FIELD_LABEL}>
            Status
          </label>
          <select id="deposits-status" name="status" defaultValue={String(params.status ?? "")} className={FIELD_INPUT}>
            <option value="">Any status</option>
            {Object.values(DepositStatus).map((status) => (
              <option key={status} value={status}>
                {DEPOSIT_STATUS_LABEL[status]}
              </option>
            ))}
          </select>
        </div>
      </FilterForm>

      <div className="mt-6">
        {deposits.isError ? (
          <ListProblem error={deposits.error} retry={() => void deposits.refetch()} />
        ) : !deposits.data ? (
          <Loading what="deposits" />
        ) : deposits.data.total === 0 ? (
          <EmptyStaffList
            noun="deposits"
            action={
              <Link to="/designs" className="btn-secondary">
                See the plans buyers reserve
              </Link>
            }
          >
            No deposits yet. A deposit appears here when a buyer signs the reservation agreement for a plan on its page.
          </EmptyStaffList>
        ) : (
          <>
            <StaffTable
              caption="Deposits"
              head={
                <>
                  <th scope="col" className={TH}>
                    Buyer
                  </th>
                  <th scope="col" className={TH}>
                    Plan
                  </th>
                  <SortHeader label="Placed" sortKey="createdAt" sort={sort} order={order} />
                  <SortHeader label="Amount" sortKey="amount" sort={sort} order={order} />
                  <th scope="col" className={TH}>
                    Status
                  </th>
                  <th scope="col" className={TH}>
                    <span className="sr-only">Details</span>
                  </th>
                </>
              }
            >
              {deposits.data.items.map((deposit) => (
                <DepositRows key={deposit.id} deposit={deposit} />
              ))}
            </StaffTable>
            <Pager page={deposits.data.page} pageSize={deposits.data.pageSize} total={deposits.data.total} noun="deposits" />
          </>
        )}
      </div>
    </AdminShell>
  );
}

function DepositRows({ deposit }: { deposit: AdminDepositResponseDto }) {
  const [open, setOpen] = useState(false);
  const buyer = `${deposit.buyer.firstName} ${deposit.buyer.lastName}`;
  const panelId = `deposit-${deposit.id}-details`;

  return (
    <>
      <tr>
        <th scope="row" className={`${TD} text-left font-semibold`}>
          {buyer}
          <span className="block font-normal text-stone-700 dark:text-stone-300">
            <EmailText email={deposit.buyer.email} />
          </span>
        </th>
        <td className={TD}>
          <Link className="link" to={`/designs/${deposit.design.slug}`}>
            {deposit.design.name}
          </Link>
        </td>
        <td className={`${TD} whitespace-nowrap`}>{formatBusinessDate(deposit.createdAt)}</td>
        <td className={`${TD} tabular-nums`}>{formatCents(deposit.amount)}</td>
        <td className={TD}>
          <Pill tone={DEPOSIT_TONE[deposit.status]}>{DEPOSIT_STATUS_LABEL[deposit.status]}</Pill>
        </td>
        <td className={TD}>
          <button type="button" className="btn-secondary whitespace-nowrap" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
            {open ? "Hide details" : "Details"}
            <span className="sr-only">
              {" "}
              of deposit #{deposit.id} from {buyer}
            </span>
          </button>
        </td>
      </tr>
      {open ? (
        <tr id={panelId}>
          <td colSpan={COLUMNS} className="bg-stone-50 px-3 py-4 dark:bg-stone-950">
            <DepositDetails id={deposit.id} />
          </td>
        </tr>
      ) : null}
    </>
  );
}

function DepositDetails({ id }: { id: number }) {
  // Sales reps read deposits; the server refuses them every change (updateDepositStatus is admin only).
  const isAdmin = useIsAdmin();
  const detail = useGetAdminDeposit(id);
  if (detail.isError) return <RecordProblem error={detail.error} retry={() => void detail.refetch()} back={null} />;
  if (!detail.data) return <Loading what={`deposit #${id}`} />;
  const deposit = detail.data;
  const site = siteAddress(deposit);

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <section aria-label={`Deposit #${deposit.id}`}>
        <h2 className="text-base font-bold text-stone-900 dark:text-white">Deposit #{deposit.id}</h2>
        <dl className="mt-2 divide-y divide-stone-200 dark:divide-stone-800">
          <Detail term="Placed">{formatBusinessDateTime(deposit.createdAt)}</Detail>
          <Detail term="Phone">{deposit.buyer.phone ?? "Not given"}</Detail>
          <Detail term="Build site">{site || "Not given"}</Detail>
          <Detail term="Hoped-for start">{deposit.expectedStartDate ? formatCalendarDate(deposit.expectedStartDate) : "Not given"}</Detail>
          <Detail term="Site visit">{deposit.siteVisitRequired ? "Wanted" : "Not asked for"}</Detail>
          <Detail term="Buyer's notes">
            <span className="whitespace-pre-wrap">{deposit.additionalNotes ?? "None"}</span>
          </Detail>
        </dl>
      </section>
      <PaymentDetails deposit={deposit} isAdmin={isAdmin} />
      <section aria-label={`Status of deposit #${deposit.id}`}>
        <h2 className="text-base font-bold text-stone-900 dark:text-white">Status</h2>
        <p className="mt-2">
          <Pill tone={DEPOSIT_TONE[deposit.status]}>{DEPOSIT_STATUS_LABEL[deposit.status]}</Pill>
        </p>
        <div className="mt-3">
          {isAdmin ? (
            <DepositStatusForm deposit={deposit} />
          ) : (
            <p className="text-sm text-stone-700 dark:text-stone-300">Only an admin changes a deposit&apos;s status; ask one if this deposit needs to move.</p>
          )}
        </div>
      </section>
      <section aria-label={`History of deposit #${deposit.id}`}>
        <h2 className="text-base font-bold text-stone-900 dark:text-white">History</h2>
        <DepositHistory history={deposit.history} placedAt={deposit.createdAt} />
      </section>
    </div>
  );
}

/** How the deposit is paid, what came back, and the agreement the buyer signed. */
function PaymentDetails({ deposit, isAdmin }: { deposit: AdminDepositDetailResponseDto; isAdmin: boolean }) {
  const online = deposit.paymentProvider === DepositPaymentProvider.stripe;
  const paid = deposit.status === DepositStatus.paid || deposit.status === DepositStatus.refunded;
  const refundable = paid && deposit.refundedAmount < deposit.amount && !deposit.refunds.some((refund) => refund.status === DepositRefundStatus.requested);
  return (
    <section aria-label={`Payment of deposit #${deposit.id}`} className="lg:col-span-3">
      <h2 className="text-base font-bold text-stone-900 dark:text-white">Payment and agreement</h2>
      <div className="mt-2 grid gap-6 lg:grid-cols-3">
        <dl className="divide-y divide-stone-200 dark:divide-stone-800">
          <Detail term="Paid by">{online ? "Stripe Checkout (card or US bank account)" : "Invoice from the office"}</Detail>
          <Detail term="Amount">{formatExactCents(deposit.amount)}</Detail>
          <Detail term="Paid on">{deposit.paidAt ? formatBusinessDateTime(deposit.paidAt) : "Not paid"}</Detail>
          <Detail term="Refunded">{deposit.refundedAmount > 0 ? formatExactCents(deposit.refundedAmount) : "Nothing"}</Detail>
          {deposit.holdExpiresAt && !paid ? <Detail term="Hold ends">{formatBusinessDateTime(deposit.holdExpiresAt)}</Detail> : null}
        </dl>
        <div className="text-sm text-stone-800 dark:text-stone-200">
          {deposit.signature ? (
            <>
              <p>
                Signed by <strong>{deposit.signature.signerName}</strong> on {formatBusinessDateTime(deposit.signature.signedAt)} (agreement{" "}
                {deposit.signature.agreementVersion}).
              </p>
              <p className="mt-1 text-xs break-all text-stone-700 dark:text-stone-300">
                SHA-256: <span className="font-mono">{deposit.signature.sha256}</span>
              </p>
              <a href={agreementPdfHref(deposit.id)} download className="btn-secondary mt-3">
                Signed agreement (PDF)<span className="sr-only"> of deposit #{deposit.id}</span>
              </a>
            </>
          ) : (
            <p>Placed before the site took signatures: no signed agreement on file.</p>
          )}
          {deposit.refunds.length > 0 ? (
            <>
              <h3 className="mt-4 font-bold text-stone-900 dark:text-white">Refunds</h3>
              <ul className="mt-1 space-y-2">
                {deposit.refunds.map((refund) => (
                  <li key={refund.id}>
                    <span className="font-semibold">{formatExactCents(refund.amount)}</span> · {REFUND_STATUS_LABEL[refund.status]} ·{" "}
                    {formatBusinessDateTime(refund.createdAt)}
                    <span className="block text-stone-700 dark:text-stone-300">{refund.reason}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
        <div>
          {isAdmin && refundable ? (
            <DepositRefundForm deposit={deposit} />
          ) : (
            <p className="text-sm text-stone-700 dark:text-stone-300">
              {!paid
                ? "A refund is possible once the deposit is paid."
                : deposit.refundedAmount >= deposit.amount
                  ? "The whole deposit is refunded."
                  : !isAdmin
                    ? "Only an admin refunds a deposit."
                    : "A refund is on its way: Stripe confirms it shortly."}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}

const REFUND_STATUS_LABEL: Readonly<Record<DepositRefundStatus, string>> = {
  [DepositRefundStatus.requested]: "Requested from Stripe",
  [DepositRefundStatus.succeeded]: "Refunded",
  [DepositRefundStatus.failed]: "Failed: see the office e-mail",
};

/** Newest first, as the server sends it; the deposit's placing closes the list. */
function DepositHistory({ history, placedAt }: { history: DepositStatusChangeDto[]; placedAt: string }) {
  return (
    <ol className="mt-2 space-y-3 text-sm text-stone-800 dark:text-stone-200">
      {history.map((change) => (
        <li key={change.id}>
          <p>
            <span className="font-semibold">
              {DEPOSIT_STATUS_LABEL[change.fromStatus]} → {DEPOSIT_STATUS_LABEL[change.toStatus]}
            </span>
            {/* No admin: Stripe, the hold running out, or an admin whose account is gone; the note says which. */}
            {change.admin ? ` by ${change.admin.name}` : null}
          </p>
          <p className="text-stone-700 dark:text-stone-300">{formatBusinessDateTime(change.createdAt)}</p>
          {change.note ? <p className="mt-1 whitespace-pre-wrap">{change.admin ? `Note to the buyer: ${change.note}` : change.note}</p> : null}
        </li>
      ))}
      <li>
        <p className="font-semibold">Reservation signed and sent</p>
        <p className="text-stone-700 dark:text-stone-300">{formatBusinessDateTime(placedAt)}</p>
      </li>
    </ol>
  );
}

// Fetches: TanStack Query comes with this page, not with every page (lib/query-provider.tsx).
export default withQueries(DepositsPage);
