/**
 * The response-time report's percentiles (issue 27), by the **nearest-rank** method: the p-th
 * percentile of n values is the value at rank ceil(p / 100 × n) in ascending order (rank 1 = the
 * smallest). It is always one of the values, never an average of two; so the median of an even
 * count is the lower of the two middle values (median of 1, 2, 3, 4 is 2), and p90 of ten values
 * is the 9th smallest. Null for no values.
 */
export function nearestRankPercentile(values: readonly number[], percent: number): number | null {
  if (!(percent > 0 && percent <= 100)) throw new RangeError(`A percentile is above 0 and at most 100, got ${percent}`);
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((percent / 100) * sorted.length);
  return sorted[rank - 1];
}
