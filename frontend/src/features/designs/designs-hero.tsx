import { KeepHyphenated } from "@/components/keep-hyphenated";
import { PageHero } from "@/components/page-hero";

/** The heading band of the catalogue and compare pages, as wide as the plans below it. */
export function DesignsHero({ title, lead }: { title: string; lead: string }) {
  return <PageHero variant="catalogue" eyebrow="House plans" title={title} lead={<KeepHyphenated text={lead} />} />;
}
