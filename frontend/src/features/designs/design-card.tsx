import { Link } from "react-router";
import type { DesignSummaryDto } from "@/api/generated/model";
import { ArrowRightIcon } from "@/components/icons";
import { formatCents } from "@/lib/currency";
import { snakeToTitle } from "@/lib/text";
import { DesignFigures } from "@/components/plans/design-figures";
import { categoryLabel } from "../../components/plans/plan-format";
import { SaveDesignButton } from "./save-design-button";
import type { SavedDesigns } from "../../lib/session/use-saved-designs";

import { SPEC_SHEET_HEIGHT, SPEC_SHEET_WIDTH } from "../../components/plans/spec-sheet";

/**
 * One plan in the catalogue: spec sheet, name, category and style, living and shop area,
 * bedrooms and baths, and its save button. The rest of the card is the link to the plan's page
 * (its name is the link text). `saves`: the page's saved plans (use-saved-designs.ts).
 * `priority`: the first cards are above the fold on a phone, so their image is not lazy.
 */
export function DesignCard({ design, saves, priority = false }: { design: DesignSummaryDto; saves: SavedDesigns; priority?: boolean }) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200 transition-shadow focus-within:shadow-lg hover:shadow-lg dark:bg-stone-900 dark:ring-stone-800">
      <img
        src={design.specSheetUrl}
        alt={`${design.name} spec sheet: front elevation sketch with the plan's areas, rooms and insulation values`}
        width={SPEC_SHEET_WIDTH}
        height={SPEC_SHEET_HEIGHT}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding="async"
        className="aspect-[8/5] w-full border-b border-stone-200 bg-white object-contain dark:border-stone-800"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
          {categoryLabel(design.category)} · {snakeToTitle(design.style)}
        </p>
        <h3 className="mt-1 text-xl font-bold text-stone-900 dark:text-white">
          <Link
            to={`/designs/${design.slug}`}
            className="after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-none dark:hover:text-brand-300"
          >
            {design.name}
          </Link>
        </h3>
        <DesignFigures design={design} className="mt-4" />
        {design.price !== null ? <p className="mt-4 font-semibold text-stone-900 dark:text-white">Plan from {formatCents(design.price)}</p> : null}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-5">
          <span aria-hidden="true" className="inline-flex items-center gap-1.5 font-semibold text-brand-700 dark:text-brand-300">
            View the plan
            <ArrowRightIcon className="size-4" />
          </span>
          <SaveDesignButton design={design} saves={saves} />
        </div>
      </div>
    </article>
  );
}
