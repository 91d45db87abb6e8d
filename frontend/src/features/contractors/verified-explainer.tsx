/** 'What "Verified" means' (issue 15): on the directory, the search and every profile. */
export function VerifiedExplainer() {
  return (
    <section aria-labelledby="verified-means-title" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800">
      <h2 id="verified-means-title" className="text-xl font-bold text-stone-900 dark:text-white">
        What "Verified" means
      </h2>
      <p className="mt-3 text-stone-700 dark:text-stone-300">Our office checks documents, not self-reports. A contractor marked Verified has shown us:</p>
      <ul className="mt-3 list-disc space-y-1 pl-6 text-stone-700 dark:text-stone-300">
        <li>its Missouri business registration;</li>
        <li>a trade licence where one is required locally (Missouri has no statewide contractor licence);</li>
        <li>liability insurance, and workers' compensation where required;</li>
        <li>at least 2 years in business;</li>
        <li>two references.</li>
      </ul>
      <p className="mt-3 text-stone-700 dark:text-stone-300">We recheck every year, and the badge lapses when the insurance we saw runs out.</p>
    </section>
  );
}
