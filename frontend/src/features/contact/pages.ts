import { officeHours } from "../../lib/office-hours";
import type { PageDefinitions } from "../../lib/page-definition";

export const contactPages = {
  contact: {
    id: "contact/contact",
    path: "/contact",
    aliases: ["/quote"],
    title: "Contact Us & Request a Quote",
    description: `Call, email or book a 12-minute discovery call with our St. Joseph, Missouri office. We reply to email within 24 hours; office hours are ${officeHours}.`,
    module: "features/contact/contact-page.tsx",
    prerender: true,
  },
  schedule: {
    id: "contact/schedule",
    path: "/schedule",
    title: "Schedule Your Discovery Call",
    description:
      "Book a free 12-minute discovery call with our St. Joseph team: your land, plans, budget, timeline and financing, talked through with a Missouri barndominium and SIP home builder.",
    module: "features/contact/schedule-page.tsx",
    prerender: true,
  },
} satisfies PageDefinitions;
