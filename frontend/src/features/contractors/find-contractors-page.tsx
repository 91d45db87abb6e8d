/**
 * Route module of /contractors/find: search the network around a ZIP code or city. The URL holds
 * the search (`zip` or `city`/`state`, `radius`, `specialty`, `verified`, `page`); the form is
 * prerendered empty and the results load after hydration, from the URL. issue 31: the homeowner
 * may pick up to 3 of the results (across pages and searches) and send them one request
 * (pick-contractors.tsx); it goes to those only.
 */
import { useEffect, useState, type FormEvent } from "react";
import { Link, useSearchParams, type MetaFunction } from "react-router";
import { errorMessage, isApiError, fieldErrorsOf } from "@/api/api-error";
import { useSearchContractors } from "@/api/generated/endpoints/contractors/contractors";
import type { ContractorSearchResponseDto } from "@/api/generated/model";
import { metaFrom, usePageHead } from "@/lib/page-head";
import { contractorsPages } from "./pages";
import { ContentCallToAction, ContentHero } from "@/components/content-layout";
import { cx } from "@/lib/cx";
import { useHydrated } from "@/lib/use-hydrated";
import { ContractorCard } from "./contractor-card";
import { EMPTY_FIND, findQueryFromSearch, hasPlace, RADIUS_CHOICES, searchFromFindQuery, searchParamsOf, type FindQuery } from "./contractor-query";
import { resultsHeading } from "../../lib/contractor-format";
import { SpecialtyCheckboxes } from "./specialty-checkboxes";
import { VerifiedExplainer } from "./verified-explainer";
import { withQueries } from "@/lib/query-provider";
import { PublicPager } from "@/components/public-pager";
import { PickCheckbox, PickedRequestSection, PickHint, usePicks, type Picks } from "./pick-contractors";

export const meta: MetaFunction = (args) => metaFrom(contractorsPages)(args);

const inputClass =
  "w-full rounded-md border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm aria-[invalid=true]:border-red-700 dark:border-stone-600 dark:bg-stone-950 dark:text-white dark:aria-[invalid=true]:border-red-400";

/** The API's 400 `errors`, by form field: zip, city and state all belong to 'ZIP code or city'. */
export function fieldErrors(error: unknown): { place?: string; radius?: string; other?: string } {
  if (!isApiError(error) || error.status !== 400) return {};
  const result: { place?: string; radius?: string; other?: string } = {};
  const entries = fieldErrorsOf(error);
  for (const entry of entries) {
    const key = entry.field === "zip" || entry.field === "city" || entry.field === "state" ? "place" : entry.field === "radius" ? "radius" : "other";
    result[key] = result[key] ? `${result[key]} ${entry.message}` : entry.message;
  }
  if (!entries.length) result.other = errorMessage(error);
  return result;
}

