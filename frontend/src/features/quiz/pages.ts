import type { PageDefinitions } from "../../lib/page-definition";

/** The smart entry at "/": the quiz, or /unlock for a visitor holding an access token; crawlers get the marketing page (landing/pages.ts). */
export const smartEntryPages = {
  entry: {
    id: "landing/entry",
    path: "/",
    // Older campaign URLs that still point at the smart entry.
    aliases: ["/traditional-landing", "/backup-landing"],
    // People get the quiz here, so its headline is the title; crawlers get the marketing page's.
    title: "How Close Are You to Building a Barndominium?",
    description:
      "Energy-efficient barndominiums and SIP homes built from St. Joseph across northwest and central Missouri, with a 7-day shell install, a 30-50% faster build and 20-30% savings.",
    // spec §2 smart landing: the quiz, or /unlock for a visitor holding an access token.
    module: "features/quiz/smart-landing-page.tsx",
    prerender: true,
    crawlerVariant: "/landing",
  },
} satisfies PageDefinitions;

export const quizPages = {
  readiness: {
    id: "quiz/readiness",
    path: "/how-close-are-you-to-building-a-barndominium",
    // spec §2: header and footer are hidden on the quiz and barndominium-quiz paths only.
    aliases: [
      { path: "/barndominium-quiz", chrome: false },
      { path: "/quiz", chrome: false },
    ],
    title: "How Close Are You to Building a Barndominium?",
    // "/" shows people the same quiz headline; search results need the two told apart.
    documentTitle: "Barndominium Readiness Quiz: How Close Are You to Building a Barndominium?",
    description:
      "Answer a few quick questions about your land, plans, permits, budget and timeline, and get a custom Missouri barndominium roadmap sent to your inbox.",
    module: "features/quiz/quiz-page.tsx",
    prerender: true,
  },
  facebookLead: {
    id: "quiz/facebook-lead",
    path: "/facebook-lead",
    title: "Get Your Free Barndominium Roadmap",
    description: "Tell us where you are with land, plans and budget, and we will send you a step-by-step roadmap for building a barndominium in Missouri.",
    module: "features/quiz/facebook-lead-page.tsx",
    prerender: true,
  },
} satisfies PageDefinitions;
