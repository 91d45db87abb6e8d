import { PLANNED_PAGE_MODULE, type PageDefinitions } from "../../lib/page-definition";

export const designsPages = {
  catalogue: {
    id: "designs/catalogue",
    path: "/designs",
    title: "Barndominium & SIP Home Designs",
    description:
      "Browse our 8 barndominium plans with living quarters and shop space, and 16 residential SIP home plans from 816 to 2,326 sq ft, each with a floor plan and spec sheet.",
    module: PLANNED_PAGE_MODULE,
    prerender: true,
  },
  detail: {
    id: "designs/detail",
    path: "/designs/:id",
    title: "Design Details",
    description:
      "The floor plan, living and shop square footage, bedrooms, bathrooms and wall and roof insulation values of one of our barndominium or SIP home plans.",
    module: PLANNED_PAGE_MODULE,
    prerender: false,
  },
  compare: {
    id: "designs/compare",
    path: "/compare",
    aliases: ["/comparison"],
    title: "Compare Designs",
    description:
      "Put barndominium and SIP home plans side by side: living and shop square footage, bedrooms, bathrooms and insulation values.",
    module: PLANNED_PAGE_MODULE,
    prerender: true,
  },
} satisfies PageDefinitions;
