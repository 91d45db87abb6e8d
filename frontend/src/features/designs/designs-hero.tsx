import { KeepHyphenated } from "@/components/keep-hyphenated";

/** The heading band of the catalogue and compare pages, as wide as the plans below it. */
export function DesignsHero({ title, lead }: { title: string; lead: string }) {
  return (
    <section className="border-b border-stone-200 bg-gradient-to-b from-white to-brand-50 dark:border-stone-800 dark:from-stone-900 dark:to-stone-950">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <p className="text-sm font-bold tracking-wider text-brand-700 uppercase dark:text-brand-300">House plans</p>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-balance text-stone-900 sm:text-5xl dark:text-white">{title}</h1>
        <p className="mt-4 max-w-3xl text-lg leading-relaxed text-pretty text-stone-700 sm:text-xl dark:text-stone-300">
          <KeepHyphenated text={lead} />
        </p>
      </div>
    </section>
  );
}
