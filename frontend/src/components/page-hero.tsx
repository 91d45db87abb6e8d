/**
 * The heading band of a public page: the brand gradient, an eyebrow, the page's h1 and a lead,
 * with room for more text (`children`) and a second column or an action (`aside`). How a page's
 * hero is laid out (its container, title and lead classes) is its `look`, defined beside the pages
 * that use it and composed from the class strings exported here, so each string is written once and
 * a page loads only its own look. The look pages of two features share is here too (`splitHero`).
 */
import type { ReactNode } from "react";

const gradient = "bg-gradient-to-b from-white to-brand-50";
const gradientDark = "dark:from-stone-900 dark:to-stone-950";

/** The band under a page's header, ruled off from the page below. */
export const heroSection = `border-b border-stone-200 ${gradient} dark:border-stone-800 ${gradientDark}`;
/** The same gradient behind a page that is all band (sign-in, the e-mail link pages), with no rule. */
const heroBand = `${gradient} ${gradientDark}`;
export const heroEyebrow = "text-sm font-bold tracking-wider text-brand-700 uppercase dark:text-brand-300";
/** The page title at its display size (the caller adds the space above it). */
export const heroTitle = "text-3xl font-extrabold tracking-tight text-balance text-stone-900 sm:text-5xl dark:text-white";
/** The card beside the text in a "split" hero. */
export const heroCard = "rounded-2xl bg-white p-6 shadow-lg ring-1 ring-stone-200 sm:p-8 lg:col-span-2 dark:bg-stone-900 dark:ring-stone-800";

// The pieces the public pages' looks share across features (those of the signed-in, form and
// e-mail link pages are in page-hero-looks.ts, which only those pages load).
export const heroLargeLead = "max-w-3xl text-lg leading-relaxed text-pretty text-stone-700 sm:text-xl dark:text-stone-300";
export const heroLead = "mt-5 text-lg leading-relaxed text-pretty text-stone-700 dark:text-stone-300";
export const heroPlainLead = "mt-4 max-w-3xl text-lg leading-relaxed text-stone-700 dark:text-stone-300";
export const heroTallPadding = "px-4 py-14 sm:px-6 sm:py-20 lg:px-8";
export const heroCompactPadding = "px-4 py-10 sm:px-6 sm:py-14 lg:px-8";

/** How a page's hero is laid out. */
export interface HeroLook {
  /** "band": the page is all band (a div with no rule); otherwise a ruled-off section. */
  frame?: "band";
  container: string;
  /** The text's own column beside `aside` ("" for a plain div); absent: the text sits in the container. */
  column?: string;
  title: string;
  lead?: string;
  /** The brand mark shown in place of a missing eyebrow; absent: nothing is. */
  mark?: string;
}

/** The text on three fifths, a card (`aside`) on two: the contact and partner forms. */
export const splitHero: HeroLook = {
  container: "mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-5 lg:items-center lg:px-8",
  column: "lg:col-span-3",
  title: `mt-2 ${heroTitle}`,
  lead: heroLead,
};

export interface PageHeroProps {
  look: HeroLook;
  /** The small line above the title; without one the look's mark, if it has one, stands in. */
  eyebrow?: ReactNode;
  title: ReactNode;
  /** The h1's id; a ruled-off hero is then labelled by it (aria-labelledby). */
  titleId?: string;
  lead?: ReactNode;
  /** Above the eyebrow: the breadcrumbs. */
  before?: ReactNode;
  /** More of the text column, after the lead. */
  children?: ReactNode;
  /** The second column (a card, a video, a form) or the action at the title row's end. */
  aside?: ReactNode;
}

export function PageHero({ look, eyebrow, title, titleId, lead, before, children, aside }: PageHeroProps) {
  const text = (
    <>
      {before}
      {eyebrow ? (
        <p className={before ? `mt-6 ${heroEyebrow}` : heroEyebrow}>{eyebrow}</p>
      ) : look.mark ? (
        <div aria-hidden="true" className={look.mark} />
      ) : null}
      <h1 id={titleId} className={look.title}>
        {title}
      </h1>
      {lead ? <p className={look.lead}>{lead}</p> : null}
      {children}
    </>
  );
  const body = (
    <div className={look.container}>
      {look.column === undefined ? text : <div className={look.column || undefined}>{text}</div>}
      {aside}
    </div>
  );
  if (look.frame === "band") return <div className={heroBand}>{body}</div>;
  return (
    <section aria-labelledby={titleId} className={heroSection}>
      {body}
    </section>
  );
}
