import { CATALOGUE, type CataloguePlan } from "../../../../backend/src/modules/designs/catalogue";
import { DesignCategory } from "../../../../backend/src/modules/designs/designs.enums";
import type { PageDefinitions, PageInstance } from "../../lib/page-definition";

/**
 * The built-in plans (backend/src/modules/designs/catalogue.ts, the data the seeder writes into the
 * database) are known at build time: each gets a prerendered page of its own. Relative imports only:
 * this file is loaded by react-router.config.ts without the "@/" alias.
 */

const number = (value: number) => value.toLocaleString("en-US");

/** "Rose Mount Barndominium Plan", "Spirit SIP Home Plan": the h1 and <title> of a plan's page. */
export function planTitle(plan: { name: string; category: string }): string {
  return `${plan.name} ${plan.category === DesignCategory.Barndominium ? "Barndominium" : "SIP Home"} Plan`;
}

/** The meta description of a built-in plan's page: its own figures, so no two plans share one. */
export function planDescription(plan: CataloguePlan): string {
  const rooms = `a ${plan.bedrooms}-bedroom, ${plan.bathrooms}-bath ${plan.style}`;
  return plan.shopSquareFeet === null
    ? `${plan.name}: ${rooms} SIP home plan with ${number(plan.livingSquareFeet)} sq ft of living space, R-${plan.wallRValue} walls, an R-${plan.roofRValue} roof and a floor plan.`
    : `${plan.name}: ${rooms} barndominium with ${number(plan.livingSquareFeet)} sq ft of living space, a ${number(plan.shopSquareFeet)} sq ft shop, R-${plan.wallRValue} walls and an R-${plan.roofRValue} roof.`;
}

export const builtInPlanPages: readonly PageInstance[] = CATALOGUE.map((plan) => ({
  path: `/designs/${plan.slug}`,
  title: planTitle(plan),
  description: planDescription(plan),
}));

/** Never a plan (the API takes ids and lowercase slugs only): the not-found document of /designs/:id. */
export const DESIGN_NOT_FOUND_PATH = "/designs/__not-found";

export const designsPages = {
  catalogue: {
    id: "designs/catalogue",
    path: "/designs",
    title: "Barndominium & SIP Home Designs",
    description:
      "Browse our 8 barndominium plans with living quarters and shop space, and 16 residential SIP home plans from 816 to 2,326 sq ft, each with a floor plan and spec sheet.",
    module: "features/designs/designs-page.tsx",
    prerender: true,
  },
  detail: {
    id: "designs/detail",
    path: "/designs/:id",
    title: "House Plan",
    description:
      "The floor plan, living and shop square footage, bedrooms, bathrooms and wall and roof insulation values of one of our barndominium or SIP home plans.",
    module: "features/designs/design-page.tsx",
    // Each built-in plan is prerendered; a plan added to the database later gets the app shell
    // (the server checks the API), and any other id the not-found document with status 404.
    prerender: true,
    instances: builtInPlanPages,
    notFoundPath: DESIGN_NOT_FOUND_PATH,
  },
  compare: {
    id: "designs/compare",
    path: "/compare",
    aliases: ["/comparison"],
    title: "Compare House Plans",
    description:
      "Put two to four barndominium and SIP home plans side by side: living and shop square footage, bedrooms, baths, insulation, cost estimate and energy use.",
    module: "features/designs/compare-page.tsx",
    prerender: true,
  },
} satisfies PageDefinitions;
