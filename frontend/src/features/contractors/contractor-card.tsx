import { Link } from "react-router";
import type { ContractorCardDto, ContractorSearchResultDto } from "@/api/generated/model";
import { CheckIcon, MapPinIcon } from "@/components/icons";
import { coverageText, ratingText, servesText } from "../../lib/contractor-format";
import { GOOD_BADGE, WARN_BADGE } from "./badge-styles";
import { ResponseTimeBadge } from "./response-time-badge";

/** A listing on /contractors and /contractors/find; a search result adds its distance. */
export function ContractorCard({ contractor, headingLevel = 3 }: { contractor: ContractorCardDto | ContractorSearchResultDto; headingLevel?: 2 | 3 | 4 }) {
  const Heading = headingLevel === 2 ? "h2" : headingLevel === 4 ? "h4" : "h3";
  const result = "distanceMiles" in contractor ? contractor : undefined;
  return (
    <article className="flex h-full flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800">
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-extrabold text-brand-800 dark:bg-brand-900 dark:text-brand-100"
        >
          {contractor.initials}
        </span>
        <div className="min-w-0">
          <Heading className="text-lg font-bold text-stone-900 dark:text-white">
            <Link to={`/contractors/${contractor.slug}`} className="link">
              {contractor.name}
            </Link>
          </Heading>
          <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{ratingText(contractor.averageRating, contractor.reviewCount)}</p>
        </div>
      </div>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Badges">
        {contractor.verified ? (
          <li className={GOOD_BADGE}>
            <CheckIcon className="size-4" />
            Verified
          </li>
        ) : null}
        {/* What backs 'Verified' (issue 31), each on its own: the profile says what was checked and when. */}
        {contractor.licenseChecked ? (
          <li className={GOOD_BADGE}>
            <CheckIcon className="size-4" />
            License checked
          </li>
        ) : null}
        {contractor.insured ? (
          <li className={GOOD_BADGE}>
            <CheckIcon className="size-4" />
            Insured
          </li>
        ) : null}
        {contractor.isSample ? <li className={WARN_BADGE}>Sample listing</li> : null}
        <ResponseTimeBadge responseTime={contractor.responseTime} />
        {result?.servesYourArea ? (
          <li className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 dark:bg-brand-900 dark:text-brand-100 dark:ring-brand-800">
            Serves your area
          </li>
        ) : null}
      </ul>
      {result ? (
        <p className="mt-3 inline-flex items-center gap-1.5 font-semibold text-stone-900 dark:text-white">
          <MapPinIcon className="size-4" />
          {result.distanceMiles} miles away
        </p>
      ) : null}
      {result?.rankReason ? (
        // Why this listing heads the search (issue 25): the order is never paid for.
        <p className="mt-2 text-sm text-stone-700 dark:text-stone-300" data-testid="rank-reason">
          {result.rankReason}
        </p>
      ) : null}
      {contractor.specialties.length ? (
        <p className="mt-3 text-sm text-stone-700 dark:text-stone-300">
          <span className="sr-only">Specialties: </span>
          {contractor.specialties.map((specialty) => specialty.label).join(" · ")}
        </p>
      ) : null}
      {contractor.serves.length ? <p className="mt-3 text-stone-800 dark:text-stone-200">{servesText(contractor.serves)}</p> : null}
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{coverageText(contractor.coverage)}</p>
    </article>
  );
}
