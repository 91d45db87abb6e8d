import type { PageDefinition } from "../../lib/page-definition";

/**
 * The definition of /designs, one of designsPages (pages.ts), in a module of its own: the
 * catalogue's route module reads it without the 24 plan pages' titles and descriptions.
 */
export const cataloguePage = {
  id: "designs/catalogue",
  path: "/designs",
  title: "Barndominium & SIP Home Designs",
  description:
    "Browse our 8 barndominium plans with living quarters and shop space, and 16 residential SIP home plans from 816 to 2,326 sq ft, each with a floor plan and spec sheet.",
  module: "features/designs/designs-page.tsx",
  prerender: true,
} satisfies PageDefinition;
