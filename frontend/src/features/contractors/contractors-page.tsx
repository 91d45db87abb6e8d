/**
 * Route module of /contractors: the network's directory, filtered by specialty, service city and
 * 'Verified', paged, all in the URL. Prerendered with the sample listings (placeholder data from
 * the API's seed, sample-contractors.ts); the live list replaces them once the page runs, and a URL
 * with filters is read right after hydration.
 */
import { Link, useSearchParams, type MetaFunction } from "react-router";
import { useListContractors } from "@/api/generated/endpoints/contractors/contractors";
import type { ListContractorsParams, ServiceCitySlug } from "@/api/generated/model";
import { metaFrom, usePageHead } from "@/lib/page-head";
import { contractorsPages } from "./pages";
import { ContentCallToAction, ContentHero } from "@/components/content-layout";
import { cx } from "@/lib/cx";
import { useHydrated } from "@/lib/use-hydrated";
import { ContractorCard } from "./contractor-card";
import { directoryParams, directorySearch } from "./contractor-query";
import { CONTRACTORS_PAGE_SIZE, samplePage } from "./sample-contractors";
import { SERVICE_CITIES } from "@shared/service-cities";
import { SpecialtyCheckboxes } from "./specialty-checkboxes";
import { VerifiedExplainer } from "./verified-explainer";
import { withQueries } from "@/lib/query-provider";
import { PublicPager } from "@/components/public-pager";

export const meta: MetaFunction = (args) => metaFrom(contractorsPages)(args);

function ContractorsPage() {
  const head = usePageHead(contractorsPages);
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const params: ListContractorsParams = hydrated ? directoryParams(searchParams) : {};
  const samples = samplePage(params);
  const { data, isError, isFetching, isPlaceholderData, refetch } = useListContractors(params, {
    query: { placeholderData: (previous) => samples ?? previous },
  });
  const showingPrevious = isPlaceholderData && !samples && isFetching;
  const change = (update: Partial<ListContractorsParams>) =>
    setSearchParams(new URLSearchParams(directorySearch({ ...params, ...update, page: undefined })), { preventScrollReset: true });
  const page = params.page ?? 1;
  const pageSize = data?.pageSize ?? CONTRACTORS_PAGE_SIZE;
  const pages = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;
  const status = isError
    ? ""
    : !data
      ? "Loading contractors…"
      : data.total === 0
        ? "No contractors match these filters"
        : `${data.total} ${data.total === 1 ? "contractor" : "contractors"}`;

  return (
    <>
      <ContentHero title={head?.title ?? "Contractor Network"} lead={head?.description ?? ""}>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/contractors/find" className="btn-primary">
            Find a contractor near you
          </Link>
          <Link to="/contractor-network" className="btn-secondary">
            Join Our Contractor Network
          </Link>
        </div>
      </ContentHero>

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-10 lg:px-8 lg:py-14">
        <form
          aria-labelledby="contractor-filters-title"
          onSubmit={(event) => event.preventDefault()}
          className="mb-8 grid gap-5 self-start rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200 lg:mb-0 dark:bg-stone-900 dark:ring-stone-800"
        >
          <h2 id="contractor-filters-title" className="text-lg font-bold text-stone-900 dark:text-white">
            Filter the network
          </h2>
          <div className="grid gap-1.5">
            <label htmlFor="contractor-city" className="text-sm font-semibold text-stone-800 dark:text-stone-200">
              Service city
            </label>
            <select
              id="contractor-city"
              disabled={!hydrated}
              value={params.serviceCity ?? ""}
              onChange={(event) => change({ serviceCity: (event.target.value || undefined) as ServiceCitySlug | undefined })}
              className="w-full rounded-md border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm dark:border-stone-600 dark:bg-stone-950 dark:text-white"
            >
              <option value="">Any service city</option>
              {SERVICE_CITIES.map((city) => (
                <option key={city.slug} value={city.slug}>
                  {city.name}
                </option>
              ))}
            </select>
          </div>
          <div className="flex items-center gap-2">
            <input
              id="contractor-verified"
              type="checkbox"
              disabled={!hydrated}
              checked={params.verified === true}
              onChange={(event) => change({ verified: event.target.checked || undefined })}
              className="size-4 rounded border-stone-400 text-brand-700 dark:border-stone-600 dark:bg-stone-950"
            />
            <label htmlFor="contractor-verified" className="font-semibold text-stone-800 dark:text-stone-200">
              Verified only
            </label>
          </div>
          <SpecialtyCheckboxes
            idPrefix="directory"
            value={params.specialty ?? []}
            onChange={(specialty) => change({ specialty: specialty.length ? specialty : undefined })}
            disabled={!hydrated}
          />
        </form>

        <section aria-labelledby="contractors-title" className="min-w-0">
          <h2 id="contractors-title" className="sr-only">
            Contractors
          </h2>
          <p role="status" className="text-xl font-bold text-stone-900 dark:text-white">
            {status}
          </p>
          {isError ? (
            <div role="alert" className="mt-8 rounded-xl bg-white p-6 ring-1 ring-red-200 dark:bg-stone-900 dark:ring-red-900">
              <p className="font-semibold text-stone-900 dark:text-white">We couldn't load the contractors just now. Check your connection and try again.</p>
              <button type="button" className="btn-primary mt-4" onClick={() => void refetch()}>
                Try again
              </button>
            </div>
          ) : data && data.items.length === 0 && data.total > 0 ? (
            <p className="mt-8 text-lg text-stone-800 dark:text-stone-200">
              This page is past the last one.{" "}
              <Link to={{ search: directorySearch({ ...params, page: undefined }) }} className="link">
                Go to the first page
              </Link>
            </p>
          ) : (
            <ul aria-busy={showingPrevious || !data} className={cx("mt-6 grid gap-6 sm:grid-cols-2", showingPrevious && "opacity-60")}>
              {data?.items.map((contractor) => (
                <li key={contractor.slug}>
                  <ContractorCard contractor={contractor} />
                </li>
              ))}
            </ul>
          )}

          {data ? <PublicPager label="Pages of contractors" page={page} pages={pages} searchFor={(to) => directorySearch({ ...params, page: to })} /> : null}

          <div className="mt-12">
            <VerifiedExplainer />
          </div>
        </section>
      </div>

      <ContentCallToAction heading="Planning a build and need a crew?" />
    </>
  );
}

// Fetches: TanStack Query comes with this page, not with every page (lib/query-provider.tsx).
export default withQueries(ContractorsPage);
