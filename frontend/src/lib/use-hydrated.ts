import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * false while rendering static HTML (prerender) and while hydrating it, true afterwards and in
 * every render that is not hydration. What a page reads from the URL's query string or from
 * browser storage must wait for true: the prerendered HTML was made without either, and the
 * first render in the browser must match it (React re-renders right after hydration, without a
 * mismatch).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
