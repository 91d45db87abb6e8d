/** The listing badges' looks, one place for the directory's cards, the profile and its credentials. */

/** A fact the office checked: Verified, License checked, Insured. */
export const GOOD_BADGE =
  "inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800";

/** Something to read twice: Sample listing, insurance on file expired. */
export const WARN_BADGE =
  "rounded-full bg-amber-50 px-2.5 py-0.5 text-sm font-semibold text-amber-900 ring-1 ring-amber-200 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-800";
