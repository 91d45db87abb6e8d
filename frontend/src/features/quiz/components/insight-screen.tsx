import { useEffect, useId, useRef, type KeyboardEvent } from "react";

/**
 * spec §4: the full-screen 'BUILDING YOUR CUSTOM ROADMAP' interstitial after each answer.
 * A modal dialog without controls: it takes focus so screen readers announce it, and keeps
 * Tab inside until the quiz closes it (the parent owns the 3.5 s timer).
 */
export function InsightScreen({ number, insight }: { number: number; insight: string }) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const insightId = useId();

  useEffect(() => {
    dialogRef.current?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Tab") event.preventDefault();
  }

  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={insightId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-50 flex items-center justify-center bg-stone-950 p-6 text-white focus:outline-none"
    >
      <div className="w-full max-w-xl text-center">
        <div aria-hidden="true" className="mx-auto size-14 animate-spin rounded-full border-4 border-white/20 border-t-brand-400 motion-reduce:animate-none" />
        <h2 id={titleId} className="mt-6 text-2xl font-extrabold tracking-wide sm:text-3xl">
          BUILDING YOUR CUSTOM ROADMAP
        </h2>
        <div className="mt-8 rounded-xl border border-white/15 bg-white/5 p-6 text-left">
          <p className="text-sm font-bold tracking-wide text-brand-300">Construction Insight #{number}</p>
          <p id={insightId} className="mt-3 text-lg leading-relaxed text-stone-100">
            {insight}
          </p>
        </div>
      </div>
    </div>
  );
}
