/**
 * The generated auth mutations with what they change in the cache: who is signed in (sign-in,
 * registration, profile, sign-out) and the list of sessions (password change, ending sessions).
 */
import { useQueryClient } from "@tanstack/react-query";
import { useMatches, useNavigate } from "react-router";
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
import { pageAccess } from "@/app/page-registry";
import { toast } from "@/components/toast/use-toast";
import { forgetSignedInUser, rememberSignedInUser, updateSignedInUser } from "./use-current-user";

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

export const SIGNED_OUT_TOAST = { title: "Signed out", description: "You have signed out of your account on this device." };

/**
 * Sign out. From a signed-in page the browser goes to / first, and only then is the user
 * forgotten, so the page's guard never sees "nobody" and asks to sign in again; on a public page
 * it stays. `signInAgain`: stay, and let the guard of a signed-in page send the visitor to
 * /login?next=<this page> (the "not allowed" view's "Sign in with another account").
 */
export function useSignOutAction() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const matches = useMatches();
  const guarded = pageAccess(matches[matches.length - 1]?.id) !== undefined;
  const signOut = useSignOut();

  async function run({ signInAgain = false }: { signInAgain?: boolean } = {}): Promise<void> {
    try {
      await signOut.mutateAsync();
    } catch (error) {
      toast({ title: "Could not sign out", description: failureText(error), variant: "destructive" });
      return;
    }
    // flushSync: the signed-in page is gone when the promise settles, before the user is forgotten.
    if (guarded && !signInAgain) await navigate("/", { flushSync: true });
    forgetSignedInUser(queryClient);
    toast(SIGNED_OUT_TOAST);
  }

  return { signOut: run, pending: signOut.isPending };
}
