/**
 * /account's "Saved designs" (id saved-designs: the header menu links here): the plans the buyer
 * saved, newest first, each with its spec sheet, figures, a way to reserve it and to remove it.
 */
import { useRef } from "react";
import { Link } from "react-router";
import { useListSavedDesigns } from "@/api/generated/endpoints/saved-designs/saved-designs";
import type { DesignSummaryDto } from "@/api/generated/model";
import { DesignFigures } from "@/components/plans/design-figures";
import { SPEC_SHEET_HEIGHT, SPEC_SHEET_WIDTH } from "@/components/plans/spec-sheet";
import { categoryLabel } from "@/components/plans/plan-format";
import { useSavedDesigns, type SavedDesigns } from "@/lib/session/use-saved-designs";
import { AccountSection } from "./account-section";

export const SAVED_DESIGNS_ID = "saved-designs";

export function SavedDesignsSection() {
  const { data: saved, isError, refetch } = useListSavedDesigns();
  const saves = useSavedDesigns();
  const listRef = useRef<HTMLDivElement>(null);
  // A removed plan leaves the list at once: keep the keyboard in the section, not on a button that is gone.
  const afterRemove = () => listRef.current?.focus();

  return (
    <AccountSection
      id={SAVED_DESIGNS_ID}
      title="Saved designs"
      intro="The plans you saved while browsing. Reserve one when you're ready, or remove the ones you've ruled out."
    >
      <div ref={listRef} tabIndex={-1} className="focus:outline-none">
        {isError ? (
          <div role="alert">
            <p className="text-stone-700 dark:text-stone-300">Your saved plans didn't load. Check your connection and try again.</p>
            <button type="button" className="btn-secondary mt-3" onClick={() => void refetch()}>
              Try again
            </button>
          </div>
        ) : !saved ? (
          <p role="status" className="text-stone-700 dark:text-stone-300">
            Loading your saved plans…
          </p>
        ) : saved.length === 0 ? (
          <p className="text-stone-700 dark:text-stone-300">
            You haven't saved any plans yet. Press <strong>Save plan</strong> on any of{" "}
            <Link to="/designs" className="link">
              our barndominium and SIP home designs
            </Link>{" "}
            and it will wait for you here.
          </p>
        ) : (
          <ul className="grid gap-5">
            {saved.map((entry) => (
              <li key={entry.design.slug}>
                <SavedDesign design={entry.design} saves={saves} onRemoved={afterRemove} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </AccountSection>
  );
}

function SavedDesign({ design, saves, onRemoved }: { design: DesignSummaryDto; saves: SavedDesigns; onRemoved: () => void }) {
  return (
    <article className="grid gap-4 rounded-xl p-4 ring-1 ring-stone-200 sm:grid-cols-[10rem_minmax(0,1fr)] dark:ring-stone-800">
      <img
        src={design.specSheetUrl}
        alt={`${design.name} spec sheet`}
        width={SPEC_SHEET_WIDTH}
        height={SPEC_SHEET_HEIGHT}
        loading="lazy"
        decoding="async"
        className="aspect-[8/5] w-full rounded-md bg-white object-contain ring-1 ring-stone-200 sm:w-40 dark:ring-stone-800"
      />
      <div className="min-w-0">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">{categoryLabel(design.category)}</p>
        <h3 className="text-lg font-bold text-stone-900 dark:text-white">
          <Link to={`/designs/${design.slug}`} className="link">
            {design.name}
          </Link>
        </h3>
        <DesignFigures design={design} className="mt-3 sm:grid-cols-4" />
        {design.status === "archived" ? (
          <p className="mt-3 text-sm text-stone-700 dark:text-stone-300">
            No longer in our catalogue, so it cannot be reserved online; your saved copy stays here. Ask us about building it or a plan like it.
          </p>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-3">
          {design.status === "archived" ? (
            <Link to={`/contact?model=${encodeURIComponent(design.name)}`} className="btn-primary">
              Ask about it<span className="sr-only"> ({design.name})</span>
            </Link>
          ) : (
            <Link to={`/checkout/${design.slug}`} className="btn-primary">
              Reserve<span className="sr-only"> {design.name}</span>
            </Link>
          )}
          <button
            type="button"
            disabled={saves.status !== "ready" || saves.isPending(design.slug)}
            onClick={() => {
              saves.toggle(design);
              onRemoved();
            }}
            className="btn-secondary disabled:cursor-wait disabled:opacity-70"
          >
            Remove<span className="sr-only"> {design.name} from saved designs</span>
          </button>
        </div>
      </div>
    </article>
  );
}
