import { useLocation, useMatches, type MetaFunction } from "react-router";
import { pageMeta } from "@/lib/page-meta";
import { pageHead } from "./page-registry";

/**
 * The `meta` export of every page module: title, description and canonical URL from the page
 * definition of the matched route (aliases point their canonical at the primary path).
 */
export const registryMeta: MetaFunction = ({ matches, location }) => {
  const head = pageHead(matches[matches.length - 1]?.id ?? "", location.pathname);
  return head ? pageMeta(head) : [];
};

/** The matched page's title, description and canonical path, for a module shared by several pages. */
export function usePageHead(): ReturnType<typeof pageHead> {
  const matches = useMatches();
  const { pathname } = useLocation();
  return pageHead(matches[matches.length - 1]?.id ?? "", pathname);
}
