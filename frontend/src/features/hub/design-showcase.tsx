import { Link } from "react-router";
import { ArrowRightIcon, CheckIcon } from "@/components/icons";
import { OptionalImage } from "@/components/optional-image";
import { SPEC_SHEET_HEIGHT, SPEC_SHEET_WIDTH, specSheetPath } from "@/components/plans/spec-sheet";

/** spec §2 hub showcase; the figures are the plan catalogue's (spec §3). */
export const showcaseDesigns = [
  {
    slug: "rose-mount",
    name: "Rose Mount",
    pitch: "A three-bedroom home with a full front porch, and a big shop for the truck, the tractor and the projects.",
    figures: ["1,800 sq ft living space", "Full front porch", "3,820 sq ft shop", "3 bedrooms"],
  },
  {
    slug: "oak",
    name: "Oak",
    pitch: "Our shop-first barndominium: room for equipment or a business, and a comfortable home beside it.",
    figures: ["2,210 sq ft living", "3,059 sq ft shop", "3 bedrooms"],
  },
  {
    slug: "maple-ridge",
    name: "Maple Ridge",
    pitch: "Four bedrooms for a growing family, with a practical shop that never takes over the house.",
    figures: ["2,942 sq ft living", "1,792 sq ft shop", "4 bedrooms"],
  },
] as const;

export function DesignShowcase() {
  return (
    <section aria-labelledby="design-showcase-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-sm font-bold tracking-wider text-brand-700 uppercase dark:text-brand-300">Design showcase</p>
            <h2 id="design-showcase-title" className="mt-2 text-2xl font-extrabold tracking-tight text-stone-900 sm:text-4xl dark:text-white">
              Popular barndominium plans
            </h2>
          </div>
          <Link to="/designs" className="link inline-flex items-center gap-1.5">
            See every plan
            <ArrowRightIcon className="size-4" />
          </Link>
        </div>

        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {showcaseDesigns.map((design) => (
            <li
              key={design.slug}
              className="relative flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200 transition-shadow focus-within:shadow-lg hover:shadow-lg dark:bg-stone-900 dark:ring-stone-800"
            >
              {/* The blueprint backdrop stays when the spec sheet is missing, so every card keeps its shape. */}
              <div className="relative aspect-[8/5] bg-sky-950">
                <Blueprint />
                <OptionalImage
                  src={specSheetPath(design.slug)}
                  alt={`${design.name} spec sheet: floor plan and key figures`}
                  width={SPEC_SHEET_WIDTH}
                  height={SPEC_SHEET_HEIGHT}
                  className="relative size-full object-contain"
                />
              </div>
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-xl font-bold text-stone-900 dark:text-white">
                  <Link to={`/designs/${design.slug}`} className="after:absolute after:inset-0 hover:text-brand-700 dark:hover:text-brand-300">
                    {design.name}
                  </Link>
                </h3>
                <p className="mt-2 leading-relaxed text-stone-700 dark:text-stone-300">{design.pitch}</p>
                <ul className="mt-4 space-y-1.5 text-stone-800 dark:text-stone-200">
                  {design.figures.map((figure) => (
                    <li key={figure} className="flex items-center gap-2">
                      <CheckIcon className="size-5 shrink-0 text-field dark:text-green-400" />
                      {figure}
                    </li>
                  ))}
                </ul>
                <span aria-hidden="true" className="mt-auto inline-flex items-center pt-5 gap-1.5 font-semibold text-brand-700 dark:text-brand-300">
                  View plan
                  <ArrowRightIcon className="size-4" />
                </span>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** A drafting-grid with a barn elevation: decorative, drawn inline. */
function Blueprint() {
  return (
    <svg aria-hidden="true" viewBox="0 0 160 120" preserveAspectRatio="xMidYMid slice" className="absolute inset-0 size-full">
      <g stroke="#7dd3fc" strokeOpacity="0.18" strokeWidth="0.4">
        {Array.from({ length: 17 }, (_, index) => (
          <path key={`v${index}`} d={`M${index * 10} 0v120`} />
        ))}
        {Array.from({ length: 13 }, (_, index) => (
          <path key={`h${index}`} d={`M0 ${index * 10}h160`} />
        ))}
      </g>
      <g fill="none" stroke="#e0f2fe" strokeOpacity="0.8" strokeWidth="1.2" strokeLinejoin="round">
        <path d="M30 88V56l25-20 25 20v32Z" />
        <path d="M80 88V60l40-16 20 16v28Z" />
        <path d="M46 88V70h18v18M96 88V68h28v20M96 68l28 20M124 68 96 88" />
        <path d="M20 88h130" strokeOpacity="0.5" />
      </g>
    </svg>
  );
}
