import { STATEWIDE_ELECTRICAL_LICENSE } from "@shared/missouri-licensing";

/** 'What "Verified" means' (issues 15 and 31): on the directory, the search and every profile. */
export function VerifiedExplainer() {
  return (
    <section aria-labelledby="verified-means-title" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800">
      <h2 id="verified-means-title" className="text-xl font-bold text-stone-900 dark:text-white">
        What "Verified" means
      </h2>
      <p className="mt-3 text-stone-700 dark:text-stone-300">
        Our office checks records, not self-reports, and every profile lists what it checked, by whom and when. A contractor marked Verified has, right now:
      </p>
      <ul className="mt-3 list-disc space-y-1 pl-6 text-stone-700 dark:text-stone-300">
        <li>a license or registration our office checked in the issuer's public record or on the document itself, not past its end date;</li>
        <li>a certificate of insurance our office approved, not past its end date;</li>
        <li>contact details our office confirmed (a new phone, website or contact name removes the badge until we check again).</li>
      </ul>
      <p className="mt-3 text-stone-700 dark:text-stone-300">
        Missouri has no statewide general-contractor, plumbing or HVAC license: cities and counties such as Kansas City, St. Louis County, Springfield and
        Columbia license contractors, and many places license none. The only statewide contractor license is the {STATEWIDE_ELECTRICAL_LICENSE.name}, and it is
        voluntary. So a profile shows "Licensed in Missouri" only for that license.
      </p>
      <p className="mt-3 text-stone-700 dark:text-stone-300">
        The badges lapse by themselves the day after a license or the insurance ends; the profile then says "Insurance on file expired" until a new certificate
        is approved.
      </p>
    </section>
  );
}
