/**
 * The Payments tab of /affiliate-admin (issue 14): commission payments (listCommissionPayments)
 * filtered by status and partner, sorted by date or amount and paged by the server, with the
 * list's state in the URL; "Record a payment" pays a partner's earned commissions
 * (createCommissionPayment, pending at first); a pending payment is marked paid or cancelled
 * (updateCommissionPayment, the moves the server allows); "Download payout file (CSV)" is the
 * earned, unpaid balance per partner for the bank or PayPal (exportCommissionPayoutCsv);
 * "Download ACH file" the same balances of the partners paid by direct deposit as a NACHA file
 * (exportNachaPayoutFile); "1099 list" the year-end list for the accountant (export1099List).
 */
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { errorMessage } from "@/api/api-error";
import {
  export1099List,
  export1099ListWithFullTins,
  useExportCommissionPayoutCsv,
  useExportNachaPayoutFile,
  getListAffiliateLeadsQueryKey,
  getListCommissionPaymentsQueryKey,
  getListPayableCommissionsQueryKey,
  useListCommissionPayments,
  useUpdateCommissionPayment,
} from "@/api/generated/endpoints/admin-partners/admin-partners";
import { CommissionPaymentStatus, type CommissionPaymentResponseDto, type ListCommissionPaymentsParams } from "@/api/generated/model";
import { formatCents } from "@/lib/currency";
import { formatBusinessDate } from "@/lib/dates";
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
import { Pill } from "../../components/staff/office-parts";
import { ENTRY_KIND_LABEL, PAYMENT_STATUS_LABEL, PAYMENT_STATUS_TONE } from "./affiliate-labels";
import { RecordPayment } from "./admin-payment-form";
import { clearedTabHref, PartnerFilter, textParam, useTabListSearch } from "./admin-referral-list-parts";

const PAGE_KEYS: readonly string[] = [];

/** The button that moves a payment to that status (only the moves the server lists are offered). */
export const PAYMENT_MOVE_LABEL: Readonly<Record<CommissionPaymentStatus, string>> = {
  [CommissionPaymentStatus.pending]: "Back to pending",
  [CommissionPaymentStatus.paid]: "Mark paid",
  [CommissionPaymentStatus.cancelled]: "Cancel payment",
};

/** How many partner records a payout file holds (its lines after the header). */
export function payoutRecords(csv: string): number {
  return csv.split("\r\n").filter((line) => line.trim() !== "").length - 1;
}

/** Saves a downloaded text as a file (the browser's own download). */
export function saveTextFile(text: string, name: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** How many credits a NACHA file holds (its entry detail records, type 6). */
export function achEntries(file: string): number {
  return file.split("\r\n").filter((line) => line.startsWith("6")).length;
}

/**
 * "Download ACH file": the NACHA file of the partners paid by direct deposit (a POST, like the
 * CSV: each entry is recorded as a pending payment whose reference is its trace number).
 */
function AchDownload({ affiliateId, onExported }: { affiliateId: string; onExported: (notice: string) => void }) {
  const queryClient = useQueryClient();
  const exportFile = useExportNachaPayoutFile({
    mutation: {
      onSuccess: async (file) => {
        saveTextFile(file, `ach-payout-${new Date().toISOString().slice(0, 10)}.txt`, "text/plain;charset=us-ascii");
        const count = achEntries(file);
        onExported(
          `The ACH file pays ${count} ${count === 1 ? "partner" : "partners"} by direct deposit; a pending payment is recorded for each, its reference the ACH trace number. Upload the file to the bank, then mark each payment paid once the bank has settled it.`,
        );
        await queryClient.invalidateQueries({ queryKey: getListCommissionPaymentsQueryKey().slice(0, 1) });
        await queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).includes("payable-commissions") });
      },
      onError: (error) => onExported(errorMessage(error)),
    },
  });
  return (
    <button
      type="button"
      className="btn-secondary disabled:cursor-wait disabled:opacity-70"
      disabled={exportFile.isPending}
      onClick={() => exportFile.mutate({ params: affiliateId ? { affiliateId: Number(affiliateId) } : {} })}
    >
      {exportFile.isPending ? "Preparing the ACH file…" : "Download ACH file"}
    </button>
  );
}

