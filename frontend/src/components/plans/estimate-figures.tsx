import type { EstimateResponseDto } from "@/api/generated/model";
import { formatCents } from "@/lib/currency";
import { formatNumber } from "@/lib/number";

/** "$412,000 to $498,000" */
export function costRange(estimate: { lowCents: number; highCents: number }): string {
  return `${formatCents(estimate.lowCents)} to ${formatCents(estimate.highCents)}`;
}

/**
 * The headline of a plan's estimate: the range, its midpoint and the build time. The plan page and
 * the checkout page show the same words.
 */
export function EstimateFigures({ estimate }: { estimate: EstimateResponseDto }) {
  return (
    <>
      <p className="text-sm font-semibold tracking-wide text-stone-600 uppercase dark:text-stone-400">Estimated cost to build</p>
      <p className="mt-2 text-3xl font-extrabold text-stone-900 sm:text-4xl dark:text-white">{costRange(estimate)}</p>
      <p className="mt-2 text-stone-700 dark:text-stone-300">
        Midpoint {formatCents(estimate.totalCents)}, about {formatNumber(estimate.buildWeeks)} weeks from site work to move-in.
      </p>
    </>
  );
}
