/**
 * "Payments received" on /affiliate-dashboard (listMyCommissionPayments): each payment with the
 * commissions and clawbacks it holds, newest first, paged by the server with the URL's
 * `paymentsPage` (the referrals list above owns `page`).
 */
import { Link, useSearchParams } from "react-router";
import { useListMyCommissionPayments } from "@/api/generated/endpoints/partner-portal/partner-portal";
import { CommissionEntryKind, type ListMyCommissionPaymentsParams, type MyCommissionPaymentResponseDto } from "@/api/generated/model";
import { ListProblem, Loading, Pager, StaffTable, TD, TH } from "@/components/staff/list-parts";
import type { ListSearchParams } from "@/components/staff/list-search";
import { Pill } from "@/components/staff/office-parts";
import { formatCents } from "@/lib/currency";
import { formatBusinessDate } from "@/lib/dates";
import { ENTRY_KIND_LABEL, PAYMENT_STATUS_LABEL, PAYMENT_STATUS_TONE } from "./affiliate-labels";
import { DashboardSection, NoValue } from "@/components/dashboard-parts";
import { EmptyList } from "@/components/staff/empty-list";
import { PAYMENTS_PAGE_PARAM } from "./referrals-section";

export function PaymentsSection({ w9Submitted }: { w9Submitted: boolean }) {
  const [search] = useSearchParams();
  const page = search.get(PAYMENTS_PAGE_PARAM);
  // As the URL has it: the server validates the page number and names what it refuses.
  const params: ListSearchParams = page === null ? {} : { page };
  const payments = useListMyCommissionPayments(params as ListMyCommissionPaymentsParams);

  return (
    <DashboardSection
      id="payments"
      title="Payments received"
      intro="Each payment of your earned commissions, with what it pays. A clawback (a converted referral that was reversed) is deducted as a negative amount."
    >
      {payments.isError ? (
        <ListProblem error={payments.error} retry={() => void payments.refetch()} />
      ) : !payments.data ? (
        <Loading what="your payments" />
      ) : payments.data.total === 0 ? (
        <EmptyList
          action={
            <Link to="#referrals" className="btn-secondary">
              See your referrals
            </Link>
          }
        >
          No payments yet. Once a commission is earned, our office pays it with your other earned commissions
          {w9Submitted ? "" : ", as soon as we have your W-9"}; each payment then shows up here.
        </EmptyList>
      ) : (
        <>
          <StaffTable
            caption="Payments received"
            head={
              <>
                <th scope="col" className={TH}>
                  Date
                </th>
                <th scope="col" className={TH}>
                  Amount
                </th>
                <th scope="col" className={TH}>
                  Method
                </th>
                <th scope="col" className={TH}>
                  Reference
                </th>
                <th scope="col" className={TH}>
                  Status
                </th>
                <th scope="col" className={TH}>
                  What it pays
                </th>
              </>
            }
          >
            {payments.data.items.map((payment) => (
              <PaymentRow key={payment.id} payment={payment} />
            ))}
          </StaffTable>
          <Pager
            page={payments.data.page}
            pageSize={payments.data.pageSize}
            total={payments.data.total}
            noun="payments"
            param={PAYMENTS_PAGE_PARAM}
            label="Payment pages"
            preventScrollReset
          />
        </>
      )}
    </DashboardSection>
  );
}

function PaymentRow({ payment }: { payment: MyCommissionPaymentResponseDto }) {
  return (
    <tr>
      <th scope="row" className={`${TD} text-left font-semibold whitespace-nowrap`}>
        {payment.paymentDate ? formatBusinessDate(payment.paymentDate) : formatBusinessDate(payment.createdAt)}
      </th>
      <td className={`${TD} font-semibold whitespace-nowrap tabular-nums`}>{formatCents(payment.amountCents)}</td>
      <td className={TD}>{payment.paymentMethod ?? <NoValue words="Not given" />}</td>
      <td className={`${TD} break-all`}>{payment.paymentReference ?? <NoValue words="None" />}</td>
      <td className={TD}>
        <Pill tone={PAYMENT_STATUS_TONE[payment.status]}>{PAYMENT_STATUS_LABEL[payment.status]}</Pill>
      </td>
      <td className={`${TD} min-w-64`}>
        {payment.entries.length === 0 ? (
          <span className="text-stone-600 dark:text-stone-400">Nothing (cancelled)</span>
        ) : (
          <ul className="grid gap-1">
            {payment.entries.map((entry) => (
              <li key={entry.id} className="flex flex-wrap justify-between gap-x-4">
                <span>
                  {ENTRY_KIND_LABEL[entry.kind]}: {entry.customerName}{" "}
                  <span className="text-stone-600 dark:text-stone-400">(referral #{entry.affiliateLeadId})</span>
                </span>
                <span className={`tabular-nums ${entry.kind === CommissionEntryKind.clawback ? "font-semibold" : ""}`}>{formatCents(entry.amountCents)}</span>
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}
