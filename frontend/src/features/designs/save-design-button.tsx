/**
 * "Save plan" / "Saved" on the plan cards and plan pages (spec §3 saved_designs): a toggle button
 * (aria-pressed) for a signed-in buyer, a link to sign in (and come back here) for anyone else.
 * The prerendered HTML and the first render in the browser are the same resting button, not
 * pressed and not yet usable, until it is known who is here and what they saved.
 */
import { useId } from "react";
import { Link, useLocation } from "react-router";
import type { DesignSummaryDto } from "@/api/generated/model";
import { BookmarkIcon } from "@/components/icons";
import { loginPath } from "@/lib/session/safe-next";
import { cx } from "@/lib/cx";
import type { SavedDesigns } from "../../lib/session/use-saved-designs";

export const SIGN_IN_TO_SAVE = "Sign in to save plans";

type Variant = "card" | "page";

const looks: Record<Variant, string> = {
  // Above the card's stretched link (design-card.tsx), so it takes its own clicks.
  card: "relative z-10 rounded-md px-3 py-1.5 text-sm",
  page: "w-full rounded-md px-4 py-2.5 text-[0.95rem] shadow-sm",
};

const resting =
  "border border-stone-300 bg-white text-stone-900 hover:bg-stone-50 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800";
const pressed =
  "border border-brand-300 bg-brand-50 text-brand-800 hover:bg-brand-100 dark:border-brand-700 dark:bg-stone-800 dark:text-brand-200 dark:hover:bg-stone-700";

/** `saves`: the page's one useSavedDesigns() answer, shared by all its buttons. */
export function SaveDesignButton({ design, saves, variant = "card" }: { design: DesignSummaryDto; saves: SavedDesigns; variant?: Variant }) {
  const { status } = saves;
  const saved = saves.isSaved(design.slug);
  const pending = saves.isPending(design.slug);
  const { pathname, search } = useLocation();
  const hintId = useId();
  const base = cx("inline-flex items-center justify-center gap-1.5 font-semibold transition-colors", looks[variant]);
  // Cards name their plan for screen readers ("Save plan Rose Mount"); a plan page is about one plan.
  const planName = variant === "card" ? <span className="sr-only"> {design.name}</span> : null;

  if (status === "anonymous") {
    const link = (
      <Link
        to={loginPath(`${pathname}${search}`)}
        title={variant === "card" ? SIGN_IN_TO_SAVE : undefined}
        aria-describedby={variant === "page" ? hintId : undefined}
        className={cx(base, resting)}
      >
        <BookmarkIcon className="size-4" />
        Save plan{planName}
      </Link>
    );
    if (variant === "card") return link;
    return (
      <div className="grid gap-1.5">
        {link}
        <p id={hintId} className="text-center text-sm text-stone-600 dark:text-stone-400">
          {SIGN_IN_TO_SAVE}
        </p>
      </div>
    );
  }

  const ready = status === "ready";
  const on = ready && saved;
  return (
    <button
      type="button"
      aria-pressed={on}
      disabled={!ready}
      aria-busy={pending || undefined}
      onClick={() => saves.toggle(design)}
      className={cx(base, on ? pressed : resting, !ready && "cursor-default", pending && "cursor-wait")}
    >
      <BookmarkIcon className={cx("size-4", on && "fill-current")} />
      {on ? "Saved" : "Save plan"}
      {planName}
    </button>
  );
}
