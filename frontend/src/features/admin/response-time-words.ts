/** How the response-time report writes its figures. */
import { formatNumber } from "@/lib/number";

/** 7 → "7 min"; null (no lead answered) → "—". */
export function formatMinutes(minutes: number | null): string {
  return minutes === null ? "—" : `${formatNumber(minutes)} min`;
}

/** 33.3 → "33.3%"; null (nothing to judge yet) → "—". */
export function formatPercent(percent: number | null): string {
  return percent === null ? "—" : `${formatNumber(percent)}%`;
}
