/**
 * The profile's queries without the API client in its first load (issue 31), as the plan pages do
 * (features/designs/designs-api.ts): the generated hooks would bring axios and the client (about
 * 21 KB gzip) with the page. The keys are the generated ones written out (profile-api.test.ts
 * holds them equal, so the profile shares one cache with the rest of the site) and each fetcher
 * imports the client when it first runs.
 */
import type { ContractorResponseDto, PaginatedContractorReviewsResponseDto } from "@/api/generated/model";

const contractorsClient = () => import("@/api/generated/endpoints/contractors/contractors");

export const contractorKey = (idOrSlug: string) => [`/api/contractors/${idOrSlug}`] as const;
export const contractorReviewsKey = (idOrSlug: string) => [`/api/contractors/${idOrSlug}/reviews`] as const;

export const fetchContractor = (idOrSlug: string, signal?: AbortSignal): Promise<ContractorResponseDto> =>
  contractorsClient().then((api) => api.getContractor(idOrSlug, undefined, signal));
export const fetchContractorReviews = (idOrSlug: string, signal?: AbortSignal): Promise<PaginatedContractorReviewsResponseDto> =>
  contractorsClient().then((api) => api.listContractorReviews(idOrSlug, undefined, undefined, signal));
