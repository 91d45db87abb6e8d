import { ACCESS_TOKEN_KEY } from "@/lib/storage-keys";

/**
 * spec §2 smart landing: set on <html> when a visitor holding an access token opens one of
 * the smart-landing paths. app.css then hides the quiz and shows 'Loading Quiz...' until
 * the page sends the visitor to /unlock.
 */
export const HAS_ACCESS_TOKEN_ATTRIBUTE = "data-has-access-token";

/**
 * Inlined in <head> by root.tsx so the attribute is there before first paint (no flash of
 * the quiz, and the React markup itself never depends on storage, so hydration matches).
 * `paths` are the smart-landing paths ("/", "/traditional-landing", "/backup-landing").
 */
export function smartLandingScript(paths: readonly string[]): string {
  return `(function(){try{var p=location.pathname.replace(/\\/+$/,"")||"/";if(${JSON.stringify(paths)}.indexOf(p)>-1&&localStorage.getItem(${JSON.stringify(ACCESS_TOKEN_KEY)}))document.documentElement.setAttribute(${JSON.stringify(HAS_ACCESS_TOKEN_ATTRIBUTE)},"")}catch(e){}})();`;
}
