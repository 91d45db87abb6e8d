/**
 * Removing a contractor review (issue 31): only for one of the published reasons
 * (shared/review-removal-reasons.ts, the same words the profile's line uses), chosen before the
 * removal is sent; never for being negative.
 */
import { useId, useState } from "react";
import { ReviewRemovalReason } from "@/api/generated/model";
import { REVIEW_REMOVAL_REASON_LABEL, REVIEW_REMOVAL_REASON_PUBLIC } from "@shared/review-removal-reasons";
import { FIELD_INPUT, FIELD_LABEL } from "@/components/staff/list-parts";

export { NEGATIVE_REVIEWS_POLICY } from "@shared/review-removal-reasons";

/** What the profile says for a removed review: 'Removed: contained personal information'. */
export function removalReasonText(reason: ReviewRemovalReason): string {
  return `Removed: ${REVIEW_REMOVAL_REASON_PUBLIC[reason]}`;
}

export function RemoveReviewControl({ which, busy, onRemove }: { which: string; busy: boolean; onRemove: (reason: ReviewRemovalReason) => void }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReviewRemovalReason | "">("");
  const selectId = useId();
  if (!open)
    return (
      <button type="button" className="btn-secondary whitespace-nowrap disabled:cursor-wait disabled:opacity-70" disabled={busy} onClick={() => setOpen(true)}>
        Remove…<span className="sr-only">{which}</span>
      </button>
    );
  return (
    <div role="group" aria-label={`Remove${which}`} className="grid gap-2 rounded-md p-2 ring-1 ring-stone-300 dark:ring-stone-600">
      <label htmlFor={selectId} className={FIELD_LABEL}>
        Published reason
      </label>
      <select id={selectId} value={reason} onChange={(event) => setReason(event.target.value as ReviewRemovalReason | "")} className={FIELD_INPUT}>
        <option value="">Choose a reason</option>
        {Object.values(ReviewRemovalReason).map((value) => (
          <option key={value} value={value}>
            {REVIEW_REMOVAL_REASON_LABEL[value]}
          </option>
        ))}
      </select>
      <p className="text-xs text-stone-700 dark:text-stone-300">
        The profile will say: 1 review removed: {reason ? REVIEW_REMOVAL_REASON_PUBLIC[reason] : "…"}.
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-primary whitespace-nowrap disabled:cursor-not-allowed disabled:opacity-70"
          disabled={busy || reason === ""}
          onClick={() => reason && onRemove(reason)}
        >
          Remove review<span className="sr-only">{which}</span>
        </button>
        <button type="button" className="btn-secondary" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </div>
  );
}
