/**
 * Route module of /admin/reports/response-time 'Response Times' (admins and sales reps, issue 27):
 * how fast new leads heard from us, per rep and per Monday week, in business minutes. The range
 * and the rep are in the URL; the server computes every figure (getResponseTimeReport).
 */
import { useGetResponseTimeReport } from "@/api/generated/endpoints/admin-leads/admin-leads";
import type { GetResponseTimeReportParams, ResponseTimeRepDto, ResponseTimeReportResponseDto } from "@/api/generated/model";
import { formatCalendarDate } from "@/lib/dates";
import { metaFrom } from "@/lib/page-head";
import { withQueries } from "@/lib/query-provider";
import { AdminShell } from "../../components/staff/admin-shell";
import { FIELD_INPUT, FIELD_LABEL, FilterForm, ListProblem, Loading, StaffTable, TD, TH } from "../../components/staff/list-parts";
import { useListSearch } from "../../components/staff/list-search";
import { adminPages } from "./pages";
import { ReportDateFields } from "./report-date-fields";
import { FigureCells, ResponseTimeChart } from "./response-time-chart";
import { formatMinutes, formatPercent } from "./response-time-words";

export const meta = metaFrom(adminPages);

const TH_RIGHT = TH.replace("text-left", "text-right");
/** The rep of leads nobody owns. */
const NO_OWNER = "No owner";

function ResponseTimePage() {
  const { params, update } = useListSearch();
  // The URL's values go to the server as they are: it validates them and says what it refuses.
  const report = useGetResponseTimeReport(params as GetResponseTimeReportParams);
  const data = report.data;
  const text = (key: string) => (typeof params[key] === "string" ? (params[key] as string) : "");
  // The fields are uncontrolled: they start again once the report (its default dates, its reps) arrives.
  const fieldsKey = data ? `${data.from}/${data.to}/${data.reps.length}` : "loading";
  const owners = (data?.reps ?? []).flatMap((rep) => (rep.owner ? [rep.owner] : []));
  const ownerId = text("ownerId");
  // A rep with no lead in the range is not in the answer; the filter still names them.
  if (ownerId && !owners.some((owner) => String(owner.id) === ownerId)) owners.push({ id: Number(ownerId), name: `Rep #${ownerId} (no leads in these dates)` });

  return (
    <AdminShell
      title={adminPages.responseTime.title}
      intro={
        <>
          How quickly each new lead got its first call, text, e-mail or meeting, counted in office minutes (Mon–Fri 9 AM–3 PM Missouri time): a lead that
          arrives Friday evening and is called Monday at 9:05 waited 5 minutes.
          {data ? (
            <>
              {" "}
              Leads from <strong>{formatCalendarDate(data.from)}</strong> to <strong>{formatCalendarDate(data.to)}</strong>; the goal is a first response within{" "}
              <strong>{formatMinutes(data.limitMinutes)}</strong>.
            </>
          ) : null}
        </>
      }
    >
      <FilterForm label="Report range" onApply={update}>
        <ReportDateFields fieldsKey={fieldsKey} from={text("from") || data?.from} to={text("to") || data?.to} />
        <div>
          <label htmlFor="report-owner" className={FIELD_LABEL}>
            Rep
          </label>
          <select key={fieldsKey} id="report-owner" name="ownerId" defaultValue={ownerId} className={FIELD_INPUT}>
            <option value="">Every rep</option>
            {owners.map((owner) => (
              <option key={owner.id} value={String(owner.id)}>
                {owner.name}
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
          <ReportBody data={data} />
        )}
      </div>
    </AdminShell>
  );
}

function ReportBody({ data }: { data: ResponseTimeReportResponseDto }) {
  const { total } = data;
  return (
    <div className="space-y-8">
      <section aria-labelledby="report-total">
        <h2 id="report-total" className="text-xl font-bold text-stone-900 dark:text-white">
          The whole office
        </h2>
        <p className="mt-1 text-stone-700 dark:text-stone-300">
          {total.received === 0
            ? "No leads came in during these dates."
            : `${total.received} leads, ${total.answered} answered: median ${formatMinutes(total.medianMinutes)}, 90th percentile ${formatMinutes(total.p90Minutes)}, ${formatPercent(total.withinLimitPercent)} within ${formatMinutes(data.limitMinutes)}; ${total.notAnswered} not answered yet.`}
        </p>
        <div className="mt-4">
          <ResponseTimeChart weeks={data.weeks} limitMinutes={data.limitMinutes} />
        </div>
      </section>
      <section aria-labelledby="report-reps">
        <h2 id="report-reps" className="text-xl font-bold text-stone-900 dark:text-white">
          By rep
        </h2>
        {data.reps.length === 0 ? (
          <p className="mt-1 text-stone-700 dark:text-stone-300">No rep received a lead during these dates.</p>
        ) : (
          <div className="mt-4">
            <StaffTable caption="Response time per rep and week" head={<FigureHeads first="Rep and week" limitMinutes={data.limitMinutes} />}>
              {data.reps.map((rep) => (
                <RepRows key={rep.owner?.id ?? "none"} rep={rep} />
              ))}
            </StaffTable>
          </div>
        )}
        <p className="mt-3 text-sm text-stone-600 dark:text-stone-400">
          Median and 90th percentile use the nearest-rank method: the value at rank ⌈p × n⌉ of the answered leads in order, so the median of an even count is
          the lower middle one. Leads not answered yet are left out of both; the share within the goal counts the answered leads and those already waiting past
          it.
        </p>
      </section>
    </div>
  );
}

function FigureHeads({ first, limitMinutes }: { first: string; limitMinutes: number }) {
  return (
    <>
      <th scope="col" className={TH}>
        {first}
      </th>
      <th scope="col" className={TH_RIGHT}>
        Leads
      </th>
      <th scope="col" className={TH_RIGHT}>
        Median
      </th>
      <th scope="col" className={TH_RIGHT}>
        90th percentile
      </th>
      <th scope="col" className={TH_RIGHT}>
        Within {formatMinutes(limitMinutes)}
      </th>
      <th scope="col" className={TH_RIGHT}>
        Not answered
      </th>
    </>
  );
}

function RepRows({ rep }: { rep: ResponseTimeRepDto }) {
  const name = rep.owner?.name ?? NO_OWNER;
  return (
    <>
      <tr className="bg-stone-50 dark:bg-stone-800/60">
        <th scope="row" className={`${TD} text-left font-semibold`}>
          {name}, all weeks
        </th>
        <FigureCells figures={rep.total} />
      </tr>
      {rep.weeks.map((week) => (
        <tr key={week.weekStart}>
          <th scope="row" className={`${TD} pl-6 text-left font-normal whitespace-nowrap`}>
            {name}, week of {formatCalendarDate(week.weekStart)}
          </th>
          <FigureCells figures={week} />
        </tr>
      ))}
    </>
  );
}

// Fetches: TanStack Query comes with this page, not with every page (lib/query-provider.tsx).
export default withQueries(ResponseTimePage);
