/**
 * Signing out loads a fresh page (use-auth-actions.ts); a marker in sessionStorage lets that page
 * say "Signed out". Kept apart from the auth calls: every page's shell reads it.
 */
import { useEffect } from "react";
import { toast } from "@/components/toast/use-toast";
import { SIGNED_OUT_KEY } from "@/lib/storage-keys";

export const SIGNED_OUT_TOAST = { title: "Signed out", description: "You have signed out of your account on this device." };

export function rememberSignedOut(): void {
  try {
    sessionStorage.setItem(SIGNED_OUT_KEY, "1");
  } catch {
    // Storage blocked: the next page simply does not say it.
  }
}

/** On the page loaded after signing out: the "Signed out" toast, once. */
export function useSignedOutNotice(): void {
  useEffect(() => {
    try {
      if (sessionStorage.getItem(SIGNED_OUT_KEY) === null) return;
      sessionStorage.removeItem(SIGNED_OUT_KEY);
    } catch {
      return;
    }
    toast(SIGNED_OUT_TOAST);
  }, []);
}
