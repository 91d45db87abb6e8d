/** The server's `stale` flag (idle longer than its stage allows, LEAD_STALE_DAYS) as words, never colour alone. */
import type { AdminLeadSummaryDto } from "@/api/generated/model";
import { Pill } from "../../components/staff/office-parts";

export function idleText(days: number): string {
  return days === 1 ? "1 day with nothing logged" : `${days} days with nothing logged`;
}

export function StaleBadge({ lead }: { lead: Pick<AdminLeadSummaryDto, "stale" | "idleDays"> }) {
  if (!lead.stale) return null;
  return (
    <span className="mt-1 block">
      <Pill tone="alert">Stale</Pill>
      <span className="ml-1 text-xs text-stone-700 dark:text-stone-300">{idleText(lead.idleDays)}</span>
    </span>
  );
}
