/**
 * approveAffiliate and updateAffiliate for the partner record: the answer (the partner as
 * getAffiliate gives it) goes into the cache, and the lists that show partners are marked stale.
 * A refused move (409, e.g. another admin moved the partner first) reloads the record, so the
 * buttons offered are again the server's `allowedStatuses`.
 */
import { useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@/api/api-error";
import {
  getGetAffiliateQueryKey,
  getListAffiliateLeadsQueryKey,
  getListAffiliatesQueryKey,
  useApproveAffiliate,
  useUpdateAffiliate,
} from "@/api/generated/endpoints/admin-partners/admin-partners";
import type { AffiliateDetailResponseDto } from "@/api/generated/model";

function usePartnerCache(id: number) {
  const queryClient = useQueryClient();
  return {
    saved: async (partner: AffiliateDetailResponseDto) => {
      queryClient.setQueryData(getGetAffiliateQueryKey(partner.id), partner);
      // The partners list and the referrals tab (which shows each referral's partner and code).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getListAffiliatesQueryKey().slice(0, 1) }),
        queryClient.invalidateQueries({ queryKey: getListAffiliateLeadsQueryKey().slice(0, 1) }),
      ]);
    },
    refused: (error: unknown) => {
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: getGetAffiliateQueryKey(id) });
    },
  };
}

export function usePartnerApproval(id: number, onApproved: (partner: AffiliateDetailResponseDto) => void) {
  const cache = usePartnerCache(id);
  return useApproveAffiliate({
    mutation: {
      onSuccess: async (partner) => {
        onApproved(partner);
        await cache.saved(partner);
      },
      onError: cache.refused,
    },
  });
}

export function usePartnerUpdate(id: number) {
  const cache = usePartnerCache(id);
  return useUpdateAffiliate({ mutation: { onSuccess: cache.saved, onError: cache.refused } });
}
