/**
 * updateLead for the lead page: sends the `updatedAt` the page read with every change, puts the
 * answer (the lead as getLead gives it) in the cache and marks the lists stale. The server's
 * message is kept as it came; a 409 (changed by someone else, or a move the pipeline refuses)
 * offers a reload.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { changeProblemOf, type ChangeProblem } from "@/components/staff/change-problem";
import { getGetLeadQueryKey, getListLeadsQueryKey, useUpdateLead } from "@/api/generated/endpoints/admin-leads/admin-leads";
import type { AdminLeadResponseDto, UpdateLeadDto } from "@/api/generated/model";
import { toast } from "@/components/toast/use-toast";

export type LeadChanges = Omit<UpdateLeadDto, "updatedAt">;

export function useLeadUpdate(lead: AdminLeadResponseDto) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<ChangeProblem | null>(null);
  const mutation = useUpdateLead({
    mutation: {
      onMutate: () => setProblem(null),
      onSuccess: async (updated, { data }) => {
        queryClient.setQueryData(getGetLeadQueryKey(updated.id), updated);
        toast({ title: "Lead saved", description: savedText(data) });
        await queryClient.invalidateQueries({ queryKey: getListLeadsQueryKey().slice(0, 1) });
      },
      onError: (error) => setProblem(changeProblemOf(error)),
    },
  });

  return {
    save: (changes: LeadChanges) => mutation.mutate({ id: lead.id, data: { ...changes, updatedAt: lead.updatedAt } }),
    pending: mutation.isPending,
    problem,
    clearProblem: () => setProblem(null),
  };
}

function savedText(changes: LeadChanges): string {
  if (changes.calendarScheduled === true) return "The discovery call is marked booked.";
  if (changes.calendarScheduled === false) return "The discovery call is no longer marked booked.";
  if (changes.followUpsPaused === true) return "Follow-up e-mails are paused.";
  if (changes.followUpsPaused === false) return "Follow-up e-mails are running again.";
  return "Your changes are on the lead's timeline.";
}
