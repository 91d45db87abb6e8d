import type { PageDefinitions } from "../../lib/page-definition";

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
    description:
      "Tell us where you are with land, plans and budget, and we will send you a step-by-step roadmap for building a barndominium in Missouri.",
    module: "features/quiz/facebook-lead-page.tsx",
    prerender: true,
  },
} satisfies PageDefinitions;
