import { formatNumber } from "../../lib/number";
import type { PageDefinitions, PageInstance } from "../../lib/page-definition";
import { cataloguePage } from "./catalogue-page";
import { planTitle } from "../../components/plans/plan-format";

/**
 * The built-in plans' figures, for their prerendered pages' titles and descriptions.
 *
 * The plans themselves live in backend/src/modules/designs/catalogue.ts (the data the seeder
 * writes into the database; the plan pages' placeholder data comes from it, see built-in-plans.ts).
 * This file cannot import it: every page definition is also loaded outside Vite (the Playwright
 * tests read the page registry through Node's own loader, which cannot load the back end's
 * CommonJS TypeScript), and the registry ships with every page, where the catalogue's
 * descriptions and options would only add weight. built-in-plans.test.ts fails when a figure
 * here differs from the catalogue, or a plan is missing on either side.
 */
export interface BuiltInPlanFigures {
  slug: string;
  name: string;
  category: "Barndominium" | "Residential";
  style: string;
  livingSquareFeet: number;
  /** Barndominiums only. */
  shopSquareFeet: number | null;
  bedrooms: number;
  bathrooms: string;
  wallRValue: number;
  roofRValue: number;
}

export const BUILT_IN_PLAN_FIGURES: readonly BuiltInPlanFigures[] = [
  {
    slug: "rose-mount",
    name: "Rose Mount",
    category: "Barndominium",
    style: "farmhouse",
    livingSquareFeet: 1800,
    shopSquareFeet: 3820,
    bedrooms: 3,
    bathrooms: "2",
    wallRValue: 26,
    roofRValue: 33,
  },
  {
    slug: "maple-ridge",
    name: "Maple Ridge",
    category: "Barndominium",
    style: "farmhouse",
    livingSquareFeet: 2942,
    shopSquareFeet: 1792,
    bedrooms: 4,
    bathrooms: "3",
    wallRValue: 26,
    roofRValue: 48,
  },
  {
    slug: "mayfield",
    name: "Mayfield",
    category: "Barndominium",
    style: "modern",
    livingSquareFeet: 2114,
    shopSquareFeet: 2314,
    bedrooms: 3,
    bathrooms: "2.5",
    wallRValue: 26,
    roofRValue: 33,
  },
  {
    slug: "auburn",
    name: "Auburn",
    category: "Barndominium",
    style: "traditional",
    livingSquareFeet: 3520,
    shopSquareFeet: 1600,
    bedrooms: 4,
    bathrooms: "3.5",
    wallRValue: 26,
    roofRValue: 48,
  },
  {
    slug: "oak",
    name: "Oak",
    category: "Barndominium",
    style: "farmhouse",
    livingSquareFeet: 2210,
    shopSquareFeet: 3059,
    bedrooms: 3,
    bathrooms: "2.5",
    wallRValue: 26,
    roofRValue: 33,
  },
  {
    slug: "garret-ridge",
    name: "Garret Ridge",
    category: "Barndominium",
    style: "craftsman",
    livingSquareFeet: 2521,
    shopSquareFeet: 1580,
    bedrooms: 4,
    bathrooms: "3",
    wallRValue: 26,
    roofRValue: 33,
  },
  {
    slug: "cedar-ridge",
    name: "Cedar Ridge",
    category: "Barndominium",
    style: "modern",
    livingSquareFeet: 4325,
    shopSquareFeet: 5572,
    bedrooms: 4,
    bathrooms: "3.5",
    wallRValue: 26,
    roofRValue: 48,
  },
  {
    slug: "cherry-ridge",
    name: "Cherry Ridge",
    category: "Barndominium",
    style: "farmhouse",
    livingSquareFeet: 2626,
    shopSquareFeet: 1408,
    bedrooms: 3,
    bathrooms: "2.5",
    wallRValue: 26,
    roofRValue: 33,
  },
  {
    slug: "waters-edge",
    name: "Water's Edge",
    category: "Residential",
    style: "contemporary",
    livingSquareFeet: 1664,
    shopSquareFeet: null,
    bedrooms: 3,
    bathrooms: "2",
    wallRValue: 26,
    roofRValue: 33,
  },
  {
    slug: "spirit",
    name: "Spirit",
    category: "Residential",
    style: "modern",
    livingSquareFeet: 816,
    shopSquareFeet: null,
    bedrooms: 1,
    bathrooms: "1",
    wallRValue: 26,
    roofRValue: 33,
  },
  {
    slug: "brooklyn",
    name: "Brooklyn",
    category: "Residential",
    style: "modern",
    livingSquareFeet: 1248,
    shopSquareFeet: null,
    bedrooms: 2,
    bathrooms: "2",
    wallRValue: 26,
    roofRValue: 33,
  },
  {
    slug: "houston",
    name: "Houston",
    category: "Residential",
    style: "traditional",
    livingSquareFeet: 1872,
    shopSquareFeet: null,
    bedrooms: 3,
    bathrooms: "2",
    wallRValue: 26,
    roofRValue: 33,
  },
  {
    slug: "baylee",
    name: "Baylee",
    category: "Residential",
    style: "farmhouse",
    livingSquareFeet: 1392,
    shopSquareFeet: null,
    bedrooms: 3,
    bathrooms: "2",
    wallRValue: 26,
    roofRValue: 33,
  },
  {
    slug: "landon",
    name: "Landon",
    category: "Residential",
    style: "traditional",
    livingSquareFeet: 2104,
    shopSquareFeet: null,
    bedrooms: 4,
    bathrooms: "2.5",
    wallRValue: 26,
    roofRValue: 48,
  },
  {
    slug: "boulder",
    name: "Boulder",
    category: "Residential",
    style: "craftsman",
    livingSquareFeet: 2326,
    shopSquareFeet: null,
    bedrooms: 4,
    bathrooms: "3",
    wallRValue: 26,
    roofRValue: 48,
  },
  {
    slug: "sheppards-glenn",
    name: "Sheppards Glenn",
    category: "Residential",
    style: "farmhouse",
    livingSquareFeet: 1980,
    shopSquareFeet: null,
    bedrooms: 3,
    bathrooms: "2.5",
    wallRValue: 26,
    roofRValue: 33,
  },
  {
    slug: "rushmore",
    name: "Rushmore",
    category: "Residential",
    style: "colonial",
    livingSquareFeet: 2240,
    shopSquareFeet: null,
    bedrooms: 4,
    bathrooms: "2.5",
    wallRValue: 26,
    roofRValue: 48,
  },
  {
    slug: "alpine",
    name: "Alpine",
    category: "Residential",
    style: "contemporary",
    livingSquareFeet: 1120,
    shopSquareFeet: null,
    bedrooms: 2,
    bathrooms: "1",
    wallRValue: 26,
    roofRValue: 48,
  },
  {
    slug: "aspen",
    name: "Aspen",
    category: "Residential",
    style: "craftsman",
    livingSquareFeet: 1536,
    shopSquareFeet: null,
    bedrooms: 3,
    bathrooms: "2",
    wallRValue: 26,
    roofRValue: 33,
  },
  {
    slug: "skylar-ridge",
    name: "Skylar Ridge",
    category: "Residential",
    style: "modern",
    livingSquareFeet: 2016,
    shopSquareFeet: null,
    bedrooms: 3,
    bathrooms: "2.5",
    wallRValue: 26,
    roofRValue: 48,
  },
  {
    slug: "cypress",
    name: "Cypress",
    category: "Residential",
    style: "craftsman",
    livingSquareFeet: 1040,
    shopSquareFeet: null,
    bedrooms: 2,
    bathrooms: "1.5",
    wallRValue: 26,
    roofRValue: 33,
  },
  {
    slug: "taylor",
    name: "Taylor",
    category: "Residential",
    style: "traditional",
    livingSquareFeet: 1450,
    shopSquareFeet: null,
    bedrooms: 3,
    bathrooms: "2",
    wallRValue: 26,
    roofRValue: 33,
  },
  {
    slug: "kaitlyn-raye",
    name: "Kaitlyn Raye",
    category: "Residential",
    style: "farmhouse",
    livingSquareFeet: 1760,
    shopSquareFeet: null,
    bedrooms: 3,
    bathrooms: "2",
    wallRValue: 26,
    roofRValue: 33,
  },
  {
    slug: "everly",
    name: "Everly",
    category: "Residential",
    style: "colonial",
    livingSquareFeet: 960,
    shopSquareFeet: null,
    bedrooms: 2,
    bathrooms: "1",
    wallRValue: 26,
    roofRValue: 33,
  },
];

