/**
 * The plan pages' queries without the API client in their first load. The generated hooks
 * (useListDesigns, useGetDesign…) import axios and the client (about 21 KB gzip) with the page;
 * here the query keys are written out like the generated ones (designs-api.test.ts holds them
 * equal, so the pages share one cache with the compare page, the calculators and /account), and
 * each fetcher imports the client when it first runs. The catalogue and a plan page hydrated from
 * their prerendered HTML show the built-in plans until the visitor heads for a control
 * (lib/live-data.ts useLiveData), then ask the API; after a navigation inside the site they ask at once.
 */
import type { DesignResponseDto, EstimateResponseDto, ListDesignsParams, PaginatedDesignsResponseDto } from "@/api/generated/model";

const designsClient = () => import("@/api/generated/endpoints/designs/designs");

export const listDesignsKey = (params: ListDesignsParams) => ["/api/designs", params] as const;
export const designKey = (idOrSlug: string) => [`/api/designs/${idOrSlug}`] as const;
export const designEstimateKey = (idOrSlug: string) => [`/api/designs/${idOrSlug}/estimate`] as const;

export const fetchDesigns = (params: ListDesignsParams, signal?: AbortSignal): Promise<PaginatedDesignsResponseDto> =>
  designsClient().then((api) => api.listDesigns(params, undefined, signal));
export const fetchDesign = (idOrSlug: string, signal?: AbortSignal): Promise<DesignResponseDto> =>
  designsClient().then((api) => api.getDesign(idOrSlug, undefined, signal));
export const fetchDesignEstimate = (idOrSlug: string, signal?: AbortSignal): Promise<EstimateResponseDto> =>
  designsClient().then((api) => api.getDesignEstimate(idOrSlug, undefined, undefined, signal));
