import type { ContractorResponseTimeDto } from "@/api/generated/model";
import { ClockIcon } from "@/components/icons";

/**
 * The response-time badge (issue 31) as an item of a card's or profile's badge list: the API's
 * words ("Usually replies within a day"), from the median business hours to a first reply over the
 * last 90 days; nothing when the API has none (fewer than 3 requests).
 */
export function ResponseTimeBadge({ responseTime }: { responseTime: ContractorResponseTimeDto | null }) {
  if (!responseTime) return null;
  return (
    <li
      className="inline-flex items-center gap-1 rounded-full bg-sky-50 px-2.5 py-0.5 text-sm font-semibold text-sky-900 ring-1 ring-sky-200 dark:bg-sky-950 dark:text-sky-100 dark:ring-sky-800"
      title={`From ${responseTime.sampleSize} homeowner requests in the last 90 days, counted in business hours`}
    >
      <ClockIcon className="size-4" />
      {responseTime.label}
    </li>
  );
}
