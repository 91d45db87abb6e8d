import type { PageDefinitions } from "../../lib/page-definition";

/** The static marketing page (also what crawlers get at "/"): plain markup and links only. */
const MARKETING_PAGE_MODULE = "features/landing/marketing-page.tsx";

/** The marketing pages; the smart entry at "/" is the quiz's (quiz/pages.ts, smartEntryPages). */
export const landingPages = {
  marketing: {
    id: "landing/marketing",
    path: "/landing",
    aliases: ["/test-landing"],
    title: "Missouri Barndominium Builders",
    description:
      "Plan your barndominium with a Missouri builder: SIP shells installed in 7 days, insulation from R-24 to R-50, and local know-how from St. Joseph to Kansas City.",
    module: MARKETING_PAGE_MODULE,
    prerender: true,
    chrome: false,
  },
  final: {
    id: "landing/final",
    path: "/final-landing",
    // The same marketing page, so the same hero (spec §2: 'Missouri Barndominium Builders').
    title: "Missouri Barndominium Builders",
    // Same hero as /landing, so its own <title> for search results.
    documentTitle: "Missouri Barndominium Builders: From Bare Land to Move-In 30-50% Faster",
    description: "See how a SIP barndominium goes from bare land to move-in 30-50% faster, then book a free 12-minute discovery call with our St. Joseph team.",
    module: MARKETING_PAGE_MODULE,
    prerender: true,
  },
} satisfies PageDefinitions;
