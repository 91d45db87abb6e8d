/**
 * Who is signed in, for every component that asks (header menu, page guard, /login, /account).
 * One query, GET /api/auth/me, cached for the page's life (spec §7: never stale); a 401 is an
 * answer, "nobody" (null), not an error. Sign-in, registration, the profile and a password reset
 * write the cache (use-auth-actions.ts), so the answer changes without asking the server again;
 * sign-out loads a fresh page instead.
 */
import { useQuery, type QueryClient, type QueryFunctionContext, type QueryKey } from "@tanstack/react-query";
import type { UserResponseDto } from "@/api/generated/model";
import { nullOn401 } from "@/lib/query-client";
import { useHydrated } from "@/lib/use-hydrated";
import { hasSessionCookie } from "./session-cookie";

export type CurrentUser =
  /** Prerender, hydration, or the first answer still on its way: render the same thing as the static HTML. */
  | { status: "unknown"; user: undefined }
  | { status: "anonymous"; user: null }
  | { status: "signed-in"; user: UserResponseDto }
  /** The server could not say (offline, 5xx); `retry` asks again. */
  | { status: "error"; user: undefined; retry: () => void };

/**
 * getGetCurrentUserQueryKey() of the generated client, written out: every page's header asks this
 * hook, and importing the generated module would load the HTTP client (axios) on every page, even
 * for visitors who never sign in. use-current-user.test.ts holds the two equal.
 */
export const CURRENT_USER_KEY = ["/api/auth/me"] as const;

/** GET /api/auth/me through the generated client, loaded when first needed (a session cookie exists). */
const fetchCurrentUser = nullOn401(async ({ signal }: QueryFunctionContext) => {
  const { getCurrentUser } = await import("@/api/generated/endpoints/auth/auth");
  return getCurrentUser(undefined, signal);
});

const UNKNOWN: CurrentUser = { status: "unknown", user: undefined };
const ANONYMOUS: CurrentUser = { status: "anonymous", user: null };

export function useCurrentUser(): CurrentUser {
  const hydrated = useHydrated();
  // Read on every render after hydration: sign-in and sign-out change it (with the cache, below).
  const sessionCookie = hydrated && hasSessionCookie();
  // Not the generated useGetCurrentUser: it types the answer as never null, and it would load axios (above).
  const query = useQuery<UserResponseDto | null>({
    queryKey: CURRENT_USER_KEY,
    queryFn: fetchCurrentUser,
    enabled: sessionCookie,
  });

  if (!hydrated) return UNKNOWN;
  // The cache first: sign-in and sign-out set it as the cookie changes.
  if (query.data !== undefined) return query.data ? { status: "signed-in", user: query.data } : ANONYMOUS;
  if (!sessionCookie) return ANONYMOUS;
  if (query.isError) return { status: "error", user: undefined, retry: () => void query.refetch() };
  return UNKNOWN;
}

const isCurrentUserKey = (key: QueryKey) => key[0] === CURRENT_USER_KEY[0];

/**
 * A new person is signed in (sign-in, registration): nothing cached for the previous visitor is
 * theirs. Every other answer goes back to empty (shown queries load again, as this user).
 */
/** The signed-in person is an admin (pages show admin-only controls; the server refuses them to anyone else). */
export function useIsAdmin(): boolean {
  const current = useCurrentUser();
  return current.status === "signed-in" && current.user.role === "admin";
}

export function rememberSignedInUser(queryClient: QueryClient, user: UserResponseDto): void {
  void queryClient.resetQueries({ predicate: (query) => !isCurrentUserKey(query.queryKey) });
  queryClient.setQueryData<UserResponseDto | null>(CURRENT_USER_KEY, user);
}

/** Signed out: nobody is signed in, and no answer fetched for the previous user stays in memory. */
export function forgetSignedInUser(queryClient: QueryClient): void {
  queryClient.setQueryData<UserResponseDto | null>(CURRENT_USER_KEY, null);
  void queryClient.resetQueries({ predicate: (query) => !isCurrentUserKey(query.queryKey) });
}

/** The signed-in user's new details (profile saved). */
export function updateSignedInUser(queryClient: QueryClient, user: UserResponseDto): void {
  queryClient.setQueryData<UserResponseDto | null>(CURRENT_USER_KEY, user);
}