/** The years the 1099 list offers: this year and the five before it, newest first. */
export function form1099Years(now = new Date()): number[] {
  const year = now.getFullYear();
  return Array.from({ length: 6 }, (_, i) => year - i);
}

/**
 * "1099 list": the year-end 1099-NEC list for the accountant (a GET; it records nothing), TINs
 * masked; "1099 list with full TINs" is the accountant's filing copy (recorded in the staff audit log).
 */
function Form1099Download({ onExported }: { onExported: (notice: string) => void }) {
  const years = form1099Years();
  const [year, setYear] = useState(String(years[1]));
  const [pending, setPending] = useState<"masked" | "full" | null>(null);
  const download = async (kind: "masked" | "full") => {
    setPending(kind);
    try {
      const params = { year: Number(year) };
      const csv = kind === "full" ? await export1099ListWithFullTins(params) : await export1099List(params);
      saveTextFile(csv, `1099-nec-${year}${kind === "full" ? "-full-tins" : ""}.csv`, "text/csv;charset=utf-8");
      const count = payoutRecords(csv);
      onExported(
        count === 0
          ? `No partner was paid at or above the 1099-NEC threshold in ${year}: the list is empty.`
          : kind === "full"
            ? `The 1099 list for ${year} with full TINs names ${count} ${count === 1 ? "partner" : "partners"}. It holds taxpayer identification numbers: send it to the accountant securely and delete your copy.`
            : `The 1099 list for ${year} names ${count} ${count === 1 ? "partner" : "partners"} paid at or above the threshold, with their W-9 details (TINs masked to the last four digits).`,
      );
    } catch (error) {
      onExported(errorMessage(error));
    } finally {
      setPending(null);
    }
  };
  return (
    <div className="flex items-end gap-2">
      <div>
        <label htmlFor="form-1099-year" className={FIELD_LABEL}>
          1099 year
        </label>
        <select id="form-1099-year" value={year} onChange={(event) => setYear(event.target.value)} className={FIELD_INPUT}>
          {years.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="btn-secondary disabled:cursor-wait disabled:opacity-70"
        disabled={pending !== null}
        onClick={() => void download("masked")}
      >
        {pending === "masked" ? "Preparing the 1099 list…" : "1099 list"}
      </button>
      <button
        type="button"
        className="btn-secondary disabled:cursor-wait disabled:opacity-70"
        disabled={pending !== null}
        onClick={() => void download("full")}
      >
        {pending === "full" ? "Preparing the 1099 list…" : "1099 list with full TINs"}
      </button>
    </div>
  );
}

/**
 * "Download payout file (CSV)": a POST (issue 25), because the export records a pending payment
 * for each partner it pays, in the same transaction, so a second export never pays the same
 * commissions. It takes only the partner filter of the list. The file is saved from the answer.
 */
function PayoutDownload({ affiliateId, onExported }: { affiliateId: string; onExported: (notice: string) => void }) {
  const queryClient = useQueryClient();
  const exportFile = useExportCommissionPayoutCsv({
    mutation: {
      onSuccess: async (csv) => {
        saveTextFile(csv, `commission-payout-${new Date().toISOString().slice(0, 10)}.csv`, "text/csv;charset=utf-8");
        const count = payoutRecords(csv);
        onExported(
          count === 0
            ? "Nothing to pay: no partner has an earned, unpaid balance with a W-9 on file, so the payout file is empty."
            : `The payout file pays ${count} ${count === 1 ? "partner" : "partners"}; a pending payment is recorded for each. Mark each one paid once the bank or PayPal has paid it, or cancel it to pay those commissions later.`,
        );
        await Promise.all(
          [getListCommissionPaymentsQueryKey(), getListAffiliateLeadsQueryKey()].map((key) => queryClient.invalidateQueries({ queryKey: key.slice(0, 1) })),
        );
        await queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).includes("payable-commissions") });
      },
      onError: (error) => onExported(errorMessage(error)),
    },
  });
  return (
    <button
      type="button"
      className="btn-secondary disabled:cursor-wait disabled:opacity-70"
      disabled={exportFile.isPending}
      onClick={() => exportFile.mutate({ params: affiliateId ? { affiliateId: Number(affiliateId) } : {} })}
    >
      {exportFile.isPending ? "Preparing the payout file…" : "Download payout file (CSV)"}
    </button>
  );
}

