/**
 * Route module of /admin/dashboard 'Admin Dashboard' (admin only, issue 13): the office's overview.
 * The dates (from/to, Missouri days) live in the URL; without them the server takes the last 12
 * Monday weeks. The server computes every figure; each card leads to the list behind its numbers.
 */
import type { FormEvent, ReactNode } from "react";
import { useId } from "react";
import { Link } from "react-router";
import { useGetAdminDashboard } from "@/api/generated/endpoints/admin-dashboard/admin-dashboard";
import { ConversionStage, DepositStatus, LeadFollowUpState, type AdminDashboardResponseDto, type GetAdminDashboardParams } from "@/api/generated/model";
import { metaFrom } from "@/lib/page-head";
import { formatCents } from "@/lib/currency";
import { formatCalendarDate } from "@/lib/dates";
import { formatNumber } from "@/lib/number";
import { AdminShell } from "../../components/staff/admin-shell";
import { depositsHref, followUpsHref, leadsHref, quoteRequestsHref, sourceReportHref, type DateRange } from "./dashboard-links";
import { FollowUpsRun } from "./follow-ups-run";
import { LeadsPerWeekChart } from "./leads-per-week-chart";
import { FIELD_INPUT, FIELD_LABEL, ListProblem, Loading, StaffTable, TD, TH } from "../../components/staff/list-parts";
import { useListSearch } from "../../components/staff/list-search";
import { FOLLOW_UP_STATE_LABEL, LEAD_STATUS_LABEL } from "./lead-labels";
import { adminPages } from "./pages";
import { withQueries } from "@/lib/query-provider";

export const meta = metaFrom(adminPages);

const STAGE_LABEL: Readonly<Record<ConversionStage, string>> = {
  [ConversionStage.leads]: "Leads",
  [ConversionStage.callBooked]: "Call booked",
  [ConversionStage.depositPlaced]: "Asked to reserve",
  [ConversionStage.paid]: "Deposit paid",
};

function DashboardPage() {
  const { params, update } = useListSearch();
  // The URL's dates go to the server as they are: it validates them and says what it refuses.
  const dashboard = useGetAdminDashboard(params as GetAdminDashboardParams);
  const data = dashboard.data;

  return (
    <AdminShell
      title={adminPages.dashboard.title}
      intro={
        data ? (
          <>
            Leads that came in from <strong>{formatCalendarDate(data.from)}</strong> to <strong>{formatCalendarDate(data.to)}</strong> (Missouri time). Quote
            requests, deposits and follow-ups are as of right now.
          </>
        ) : (
          "New leads and where they came from, and what is waiting for the office."
        )
      }
    >
      <RangeForm
        key={`${String(params.from ?? data?.from ?? "")}/${String(params.to ?? data?.to ?? "")}`}
        from={String(params.from ?? data?.from ?? "")}
        to={String(params.to ?? data?.to ?? "")}
        onApply={(range) => update(range)}
      />
      <div className="mt-6">
        {dashboard.isError ? (
          <ListProblem error={dashboard.error} retry={() => void dashboard.refetch()} />
        ) : !data ? (
          <Loading what="the dashboard" />
        ) : (
          <DashboardCards data={data} />
        )}
      </div>
    </AdminShell>
  );
}

function RangeForm({ from, to, onApply }: { from: string; to: string; onApply: (range: { from: string; to: string }) => void }) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onApply({ from: String(form.get("from") ?? "").trim(), to: String(form.get("to") ?? "").trim() });
  }
  return (
    <form
      aria-label="Dates"
      onSubmit={submit}
      className="flex flex-wrap items-end gap-4 rounded-lg border border-stone-200 bg-stone-50 p-4 dark:border-stone-700 dark:bg-stone-900"
    >
      <div>
        <label htmlFor="dashboard-from" className={FIELD_LABEL}>
          From
        </label>
        <input id="dashboard-from" name="from" type="date" defaultValue={from} className={FIELD_INPUT} />
      </div>
      <div>
        <label htmlFor="dashboard-to" className={FIELD_LABEL}>
          To
        </label>
        <input id="dashboard-to" name="to" type="date" defaultValue={to} className={FIELD_INPUT} />
      </div>
      <div className="flex gap-3">
        <button type="submit" className="btn-primary">
          Show these dates
        </button>
        <Link to={adminPages.dashboard.path} className="btn-secondary">
          Last 12 weeks
        </Link>
      </div>
    </form>
  );
}

