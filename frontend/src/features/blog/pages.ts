import type { PageDefinitions, PageInstance } from "../../lib/page-definition";

/** spec §2: the fixed articles, prerendered at /blog/<slug>. */
export const fixedArticles: readonly PageInstance[] = [
  {
    path: "/blog/barndominiums-cost-missouri",
    title: "How Much Does a Barndominium Cost in Missouri?",
    description:
      "What drives the price of a barndominium in Missouri: land, site work, the shell, shop space and finishes, and where SIP construction brings 20-30% savings.",
  },
  {
    path: "/blog/barndominium-truth",
    title: "The Truth About Barndominiums",
    description:
      "Common beliefs about barndominiums, from resale and financing to comfort and durability, checked against how they are really built and lived in.",
  },
  {
    path: "/blog/best-barndominium-builder-award-2025",
    title: "Best Barndominium Builder Award 2025",
    description:
      "What our Best Barndominium Builder Award 2025 reflects, what no award can tell you, and what to look for in any barndominium builder in Missouri.",
  },
  {
    path: "/blog/what-traditional-builders-wont-tell-you-about-sip-panels",
    title: "What Traditional Builders Won't Tell You About SIP Panels",
    description:
      "Why some builders steer clients away from structural insulated panels, and what SIPs actually mean for build time, insulation and energy bills.",
  },
  {
    path: "/blog/sips-vs-stick-built-which-one-wins-in-real-life",
    title: "SIPs vs. Stick-Built: Which One Wins in Real Life?",
    description: "A side-by-side look at SIP and stick-framed homes: build speed, insulation from R-24 to R-50, air tightness, cost and day-to-day comfort.",
  },
  {
    path: "/blog/how-sips-help-you-build-faster-even-if-youre-not-a-builder",
    title: "How SIPs Help You Build Faster (Even If You're Not a Builder)",
    description:
      "How prefabricated panels turn weeks of framing into a 7-day shell install and a 30-50% faster build, and what that means for an owner-managed project.",
  },
  {
    path: "/blog/why-sips-pay-off",
    title: "Why SIPs Pay Off",
    description: "Where the money goes and comes back with structural insulated panels: a faster build, lower heating and cooling bills and 20-30% savings.",
  },
  {
    path: "/blog/media-coverage-2025",
    title: "Media Coverage 2025",
    description:
      "Our energy-efficient barndominiums and SIP homes in the news: featured in 570+ media outlets in 2025, and where to start if a story brought you here.",
  },
];

export const blogPages = {
  index: {
    id: "blog/index",
    path: "/blog",
    title: "Barndominium & SIP Building Blog",
    description:
      "Volume VII of our resource library: articles on barndominium costs in Missouri, SIP panels versus stick framing, financing and building faster.",
    module: "features/blog/blog-index-page.tsx",
    prerender: true,
  },
  article: {
    id: "blog/article",
    path: "/blog/:id",
    title: "Blog Article",
    description: "An article from our blog about building barndominiums and SIP homes in Missouri.",
    module: "features/blog/article-page.tsx",
    // The fixed articles (instances) are prerendered; the server answers any other id with the
    // not-found document below and status 404.
    prerender: false,
    instances: fixedArticles,
    notFoundPath: "/blog/__not-found",
  },
} satisfies PageDefinitions;