export function PaymentsTab() {
  const { pathname } = useLocation();
  const { params, apiParams, update } = useTabListSearch(PAGE_KEYS);
  // The URL's words go to the server as they are: it validates them and names what it refuses.
  const payments = useListCommissionPayments(apiParams as ListCommissionPaymentsParams);
  const sort = String(params.sort ?? "createdAt");
  const order = String(params.order ?? "desc");
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <>
      <p className="mb-4 max-w-3xl text-stone-700 dark:text-stone-300">
        Pay partners what they have earned: download the payout file for the bank or PayPal, record each payment here, then mark it paid once the money has gone
        out. The partner is e-mailed when it is paid.
      </p>

      <RecordPayment onRecorded={setNotice} />

      <section aria-labelledby="payments-list-heading" className="mt-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h3 id="payments-list-heading" className="text-xl font-bold text-stone-900 dark:text-white">
            Payments
          </h3>
          <div className="flex flex-wrap items-end gap-3">
            <PayoutDownload affiliateId={textParam(params, "affiliateId")} onExported={setNotice} />
            <AchDownload affiliateId={textParam(params, "affiliateId")} onExported={setNotice} />
            <Form1099Download onExported={setNotice} />
          </div>
        </div>
        <p className="mt-1 mb-4 max-w-3xl text-sm text-stone-700 dark:text-stone-300">
          The payout file has one line per partner with a W-9 on file and an earned, unpaid balance (clawbacks deducted) of at least the minimum payout, for the
          partner chosen in the filter or for every partner; the ACH file holds the same balances of the partners paid by direct deposit. Downloading either
          records a pending payment for each partner, so the next file never pays the same commissions again. The 1099 list names the partners paid at or above
          the year&apos;s 1099-NEC threshold ($600 before 2026, $2,000 from 2026), for the accountant.
        </p>
        <FilterForm label="Filter payments" onApply={update} clearTo={clearedTabHref(pathname, "payments")}>
          <div>
            <label htmlFor="payments-status" className={FIELD_LABEL}>
              Status
            </label>
            <select id="payments-status" name="status" defaultValue={textParam(params, "status")} className={FIELD_INPUT}>
              <option value="">Any status</option>
              {Object.values(CommissionPaymentStatus).map((status) => (
                <option key={status} value={status}>
                  {PAYMENT_STATUS_LABEL[status]}
                </option>
              ))}
            </select>
          </div>
          <PartnerFilter id="payments-partner" value={textParam(params, "affiliateId")} />
        </FilterForm>

        {notice ? (
          <p role="status" className="mt-4 font-semibold text-emerald-800 dark:text-emerald-300">
            {notice}
          </p>
        ) : null}

        <div className="mt-6">
          {payments.isError ? (
            <ListProblem error={payments.error} retry={() => void payments.refetch()} clearTo={clearedTabHref(pathname, "payments")} />
          ) : !payments.data ? (
            <Loading what="payments" />
          ) : payments.data.total === 0 ? (
            <EmptyStaffList
              noun="payments"
              clearTo={clearedTabHref(pathname, "payments")}
              action={
                <Link to="/affiliate-admin?tab=referrals" className="btn-secondary">
                  Go to the referrals
                </Link>
              }
            >
              No payments recorded yet. Once a referral's commission is earned, record the payment here when you pay the partner.
            </EmptyStaffList>
          ) : (
            <>
              <StaffTable
                caption="Commission payments"
                head={
                  <>
                    <th scope="col" className={TH}>
                      Partner
                    </th>
                    <SortHeader label="Amount" sortKey="amount" sort={sort} order={order} />
                    <th scope="col" className={TH}>
                      Method and reference
                    </th>
                    <SortHeader label="Date" sortKey="createdAt" sort={sort} order={order} />
                    <th scope="col" className={TH}>
                      Status
                    </th>
                    <th scope="col" className={TH}>
                      What it pays
                    </th>
                    <th scope="col" className={TH}>
                      <span className="sr-only">Actions</span>
                    </th>
                  </>
                }
              >
                {payments.data.items.map((payment) => (
                  <PaymentRow key={payment.id} payment={payment} onChanged={setNotice} />
                ))}
              </StaffTable>
              <Pager page={payments.data.page} pageSize={payments.data.pageSize} total={payments.data.total} noun="payments" />
            </>
          )}
        </div>
      </section>
    </>
  );
}

