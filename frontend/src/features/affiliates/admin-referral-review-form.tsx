/**
 * Issue 30: an admin's decision on a flagged referral (resolveReferralFlag), the one form the
 * review queue and a referral's details share. "Clear" lets the commission go on (pending, then
 * earned after the hold); "Reject" cancels it and e-mails the partner the reason written here, so
 * the reason is required and written for the partner. A review is decided once: the server answers
 * 409 with a sentence when it was already decided, and that sentence shows as it comes.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { errorMessage } from "@/api/api-error";
import {
  getGetAffiliateLeadQueryKey,
  getGetAffiliateQueryKey,
  getListAffiliateLeadsQueryKey,
  getListPayableCommissionsQueryKey,
  getListReferralFlagsQueryKey,
  useResolveReferralFlag,
} from "@/api/generated/endpoints/admin-partners/admin-partners";
import { ReviewDecision, type ReferralFlagResponseDto, type ResolveReferralFlagDto } from "@/api/generated/model";
import { resolveReferralFlagBody, resolveReferralFlagBodyReasonMax } from "@/api/generated/zod/admin-partners/admin-partners.zod";
import { TextAreaField } from "@/components/form-field";
import { generatedSchemaResolver, showServerFieldErrors } from "@/components/form-support";
import { toast } from "@/components/toast/use-toast";

export const DECISION_LABEL: Readonly<Record<ReviewDecision, string>> = {
  [ReviewDecision.clear]: "Clear: the referral is genuine and its commission goes on",
  [ReviewDecision.reject]: "Reject: cancel its commission and e-mail the partner the reason",
};
export const DECISION_REQUIRED = "Choose whether to clear or reject this referral.";
export const REASON_REQUIRED = "Write the reason for your decision. On a rejection the partner receives it by e-mail.";

type DecisionValues = { decision: ReviewDecision | ""; reason: string };

export function ReviewDecisionForm({
  referral,
  onDone,
}: {
  referral: Pick<ReferralFlagResponseDto, "id" | "affiliate" | "customerFirstName" | "customerLastName">;
  onDone?: () => void;
}) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const resolve = useResolveReferralFlag();
  const customer = `${referral.customerFirstName} ${referral.customerLastName}`;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DecisionValues, unknown, ResolveReferralFlagDto>({
    resolver: generatedSchemaResolver<DecisionValues, ResolveReferralFlagDto>(resolveReferralFlagBody, {
      decision: DECISION_REQUIRED,
      reason: REASON_REQUIRED,
    }),
    defaultValues: { decision: "", reason: "" },
  });

  const onSubmit = handleSubmit(async (data) => {
    setFailure(null);
    try {
      const saved = await resolve.mutateAsync({ id: referral.id, data });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getListReferralFlagsQueryKey().slice(0, 1) }),
        queryClient.invalidateQueries({ queryKey: getListAffiliateLeadsQueryKey().slice(0, 1) }),
        queryClient.invalidateQueries({ queryKey: getGetAffiliateLeadQueryKey(referral.id) }),
        queryClient.invalidateQueries({ queryKey: getGetAffiliateQueryKey(referral.affiliate.id) }),
        // A cleared commission past its hold is payable now.
        queryClient.invalidateQueries({ queryKey: getListPayableCommissionsQueryKey(referral.affiliate.id) }),
      ]);
      toast({
        title: data.decision === ReviewDecision.clear ? "Referral cleared" : "Referral rejected",
        description:
          data.decision === ReviewDecision.clear
            ? `The referral of ${customer} earns its commission like any other.`
            : `The commission of ${customer}'s referral is cancelled and ${saved.affiliate.name} is e-mailed your reason.`,
      });
      onDone?.();
    } catch (error) {
      if (showServerFieldErrors(error, ["decision", "reason"], setError) === 0) setFailure(errorMessage(error));
    }
  });

  return (
    <form aria-label={`Decide the referral of ${customer}`} onSubmit={onSubmit} noValidate className="grid gap-4">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-stone-800 dark:text-stone-200">Decision</legend>
        <div className="grid gap-2">
          {Object.values(ReviewDecision).map((decision) => (
            <label key={decision} className="inline-flex items-center gap-2 text-sm text-stone-800 dark:text-stone-200">
              <input
                type="radio"
                value={decision}
                className="size-4 accent-brand-700"
                aria-invalid={errors.decision ? true : undefined}
                {...register("decision")}
              />
              {DECISION_LABEL[decision]}
            </label>
          ))}
        </div>
        {errors.decision?.message ? <p className="mt-1 text-sm text-red-800 dark:text-red-300">{errors.decision.message}</p> : null}
      </fieldset>
      <TextAreaField
        label="Reason"
        rows={3}
        maxLength={resolveReferralFlagBodyReasonMax}
        description="Kept with the referral. If you reject it, the partner reads this reason in an e-mail and on their dashboard, so write it for them."
        error={errors.reason?.message}
        {...register("reason")}
      />
      {failure ? (
        <p role="alert" className="text-sm font-semibold text-red-800 dark:text-red-300">
          {failure}
        </p>
      ) : null}
      <div>
        <button type="submit" className="btn-primary disabled:cursor-wait disabled:opacity-70" disabled={resolve.isPending}>
          {resolve.isPending ? "Saving…" : "Save decision"}
        </button>
      </div>
    </form>
  );
}
