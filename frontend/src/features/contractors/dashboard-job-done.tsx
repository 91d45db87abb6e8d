/**
 * "Mark job done" on a homeowner's request in the Contractor Dashboard (markInquiryJobDone, issue
 * 31): after a confirmation (it e-mails the homeowner and cannot be undone), the request moves to
 * job done and the homeowner gets a one-time link to review the contractor. Once done, what
 * happened: when, the link's end, and whether the review came in.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { isApiError } from "@/api/api-error";
import {
  getGetMyContractorProfileQueryKey,
  getListMyContractorInquiriesQueryKey,
  getListMyContractorReviewsQueryKey,
  useMarkInquiryJobDone,
} from "@/api/generated/endpoints/contractor-portal/contractor-portal";
import { JobDoneBy, type MyContractorInquiryResponseDto } from "@/api/generated/model";
import { formatBusinessDate } from "@/lib/dates";
import { failureText } from "@/lib/session/use-auth-actions";
import { jobDoneText } from "./dashboard-words";

/** `onFailure` shows a refusal in the request card's own alert (one live region per card). */
export function JobDoneControl({
  inquiry,
  onDone,
  onFailure,
}: {
  inquiry: MyContractorInquiryResponseDto;
  onDone: (message: string) => void;
  onFailure: (message: string | null) => void;
}) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getListMyContractorInquiriesQueryKey().slice(0, 1) }),
      queryClient.invalidateQueries({ queryKey: getGetMyContractorProfileQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getListMyContractorReviewsQueryKey().slice(0, 1) }),
    ]);
  const mark = useMarkInquiryJobDone({
    mutation: {
      onSuccess: refresh,
      onError: (error) => {
        if (isApiError(error) && error.status === 409) void refresh();
      },
    },
  });

  if (inquiry.jobDone) {
    const { jobDone } = inquiry;
    return (
      <p className="mt-3 rounded-md bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
        Job marked done {jobDone.markedBy === JobDoneBy.office ? "by our office " : ""}on {formatBusinessDate(jobDone.markedAt)}.{" "}
        {jobDone.reviewed
          ? `${inquiry.name} has reviewed you: the review is on your profile.`
          : `We e-mailed ${inquiry.name} a one-time link to review you; it works until ${formatBusinessDate(jobDone.reviewLinkExpiresAt)}.`}
      </p>
    );
  }
  if (!inquiry.canMarkJobDone) return null;

  async function confirm() {
    onFailure(null);
    try {
      const saved = await mark.mutateAsync({ id: inquiry.id });
      setAsking(false);
      onDone(jobDoneText(saved.name));
    } catch (error) {
      setAsking(false);
      onFailure(failureText(error));
    }
  }

  return (
    <div className="mt-3">
      {asking ? (
        <div role="group" aria-label={`Mark the job for ${inquiry.name} done`} className="rounded-md p-3 ring-1 ring-stone-300 dark:ring-stone-600">
          <p className="text-sm text-stone-800 dark:text-stone-200">
            Did {inquiry.name} hire you, and is the job done? We will e-mail {inquiry.name} a one-time link to review you. This cannot be undone.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" className="btn-primary disabled:cursor-wait disabled:opacity-70" disabled={mark.isPending} onClick={() => void confirm()}>
              {mark.isPending ? "Marking…" : "Yes, mark the job done"}
            </button>
            <button type="button" className="btn-secondary" onClick={() => setAsking(false)}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className="btn-secondary"
          onClick={() => {
            onFailure(null);
            setAsking(true);
          }}
        >
          Mark job done<span className="sr-only"> for {inquiry.name}</span>
        </button>
      )}
    </div>
  );
}
