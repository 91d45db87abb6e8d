/**
 * The heading band of a public page: the brand gradient, an eyebrow, the page's h1 and a lead,
 * with room for more text (`children`) and a second column or an action (`aside`). Each variant
 * below is the look one family of pages already had; the class strings are written here once, and
 * exported for the heroes that are laid out differently (a contractor's profile).
 */
import type { ReactNode } from "react";

const gradient = "bg-gradient-to-b from-white to-brand-50";
const gradientDark = "dark:from-stone-900 dark:to-stone-950";

/** The band under a page's header, ruled off from the page below. */
export const heroSection = `border-b border-stone-200 ${gradient} dark:border-stone-800 ${gradientDark}`;
/** The same gradient behind a page that is all band (sign-in, the e-mail link pages), with no rule. */
export const heroBand = `${gradient} ${gradientDark}`;
export const heroEyebrow = "text-sm font-bold tracking-wider text-brand-700 uppercase dark:text-brand-300";
/** The page title at its display size (the caller adds the space above it). */
export const heroTitle = "text-3xl font-extrabold tracking-tight text-balance text-stone-900 sm:text-5xl dark:text-white";
/** The card beside the text in a "split" hero. */
export const heroCard = "rounded-2xl bg-white p-6 shadow-lg ring-1 ring-stone-200 sm:p-8 lg:col-span-2 dark:bg-stone-900 dark:ring-stone-800";
/** The brand mark a hero shows in place of an eyebrow. */
const heroMark = "mb-6 h-1.5 w-16 rounded-full bg-brand-600";

// A person's or a company's name may be one long word, so it breaks rather than balances.
const nameTitle = "mt-2 text-3xl font-extrabold tracking-tight break-words text-stone-900 sm:text-5xl dark:text-white";
const largeTitle = "mt-3 text-4xl font-extrabold tracking-tight text-balance text-stone-900 sm:text-5xl dark:text-white";
const largeLead = "max-w-3xl text-lg leading-relaxed text-pretty text-stone-700 sm:text-xl dark:text-stone-300";
const lead = "mt-5 text-lg leading-relaxed text-pretty text-stone-700 dark:text-stone-300";
const plainLead = "mt-4 max-w-3xl text-lg leading-relaxed text-stone-700 dark:text-stone-300";
const tallPadding = "px-4 py-14 sm:px-6 sm:py-20 lg:px-8";
const roomyPadding = "px-4 py-12 sm:px-6 sm:py-16 lg:px-8";
const compactPadding = "px-4 py-10 sm:px-6 sm:py-14 lg:px-8";
const titleRow = "flex-wrap items-end justify-between gap-6";
const formGrid = "gap-10 px-4 py-10 sm:px-6 sm:py-16";

interface HeroVariant {
  /** "band": the page is all band (a div with no rule); otherwise a ruled-off section. */
  frame?: "band";
  container: string;
  /** The text's own column beside `aside` ("" for a plain div); absent: the text sits in the container. */
  column?: string;
  title: string;
  lead?: string;
}

const variants = {
  /** MDX content pages, city pages, calculators, the pages still planned. */
  article: { container: `mx-auto max-w-4xl ${tallPadding}`, title: `mt-3 ${heroTitle}`, lead: `mt-5 ${largeLead}` },
  /** The catalogue and compare pages, as wide as the plans below. */
  catalogue: { container: `mx-auto max-w-7xl ${compactPadding}`, title: `mt-3 ${heroTitle}`, lead: `mt-4 ${largeLead}` },
  /** One plan: breadcrumbs, then its pictures and facts inside the band. */
  plan: { container: "mx-auto max-w-6xl px-4 pt-8 pb-12 sm:px-6 sm:pb-16 lg:px-8", title: `mt-2 ${heroTitle}`, lead: plainLead },
  /** The request to reserve a plan: breadcrumbs above the title. */
  checkout: { container: "mx-auto max-w-6xl px-4 pt-8 pb-10 sm:px-6 lg:px-8", title: `mt-2 ${heroTitle}`, lead: plainLead },
  /** The reservation's confirmation. */
  receipt: { container: `mx-auto max-w-4xl ${roomyPadding}`, title: `mt-2 ${heroTitle}`, lead: plainLead },
  /** A program's own page in one column (the contractor network's application). */
  program: { container: `mx-auto max-w-4xl ${roomyPadding}`, title: `mt-2 ${heroTitle}`, lead },
  /** The text on three fifths, a card (`aside`) on two: the contact and partner forms. */
  split: {
    container: "mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-5 lg:items-center lg:px-8",
    column: "lg:col-span-3",
    title: `mt-2 ${heroTitle}`,
    lead,
  },
  /** The text and a picture or video (`aside`) side by side. */
  halves: {
    container: "mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-2 lg:px-8",
    column: "",
    title: `mt-2 ${heroTitle}`,
    lead,
  },
  /** A signed-in person's page: their name as the title, an action (`aside`) at the row's end. */
  account: { container: `mx-auto flex max-w-4xl ${titleRow} ${compactPadding}`, column: "min-w-0", title: nameTitle },
  /** A dashboard with an action at the row's end. */
  "dashboard-action": { container: `mx-auto flex max-w-6xl ${titleRow} ${compactPadding}`, column: "min-w-0", title: nameTitle },
  /** A dashboard with nothing beside the title. */
  dashboard: { container: `mx-auto max-w-6xl ${compactPadding}`, title: nameTitle },
  /** Sign-in: the whole page on the band, the text beside a wider form panel. */
  "sign-in": {
    frame: "band",
    container: `mx-auto grid max-w-6xl ${formGrid} lg:grid-cols-[1fr_1.1fr] lg:px-8`,
    column: "",
    title: largeTitle,
    lead,
  },
  /** An ad's landing form: the whole page on the band, the text wider than the form panel. */
  "lead-capture": {
    frame: "band",
    container: `mx-auto grid max-w-6xl ${formGrid} lg:grid-cols-[1.1fr_1fr] lg:px-8`,
    column: "",
    title: largeTitle,
    lead,
  },
  /** A page opened from an e-mail link: one narrow column on the band, a smaller title. */
  notice: {
    frame: "band",
    container: `mx-auto max-w-2xl ${tallPadding}`,
    title: "text-3xl font-extrabold tracking-tight text-balance text-stone-900 sm:text-4xl dark:text-white",
    lead,
  },
} satisfies Record<string, HeroVariant>;

export type PageHeroVariant = keyof typeof variants;

export interface PageHeroProps {
  variant: PageHeroVariant;
  /** The small line above the title; without one an article shows the brand mark. */
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

export function PageHero({ variant, eyebrow, title, titleId, lead, before, children, aside }: PageHeroProps) {
  const look: HeroVariant = variants[variant];
  const text = (
    <>
      {before}
      {eyebrow ? (
        <p className={before ? `mt-6 ${heroEyebrow}` : heroEyebrow}>{eyebrow}</p>
      ) : variant === "article" ? (
        <div aria-hidden="true" className={heroMark} />
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