export function DashboardCards({ data }: { data: AdminDashboardResponseDto }) {
  const range: DateRange = { from: data.from, to: data.to };
  const leads = data.conversion.find((stage) => stage.stage === ConversionStage.leads)?.count ?? 0;

  return (
    <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      <Card title="Leads by status" link={{ to: leadsHref(range), label: `All ${formatNumber(leads)} leads in these dates` }}>
        <CountList
          items={data.leadsByStatus.map((entry) => ({
            key: entry.status,
            label: LEAD_STATUS_LABEL[entry.status],
            count: entry.count,
            to: leadsHref(range, { status: entry.status }),
            noun: "leads",
          }))}
        />
      </Card>

      <Card title="New leads per week" wide link={{ to: leadsHref(range), label: "Open these leads" }}>
        <LeadsPerWeekChart weeks={data.newLeadsPerWeek} />
      </Card>

      <Card title="Top sources" link={{ to: sourceReportHref(range), label: "Sources to deposits in these dates" }}>
        {data.topSources.length === 0 ? (
          <p className="text-stone-700 dark:text-stone-300">No lead in these dates came with a source (utm_source).</p>
        ) : (
          <CountList
            items={data.topSources.map((entry) => ({
              key: entry.source,
              label: entry.source,
              count: entry.count,
              to: leadsHref(range, { utmSource: entry.source }),
              noun: "leads",
            }))}
          />
        )}
        <p className="mt-3 text-sm text-stone-700 dark:text-stone-300">The five sources with the most leads; leads without one are not listed.</p>
      </Card>

      <Card title="Conversion" link={{ to: leadsHref(range, { callBooked: true }), label: "Leads who booked a call" }}>
        <StaffTable
          caption="Conversion of the leads in these dates"
          head={
            <>
              <th scope="col" className={TH}>
                Stage
              </th>
              <th scope="col" className={TH.replace("text-left", "text-right")}>
                Leads
              </th>
              <th scope="col" className={TH.replace("text-left", "text-right")}>
                Of all
              </th>
            </>
          }
        >
          {data.conversion.map((stage) => (
            <tr key={stage.stage}>
              <th scope="row" className={`${TD} text-left font-semibold`}>
                {STAGE_LABEL[stage.stage]}
              </th>
              <td className={`${TD} text-right tabular-nums`}>{formatNumber(stage.count)}</td>
              <td className={`${TD} text-right tabular-nums`}>{formatNumber(stage.percent)}%</td>
            </tr>
          ))}
        </StaffTable>
        <p className="mt-3 text-sm text-stone-700 dark:text-stone-300">Reservations count when made from an account with one of the lead's e-mail addresses.</p>
      </Card>

      <Card title="Quote requests awaiting reply" link={{ to: quoteRequestsHref(), label: "Open new quote requests" }}>
        <CountList
          items={[
            { key: "new", label: "Awaiting reply", count: data.quoteRequests.awaitingReply, to: quoteRequestsHref(), noun: "quote requests" },
            {
              key: "overdue",
              label: "Over 24 hours old",
              count: data.quoteRequests.overdue,
              to: quoteRequestsHref({ overdue: true }),
              noun: "quote requests",
              alert: data.quoteRequests.overdue > 0,
            },
          ]}
        />
        <p className="mt-3 text-sm text-stone-700 dark:text-stone-300">We promise a reply within 24 hours.</p>
      </Card>

      <Card title="Deposits pending" link={{ to: depositsHref(DepositStatus.pending), label: "Open pending deposits" }}>
        <ul className="divide-y divide-stone-100 dark:divide-stone-800">
          {(
            [
              [DepositStatus.pending, "Pending (to invoice)", data.deposits.pending],
              [DepositStatus.invoiced, "Invoiced (awaiting payment)", data.deposits.invoiced],
            ] as const
          ).map(([status, label, totals]) => (
            <li key={status}>
              <Link to={depositsHref(status)} className="flex items-baseline justify-between gap-3 py-2 hover:underline">
                <span className="font-semibold text-brand-700 dark:text-brand-300">{label}</span>
                <span className="text-right text-stone-900 tabular-nums dark:text-stone-100">
                  <span className="font-bold">{formatNumber(totals.count)}</span>
                  <span className="sr-only"> {totals.count === 1 ? "deposit" : "deposits"},</span> · {formatCents(totals.amount)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Card>

      <Card title="Follow-ups" wide link={{ to: followUpsHref(LeadFollowUpState.active), label: "Leads still getting follow-ups" }}>
        <p className="text-sm text-stone-700 dark:text-stone-300">Every lead's follow-up e-mails, as of now.</p>
        <CountList
          items={data.followUps.map((entry) => ({
            key: entry.state,
            label: FOLLOW_UP_STATE_LABEL[entry.state],
            count: entry.count,
            to: followUpsHref(entry.state),
            noun: "leads",
          }))}
        />
        <FollowUpsRun />
      </Card>
    </div>
  );
}

function Card({ title, wide = false, link, children }: { title: string; wide?: boolean; link: { to: string; label: string }; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`flex flex-col rounded-lg border border-stone-200 bg-white p-5 shadow-sm dark:border-stone-700 dark:bg-stone-900 ${wide ? "md:col-span-2" : ""}`}
    >
      <h2 id={id} className="text-lg font-bold text-stone-900 dark:text-white">
        {title}
      </h2>
      <div className="mt-3 flex-1">{children}</div>
      <Link to={link.to} className="link mt-4 self-start text-sm">
        {link.label}
      </Link>
    </section>
  );
}

interface CountItem {
  key: string;
  label: string;
  count: number;
  to: string;
  /** What is counted, for screen readers ("3 leads"). */
  noun: string;
  /** Shown in red (and said in words by its label) when it needs attention. */
  alert?: boolean;
}

/** Labelled counts, each a link to the list that holds them. */
function CountList({ items }: { items: CountItem[] }) {
  return (
    <ul className="divide-y divide-stone-100 dark:divide-stone-800">
      {items.map((item) => (
        <li key={item.key}>
          <Link to={item.to} className="flex items-baseline justify-between gap-3 py-2 hover:underline">
            <span className="min-w-0 font-semibold break-words text-brand-700 dark:text-brand-300">{item.label}</span>
            <span className={`font-bold tabular-nums ${item.alert ? "text-red-700 dark:text-red-300" : "text-stone-900 dark:text-stone-100"}`}>
              {formatNumber(item.count)}
              <span className="sr-only"> {item.noun}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

// Fetches: TanStack Query comes with this page, not with every page (lib/query-provider.tsx).
export default withQueries(DashboardPage);
