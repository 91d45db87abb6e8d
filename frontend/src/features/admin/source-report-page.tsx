/**
 * Route module of /admin/reports 'Source to Deposit' (admins and sales reps, issue 28): the leads
 * of a range by the source, medium or campaign of their first or last touch, how far they got,
 * and what each source cost. The range, the touch and the grouping are in the URL; the server
 * computes every figure (getSourceReport). Admins enter the monthly spend per source here.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { errorMessage, fieldMessages } from "@/api/api-error";
import {
  getExportSourceReportCsvQueryKey,
  getGetSourceReportQueryKey,
  useGetSourceReport,
  useUpsertMarketingSpend,
} from "@/api/generated/endpoints/source-report/source-report";
import { SourceReportGroupBy, SourceReportTouch, type GetSourceReportParams, type SourceReportResponseDto } from "@/api/generated/model";
import { FormField } from "@/components/form-field";
import { toast } from "@/components/toast/use-toast";
import { dollarsToCents, formatCents } from "@/lib/currency";
import { formatCalendarDate } from "@/lib/dates";
import { formatNumber } from "@/lib/number";
import { metaFrom } from "@/lib/page-head";
import { withQueries } from "@/lib/query-provider";
import { AdminShell } from "../../components/staff/admin-shell";
import { FIELD_INPUT, FIELD_LABEL, FilterForm, ListProblem, Loading, StaffTable, TD, TH } from "../../components/staff/list-parts";
import { searchString, useListSearch } from "../../components/staff/list-search";
import { useIsAdmin } from "../../lib/session/use-current-user";
import { adminPages } from "./pages";
import { ReportDateFields } from "./report-date-fields";
import { GROUP_WORDS, SourceReportChart } from "./source-report-chart";

export const meta = metaFrom(adminPages);

const TOUCH_WORDS: Record<SourceReportTouch, string> = { first: "First touch (what brought them first)", last: "Last touch (their latest visit)" };

/** The CSV of what the page shows: the same range, touch and grouping. */
export function sourceReportCsvHref(search: URLSearchParams): string {
  return `${getExportSourceReportCsvQueryKey()[0]}${searchString(search)}`;
}

