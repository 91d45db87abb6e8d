import type { PageDefinitions } from "../../lib/page-definition";

export const calculatorsPages = {
  cost: {
    id: "calculators/cost",
    path: "/barndominium-calculator",
    aliases: ["/calculator"],
    title: "Barndominium Cost Calculator",
    description:
      "Estimate a barndominium or SIP home in Missouri: cost range by phase, build time and heating bills for SIP, steel frame or stick-built, with every rate shown.",
    module: "features/calculators/cost-calculator-page.tsx",
    prerender: true,
  },
  linearFoot: {
    id: "calculators/linear-foot",
    path: "/linear-foot-calculator",
    title: "Linear Foot Cost Calculator",
    description: "Volume III of our resource library: estimate the cost of SIP exterior walls from their length in linear feet and their height.",
    module: "features/calculators/linear-foot-calculator-page.tsx",
    prerender: true,
  },
} satisfies PageDefinitions;
