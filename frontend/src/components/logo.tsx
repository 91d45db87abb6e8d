import { business } from "@/lib/business";

/** Barn-and-panel mark with the business name; decorative mark, the name is the accessible text. */
/** `inverted`: light text for dark backgrounds (the footer). */
export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <span className={`inline-flex min-w-0 items-center gap-2.5 ${className ?? ""}`}>
      <svg aria-hidden="true" viewBox="0 0 40 40" className="size-9 shrink-0">
        <rect width="40" height="40" rx="8" className="fill-brand-700" />
        <path d="M8 19 20 9l12 10v13H8V19Z" className="fill-brand-50" />
        <path d="M15 32v-8h10v8" className="fill-brand-700" />
        <path d="M15 24l10 8M25 24l-10 8" stroke="#f5e6dc" strokeWidth="1.5" />
        <path d="M6 20 20 8l14 12" fill="none" stroke="#f5e6dc" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="flex min-w-0 flex-col">
        <span
          className={`text-[0.95rem] leading-tight font-extrabold tracking-tight sm:text-base ${inverted ? "text-white" : "text-stone-900 dark:text-stone-50"}`}
        >
          {business.businessName}
        </span>
        <span
          className={`mt-0.5 text-[0.68rem] leading-none font-semibold tracking-[0.14em] uppercase ${inverted ? "text-brand-300" : "text-brand-700 dark:text-brand-300"}`}
        >
          St. Joseph, Missouri
        </span>
      </span>
    </span>
  );
}
