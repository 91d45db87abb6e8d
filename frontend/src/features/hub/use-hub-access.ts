import { useEffect, useState } from "react";
import { ACCESS_TOKEN_KEY } from "@/lib/storage-keys";

/** spec §9: the access value used when no token is stored; the hub is never locked (spec §2). */
export const PLACEHOLDER_ACCESS_VALUE = "{secret}";

export interface HubAccess {
  /** The stored access token, or the placeholder. Never rendered. */
  accessValue: string;
  /** Whether the visitor brought a token of their own (they finished the quiz in this browser). */
  hasToken: boolean;
}

/** Reads the token after hydration (localStorage does not exist in the prerendered HTML). */
export function useHubAccess(): HubAccess {
  const [access, setAccess] = useState<HubAccess>({ accessValue: PLACEHOLDER_ACCESS_VALUE, hasToken: false });
  useEffect(() => {
    let token: string | null = null;
    try {
      token = localStorage.getItem(ACCESS_TOKEN_KEY);
    } catch {
      // Storage refused: the placeholder stands.
    }
    if (token) setAccess({ accessValue: token, hasToken: true });
  }, []);
  return access;
}
