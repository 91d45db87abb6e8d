/**
 * 'Leads and paid deposits per source' as a visx bar chart and, beside it, every figure of the
 * report as a table with headers (the chart's numbers and the rest), as the response-time report
 * does, in the office's one chart frame (bar-chart-frame.tsx).
 */
import { Bar } from "@visx/shape";
import type { SourceReportFiguresDto, SourceReportResponseDto } from "@/api/generated/model";
import { formatCents } from "@/lib/currency";
import { formatNumber } from "@/lib/number";
import { StaffTable, TD, TH } from "../../components/staff/list-parts";
import { formatMinutes } from "./response-time-words";
import { BarChartFrame } from "./bar-chart-frame";

const HEIGHT = 300;
const MARGIN = { top: 12, right: 12, bottom: 56, left: 48 };
/** The chart shows the groups with most leads; the table lists every one. */
const MAX_BARS = 12;
const TH_RIGHT = TH.replace("text-left", "text-right");

/** The grouping's word, for headings and captions. */
export const GROUP_WORDS = { source: "Source", medium: "Medium", campaign: "Campaign" } as const;

const shorten = (text: string) => (text.length > 14 ? `${text.slice(0, 13)}…` : text);

export function SourceReportChart({ report }: { report: SourceReportResponseDto }) {
  const word = GROUP_WORDS[report.groupBy].toLowerCase();
  const bars = report.rows.filter((row) => row.leads > 0).slice(0, MAX_BARS);
  const title = `Leads and paid deposits per ${word}`;
  const top = bars[0];
  const summary = top
    ? `${formatNumber(report.totals.leads)} leads and ${formatNumber(report.totals.depositPaid)} paid deposits; the most leads came from ${top.group} (${formatNumber(top.leads)}, ${formatNumber(top.depositPaid)} paid). The table beside the chart lists every ${word}.`
    : "No leads came in during these dates.";

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div>
        <BarChartFrame
          title={title}
          summary={summary}
          height={HEIGHT}
          margin={MARGIN}
          bands={bars.map((row) => row.group)}
          most={Math.max(0, ...bars.map((row) => row.leads))}
          formatBand={shorten}
          slantLabels
        >
          {({ x, y, innerHeight }) =>
            bars.map((row) => {
              const left = x(row.group) ?? 0;
              const half = x.bandwidth() / 2;
              const leads = y(row.leads);
              const paid = y(row.depositPaid);
              return (
                <g key={row.group}>
                  <Bar x={left} y={leads} width={half} height={innerHeight - leads} className="fill-brand-600 dark:fill-brand-400" />
                  <Bar x={left + half} y={paid} width={half} height={innerHeight - paid} className="fill-emerald-700 dark:fill-emerald-400" />
                </g>
              );
            })
          }
        </BarChartFrame>
        <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">
          Left bar: leads; right bar: paid deposits.{" "}
          {report.rows.length > bars.length ? `The chart shows the ${formatNumber(bars.length)} with most leads; the table lists all.` : null}
        </p>
      </div>
      {/* The one scrolling box (both ways, focusable for the keyboard): the table inside does not scroll on its own. */}
      <div
        className="max-h-[32rem] overflow-auto [&_.table-scroll]:overflow-visible"
        tabIndex={0}
        role="region"
        aria-label={`The report's figures, ${word} by ${word}`}
      >
        <StaffTable caption={`Leads, outcomes and costs per ${word}`} head={<FigureHeads first={GROUP_WORDS[report.groupBy]} />}>
          {report.rows.map((row) => (
            <tr key={row.group}>
              <th scope="row" className={`${TD} text-left font-normal break-all`}>
                {row.group}
              </th>
              <FigureCells figures={row} />
            </tr>
          ))}
          <tr className="bg-stone-50 dark:bg-stone-800/60">
            <th scope="row" className={`${TD} text-left font-semibold`}>
              All leads
            </th>
            <FigureCells figures={report.totals} />
          </tr>
        </StaffTable>
      </div>
    </div>
  );
}

function FigureHeads({ first }: { first: string }) {
  const heads = ["Leads", "Responded", "Call booked", "Deposit placed", "Deposit paid", "Median response", "Spend", "Cost per lead", "Cost per paid deposit"];
  return (
    <>
      <th scope="col" className={TH}>
        {first}
      </th>
      {heads.map((head) => (
        <th key={head} scope="col" className={TH_RIGHT}>
          {head}
        </th>
      ))}
    </>
  );
}

const money = (cents: number | null) => (cents === null ? "—" : formatCents(cents));

function FigureCells({ figures }: { figures: SourceReportFiguresDto }) {
  const cell = `${TD} text-right tabular-nums whitespace-nowrap`;
  return (
    <>
      <td className={cell}>{formatNumber(figures.leads)}</td>
      <td className={cell}>{formatNumber(figures.responded)}</td>
      <td className={cell}>{formatNumber(figures.callBooked)}</td>
      <td className={cell}>{formatNumber(figures.depositPlaced)}</td>
      <td className={cell}>{formatNumber(figures.depositPaid)}</td>
      <td className={cell}>{formatMinutes(figures.medianResponseMinutes)}</td>
      <td className={cell}>{money(figures.spendCents)}</td>
      <td className={cell}>{money(figures.costPerLeadCents)}</td>
      <td className={cell}>{money(figures.costPerPaidDepositCents)}</td>
    </>
  );
}
