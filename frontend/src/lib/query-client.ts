import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "@/api/api-error";

/**
 * spec §7: data never goes stale, no refetch on window focus, no polling, no retries.
 * The app takes its client from sharedQueryClient (below); tests create their own.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * The client every QueryProvider of the page uses (query-provider.tsx). In the browser there is one
 * for the page's life: the header's account corner, the page and a lazily loaded form all share one
 * cache (the current user, saved plans, sign-in resetting the rest). While prerendering, a new one
 * each time, so no page's cache reaches another.
 */
export function sharedQueryClient(): QueryClient {
  if (typeof window === "undefined") return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}

/**
 * spec §7: a query can turn 401 into null instead of an error ("not signed in").
 * Wrap the query function:
 *
 *   useQuery({ queryKey: getGetMeQueryKey(), queryFn: nullOn401(({ signal }) => getMe({ signal })) })
 *
 * or, with an orval hook: useGetMe({ query: { queryFn: nullOn401(() => getMe()) } }).
 */
export function nullOn401<TArgs extends unknown[], TResult>(queryFn: (...args: TArgs) => Promise<TResult>): (...args: TArgs) => Promise<TResult | null> {
  return async (...args) => {
    try {
      return await queryFn(...args);
    } catch (error) {
      if (isApiError(error) && error.status === 401) return null;
      throw error;
    }
  };
}