function FindContractorsPage() {
  const head = usePageHead(contractorsPages);
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const searched = hydrated && hasPlace(searchParams);
  const urlQuery = hydrated ? findQueryFromSearch(searchParams) : EMPTY_FIND;
  const urlKey = hydrated ? searchParams.toString() : "";
  const [form, setForm] = useState<FindQuery>(urlQuery);
  // The form follows the URL (back and forward, a shared link read after hydration).
  useEffect(() => setForm(findQueryFromSearch(new URLSearchParams(urlKey))), [urlKey]);

  const { data, error, isError, isFetching, refetch } = useSearchContractors(searchParamsOf(urlQuery), {
    query: { enabled: searched, retry: (count, failure) => !(isApiError(failure) && failure.status === 400) && count < 2 },
  });
  const errors = isError ? fieldErrors(error) : {};
  const badRequest = isError && isApiError(error) && error.status === 400;
  const picks = usePicks();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearchParams(new URLSearchParams(searchFromFindQuery({ ...form, page: 1 })), { preventScrollReset: true });
  };

  return (
    <>
      <ContentHero title={head?.title ?? "Find a Contractor"} lead={head?.description ?? ""} />

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:grid lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-10 lg:px-8 lg:py-14">
        <form
          aria-labelledby="find-form-title"
          noValidate
          onSubmit={submit}
          className="mb-8 grid gap-5 self-start rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200 lg:mb-0 dark:bg-stone-900 dark:ring-stone-800"
        >
          <h2 id="find-form-title" className="text-lg font-bold text-stone-900 dark:text-white">
            Search near you
          </h2>
          <div className="grid gap-1.5">
            <label htmlFor="find-place" className="text-sm font-semibold text-stone-800 dark:text-stone-200">
              ZIP code or city
            </label>
            <input
              id="find-place"
              name="place"
              type="text"
              autoComplete="postal-code"
              value={form.place}
              onChange={(event) => setForm({ ...form, place: event.target.value })}
              aria-invalid={errors.place ? true : undefined}
              aria-describedby={errors.place ? "find-place-error find-place-hint" : "find-place-hint"}
              className={inputClass}
            />
            <p id="find-place-hint" className="text-sm text-stone-600 dark:text-stone-400">
              A 5-digit ZIP, or a city: “Liberty” (Missouri) or “Omaha, NE”.
            </p>
            {errors.place ? (
              <p id="find-place-error" className="text-sm font-semibold text-red-700 dark:text-red-400">
                {errors.place}
              </p>
            ) : null}
          </div>
          <div className="grid gap-1.5">
            <label htmlFor="find-radius" className="text-sm font-semibold text-stone-800 dark:text-stone-200">
              Radius
            </label>
            <select
              id="find-radius"
              name="radius"
              value={form.radius}
              onChange={(event) => setForm({ ...form, radius: Number(event.target.value) })}
              aria-invalid={errors.radius ? true : undefined}
              aria-describedby={errors.radius ? "find-radius-error" : undefined}
              className={inputClass}
            >
              {(RADIUS_CHOICES as readonly number[]).includes(form.radius) ? null : <option value={form.radius}>{form.radius} miles</option>}
              {RADIUS_CHOICES.map((radius) => (
                <option key={radius} value={radius}>
                  {radius} miles
                </option>
              ))}
            </select>
            {errors.radius ? (
              <p id="find-radius-error" className="text-sm font-semibold text-red-700 dark:text-red-400">
                {errors.radius}
              </p>
            ) : null}
          </div>
          <SpecialtyCheckboxes idPrefix="find" value={form.specialty} onChange={(specialty) => setForm({ ...form, specialty })} />
          <div className="flex items-center gap-2">
            <input
              id="find-verified"
              name="verified"
              type="checkbox"
              checked={form.verified}
              onChange={(event) => setForm({ ...form, verified: event.target.checked })}
              className="size-4 rounded border-stone-400 text-brand-700 dark:border-stone-600 dark:bg-stone-950"
            />
            <label htmlFor="find-verified" className="font-semibold text-stone-800 dark:text-stone-200">
              Verified only
            </label>
          </div>
          <button type="submit" className="btn-primary" disabled={!hydrated}>
            Search
          </button>
        </form>

        <section aria-labelledby="find-results-title" className="min-w-0">
          {!searched ? (
            <>
              <h2 id="find-results-title" className="text-xl font-bold text-stone-900 dark:text-white">
                Results
              </h2>
              <p className="mt-2 text-stone-700 dark:text-stone-300">
                Enter a ZIP code or city to see the contractors who work there. Or{" "}
                <Link to="/contractors" className="link">
                  browse the whole network
                </Link>
                .
              </p>
            </>
          ) : isError ? (
            <>
              <h2 id="find-results-title" className="text-xl font-bold text-stone-900 dark:text-white">
                {badRequest ? "Check your search" : "The search didn't run"}
              </h2>
              <div role="alert" className="mt-4 rounded-xl bg-white p-6 ring-1 ring-red-200 dark:bg-stone-900 dark:ring-red-900">
                <p className="font-semibold text-stone-900 dark:text-white">
                  {badRequest
                    ? (errors.other ?? "Fix the fields marked in the form, then search again.")
                    : "We couldn't reach the search just now. Check your connection and try again."}
                </p>
                {badRequest ? null : (
                  <button type="button" className="btn-primary mt-4" onClick={() => void refetch()}>
                    Try again
                  </button>
                )}
              </div>
            </>
          ) : !data ? (
            <>
              <h2 id="find-results-title" className="sr-only">
                Results
              </h2>
              <p role="status" className="text-lg text-stone-700 dark:text-stone-300">
                Searching…
              </p>
            </>
          ) : (
            <Results data={data} query={urlQuery} busy={isFetching} picks={picks} />
          )}

          <PickedRequestSection picks={picks} />

          <div className="mt-12">
            <VerifiedExplainer />
          </div>
        </section>
      </div>

      <ContentCallToAction heading="Not sure which trade you need? Ask us" />
    </>
  );
}

function Results({ data, query, busy, picks }: { data: ContractorSearchResponseDto; query: FindQuery; busy: boolean; picks: Picks }) {
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  const page = data.page;
  return (
    <div aria-busy={busy} className={cx(busy && "opacity-60")}>
      <h2 id="find-results-title" className="text-xl font-bold text-stone-900 dark:text-white">
        {data.total === 0
          ? `No contractors found within ${data.radius} miles of ${data.place.label}.`
          : resultsHeading(data.total, data.radius, data.place.label)}
      </h2>
      {data.items.length || data.nearMiss?.length ? <PickHint /> : null}
      {data.items.length ? (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2">
          {data.items.map((contractor) => (
            <li key={contractor.slug} className="flex flex-col gap-2">
              <ContractorCard contractor={contractor} />
              <PickCheckbox contractor={contractor} picks={picks} />
            </li>
          ))}
        </ul>
      ) : null}
      {data.total === 0 && data.nearMiss?.length ? (
        <section aria-labelledby="near-miss-title" className="mt-8">
          <h3 id="near-miss-title" className="text-lg font-bold text-stone-900 dark:text-white">
            Closest contractors outside your search
          </h3>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2">
            {data.nearMiss.map((contractor) => (
              <li key={contractor.slug} className="flex flex-col gap-2">
                <ContractorCard contractor={contractor} headingLevel={4} />
                <PickCheckbox contractor={contractor} picks={picks} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <PublicPager label="Pages of results" page={page} pages={pages} searchFor={(to) => searchFromFindQuery({ ...query, page: to })} />
    </div>
  );
}

// Fetches: TanStack Query comes with this page, not with every page (lib/query-provider.tsx).
export default withQueries(FindContractorsPage);
