import type { PageDefinitions } from "../../lib/page-definition";

export const hubPages = {
  unlock: {
    id: "hub/unlock",
    path: "/unlock",
    aliases: ["/test-unlock"],
    title: "Your Barndominium Resource Hub",
    description:
      "Watch the overview video, browse designs, estimate your costs and open the resource library: SIP basics, the building process, solar incentives, financing, permits and our blog.",
    module: "features/hub/hub-page.tsx",
    prerender: true,
  },
} satisfies PageDefinitions;
