import type { PageDefinitions, PageInstance } from "../../lib/page-definition";

/**
 * The sample listings' slugs and names (backend/src/modules/contractors/sample-contractors.ts, seeded
 * by the API at start-up), for their prerendered profile pages. Copied, not imported: the page
 * registry is also loaded by Node's own loader (the Playwright tests), which cannot load the back
 * end's TypeScript. sample-contractors.test.ts fails when the two lists differ.
 */
export const SAMPLE_CONTRACTOR_NAMES: readonly { slug: string; name: string }[] = [
  { slug: "bluestem-sip-builders", name: "Bluestem SIP Builders" },
  { slug: "clay-county-custom-homes", name: "Clay County Custom Homes" },
  { slug: "northland-comfort-hvac", name: "Northland Comfort HVAC" },
  { slug: "platte-river-electric", name: "Platte River Electric" },
  { slug: "nodaway-valley-woodworks", name: "Nodaway Valley Woodworks" },
  { slug: "boone-prairie-builders", name: "Boone Prairie Builders" },
  { slug: "grand-river-plumbing", name: "Grand River Plumbing" },
  { slug: "chariton-ridge-interiors", name: "Chariton Ridge Interiors" },
  { slug: "smithville-lake-tile-floor", name: "Smithville Lake Tile & Floor" },
  { slug: "excelsior-energy-raters", name: "Excelsior Energy Raters" },
  { slug: "loess-hills-renovation", name: "Loess Hills Renovation" },
  { slug: "riverbluff-finish-carpentry", name: "Riverbluff Finish Carpentry" },
];

/**
 * Prerendered so the directory's links work without the API, but kept out of search results and
 * the sitemap: they are fictitious businesses, and a searcher must never land on one as if it were real.
 */
export const sampleContractorPages: readonly PageInstance[] = SAMPLE_CONTRACTOR_NAMES.map((sample) => ({
  path: `/contractors/${sample.slug}`,
  noindex: true,
  title: sample.name,
  description: `${sample.name}, a sample listing of our Missouri contractor network: specialties, service areas, coverage of our service cities and reviews.`,
}));

/** Never a contractor (slugs are lowercase words and hyphens): the not-found document of /contractors/:id. */
export const CONTRACTOR_NOT_FOUND_PATH = "/contractors/__not-found";

export const contractorsPages = {
  directory: {
    id: "contractors/directory",
    path: "/contractors",
    title: "Contractor Network",
    description:
      "Missouri contractors who work on our barndominium and SIP home projects: SIP installation, concrete, electrical, plumbing, HVAC and finish work.",
    module: "features/contractors/contractors-page.tsx",
    prerender: true,
  },
  network: {
    id: "contractors/network",
    path: "/contractor-network",
    title: "Join Our Contractor Network",
    description: "For Missouri trades and builders: how to join the network that builds SIP homes and barndominiums across northwest and central Missouri.",
    module: "features/contractors/contractor-network-page.tsx",
    prerender: true,
  },
  find: {
    id: "contractors/find",
    path: "/contractors/find",
    title: "Find a Contractor",
    description: "Search our network by city, ZIP code and specialty, from SIP panel installation and insulation to cabinetry, flooring and finish carpentry.",
    module: "features/contractors/find-contractors-page.tsx",
    prerender: true,
  },
  confirmRequest: {
    id: "contractors/confirm-request",
    path: "/contractor-requests/confirm",
    title: "Confirm your request to a contractor",
    description: "Confirm the project request you sent to a contractor of our network; we send it only once you confirm.",
    module: "features/contractors/confirm-request-page.tsx",
    prerender: true,
    noindex: true,
  },
  writeReview: {
    id: "contractors/write-review",
    path: "/contractor-reviews/write",
    title: "Review your contractor",
    description: "Review a contractor you hired through our directory, from the one-time link we e-mailed when your job was marked done.",
    module: "features/contractors/write-review-page.tsx",
    prerender: true,
    noindex: true,
  },
  dashboard: {
    id: "contractors/dashboard",
    path: "/contractors/dashboard",
    title: "Contractor Dashboard",
    description: "Where network contractors keep their profile, specialties and service areas up to date.",
    module: "features/contractors/dashboard-page.tsx",
    prerender: false,
    noindex: true,
    access: ["contractor"],
  },
  profile: {
    id: "contractors/profile",
    path: "/contractors/:id",
    title: "Contractor Profile",
    description: "A network contractor's specialties, service areas, license, years in business and customer reviews.",
    module: "features/contractors/contractor-page.tsx",
    // Each sample listing is prerendered; another published listing gets the app shell when the
    // server's check for the pattern finds it, and any other id the not-found document with status 404.
    prerender: true,
    instances: sampleContractorPages,
    notFoundPath: CONTRACTOR_NOT_FOUND_PATH,
  },
} satisfies PageDefinitions;