function PaymentRow({ payment, onChanged }: { payment: CommissionPaymentResponseDto; onChanged: (notice: string) => void }) {
  const queryClient = useQueryClient();
  const update = useUpdateCommissionPayment({
    mutation: {
      onSuccess: async (changed) => {
        onChanged(
          changed.status === CommissionPaymentStatus.paid
            ? `Payment #${changed.id} of ${formatCents(changed.amountCents)} to ${changed.affiliate.name} is paid; the partner was e-mailed.`
            : `Payment #${changed.id} to ${changed.affiliate.name} is ${PAYMENT_STATUS_LABEL[changed.status].toLowerCase()}; its commissions can be paid again.`,
        );
        // A cancelled payment's commissions can be paid again (and its clawbacks are deducted again).
        await Promise.all(
          [getListCommissionPaymentsQueryKey(), getListAffiliateLeadsQueryKey(), getListPayableCommissionsQueryKey(changed.affiliate.id)].map((key) =>
            queryClient.invalidateQueries({ queryKey: key.slice(0, 1) }),
          ),
        );
      },
      // Someone else may have moved it meanwhile: reload the list under the message.
      onError: () => void queryClient.invalidateQueries({ queryKey: getListCommissionPaymentsQueryKey().slice(0, 1) }),
    },
  });

  return (
    <tr>
      <th scope="row" className={`${TD} text-left font-semibold`}>
        {payment.affiliate.name}
        <span className="block font-mono text-xs font-normal text-stone-700 dark:text-stone-300">{payment.affiliate.affiliateCode}</span>
        <span className="block text-xs font-normal text-stone-700 dark:text-stone-300">Payment #{payment.id}</span>
      </th>
      <td className={`${TD} tabular-nums`}>{formatCents(payment.amountCents)}</td>
      <td className={TD}>
        {payment.paymentMethod ?? "Not given"}
        <span className="block break-all text-stone-700 dark:text-stone-300">{payment.paymentReference ?? "No reference"}</span>
      </td>
      <td className={`${TD} whitespace-nowrap`}>
        {payment.paymentDate ? formatBusinessDate(payment.paymentDate) : "Not paid yet"}
        <span className="block text-xs text-stone-700 dark:text-stone-300">recorded {formatBusinessDate(payment.createdAt)}</span>
      </td>
      <td className={TD}>
        <Pill tone={PAYMENT_STATUS_TONE[payment.status]}>{PAYMENT_STATUS_LABEL[payment.status]}</Pill>
      </td>
      <td className={TD}>
        {payment.entries.length === 0 ? (
          <span className="text-stone-700 dark:text-stone-300">Nothing (cancelled)</span>
        ) : (
          <ul className="space-y-1">
            {payment.entries.map((entry) => (
              <li key={entry.id}>
                {ENTRY_KIND_LABEL[entry.kind]}: {entry.customerName}, <span className="tabular-nums">{formatCents(entry.amountCents)}</span>
              </li>
            ))}
          </ul>
        )}
        {payment.notes ? <p className="mt-1 text-xs whitespace-pre-wrap text-stone-700 dark:text-stone-300">Note: {payment.notes}</p> : null}
      </td>
      <td className={TD}>
        {payment.allowedStatuses.length > 0 ? (
          <div className="flex flex-col gap-2">
            {payment.allowedStatuses.map((status) => (
              <button
                key={status}
                type="button"
                className="btn-secondary whitespace-nowrap disabled:cursor-wait disabled:opacity-70"
                disabled={update.isPending}
                onClick={() => update.mutate({ id: payment.id, data: { status } })}
              >
                {PAYMENT_MOVE_LABEL[status]}
                <span className="sr-only"> (payment #{payment.id})</span>
              </button>
            ))}
          </div>
        ) : null}
        {update.isError ? (
          <p role="alert" className="mt-2 text-sm text-red-800 dark:text-red-300">
            {errorMessage(update.error)}
          </p>
        ) : null}
      </td>
    </tr>
  );
}
