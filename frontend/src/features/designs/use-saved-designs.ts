/**
 * The signed-in buyer's saved plans (spec §3 saved_designs) for the save buttons and /account.
 * Every button on a page reads the same query (GET /api/account/saved-designs: one request per
 * page, shared by react-query), asked only once somebody is signed in. Saving and removing change
 * the list at once (optimistic) and put it back, with a toast, when the server says no.
 */
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { errorMessage, isApiError } from "@/api/api-error";
import {
  getListSavedDesignsQueryKey,
  useListSavedDesigns,
  useSaveDesign,
  useUnsaveDesign,
} from "@/api/generated/endpoints/saved-designs/saved-designs";
import type { DesignSummaryDto, SavedDesignResponseDto } from "@/api/generated/model";
import { toast } from "@/components/toast/use-toast";
import { useCurrentUser } from "@/features/account/use-current-user";

const SAVED_KEY = getListSavedDesignsQueryKey();
/** Both mutations carry it, so the list is fetched afresh only after the last one in flight. */
const SAVE_MUTATION_KEY = ["savedDesign"] as const;

type SavedList = SavedDesignResponseDto[];

/** Just the catalogue fields (a plan page holds the whole plan; the list holds summaries). */
export function designSummary(design: DesignSummaryDto): DesignSummaryDto {
  const { id, slug, name, category, style, description, price, livingSquareFeet, shopSquareFeet, bedrooms, bathrooms, wallRValue, roofRValue, specSheetUrl } =
    design;
  return { id, slug, name, category, style, description, price, livingSquareFeet, shopSquareFeet, bedrooms, bathrooms, wallRValue, roofRValue, specSheetUrl };
}

const without = (list: SavedList | undefined, slug: string): SavedList => (list ?? []).filter((entry) => entry.design.slug !== slug);
const newestFirst = (list: SavedList): SavedList => [...list].sort((a, b) => b.savedAt.localeCompare(a.savedAt));

/** The change shown before the server answers, and how to undo it if the server refuses. */
async function applyOptimistic(queryClient: QueryClient, slug: string, entry: SavedDesignResponseDto | null) {
  await queryClient.cancelQueries({ queryKey: SAVED_KEY });
  const before = queryClient.getQueryData<SavedList>(SAVED_KEY)?.find((saved) => saved.design.slug === slug) ?? null;
  queryClient.setQueryData<SavedList>(SAVED_KEY, (list) => (entry ? [entry, ...without(list, slug)] : without(list, slug)));
  return { slug, before };
}

function rollBack(queryClient: QueryClient, context: { slug: string; before: SavedDesignResponseDto | null } | undefined) {
  if (!context) return;
  const { slug, before } = context;
  queryClient.setQueryData<SavedList>(SAVED_KEY, (list) => newestFirst(before ? [before, ...without(list, slug)] : without(list, slug)));
}

function refreshWhenIdle(queryClient: QueryClient) {
  if (queryClient.isMutating({ mutationKey: SAVE_MUTATION_KEY }) === 1) void queryClient.invalidateQueries({ queryKey: SAVED_KEY });
}

function failureToast(error: unknown, title: string) {
  const description =
    isApiError(error) && error.status === 401
      ? "Your session has ended. Sign in again to keep saving plans."
      : isApiError(error)
        ? errorMessage(error)
        : "Network error. Please check your connection and try again.";
  toast({ title, description, variant: "destructive" });
}

export type SaveStatus =
  /** Prerender, hydration, or the answers still on their way: render the static markup. */
  | "unknown"
  | "anonymous"
  | "ready";

export interface SavedDesignState {
  status: SaveStatus;
  saved: boolean;
  /** A request for this plan is on its way: further clicks wait for it (so the server sees them in order). */
  pending: boolean;
  toggle: () => void;
}

/** Whether `design` is saved, and the switch; `status` says whether the answer is known yet. */
export function useSavedDesign(design: DesignSummaryDto): SavedDesignState {
  const current = useCurrentUser();
  const signedIn = current.status === "signed-in";
  const queryClient = useQueryClient();
  const { slug, name } = design;
  const list = useListSavedDesigns({ query: { enabled: signedIn } });

  const save = useSaveDesign({
    mutation: {
      mutationKey: SAVE_MUTATION_KEY,
      onMutate: () => applyOptimistic(queryClient, slug, { design: designSummary(design), savedAt: new Date().toISOString() }),
      onSuccess: (entry) => queryClient.setQueryData<SavedList>(SAVED_KEY, (list) => [entry, ...without(list, slug)]),
      onError: (error, _variables, context) => {
        rollBack(queryClient, context);
        failureToast(error, `${name} wasn't saved`);
      },
      onSettled: () => refreshWhenIdle(queryClient),
    },
  });
  const unsave = useUnsaveDesign({
    mutation: {
      mutationKey: SAVE_MUTATION_KEY,
      onMutate: () => applyOptimistic(queryClient, slug, null),
      onError: (error, _variables, context) => {
        rollBack(queryClient, context);
        failureToast(error, `${name} is still in your saved plans`);
      },
      onSettled: () => refreshWhenIdle(queryClient),
    },
  });

  const saved = list.data?.some((entry) => entry.design.slug === slug) ?? false;
  const pending = save.isPending || unsave.isPending;
  const status: SaveStatus =
    current.status === "anonymous" ? "anonymous" : signedIn && (list.data !== undefined || list.isError) ? "ready" : "unknown";

  return {
    status,
    saved,
    pending,
    toggle: () => {
      if (status !== "ready" || pending) return;
      if (saved) unsave.mutate({ idOrSlug: slug });
      else save.mutate({ idOrSlug: slug });
    },
  };
}
