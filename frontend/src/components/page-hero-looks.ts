/**
 * The pieces of the hero looks that pages of several features share, beyond the public pages' own
 * (page-hero.tsx, which every page loads): the signed-in pages', the sign-in and ad forms', and the
 * look of the pages opened from an e-mail link.
 */
import { heroLead, heroTallPadding, type HeroLook } from "@/components/page-hero";

/** A person's or a company's name may be one long word, so it breaks rather than balances. */
export const heroNameTitle = "mt-2 text-3xl font-extrabold tracking-tight break-words text-stone-900 sm:text-5xl dark:text-white";
/** The title beside a form panel on a page that is all band. */
export const heroLargeTitle = "mt-3 text-4xl font-extrabold tracking-tight text-balance text-stone-900 sm:text-5xl dark:text-white";
export const heroRoomyPadding = "px-4 py-12 sm:px-6 sm:py-16 lg:px-8";
/** A title row with an action at its end. */
export const heroTitleRow = "flex-wrap items-end justify-between gap-6";
/** The text beside a form panel. */
export const heroFormGrid = "gap-10 px-4 py-10 sm:px-6 sm:py-16";

/** A page opened from an e-mail link: one narrow column on the band, a smaller title. */
export const noticeHero: HeroLook = {
  frame: "band",
  container: `mx-auto max-w-2xl ${heroTallPadding}`,
  title: "text-3xl font-extrabold tracking-tight text-balance text-stone-900 sm:text-4xl dark:text-white",
  lead: heroLead,
};