function SourceReportPage() {
  const { search, params, update } = useListSearch();
  // The URL's values go to the server as they are: it validates them and says what it refuses.
  const report = useGetSourceReport(params as GetSourceReportParams);
  const data = report.data;
  const isAdmin = useIsAdmin();
  const text = (key: string) => (typeof params[key] === "string" ? (params[key] as string) : "");
  // The fields are uncontrolled: they start again once the report (its default dates) arrives.
  const fieldsKey = data ? `${data.from}/${data.to}` : "loading";

  return (
    <AdminShell
      title={adminPages.sourceReport.title}
      intro={
        <>
          Where leads came from and how far they got: responded, call booked, deposit placed and paid, with what each source cost.{" "}
          {data ? (
            <>
              Leads from <strong>{formatCalendarDate(data.from)}</strong> to <strong>{formatCalendarDate(data.to)}</strong>.{" "}
            </>
          ) : null}
          Speed to lead per rep: <Link to={adminPages.responseTime.path}>{adminPages.responseTime.title}</Link>.
        </>
      }
    >
      <FilterForm label="Report range and grouping" onApply={update}>
        <ReportDateFields fieldsKey={fieldsKey} from={text("from") || data?.from} to={text("to") || data?.to} />
        <div>
          <label htmlFor="report-touch" className={FIELD_LABEL}>
            Touch
          </label>
          <select id="report-touch" name="touch" defaultValue={text("touch") || SourceReportTouch.first} className={FIELD_INPUT}>
            {Object.values(SourceReportTouch).map((touch) => (
              <option key={touch} value={touch}>
                {TOUCH_WORDS[touch]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="report-group" className={FIELD_LABEL}>
            Group by
          </label>
          <select id="report-group" name="groupBy" defaultValue={text("groupBy") || SourceReportGroupBy.source} className={FIELD_INPUT}>
            {Object.values(SourceReportGroupBy).map((groupBy) => (
              <option key={groupBy} value={groupBy}>
                {GROUP_WORDS[groupBy]}
              </option>
            ))}
          </select>
        </div>
      </FilterForm>
      <div className="mt-6">
        {report.isError ? (
          <ListProblem error={report.error} retry={() => void report.refetch()} />
        ) : !data ? (
          <Loading what="the report" />
        ) : (
          <div className="space-y-8">
            <ReportBody data={data} csvHref={sourceReportCsvHref(search)} />
            <SpendSection data={data} canEdit={isAdmin} />
          </div>
        )}
      </div>
    </AdminShell>
  );
}

function ReportBody({ data, csvHref }: { data: SourceReportResponseDto; csvHref: string }) {
  const { totals } = data;
  const word = GROUP_WORDS[data.groupBy].toLowerCase();
  return (
    <section aria-labelledby="report-rows">
      <h2 id="report-rows" className="text-xl font-bold text-stone-900 dark:text-white">
        By {word} of the {data.touch} touch
      </h2>
      <p className="mt-1 text-stone-700 dark:text-stone-300">
        {totals.leads === 0
          ? "No leads came in during these dates."
          : `${formatNumber(totals.leads)} leads: ${formatNumber(totals.responded)} responded, ${formatNumber(totals.callBooked)} booked a call, ${formatNumber(totals.depositPlaced)} placed a deposit, ${formatNumber(totals.depositPaid)} paid.`}{" "}
        {totals.spendCents ? `Spend ${formatCents(totals.spendCents)} over ${formatNumber(data.months.length)} months.` : null}
      </p>
      <p className="mt-2">
        <a href={csvHref} download className="btn-secondary">
          Download CSV
        </a>
      </p>
      <div className="mt-4">
        <SourceReportChart report={data} />
      </div>
      <p className="mt-3 text-sm text-stone-600 dark:text-stone-400">
        Without campaign tags a visit counts as <em>partner</em> (a referral partner&apos;s link), the referring site, or <em>(direct)</em>; sources are
        lower-case. Median response is in office minutes (Mon–Fri 9 AM–3 PM Missouri time), nearest rank. A deposit placed is any deposit from the lead&apos;s
        e-mail; paid counts only paid ones. Spend counts whole months and is shown per source only
        {data.groupBy === SourceReportGroupBy.source ? "" : " (group by source to see it per row)"}.
      </p>
    </section>
  );
}

/** The spend of the report's months, and for admins the form that sets one month of one source. */
function SpendSection({ data, canEdit }: { data: SourceReportResponseDto; canEdit: boolean }) {
  return (
    <section aria-labelledby="report-spend">
      <h2 id="report-spend" className="text-xl font-bold text-stone-900 dark:text-white">
        Marketing spend
      </h2>
      {data.spend.length === 0 ? (
        <p className="mt-1 text-stone-700 dark:text-stone-300">No spend entered for these months{canEdit ? ": add it below." : "."}</p>
      ) : (
        <div className="mt-4">
          <StaffTable
            caption="Marketing spend per month and source"
            head={
              <>
                <th scope="col" className={TH}>
                  Month
                </th>
                <th scope="col" className={TH}>
                  Source
                </th>
                <th scope="col" className={TH.replace("text-left", "text-right")}>
                  Spend
                </th>
              </>
            }
          >
            {data.spend.map((entry) => (
              <tr key={`${entry.month}/${entry.source}`}>
                <th scope="row" className={`${TD} text-left font-normal whitespace-nowrap`}>
                  {monthWords(entry.month)}
                </th>
                <td className={`${TD} break-all`}>{entry.source}</td>
                <td className={`${TD} text-right tabular-nums`}>{formatCents(entry.amountCents)}</td>
              </tr>
            ))}
          </StaffTable>
        </div>
      )}
      {canEdit ? <SpendForm sources={data.rows.map((row) => row.group)} defaultMonth={data.months[data.months.length - 1]} /> : null}
    </section>
  );
}

/** "2026-03" → "March 2026". */
function monthWords(month: string): string {
  return new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${month}-01T00:00:00Z`));
}

function SpendForm({ sources, defaultMonth }: { sources: string[]; defaultMonth: string }) {
  const queryClient = useQueryClient();
  const [problems, setProblems] = useState<Record<string, string>>({});
  const upsert = useUpsertMarketingSpend({
    mutation: {
      onMutate: () => setProblems({}),
      onSuccess: async (saved) => {
        toast({
          title: "Spend saved",
          description:
            saved.amountCents === 0
              ? `No spend on ${saved.source} in ${monthWords(saved.month)}.`
              : `${formatCents(saved.amountCents)} on ${saved.source} in ${monthWords(saved.month)}.`,
        });
        await queryClient.invalidateQueries({ queryKey: getGetSourceReportQueryKey().slice(0, 1) });
      },
      onError: (error) => {
        const messages = fieldMessages(error);
        setProblems(Object.keys(messages).length ? messages : { form: errorMessage(error) });
      },
    },
  });

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const amountCents = dollarsToCents(String(form.get("dollars") ?? ""));
    if (amountCents === null) return setProblems({ amountCents: "Enter the amount in dollars, such as 1,250 or 1250.50 (0 clears the month)." });
    upsert.mutate({ data: { month: String(form.get("month") ?? ""), source: String(form.get("source") ?? ""), amountCents } });
  }

  return (
    <form onSubmit={save} aria-label="Set the spend of one month" className="mt-6 grid max-w-xl gap-3" noValidate>
      <h3 className="text-lg font-semibold text-stone-900 dark:text-white">Set one month&apos;s spend</h3>
      <FormField label="Month" name="month" type="month" defaultValue={defaultMonth} required error={problems.month} />
      <FormField label="Source" name="source" list="spend-sources" description="As the report shows it, e.g. facebook" required error={problems.source} />
      <datalist id="spend-sources">
        {sources.map((source) => (
          <option key={source} value={source} />
        ))}
      </datalist>
      <FormField label="Amount in dollars" name="dollars" inputMode="decimal" description="0 clears the month" required error={problems.amountCents} />
      {problems.form ? (
        <p role="alert" className="text-sm text-red-800 dark:text-red-300">
          {problems.form}
        </p>
      ) : null}
      <div>
        <button type="submit" className="btn-primary" disabled={upsert.isPending}>
          Save spend
        </button>
      </div>
    </form>
  );
}

// Fetches: TanStack Query comes with this page, not with every page (lib/query-provider.tsx).
export default withQueries(SourceReportPage);
