/**
 * The signed-in buyer's saved plans (spec §3 saved_designs) for the save buttons and /account.
 * A page calls useSavedDesigns() once and hands the answer to its buttons: one query
 * (GET /api/account/saved-designs, asked only once somebody is signed in) and one pair of
 * mutations however many plans the page shows. Saving and removing change the list at once
 * (optimistic) and put it back, with a toast, when the server says no.
 */
import { useMutation, useMutationState, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { errorMessage, isApiError } from "@/api/api-error";
import type { DesignSummaryDto, SavedDesignResponseDto } from "@/api/generated/model";
import { toast } from "@/components/toast/use-toast";
import { useCurrentUser } from "@/lib/session/use-current-user";
import { fetchSavedDesigns, SAVED_DESIGNS_KEY, saveDesign, unsaveDesign } from "./saved-designs-api";

const SAVED_KEY = SAVED_DESIGNS_KEY;
/** Both mutations carry it: the list is fetched afresh only after the last one in flight, and buttons know what is on its way. */
const SAVE_MUTATION_KEY = ["savedDesign"] as const;

type SavedList = SavedDesignResponseDto[];
type Variables = { design: DesignSummaryDto };
type Context = { slug: string; before: SavedDesignResponseDto | null };

/** Just the catalogue fields (a plan page holds the whole plan; the list holds summaries). */
export function designSummary(design: DesignSummaryDto): DesignSummaryDto {
  const {
    id,
    slug,
    name,
    category,
    style,
    description,
    price,
    livingSquareFeet,
    shopSquareFeet,
    bedrooms,
    bathrooms,
    wallRValue,
    roofRValue,
    specSheetUrl,
    status,
  } = design;
  return {
    id,
    slug,
    name,
    category,
    style,
    description,
    price,
    livingSquareFeet,
    shopSquareFeet,
    bedrooms,
    bathrooms,
    wallRValue,
    roofRValue,
    specSheetUrl,
    status,
  };
}

const without = (list: SavedList | undefined, slug: string): SavedList => (list ?? []).filter((entry) => entry.design.slug !== slug);
const newestFirst = (list: SavedList): SavedList => [...list].sort((a, b) => b.savedAt.localeCompare(a.savedAt));

/** The change shown before the server answers, and what to put back if the server refuses. */
async function applyOptimistic(queryClient: QueryClient, slug: string, entry: SavedDesignResponseDto | null): Promise<Context> {
  await queryClient.cancelQueries({ queryKey: SAVED_KEY });
  const before = queryClient.getQueryData<SavedList>(SAVED_KEY)?.find((saved) => saved.design.slug === slug) ?? null;
  queryClient.setQueryData<SavedList>(SAVED_KEY, (list) => (entry ? [entry, ...without(list, slug)] : without(list, slug)));
  return { slug, before };
}

function rollBack(queryClient: QueryClient, context: Context | undefined) {
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
  "unknown" | "anonymous" | "ready";

export interface SavedDesigns {
  status: SaveStatus;
  isSaved: (slug: string) => boolean;
  /** A request for this plan is on its way: further clicks wait for it (so the server sees them in order). */
  isPending: (slug: string) => boolean;
  /** Saves the plan, or removes it when it is saved. */
  toggle: (design: DesignSummaryDto) => void;
}

/** Who is here, what they saved, and the switch for any plan; `status` says whether that is known yet. */
export function useSavedDesigns(): SavedDesigns {
  const current = useCurrentUser();
  const signedIn = current.status === "signed-in";
  const queryClient = useQueryClient();
  // The API client loads with the first request: only once somebody is signed in.
  const list = useQuery({ queryKey: SAVED_KEY, queryFn: ({ signal }) => fetchSavedDesigns(signal), enabled: signedIn });
  const pendingSlugs = useMutationState({
    filters: { mutationKey: SAVE_MUTATION_KEY, status: "pending" },
    select: (mutation) => (mutation.state.variables as Variables).design.slug,
  });

  const save = useMutation<SavedDesignResponseDto, unknown, Variables, Context>({
    mutationKey: SAVE_MUTATION_KEY,
    mutationFn: ({ design }) => saveDesign(design.slug),
    onMutate: ({ design }) => applyOptimistic(queryClient, design.slug, { design: designSummary(design), savedAt: new Date().toISOString() }),
    onSuccess: (entry, { design }) => queryClient.setQueryData<SavedList>(SAVED_KEY, (list) => [entry, ...without(list, design.slug)]),
    onError: (error, { design }, context) => {
      rollBack(queryClient, context);
      failureToast(error, `${design.name} wasn't saved`);
    },
    onSettled: () => refreshWhenIdle(queryClient),
  });
  const unsave = useMutation<void, unknown, Variables, Context>({
    mutationKey: SAVE_MUTATION_KEY,
    mutationFn: ({ design }) => unsaveDesign(design.slug),
    onMutate: ({ design }) => applyOptimistic(queryClient, design.slug, null),
    onError: (error, { design }, context) => {
      rollBack(queryClient, context);
      failureToast(error, `${design.name} is still in your saved plans`);
    },
    onSettled: () => refreshWhenIdle(queryClient),
  });

  const saved = new Set(list.data?.map((entry) => entry.design.slug));
  const pending = new Set(pendingSlugs);
  const status: SaveStatus = current.status === "anonymous" ? "anonymous" : signedIn && (list.data !== undefined || list.isError) ? "ready" : "unknown";

  return {
    status,
    isSaved: (slug) => status === "ready" && saved.has(slug),
    isPending: (slug) => pending.has(slug),
    toggle: (design) => {
      if (status !== "ready" || pending.has(design.slug)) return;
      if (saved.has(design.slug)) unsave.mutate({ design });
      else save.mutate({ design });
    },
  };
}
