/**
 * A flagged referral (self-referral, duplicate, a customer who later came on their own or through
 * another partner's link) earns nothing until the office has looked at it:
 * "Clear flag" (clearAffiliateLeadFlag) lets it earn. The flag itself stays on record. The
 * server answers 409 when there is no flag left to clear, and its message shows as it comes.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "@/api/api-error";
import {
  getGetAffiliateLeadQueryKey,
  getGetAffiliateQueryKey,
  getListAffiliateLeadsQueryKey,
  getListPayableCommissionsQueryKey,
  useClearAffiliateLeadFlag,
} from "@/api/generated/endpoints/admin-partners/admin-partners";
import type { AdminReferralResponseDto } from "@/api/generated/model";
import { formatBusinessDate } from "@/lib/dates";
import { Pill } from "../../components/staff/office-parts";
import { flagCheck, flagLabel } from "./admin-referral-words";

export function ClearFlag({
  referral,
}: {
  referral: Pick<AdminReferralResponseDto, "id" | "flagCode" | "flagClearedAt" | "affiliate" | "customerFirstName" | "customerLastName">;
}) {
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const clear = useClearAffiliateLeadFlag({
    mutation: {
      onMutate: () => setDone(null),
      onSuccess: async (lead) => {
        setDone(lead.flagClearedAt);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: getListAffiliateLeadsQueryKey().slice(0, 1) }),
          queryClient.invalidateQueries({ queryKey: getGetAffiliateLeadQueryKey(referral.id) }),
          queryClient.invalidateQueries({ queryKey: getGetAffiliateQueryKey(referral.affiliate.id) }),
          // A held commission the flag kept back may now be payable.
          queryClient.invalidateQueries({ queryKey: getListPayableCommissionsQueryKey(referral.affiliate.id) }),
        ]);
      },
    },
  });
  if (!referral.flagCode) return null;
  const cleared = done ?? referral.flagClearedAt;

  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50">
      <h4 className="font-bold">Flag</h4>
      <p className="mt-1">{flagLabel(referral.flagCode)}</p>
      {cleared ? (
        <p className="mt-2" role={done ? "status" : undefined}>
          Cleared on {formatBusinessDate(cleared)}: this referral earns its commission like any other.
        </p>
      ) : (
        <>
          <p className="mt-2">
            <Pill tone="alert">Waiting for review</Pill> A flagged referral earns no commission until the flag is cleared: if it converts, its commission is
            held. {flagCheck(referral.flagCode)}
          </p>
          <button
            type="button"
            className="btn-secondary mt-3 disabled:cursor-wait disabled:opacity-70"
            disabled={clear.isPending}
            onClick={() => clear.mutate({ id: referral.id })}
          >
            {clear.isPending ? "Clearing…" : "Clear flag"}
            <span className="sr-only">
              {" "}
              of the referral of {referral.customerFirstName} {referral.customerLastName}
            </span>
          </button>
        </>
      )}
      {clear.isError ? (
        <p role="alert" className="mt-2 font-semibold text-red-800 dark:text-red-300">
          {errorMessage(clear.error)}
        </p>
      ) : null}
    </div>
  );
}
