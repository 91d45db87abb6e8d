import { useEffect, useState } from "react";
import { ACCESS_TOKEN_KEY } from "@/lib/storage-keys";
import { storeAccessToken } from "../../lib/access-token";

/** spec §9: the access value used when no token is stored; the hub is never locked (spec §2). */
export const PLACEHOLDER_ACCESS_VALUE = "{secret}";

export interface HubAccess {
  /** The stored access token, or the placeholder. Never rendered. */
  accessValue: string;
  /** Whether the visitor brought a token of their own (they finished the quiz in this browser). */
  hasToken: boolean;
}

/** The token of a follow-up e-mail's hub link (/unlock#access=<token>), or null. */
export function accessTokenOf(hash: string): string | null {
  const match = /^#access=([^&]+)$/.exec(hash);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]) || null;
  } catch {
    return null;
  }
}

/**
 * Reads the token after hydration (localStorage does not exist in the prerendered HTML). A
 * follow-up e-mail's link brings it in the fragment (issue 13): it is kept as `accessToken` and
 * taken out of the address bar (so it is not bookmarked, shared or left in the history).
 */
export function useHubAccess(): HubAccess {
  const [access, setAccess] = useState<HubAccess>({ accessValue: PLACEHOLDER_ACCESS_VALUE, hasToken: false });
  useEffect(() => {
    const linked = accessTokenOf(window.location.hash);
    if (linked) {
      storeAccessToken(linked);
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, "", `${pathname}${search}`);
    }
    let token: string | null = linked;
    try {
      token = localStorage.getItem(ACCESS_TOKEN_KEY) ?? linked;
    } catch {
      // Storage refused: the placeholder stands (or the linked token, for this visit).
    }
    if (token) setAccess({ accessValue: token, hasToken: true });
  }, []);
  return access;
}
