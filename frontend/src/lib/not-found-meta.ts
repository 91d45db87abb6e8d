import type { MetaFunction } from "react-router";
import { pageMeta } from "@/lib/page-meta";

/**
 * The not-found page's head, apart from its markup (not-found.tsx): the `:param` pages answer an
 * unknown id with both, and load the markup only when they show it.
 */
export const notFoundMeta: MetaFunction = () =>
  pageMeta({
    title: "Page not found",
    description: "The page you were looking for does not exist or has moved.",
    noindex: true,
  });
