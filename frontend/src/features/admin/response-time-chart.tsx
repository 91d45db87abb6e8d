/**
 * 'Minutes to first response per week' as a visx bar chart (median and 90th percentile side by
 * side, the limit as a dashed line) and, beside it, the same figures as a table with headers, as
 * the dashboard's leads-per-week chart does, in the office's one chart frame (bar-chart-frame.tsx).
 */
import { Bar } from "@visx/shape";
import type { ResponseTimeFiguresDto, ResponseTimeWeekDto } from "@/api/generated/model";
import { formatCalendarDate, formatShortCalendarDate } from "@/lib/dates";
import { formatNumber } from "@/lib/number";
import { StaffTable, TD, TH } from "../../components/staff/list-parts";
import { formatMinutes, formatPercent } from "./response-time-words";
import { BarChartFrame, spacedLabels } from "./bar-chart-frame";

const HEIGHT = 280;
const MARGIN = { top: 12, right: 12, bottom: 36, left: 48 };
const MAX_LABELS = 8;
const TH_RIGHT = TH.replace("text-left", "text-right");

export function ResponseTimeChart({ weeks, limitMinutes }: { weeks: readonly ResponseTimeWeekDto[]; limitMinutes: number }) {
  const most = Math.max(limitMinutes, ...weeks.map((week) => week.p90Minutes ?? 0));

  const answered = weeks.filter((week) => week.medianMinutes !== null);
  const slowest = answered.reduce<ResponseTimeWeekDto | undefined>(
    (worst, week) => ((week.medianMinutes ?? 0) > (worst?.medianMinutes ?? -1) ? week : worst),
    undefined,
  );
  const title = "Business minutes to first response per week: median and 90th percentile";
  const summary = slowest
    ? `${formatNumber(answered.length)} of ${formatNumber(weeks.length)} weeks had answered leads; the slowest median was ${formatMinutes(slowest.medianMinutes)} in the week of ${formatCalendarDate(slowest.weekStart)}. The goal is ${formatMinutes(limitMinutes)}. The table beside the chart lists every week.`
    : `No lead was answered in these ${formatNumber(weeks.length)} weeks.`;

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div>
        <BarChartFrame
          title={title}
          summary={summary}
          height={HEIGHT}
          margin={MARGIN}
          bands={weeks.map((week) => week.weekStart)}
          most={most}
          minimumTop={10}
          wholeTicks={false}
          bandLabels={spacedLabels(
            weeks.map((week) => week.weekStart),
            MAX_LABELS,
          )}
          formatBand={formatShortCalendarDate}
        >
          {({ x, y, innerWidth, innerHeight }) => (
            <>
              {weeks.map((week) => {
                const left = x(week.weekStart) ?? 0;
                const half = x.bandwidth() / 2;
                const median = y(week.medianMinutes ?? 0);
                const p90 = y(week.p90Minutes ?? 0);
                return (
                  <g key={week.weekStart}>
                    <Bar x={left} y={median} width={half} height={innerHeight - median} className="fill-brand-600 dark:fill-brand-400" />
                    <Bar x={left + half} y={p90} width={half} height={innerHeight - p90} className="fill-stone-400 dark:fill-stone-500" />
                  </g>
                );
              })}
              <line x1={0} x2={innerWidth} y1={y(limitMinutes)} y2={y(limitMinutes)} strokeDasharray="6 4" className="stroke-red-700 dark:stroke-red-400" />
            </>
          )}
        </BarChartFrame>
        <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">
          Left bar: median; right bar: 90th percentile; dashed line: the goal of {formatMinutes(limitMinutes)}. Minutes count only office hours (Mon–Fri 9 AM–3
          PM Missouri time).
        </p>
      </div>
      {/* The one scrolling box (both ways, focusable for the keyboard): the table inside does not scroll on its own. */}
      <div className="max-h-96 overflow-auto [&_.table-scroll]:overflow-visible" tabIndex={0} role="region" aria-label="The chart's figures, week by week">
        <StaffTable
          caption="Response time per week, every rep"
          head={
            <>
              <th scope="col" className={TH}>
                Week of
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
          }
        >
          {weeks.map((week) => (
            <tr key={week.weekStart}>
              <th scope="row" className={`${TD} text-left font-normal whitespace-nowrap`}>
                {formatCalendarDate(week.weekStart)}
              </th>
              <FigureCells figures={week} />
            </tr>
          ))}
        </StaffTable>
      </div>
    </div>
  );
}

/** Leads, median, p90, share within the limit and not answered: the cells every row of the report shares. */
export function FigureCells({ figures }: { figures: ResponseTimeFiguresDto }) {
  const cell = `${TD} text-right tabular-nums whitespace-nowrap`;
  return (
    <>
      <td className={cell}>{formatNumber(figures.received)}</td>
      <td className={cell}>{formatMinutes(figures.medianMinutes)}</td>
      <td className={cell}>{formatMinutes(figures.p90Minutes)}</td>
      <td className={cell}>{formatPercent(figures.withinLimitPercent)}</td>
      <td className={cell}>{formatNumber(figures.notAnswered)}</td>
    </>
  );
}
