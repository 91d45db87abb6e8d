import { useEffect } from "react";
import { useLocation } from "react-router";

/** spec §2: a link to a section (/#how-it-works) scrolls smoothly to it after 100 ms. */
export const HASH_SCROLL_DELAY_MS = 100;

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * After each navigation to a URL with a hash, scroll smoothly to that element once the page
 * has rendered. Scrolling to the top on other navigations is <ScrollRestoration> (root.tsx).
 */
export function useHashScroll(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const timer = setTimeout(() => {
      let id: string;
      try {
        id = decodeURIComponent(hash.slice(1));
      } catch {
        return;
      }
      document.getElementById(id)?.scrollIntoView({
        behavior: prefersReducedMotion() ? "auto" : "smooth",
        block: "start",
      });
    }, HASH_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hash, key]);
}
