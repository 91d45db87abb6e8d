/**
 * The generated auth mutations with what they change in the cache: who is signed in (sign-in,
 * registration, profile, sign-out) and the list of sessions (password change, ending sessions).
 */
import { useQueryClient } from "@tanstack/react-query";
import { useLocation, useMatches } from "react-router";
import { errorMessage, isApiError } from "@/api/api-error";
import {
  getListSessionsQueryKey,
  useChangePassword,
  useEndSessions,
  useRegister,
  useSignIn,
  useSignOut,
  useUpdateCurrentUser,
} from "@/api/generated/endpoints/auth/auth";
import { pageAccess } from "@/lib/shell-routes";
import { toast } from "@/components/toast/use-toast";
import { loginPath } from "./safe-next";
import { rememberSignedOut } from "./signed-out-notice";
import { rememberSignedInUser, updateSignedInUser } from "./use-current-user";

export const NETWORK_ERROR = "Network error. Please check your connection and try again.";

/** The words for a failed call: the server's message, or the network notice when no answer came. */
export function failureText(error: unknown): string {
  return isApiError(error) ? errorMessage(error) : NETWORK_ERROR;
}

export function useSignInAction() {
  const queryClient = useQueryClient();
  return useSignIn({ mutation: { onSuccess: (user) => rememberSignedInUser(queryClient, user) } });
}

export function useRegisterAction() {
  const queryClient = useQueryClient();
  return useRegister({ mutation: { onSuccess: (user) => rememberSignedInUser(queryClient, user) } });
}

export function useUpdateProfileAction() {
  const queryClient = useQueryClient();
  return useUpdateCurrentUser({ mutation: { onSuccess: (user) => updateSignedInUser(queryClient, user) } });
}

/** The server moves this browser to a new session id and ends every other one: the list changes. */
export function useChangePasswordAction() {
  const queryClient = useQueryClient();
  return useChangePassword({
    mutation: { onSuccess: () => queryClient.invalidateQueries({ queryKey: getListSessionsQueryKey() }) },
  });
}

export function useEndSessionsAction() {
  const queryClient = useQueryClient();
  return useEndSessions({
    mutation: { onSuccess: () => queryClient.invalidateQueries({ queryKey: getListSessionsQueryKey() }) },
  });
}

/** The browser's own page loads, replaceable in unit tests (happy-dom does not load pages). */
export const browserPage = {
  load: (url: string) => window.location.assign(url),
  reload: () => window.location.reload(),
};

/**
 * Sign out, then load a fresh page: nothing fetched for this user stays in memory, and no page of
 * theirs is left running to react to being signed out (a signed-in page would ask to sign in
 * again, and its queries would be refused). From a signed-in page the browser goes to /, from a
 * public one it reloads that page; `signInAgain` goes to /login?next=<this page> (the "not
 * allowed" view's "Sign in with another account"). The new page says "Signed out".
 */
export function useSignOutAction() {
  const queryClient = useQueryClient();
  const matches = useMatches();
  const { pathname, search } = useLocation();
  const guarded = pageAccess(matches[matches.length - 1]?.id) !== undefined;
  const signOut = useSignOut();

  async function run({ signInAgain = false }: { signInAgain?: boolean } = {}): Promise<void> {
    try {
      await signOut.mutateAsync();
    } catch (error) {
      toast({ title: "Could not sign out", description: failureText(error), variant: "destructive" });
      return;
    }
    // Without notifying anyone: the page is about to be replaced.
    queryClient.clear();
    rememberSignedOut();
    if (signInAgain) browserPage.load(loginPath(`${pathname}${search}`));
    else if (guarded) browserPage.load("/");
    else browserPage.reload();
  }

  return { signOut: run, pending: signOut.isPending };
}
