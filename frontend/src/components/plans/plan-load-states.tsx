/** What a page built on one plan (the plan page, checkout) shows while the plan loads, or when it could not. */

export function PlanLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-stone-900 dark:text-white">This plan didn't load</h1>
      <p className="mt-4 text-lg text-stone-700 dark:text-stone-300">Check your connection and try again.</p>
      <button type="button" className="btn-primary mt-6" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

export function PlanLoading() {
  return (
    <p role="status" className="mx-auto flex min-h-[60vh] max-w-6xl items-start px-4 py-20 text-lg text-stone-700 sm:px-6 lg:px-8 dark:text-stone-300">
      Loading the plan…
    </p>
  );
}
