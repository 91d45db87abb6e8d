/**
 * One record per person on the lead desk (issue 28): the 'Possible duplicate' note of a lead's page
 * with "Merge into this lead" and "Not the same person", the merged lead's pointer to where it went,
 * and the hooks the Possible Duplicates list shares. The server finds the candidates, moves the
 * records and refuses what cannot be merged; this only asks and says what happened.
 */
import { useState } from "react";
import { Link } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { errorMessage } from "@/api/api-error";
import {
  getGetLeadQueryKey,
  getListDuplicateLeadsQueryKey,
  getListLeadsQueryKey,
  useDismissDuplicateLeads,
  useMergeLeads,
} from "@/api/generated/endpoints/admin-leads/admin-leads";
import type { AdminLeadResponseDto, DuplicateLeadDto, DuplicateReason } from "@/api/generated/model";
import { toast } from "@/components/toast/use-toast";
import { formatBusinessDateTime } from "@/lib/dates";
import { EmailText } from "@/components/staff/email-text";
import { DUPLICATE_REASON_LABEL, LEAD_STATUS_LABEL, leadName } from "./lead-labels";

const leadPath = (id: number) => `/admin/leads/${id}`;

export const reasonsInWords = (reasons: readonly DuplicateReason[]) => reasons.map((reason) => DUPLICATE_REASON_LABEL[reason]).join(" · ");

/** After a merge or a dismissal every list and page that showed the pair reads again. */
function useRefreshAfter() {
  const queryClient = useQueryClient();
  return async (leadIds: number[]) => {
    await Promise.all([
      ...leadIds.map((id) => queryClient.invalidateQueries({ queryKey: getGetLeadQueryKey(id) })),
      queryClient.invalidateQueries({ queryKey: getListDuplicateLeadsQueryKey().slice(0, 1) }),
      queryClient.invalidateQueries({ queryKey: getListLeadsQueryKey().slice(0, 1) }),
    ]);
  };
}

/**
 * "Merge into …": asks once more (a merge cannot be undone), then moves `other`'s whole history
 * into `kept`. The server's sentence (with the partner decision, when partners referred the person)
 * is shown as it comes.
 */
export function MergeAction({ kept, other }: { kept: Pick<DuplicateLeadDto, "id" | "firstName" | "lastName">; other: DuplicateLeadDto }) {
  const [asking, setAsking] = useState(false);
  const refresh = useRefreshAfter();
  const merge = useMergeLeads({
    mutation: {
      onSuccess: async (result) => {
        setAsking(false);
        toast({ title: "Leads merged", description: result.message });
        await refresh([kept.id, other.id]);
      },
    },
  });
  const keptName = leadName(kept);

  if (!asking)
    return (
      <button type="button" className="btn-secondary whitespace-nowrap" onClick={() => setAsking(true)}>
        Merge into {keptName}'s lead
        <span className="sr-only">
          {" "}
          (lead #{other.id} into lead #{kept.id})
        </span>
      </button>
    );
  return (
    <div role="group" aria-label={`Confirm merging lead #${other.id} into lead #${kept.id}`} className="grid gap-2">
      <p className="text-sm text-stone-800 dark:text-stone-200">
        Move everything of {leadName(other)} (#{other.id}) into {keptName}'s lead (#{kept.id})? Its forms, e-mails, notes, tasks, bookings, quote requests and
        deposits go with it. This cannot be undone.
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-primary disabled:cursor-wait disabled:opacity-70"
          disabled={merge.isPending}
          onClick={() => merge.mutate({ id: kept.id, data: { mergeLeadId: other.id } })}
        >
          {merge.isPending ? "Merging…" : "Yes, merge"}
        </button>
        <button type="button" className="btn-secondary" disabled={merge.isPending} onClick={() => setAsking(false)}>
          Cancel
        </button>
      </div>
      {merge.isError ? (
        <p role="alert" className="text-sm text-red-800 dark:text-red-300">
          {errorMessage(merge.error)}
        </p>
      ) : null}
    </div>
  );
}

/** "Not the same person": the pair is not flagged again. */
export function NotSameAction({ leadId, other }: { leadId: number; other: Pick<DuplicateLeadDto, "id" | "firstName" | "lastName"> }) {
  const refresh = useRefreshAfter();
  const dismiss = useDismissDuplicateLeads({
    mutation: {
      onSuccess: async () => {
        toast({ title: "Marked as two people", description: `${leadName(other)} (#${other.id}) is no longer flagged as a possible duplicate.` });
        await refresh([leadId, other.id]);
      },
    },
  });
  return (
    <div>
      <button
        type="button"
        className="btn-secondary whitespace-nowrap disabled:cursor-wait disabled:opacity-70"
        disabled={dismiss.isPending}
        onClick={() => dismiss.mutate({ id: leadId, data: { otherLeadId: other.id } })}
      >
        Not the same person<span className="sr-only"> as lead #{other.id}</span>
      </button>
      {dismiss.isError ? (
        <p role="alert" className="mt-1 text-sm text-red-800 dark:text-red-300">
          {errorMessage(dismiss.error)}
        </p>
      ) : null}
    </div>
  );
}

/** The 'Possible duplicate' note of a lead's page: other leads that may be this person, and what to do. */
export function PossibleDuplicates({ lead }: { lead: AdminLeadResponseDto }) {
  if (!lead.possibleDuplicates.length) return null;
  return (
    <section
      aria-labelledby="possible-duplicate"
      className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <h2 id="possible-duplicate" className="text-lg font-bold">
        Possible duplicate
      </h2>
      <p className="mt-1 text-sm">
        {lead.possibleDuplicates.length === 1 ? "Another lead" : `${lead.possibleDuplicates.length} other leads`} may be the same person. Merging keeps this
        lead and brings the other's whole history here.
      </p>
      <ul className="mt-3 grid gap-4">
        {lead.possibleDuplicates.map(({ lead: other, reasons }) => (
          <li
            key={other.id}
            className="grid gap-2 rounded-md border border-amber-200 bg-white p-3 text-stone-900 dark:border-amber-800 dark:bg-stone-900 dark:text-stone-100"
          >
            <p>
              <Link to={leadPath(other.id)} className="link font-semibold">
                {leadName(other)} (#{other.id})
              </Link>{" "}
              · <EmailText email={other.email} />
              {other.phone ? ` · ${other.phone}` : ""} · {LEAD_STATUS_LABEL[other.status]} · came in {formatBusinessDateTime(other.createdAt)}
            </p>
            <p className="text-sm">
              <span className="font-semibold">Why:</span> {reasonsInWords(reasons)}
            </p>
            <div className="flex flex-wrap items-start gap-3">
              <MergeAction kept={lead} other={other} />
              <NotSameAction leadId={lead.id} other={other} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A merged lead's page: where the person's lead is now. */
export function MergedLeadNotice({ lead }: { lead: AdminLeadResponseDto }) {
  if (!lead.mergedInto) return null;
  const kept = lead.mergedInto;
  return (
    <div role="note" className="mb-6 rounded-lg border border-sky-300 bg-sky-50 p-4 text-sky-950 dark:border-sky-700 dark:bg-sky-950 dark:text-sky-50">
      <p className="font-semibold">
        This lead was merged into{" "}
        <Link to={leadPath(kept.id)} className="link">
          {leadName(kept)}'s lead (#{kept.id})
        </Link>{" "}
        on {formatBusinessDateTime(kept.mergedAt)}.
      </p>
      <p className="mt-1 text-sm">Its forms, e-mails, notes, tasks and bookings are there now; work on this person from that lead.</p>
    </div>
  );
}
