/**
 * The pages the app shell names by id (header navigation, account menu, access guard, the smart
 * landing's head script): shell-routes.ts carries the paths of these only, not of every page.
 * Plain data: vite.config.ts reads it through the page registry.
 */
export const SHELL_PAGE_IDS = [
  "landing/entry",
  "hub/unlock",
  "content/business",
  "content/architects",
  "contact/contact",
  "contractors/dashboard",
  "affiliates/dashboard",
  "affiliates/admin",
  "admin/dashboard",
] as const;

export type ShellPageId = (typeof SHELL_PAGE_IDS)[number];
