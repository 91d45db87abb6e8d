/**
 * When a page hydrated from prerendered HTML asks the API (issue 16's plan pages, issue 31's contractor
 * profiles): the HTML already shows the built-in or sample data, so the API client and the answer's
 * re-render wait until the visitor heads for the page's controls; after a navigation inside the site
 * the page asks at once.
 */
import { useCallback, useState, type FocusEventHandler, type PointerEventHandler, type TouchEventHandler } from "react";
import { useHydrated } from "./use-hydrated";

export interface IntentHandlers {
  onPointerEnter: PointerEventHandler;
  onFocus: FocusEventHandler;
  onTouchStart: TouchEventHandler;
}

/**
 * Whether the page may ask the API: at once after a navigation inside the site; for a page
 * hydrated from prerendered HTML (which already shows the built-in plans), once the visitor heads
 * for one of its controls (pointer over, focus, touch: spread `intentHandlers` on them) or the page
 * calls `goLive` (the plan page's estimate coming near the viewport, say). The same trigger as the
 * quiz's start button (features/quiz/components/welcome-step.tsx).
 */
export function useLiveData(): { live: boolean; intentHandlers: IntentHandlers; goLive: () => void } {
  const hydrated = useHydrated();
  // Decided on the first render: false while hydrating the prerendered HTML, true after a navigation.
  const [afterNavigation] = useState(hydrated);
  const [intent, setIntent] = useState(false);
  const goLive = useCallback(() => setIntent(true), []);
  return {
    live: afterNavigation || intent,
    intentHandlers: { onPointerEnter: goLive, onFocus: goLive, onTouchStart: goLive },
    goLive,
  };
}
