import { KeepHyphenated } from "@/components/keep-hyphenated";
import { PageHero, heroCompactPadding, heroLargeLead, heroTitle, type HeroLook } from "@/components/page-hero";

const catalogueHero: HeroLook = {
  container: `mx-auto max-w-7xl ${heroCompactPadding}`,
  title: `mt-3 ${heroTitle}`,
  lead: `mt-4 ${heroLargeLead}`,
};

/** The heading band of the catalogue and compare pages, as wide as the plans below it. */
export function DesignsHero({ title, lead }: { title: string; lead: string }) {
  return <PageHero look={catalogueHero} eyebrow="House plans" title={title} lead={<KeepHyphenated text={lead} />} />;
}
