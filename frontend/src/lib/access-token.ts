import { ACCESS_TOKEN_KEY } from "@/lib/storage-keys";

/** Whether this browser holds a discovery-lead access token (spec §3). Browser only: call from effects and handlers. */
export function hasAccessToken(): boolean {
  try {
    return Boolean(localStorage.getItem(ACCESS_TOKEN_KEY));
  } catch {
    return false;
  }
}

/** Keeps the token returned by submit-quiz or discovery-leads; from then on the smart landing sends the visitor to /unlock. */
export function storeAccessToken(token: string): void {
  try {
    localStorage.setItem(ACCESS_TOKEN_KEY, token);
  } catch {
    // Storage disabled: the visitor simply sees the quiz again next time.
  }
}
