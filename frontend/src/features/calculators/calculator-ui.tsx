/** Small pieces both calculators use: section frames, tables, checkboxes, the claim cards. */
import type { ReactNode } from "react";
import { cx } from "@/lib/cx";

export function Panel({ id, title, children, className }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section
      aria-labelledby={id}
      className={cx("rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6 dark:border-stone-800 dark:bg-stone-900", className)}
    >
      <h2 id={id} className="text-xl font-bold tracking-tight text-stone-900 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A table that scrolls sideways on narrow screens instead of squeezing. The scrolling box takes
 * keyboard focus (arrow keys scroll it) and is named by the caption, so a keyboard user on a phone
 * reaches its hidden columns too.
 */
export function DataTable({ caption, head, children }: { caption: string; head: ReactNode; children: ReactNode }) {
  return (
    <div
      role="group"
      aria-label={`${caption}, scrolls sideways`}
      tabIndex={0}
      className="table-scroll mt-4 rounded-sm focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full border-collapse text-left text-sm sm:text-base">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b-2 border-stone-300 text-stone-700 dark:border-stone-600 dark:text-stone-300">{head}</thead>
        <tbody className="divide-y divide-stone-200 dark:divide-stone-800">{children}</tbody>
      </table>
    </div>
  );
}

export const th = "px-2 py-2 font-semibold first:pl-0 last:pr-0";
export const td = "px-2 py-2 align-top first:pl-0 last:pr-0";
export const num = "text-right tabular-nums whitespace-nowrap";

export function Checkbox({ label, checked, onChange, hint }: { label: string; checked: boolean; onChange: (checked: boolean) => void; hint?: string }) {
  return (
    <label className="flex items-start gap-3 text-stone-800 dark:text-stone-200">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} className="mt-1 size-5 shrink-0 accent-brand-700" />
      <span>
        <span className="font-semibold">{label}</span>
        {hint ? <span className="block text-sm text-stone-600 dark:text-stone-400">{hint}</span> : null}
      </span>
    </label>
  );
}

/** One of our marketing claims (spec §1), with what the calculator computed for this house. */
export function ClaimCard({ claim, children }: { claim: string; children: ReactNode }) {
  return (
    <li className="rounded-lg border border-brand-200 bg-brand-50 p-4 dark:border-brand-900 dark:bg-stone-950">
      <p className="text-sm font-bold tracking-wide text-brand-800 uppercase dark:text-brand-200">
        <span className="sr-only">Our claim: </span>
        {claim}
      </p>
      <p className="mt-2 text-stone-800 dark:text-stone-200">{children}</p>
    </li>
  );
}

/** A horizontal bar for a share of a total (decorative; the number is in the row). */
export function ShareBar({ share }: { share: number }) {
  return (
    <div aria-hidden="true" className="h-2.5 w-full min-w-16 rounded-full bg-stone-100 dark:bg-stone-800">
      <div className="h-2.5 rounded-full bg-brand-600" style={{ width: `${Math.max(0, Math.min(100, share * 100))}%` }} />
    </div>
  );
}

/** "R-26", never broken across lines at its hyphen. */
export function RValue({ value }: { value: number }) {
  return <span className="whitespace-nowrap">R-{value}</span>;
}
