/** A lead's timeline as getLead gives it (newest first): when, what, who, and the details. */
import { Link } from "react-router";
import type { LeadTimelineEntryDto } from "@/api/generated/model";
import { formatBusinessDateTime } from "@/lib/dates";
import { MAIL_STATUS_LABEL } from "./lead-labels";

export function LeadTimeline({ entries }: { entries: LeadTimelineEntryDto[] }) {
  if (entries.length === 0) return <p className="text-stone-700 dark:text-stone-300">Nothing has happened with this lead yet.</p>;
  return (
    <ol aria-label="Timeline, newest first" className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white dark:divide-stone-700 dark:border-stone-700 dark:bg-stone-900">
      {entries.map((entry, index) => (
        <TimelineEntry key={`${entry.at}-${entry.kind}-${index}`} entry={entry} />
      ))}
    </ol>
  );
}

function TimelineEntry({ entry }: { entry: LeadTimelineEntryDto }) {
  return (
    <li className="grid gap-1 px-4 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <time dateTime={entry.at} className="text-sm text-stone-600 dark:text-stone-400">
        {formatBusinessDateTime(entry.at)}
      </time>
      <div className="min-w-0 text-sm text-stone-800 dark:text-stone-200">
        <p>
          <span className="font-semibold">{entry.summary}</span>
          {entry.mailStatus ? <span> — {MAIL_STATUS_LABEL[entry.mailStatus]}</span> : null}
        </p>
        {entry.detail ? <p className="mt-0.5 break-words whitespace-pre-line text-stone-700 dark:text-stone-300">{entry.detail}</p> : null}
        <p className="mt-0.5 text-stone-600 dark:text-stone-400">
          {entry.author ? `By ${entry.author.name}` : "By the website"}
          {entry.quoteRequestId !== null ? (
            <>
              {" · "}
              <Link to={`/admin/quote-requests/${entry.quoteRequestId}`} className="link">
                Open quote request
              </Link>
            </>
          ) : null}
        </p>
      </div>
    </li>
  );
}
