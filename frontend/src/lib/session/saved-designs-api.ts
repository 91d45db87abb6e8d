/**
 * A signed-in buyer's saved plans, without the API client in the first load (designs-api.ts in
 * features/designs explains the pattern): the key is written out like the generated one.
 */
import type { SavedDesignResponseDto } from "@/api/generated/model";

const savedDesignsClient = () => import("@/api/generated/endpoints/saved-designs/saved-designs");

export const SAVED_DESIGNS_KEY = ["/api/account/saved-designs"] as const;

export const fetchSavedDesigns = (signal?: AbortSignal): Promise<SavedDesignResponseDto[]> =>
  savedDesignsClient().then((api) => api.listSavedDesigns(undefined, signal));
export const saveDesign = (idOrSlug: string): Promise<SavedDesignResponseDto> => savedDesignsClient().then((api) => api.saveDesign(idOrSlug));
export const unsaveDesign = (idOrSlug: string): Promise<void> => savedDesignsClient().then((api) => api.unsaveDesign(idOrSlug));
