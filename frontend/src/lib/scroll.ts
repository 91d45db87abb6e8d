import { useEffect } from "react";
import { useLocation, useMatches } from "react-router";

/** spec §2: a link to a section (/#how-it-works) scrolls smoothly to it after 100 ms. */
export const HASH_SCROLL_DELAY_MS = 100;

/** spec §2 hub scrolling: targets stop 80 px below the top, clear of the sticky header (= scroll-margin-top in app.css). */
export const HASH_SCROLL_OFFSET_PX = 80;

/**
 * A route module's `handle` may give some hash targets a longer delay, for sections that are
 * still settling when the page first renders (spec §2: the hub's resource library waits 800 ms).
 */
export interface HashScrollHandle {
  hashScrollDelays?: Readonly<Record<string, number>>;
}

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Scroll the window so `element` sits HASH_SCROLL_OFFSET_PX below the top of the viewport. */
export function scrollToElement(element: Element): void {
  window.scrollTo({
    top: element.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET_PX,
    behavior: prefersReducedMotion() ? "auto" : "smooth",
  });
}

function hashTargetId(hash: string): string | undefined {
  if (hash.length < 2) return undefined;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return undefined;
  }
}

/**
 * After each navigation to a URL with a hash, scroll smoothly to that element once the page
 * has rendered. Scrolling to the top on other navigations is <ScrollRestoration> (root.tsx).
 */
export function useHashScroll(): void {
  const { hash, key } = useLocation();
  const matches = useMatches();
  const id = hashTargetId(hash);
  let delay = HASH_SCROLL_DELAY_MS;
  if (id !== undefined) {
    for (const match of matches) {
      const custom = (match.handle as HashScrollHandle | undefined)?.hashScrollDelays?.[id];
      if (custom !== undefined) delay = custom;
    }
  }

  useEffect(() => {
    if (id === undefined) return;
    const timer = setTimeout(() => {
      const target = document.getElementById(id);
      if (target) scrollToElement(target);
    }, delay);
    return () => clearTimeout(timer);
  }, [id, key, delay]);
}
