import { Link } from "react-router";

/** The anchor of the library: /unlock#resource-library scrolls here (spec §2 hub scrolling). */
export const RESOURCE_LIBRARY_ID = "resource-library";

/** spec §2: the seven volumes of the resource library, in order. */
export const volumes = [
  { volume: "I", title: "SIP Technology", to: "/sip-info", summary: "How structural insulated panels work", spine: "bg-brand-700", height: "h-60 sm:h-72" },
  { volume: "II", title: "The Building Process", to: "/building-process", summary: "Every step from land to keys", spine: "bg-field", height: "h-64 sm:h-80" },
  {
    volume: "III",
    title: "Cost Calculator",
    to: "/linear-foot-calculator",
    summary: "Price your build by the linear foot",
    spine: "bg-stone-800",
    height: "h-56 sm:h-68",
  },
  { volume: "IV", title: "Solar Incentives", to: "/solar-incentives", summary: "Credits and rebates for solar", spine: "bg-amber-800", height: "h-64 sm:h-76" },
  {
    volume: "V",
    title: "Barndominium Financing",
    to: "/barndominium-financing",
    summary: "Construction loans and lenders",
    spine: "bg-brand-900",
    height: "h-64 sm:h-80",
  },
  { volume: "VI", title: "Building Permits", to: "/building-permits", summary: "County permits and inspections", spine: "bg-sky-900", height: "h-60 sm:h-72" },
  { volume: "VII", title: "Educational Blog", to: "/blog", summary: "Costs, comparisons and build stories", spine: "bg-brand-600", height: "h-56 sm:h-70" },
] as const;

/**
 * The resource library drawn as a bookshelf: each volume is a link styled as a book spine.
 * The spine title is vertical on screen only; the link's text reads "Vol I: SIP Technology".
 */
export function ResourceLibrary() {
  return (
    <section id={RESOURCE_LIBRARY_ID} aria-labelledby="resource-library-title" className="bg-stone-100 py-16 sm:py-20 dark:bg-stone-900">
      <div className="mx-auto grid max-w-6xl grid-cols-1 items-end gap-10 px-4 sm:px-6 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <p className="text-sm font-bold tracking-wider text-brand-700 uppercase dark:text-brand-300">Seven volumes</p>
          <h2 id="resource-library-title" className="mt-2 text-2xl font-extrabold tracking-tight text-stone-900 sm:text-4xl dark:text-white">
            Resource library
          </h2>
          <p className="mt-4 leading-relaxed text-stone-700 dark:text-stone-300">
            Everything we explain on discovery calls, written down: how SIP panels work, each step of a build, what it costs, how to pay for it, and which
            permits your county will ask for. Pull a volume off the shelf.
          </p>
          <dl className="mt-6 hidden space-y-2 text-sm text-stone-700 sm:block dark:text-stone-300">
            {volumes.map((item) => (
              <div key={item.volume} className="flex gap-2">
                <dt className="w-10 shrink-0 font-bold text-stone-900 dark:text-white">{item.volume}</dt>
                <dd>
                  {item.title}: {item.summary.toLowerCase()}
                </dd>
              </div>
            ))}
          </dl>
        </div>

        <div className="lg:col-span-3">
          <ul className="flex items-end justify-center gap-1 min-[360px]:gap-1.5 sm:gap-3" aria-label="Volumes">
            {volumes.map((item) => (
              <li key={item.volume} className="min-w-0 flex-1 sm:max-w-20">
                <Link
                  to={item.to}
                  className={`group relative flex ${item.height} w-full flex-col items-center overflow-hidden rounded-t-md ${item.spine} px-1 pt-3 pb-4 text-white shadow-md ring-1 ring-black/20 transition-transform duration-200 hover:-translate-y-2 focus-visible:-translate-y-2`}
                >
                  <span aria-hidden="true" className="absolute inset-x-0 top-8 h-0.5 bg-white/35" />
                  <span aria-hidden="true" className="absolute inset-x-0 bottom-10 h-0.5 bg-white/35" />
                  <span className="text-[0.7rem] font-bold tracking-wide whitespace-nowrap sm:text-xs">
                    {/* Seven spines share a 320 px screen: there they show the numeral alone. */}
                    <span className="max-[359px]:sr-only">Vol </span>
                    {item.volume}
                    <span className="sr-only">: </span>
                  </span>
                  <span className="mt-5 flex-1 text-[0.8rem] leading-tight font-bold tracking-wide [writing-mode:vertical-rl] rotate-180 sm:text-base">
                    {item.title}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <div aria-hidden="true" className="h-3 rounded-sm bg-amber-900 shadow-[0_6px_8px_-4px_rgba(0,0,0,0.45)] dark:bg-amber-950" />
        </div>
      </div>
    </section>
  );
}
