import { PLANNED_PAGE_MODULE, type PageDefinitions } from "../../lib/page-definition";

export const calculatorsPages = {
  cost: {
    id: "calculators/cost",
    path: "/barndominium-calculator",
    aliases: ["/calculator"],
    title: "Barndominium Cost Calculator",
    description:
      "Estimate what a barndominium will cost in Missouri from its living area, shop area and finish level, before you sit down with a lender.",
    module: PLANNED_PAGE_MODULE,
    prerender: true,
  },
  linearFoot: {
    id: "calculators/linear-foot",
    path: "/linear-foot-calculator",
    title: "Linear Foot Cost Calculator",
    description:
      "Volume III of our resource library: estimate the cost of SIP exterior walls from their length in linear feet and their height.",
    module: PLANNED_PAGE_MODULE,
    prerender: true,
  },
} satisfies PageDefinitions;
