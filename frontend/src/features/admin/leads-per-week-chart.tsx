/**
 * 'New leads per week' as a visx bar chart (an SVG image with a title and a summary) and, beside
 * it, the same figures as a table for screen readers, keyboard users and anyone who wants the
 * exact numbers. The frame (axes, gridlines, title) is bar-chart-frame.tsx; visx loads only with office pages.
 */
import { Bar } from "@visx/shape";
import type { DashboardWeekDto } from "@/api/generated/model";
import { formatCalendarDate, formatShortCalendarDate } from "@/lib/dates";
import { formatNumber } from "@/lib/number";
import { StaffTable, TD, TH } from "../../components/staff/list-parts";
import { BarChartFrame, spacedLabels } from "./bar-chart-frame";

const HEIGHT = 260;
const MARGIN = { top: 12, right: 12, bottom: 36, left: 40 };
/** At most this many week labels under the bars, so they never overlap. */
const MAX_LABELS = 8;

export function LeadsPerWeekChart({ weeks }: { weeks: readonly DashboardWeekDto[] }) {
  const most = Math.max(0, ...weeks.map((week) => week.count));
  const total = weeks.reduce((sum, week) => sum + week.count, 0);
  const busiest = weeks.reduce<DashboardWeekDto | undefined>((best, week) => (week.count > (best?.count ?? 0) ? week : best), undefined);

  const first = weeks[0];
  const last = weeks[weeks.length - 1];
  const title =
    first && last ? `New leads per week, weeks of ${formatCalendarDate(first.weekStart)} to ${formatCalendarDate(last.weekStart)}` : "New leads per week";
  const summary = busiest
    ? `${formatNumber(total)} ${total === 1 ? "lead" : "leads"} in ${formatNumber(weeks.length)} weeks; the busiest was the week of ${formatCalendarDate(busiest.weekStart)} with ${formatNumber(busiest.count)}. The table beside the chart lists every week.`
    : `No leads in these ${formatNumber(weeks.length)} weeks.`;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div>
        <BarChartFrame
          title={title}
          summary={summary}
          height={HEIGHT}
          margin={MARGIN}
          bands={weeks.map((week) => week.weekStart)}
          most={most}
          bandLabels={spacedLabels(
            weeks.map((week) => week.weekStart),
            MAX_LABELS,
          )}
          formatBand={formatShortCalendarDate}
        >
          {({ x, y, innerHeight }) =>
            weeks.map((week) => {
              const top = y(week.count);
              return (
                <Bar
                  key={week.weekStart}
                  x={x(week.weekStart) ?? 0}
                  y={top}
                  width={x.bandwidth()}
                  height={innerHeight - top}
                  className="fill-brand-600 dark:fill-brand-400"
                />
              );
            })
          }
        </BarChartFrame>
        <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">
          {formatNumber(total)} new {total === 1 ? "lead" : "leads"} in these {formatNumber(weeks.length)} weeks (Monday to Sunday, Missouri time).
        </p>
      </div>
      {/* Scrolls when the range is long: focusable, so keyboard users can scroll it too. */}
      <div className="max-h-96 overflow-y-auto" tabIndex={0} role="region" aria-label="The chart's figures, week by week">
        <StaffTable
          caption="New leads per week"
          head={
            <>
              <th scope="col" className={TH}>
                Week of
              </th>
              <th scope="col" className={TH.replace("text-left", "text-right")}>
                New leads
              </th>
            </>
          }
        >
          {weeks.map((week) => (
            <tr key={week.weekStart}>
              <th scope="row" className={`${TD} text-left font-normal`}>
                {formatCalendarDate(week.weekStart)}
              </th>
              <td className={`${TD} text-right tabular-nums`}>{formatNumber(week.count)}</td>
            </tr>
          ))}
        </StaffTable>
      </div>
    </div>
  );
}
