/**
 * What the contractor network's office pages do with a change's answer or refusal: the listing
 * the server answers with goes into the cache and the lists are marked stale; a refusal is kept
 * as the server words it, with its per-field messages (400) and, for a 409 (a move the flow
 * refuses, or someone else changed the listing first), the offer to reload.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import {
  getGetAdminContractorQueryKey,
  getListAdminContractorsQueryKey,
  getListReviewsForModerationQueryKey,
} from "@/api/generated/endpoints/admin-contractors/admin-contractors";
import type { AdminContractorDetailResponseDto } from "@/api/generated/model";
import { toast } from "@/components/toast/use-toast";

/** After a listing changed: its new copy in the cache, a confirmation, and every list that shows it marked stale. */
export function useListingChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    async (changed: AdminContractorDetailResponseDto, title: string, description: string) => {
      queryClient.setQueryData(getGetAdminContractorQueryKey(changed.id), changed);
      toast({ title, description });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getListAdminContractorsQueryKey().slice(0, 1) }),
        queryClient.invalidateQueries({ queryKey: getListReviewsForModerationQueryKey().slice(0, 1) }),
      ]);
    },
    [queryClient],
  );
}
