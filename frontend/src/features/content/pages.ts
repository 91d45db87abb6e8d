import type { PageDefinitions } from "../../lib/page-definition";

/** Pages whose body is src/content/pages/<name>.mdx (the page id is "content/<name>"). */
export const CONTENT_PAGE_MODULE = "features/content/content-page.tsx";

/** Informational pages: home variants, company, guides, topics and legal. */
export const contentPages = {
  home: {
    id: "content/home",
    path: "/home",
    aliases: ["/original-home"],
    title: "Energy-Efficient Barndominiums & SIP Homes in Missouri",
    description:
      "Barndominiums with shop space and SIP homes across northwest and central Missouri: a 7-day shell install, a 30-50% faster build and 20-30% savings.",
    module: CONTENT_PAGE_MODULE,
    prerender: true,
  },
  publicHomepage: {
    id: "content/public-homepage",
    path: "/public-homepage",
    title: "Barndominium & SIP Home Builder in St. Joseph, Missouri",
    description: "From land search to move-in, we help Missouri families build energy-efficient barndominiums and SIP homes with insulation from R-24 to R-50.",
    module: CONTENT_PAGE_MODULE,
    prerender: true,
  },
  about: {
    id: "content/about",
    path: "/about",
    title: "About Us",
    description:
      "Who we are: a St. Joseph, Missouri builder of energy-efficient barndominiums and SIP homes, serving northwest and central Missouri and featured in 570+ media outlets.",
    module: CONTENT_PAGE_MODULE,
    prerender: true,
  },
  business: {
    id: "content/business",
    path: "/business",
    aliases: ["/commercial"],
    title: "Commercial SIP Buildings",
    description:
      "Shops, offices, farm buildings, churches and storage for Missouri businesses, built with SIP panels: a 7-day shell install and insulation from R-24 to R-50.",
    module: CONTENT_PAGE_MODULE,
    prerender: true,
  },
  architects: {
    id: "content/architects",
    path: "/architects",
    aliases: ["/drawings"],
    title: "For Architects & Designers",
    description:
      "Working on a SIP or barndominium project in Missouri? Send us your drawings and we will price, panelize and build the shell from your design.",
    module: CONTENT_PAGE_MODULE,
    prerender: true,
  },
  faq: {
    id: "content/faq",
    path: "/faq",
    title: "Frequently Asked Questions",
    description: "Straight answers about barndominium costs, SIP panels, financing, permits, timelines and building on your own land in Missouri.",
    /** Not MDX: the questions are data (src/content/faq.ts), shared with the page's FAQPage JSON-LD. */
    module: "features/content/faq-page.tsx",
    prerender: true,
  },
  landSearchGuide: {
    id: "content/land-search-guide",
    path: "/land-search-guide",
    title: "Land Search Guide",
    description:
      "What to check before you buy land for a barndominium in Missouri: road access, utilities, soil and septic suitability, flood zones, zoning and covenants.",
    module: CONTENT_PAGE_MODULE,
    prerender: true,
  },
  sitePrepGuide: {
    id: "content/site-prep-guide",
    path: "/site-prep-guide",
    title: "Site Preparation Guide",
    description:
      "Clearing, grading, drainage, driveway and pad preparation for a barndominium or SIP home site, and what to have done before the foundation crew arrives.",
    module: CONTENT_PAGE_MODULE,
    prerender: true,
  },
  utilityGuide: {
    id: "content/utility-guide",
    path: "/utility-guide",
    title: "Utility Guide",
    description: "Bringing power, water, septic or sewer and internet to a rural Missouri build site: who to call, in what order, and what to budget for.",
    module: CONTENT_PAGE_MODULE,
    prerender: true,
  },
  planSelectionGuide: {
    id: "content/plan-selection-guide",
    path: "/plan-selection-guide",
    title: "Plan Selection Guide",
    description:
      "How to choose a floor plan: living space versus shop space, bedrooms and porches, and how a plan fits your land, your family and your budget.",
    module: CONTENT_PAGE_MODULE,
    prerender: true,
  },
  permitGuide: {
    id: "content/permit-guide",
    path: "/permit-guide",
    title: "Permit Guide",
    description:
      "The permits a Missouri barndominium usually needs, from county building and septic permits to electrical inspections, and how to apply without delays.",
    module: CONTENT_PAGE_MODULE,
    prerender: true,
  },
  timelineGuide: {
    id: "content/timeline-guide",
    path: "/timeline-guide",
    title: "Build Timeline Guide",
    description: "A realistic timeline from land purchase to move-in, including the 7-day SIP shell install and the steps where delays usually happen.",
    module: CONTENT_PAGE_MODULE,
    prerender: true,
  },
  sipInfo: {
    id: "content/sip-info",
    path: "/sip-info",
    title: "SIP Technology",
    description:
      "Volume I of our resource library: how structural insulated panels work, why they insulate from R-24 to R-50, and how they make a 30-50% faster build possible.",
    module: CONTENT_PAGE_MODULE,
    prerender: true,
  },
  buildingProcess: {
    id: "content/building-process",
    path: "/building-process",
    title: "Our Building Process",
    description:
      "Volume II of our resource library: every step from the discovery call to move-in, including design, permits, site work, foundation and the 7-day SIP shell install.",
    module: CONTENT_PAGE_MODULE,
    prerender: true,
  },
  solarIncentives: {
    id: "content/solar-incentives",
    path: "/solar-incentives",
    title: "Solar Incentives",
    description:
      "Volume IV of our resource library: solar on a SIP home or barndominium in Missouri, from roof orientation and net metering to batteries and USDA REAP.",
    module: CONTENT_PAGE_MODULE,
    prerender: true,
  },
  fundingTheDream: {
    id: "content/funding-the-dream",
    path: "/funding-the-dream",
    title: "Funding the Dream",
    description:
      "How Missouri families pay for a barndominium or SIP home: savings, land equity, construction loans, USDA, FHA and VA loans, draw schedules and contingency.",
    module: CONTENT_PAGE_MODULE,
    prerender: true,
  },
  buildingPermits: {
    id: "content/building-permits",
    path: "/building-permits",
    title: "Building Permits",
    description:
      "Volume VI of our resource library: who issues which permits for a Missouri barndominium, in city limits or out in the county, from zoning to septic.",
    module: CONTENT_PAGE_MODULE,
    prerender: true,
  },
  barndominiums: {
    id: "content/barndominiums",
    path: "/barndominiums",
    aliases: ["/barndominium-builders"],
    title: "Barndominium Builders in Missouri",
    description:
      "Custom barndominiums with living quarters and shop space, built with SIP panels across northwest and central Missouri: a 7-day shell install and 20-30% savings.",
    module: CONTENT_PAGE_MODULE,
    prerender: true,
  },
  missouriBuildingCodes: {
    id: "content/missouri-building-codes",
    path: "/missouri-building-codes",
    title: "Missouri Building Codes",
    description:
      'Missouri has no statewide residential building code. Learn how cities and counties adopt codes, what applies to SIP homes, and what "no code" does not mean.',
    module: CONTENT_PAGE_MODULE,
    prerender: true,
  },
  barndominiumFinancing: {
    id: "content/barndominium-financing",
    path: "/barndominium-financing",
    title: "Barndominium Financing",
    description:
      "Volume V of our resource library: construction loans, appraisals and down payments for barndominiums in Missouri, and how to find a lender who finances them.",
    module: CONTENT_PAGE_MODULE,
    prerender: true,
  },
  sipHomeBuildersMissouri: {
    id: "content/sip-home-builders-missouri",
    path: "/sip-home-builders-missouri",
    title: "SIP Home Builders in Missouri",
    description:
      "Custom homes built with structural insulated panels: insulation from R-24 to R-50, a 30-50% faster build than stick framing and 20-30% savings.",
    module: CONTENT_PAGE_MODULE,
    prerender: true,
  },
  sipVideo: {
    id: "content/sip-video",
    path: "/sip-video",
    title: "SIP Home Video",
    description:
      "Our video on how we build, with a written walkthrough of a SIP build: panel delivery, setting the walls, roof panels and the 7-day shell install.",
    module: CONTENT_PAGE_MODULE,
    prerender: true,
  },
  realEstateServices: {
    id: "content/real-estate-services",
    path: "/real-estate-services",
    title: "Real Estate Services",
    description:
      "Help finding buildable land in northwest and central Missouri, a builder's look at a lot before you buy, and timing the sale of your current home.",
    module: CONTENT_PAGE_MODULE,
    prerender: true,
  },
  privacyPolicy: {
    id: "content/privacy-policy",
    path: "/privacy-policy",
    aliases: ["/privacy"],
    title: "Privacy Policy",
    description: "What information we collect through our quiz, contact and newsletter forms, how we use it, and how to ask us to correct or delete it.",
    module: CONTENT_PAGE_MODULE,
    prerender: true,
  },
  termsOfService: {
    id: "content/terms-of-service",
    path: "/terms-of-service",
    aliases: ["/terms"],
    title: "Terms of Service",
    description: "The terms that apply when you use this website, its calculators, its plan information and its forms.",
    module: CONTENT_PAGE_MODULE,
    prerender: true,
  },
  accessibility: {
    id: "content/accessibility",
    path: "/accessibility",
    title: "Accessibility Statement",
    description: "Our commitment to a website everyone can use, the standard we build to (WCAG 2.2 AA), and how to tell us about a barrier you run into.",
    module: CONTENT_PAGE_MODULE,
    prerender: true,
  },
  resources: {
    id: "content/resources",
    path: "/resources",
    aliases: ["/test-resources"],
    title: "Barndominium Building Resources",
    description:
      "Our seven-volume resource library, six stage-by-stage guides, cost calculators, FAQ and city pages for building a barndominium or SIP home in Missouri.",
    module: CONTENT_PAGE_MODULE,
    prerender: true,
  },
} satisfies PageDefinitions;