/** The meta description of a built-in plan's page: its own figures, so no two plans share one. */
export function planDescription(plan: BuiltInPlanFigures): string {
  const rooms = `a ${plan.bedrooms}-bedroom, ${plan.bathrooms}-bath ${plan.style}`;
  return plan.shopSquareFeet === null
    ? `${plan.name}: ${rooms} SIP home plan with ${formatNumber(plan.livingSquareFeet)} sq ft of living space, R-${plan.wallRValue} walls, an R-${plan.roofRValue} roof and a floor plan.`
    : `${plan.name}: ${rooms} barndominium with ${formatNumber(plan.livingSquareFeet)} sq ft of living space, a ${formatNumber(plan.shopSquareFeet)} sq ft shop, R-${plan.wallRValue} walls and an R-${plan.roofRValue} roof.`;
}

export const builtInPlanPages: readonly PageInstance[] = BUILT_IN_PLAN_FIGURES.map((plan) => ({
  path: `/designs/${plan.slug}`,
  title: planTitle(plan),
  description: planDescription(plan),
}));

/** Never a plan (the API takes ids and lowercase slugs only): the not-found document of /designs/:id. */
export const DESIGN_NOT_FOUND_PATH = "/designs/__not-found";

export const designsPages = {
  catalogue: cataloguePage,
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
