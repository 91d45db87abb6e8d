import { useSyncExternalStore } from "react";
import { THEME_KEY } from "@/lib/storage-keys";

export type Theme = "light" | "dark";

/**
 * Inlined in <head> (root.tsx) so a remembered dark theme applies before first paint.
 * Light is the default (spec §2): only a stored "dark" changes anything.
 */
export const themeScript = `(function(){try{if(localStorage.getItem(${JSON.stringify(THEME_KEY)})==="dark")document.documentElement.classList.add("dark")}catch(e){}})();`;

const listeners = new Set<() => void>();

function readTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setTheme(theme: Theme): void {
  document.documentElement.classList.toggle("dark", theme === "dark");
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Private browsing or storage disabled: the theme still applies for this page view.
  }
  for (const listener of listeners) listener();
}

/** The current theme; "light" while prerendering and hydrating, so the markup always matches. */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, readTheme, () => "light");
}
