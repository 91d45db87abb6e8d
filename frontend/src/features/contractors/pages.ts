import { PLANNED_PAGE_MODULE, type PageDefinitions } from "../../lib/page-definition";

export const contractorsPages = {
  directory: {
    id: "contractors/directory",
    path: "/contractors",
    title: "Contractor Network",
    description:
      "Missouri contractors who work on our barndominium and SIP home projects: SIP installation, concrete, electrical, plumbing, HVAC and finish work.",
    module: PLANNED_PAGE_MODULE,
    prerender: true,
  },
  network: {
    id: "contractors/network",
    path: "/contractor-network",
    title: "Join Our Contractor Network",
    description:
      "For Missouri trades and builders: how to join the network that builds SIP homes and barndominiums across northwest and central Missouri.",
    module: PLANNED_PAGE_MODULE,
    prerender: true,
  },
  find: {
    id: "contractors/find",
    path: "/contractors/find",
    title: "Find a Contractor",
    description:
      "Search our network by city, ZIP code and specialty, from SIP panel installation and insulation to cabinetry, flooring and finish carpentry.",
    module: PLANNED_PAGE_MODULE,
    prerender: true,
  },
  dashboard: {
    id: "contractors/dashboard",
    path: "/contractors/dashboard",
    title: "Contractor Dashboard",
    description: "Where network contractors keep their profile, specialties and service areas up to date.",
    module: PLANNED_PAGE_MODULE,
    prerender: false,
    noindex: true,
    access: ["contractor"],
  },
  profile: {
    id: "contractors/profile",
    path: "/contractors/:id",
    title: "Contractor Profile",
    description:
      "A network contractor's specialties, service areas, license, years in business and customer reviews.",
    module: PLANNED_PAGE_MODULE,
    prerender: false,
  },
} satisfies PageDefinitions;
