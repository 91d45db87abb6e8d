/**
 * Route module of /designs: the plan catalogue with filters, search, sort and pages, all kept in
 * the URL. Prerendered with the built-in plans' first page (the loader's data, placeholder data of
 * the unfiltered query: the catalogue module stays out of the browser's first load); a URL with filters
 * is read right after hydration. The API client loads, and the live answer replaces the built-in
 * plans, once the visitor heads for the filters, the sort or the pager (designs-api.ts), or the
 * URL asks for another page of results.
 */
import { flushSync } from "react-dom";
import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { Link, useSearchParams, type MetaFunction } from "react-router";
import { errorMessage, isApiError } from "@/api/api-error";
import { DesignSort, SortOrder, type DesignNearMissDto, type PaginatedDesignsResponseDto } from "@/api/generated/model";
import { metaFrom, usePageHead } from "@/lib/page-head";
import { cataloguePage } from "./catalogue-page";
import { ContentCallToAction } from "@/components/content-layout";
import { cx } from "@/lib/cx";
import { formatNumber } from "@/lib/number";
import { useHydrated } from "@/lib/use-hydrated";
import {
  activeFilterCount,
  changeQuery,
  clearFilters,
  DEFAULT_QUERY,
  listParams,
  queryFromSearch,
  searchFromQuery,
  type CatalogueQuery,
} from "./catalogue-query";
import { DesignCard } from "./design-card";
import { DesignsHero } from "./designs-hero";
import { DesignFilters } from "./design-filters";
import { fetchDesigns, listDesignsKey } from "./designs-api";
import { useLiveData } from "@/lib/live-data";
import { planCount } from "../../components/plans/plan-format";
import { useSavedDesigns } from "../../lib/session/use-saved-designs";
import { withQueries } from "@/lib/query-provider";
import { PublicPager } from "@/components/public-pager";

// Its own definition only: the plan pages' 24 titles and descriptions stay out of this page.
const ownPages = { catalogue: cataloguePage };

export const meta: MetaFunction = (args) => metaFrom(ownPages)(args);

export interface CatalogueData {
  /** The built-in plans as GET /api/designs answers the unfiltered query (built-in-plans.ts). */
  builtIn: PaginatedDesignsResponseDto | null;
}

const builtInFirstPage = async (): Promise<CatalogueData> => ({
  builtIn: (await import("./built-in-plans")).builtInPage(listParams(DEFAULT_QUERY)) ?? null,
});

/** Build time (prerender): the built-in plans go into the HTML, not into the page's scripts. */
export const loader = builtInFirstPage;
/** Navigations inside the site: the built-in plans' module loads with the page's code. */
export const clientLoader = builtInFirstPage;

const SORT_CHOICES: readonly { sort: DesignSort; order: SortOrder; label: string }[] = [
  { sort: DesignSort.name, order: SortOrder.asc, label: "Name (A to Z)" },
  { sort: DesignSort.name, order: SortOrder.desc, label: "Name (Z to A)" },
  { sort: DesignSort.living, order: SortOrder.desc, label: "Living area (largest first)" },
  { sort: DesignSort.living, order: SortOrder.asc, label: "Living area (smallest first)" },
  { sort: DesignSort.shop, order: SortOrder.desc, label: "Shop area (largest first)" },
  { sort: DesignSort.shop, order: SortOrder.asc, label: "Shop area (smallest first)" },
  { sort: DesignSort.bedrooms, order: SortOrder.desc, label: "Bedrooms (most first)" },
  { sort: DesignSort.bedrooms, order: SortOrder.asc, label: "Bedrooms (fewest first)" },
];
// Built-in plans are priced on request, so price is offered only when a shared link asks for it.
const PRICE_CHOICES = [
  { sort: DesignSort.price, order: SortOrder.asc, label: "Base price (lowest first)" },
  { sort: DesignSort.price, order: SortOrder.desc, label: "Base price (highest first)" },
];

/** How far the near-miss range reaches past the visitor's: the largest step of any bound. */
export function nearMissDistance(query: CatalogueQuery, nearMiss: DesignNearMissDto): number {
  const steps = (["livingMin", "livingMax", "shopMin", "shopMax"] as const).map((key) => {
    const asked = query[key];
    const widened = nearMiss[key];
    return asked === undefined || widened === null ? 0 : Math.abs(widened - asked);
  });
  return Math.max(...steps);
}

function DesignsPage({ loaderData }: { loaderData: CatalogueData }) {
  const head = usePageHead(ownPages);
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = hydrated ? queryFromSearch(searchParams) : DEFAULT_QUERY;
  const params = listParams(query);
  // The built-in plans answer the unfiltered query only (the URL without search).
  const builtIn = searchFromQuery(query) === "" ? (loaderData.builtIn ?? undefined) : undefined;
  const { live, intentHandlers } = useLiveData();
  const { data, error, isError, isFetching, isPlaceholderData, refetch } = useQuery({
    queryKey: listDesignsKey(params),
    queryFn: ({ signal }) => fetchDesigns(params, signal),
    placeholderData: (previous) => builtIn ?? previous,
    // Only the API knows the answer to any other query than the built-in plans' first page.
    enabled: live || !builtIn,
  });
  // Another query's results stay on screen, dimmed, until this one's arrive.
  const showingPrevious = isPlaceholderData && !builtIn && isFetching;
  const saves = useSavedDesigns();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const resultsRef = useRef<HTMLElement>(null);

  const go = (next: CatalogueQuery) => setSearchParams(new URLSearchParams(searchFromQuery(next)), { preventScrollReset: true });
  const change = (update: Partial<CatalogueQuery>) => go(changeQuery(query, update));
  const clear = () => go(clearFilters(query));
  const filters = activeFilterCount(query);

  const sortChoices = query.sort === DesignSort.price ? [...SORT_CHOICES, ...PRICE_CHOICES] : SORT_CHOICES;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const status = isError ? "" : !data ? "Loading plans…" : data.total === 0 ? "No plans match these filters" : planCount(data.total);

  return (
    <>
      <DesignsHero title={head?.title ?? ""} lead={head?.description ?? ""} />

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-10 lg:px-8 lg:py-14">
        <div className="mb-8 lg:mb-0" {...intentHandlers}>
          <button
            type="button"
            aria-expanded={filtersOpen}
            aria-controls="design-filters"
            onClick={() => setFiltersOpen((open) => !open)}
            className="btn-secondary w-full lg:hidden"
          >
            {filtersOpen ? "Hide filters" : filters > 0 ? `Show filters (${filters} set)` : "Show filters"}
          </button>
          <div
            id="design-filters"
            className={cx(
              filtersOpen ? "mt-4 block" : "hidden",
              "rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200 lg:sticky lg:top-24 lg:mt-0 lg:block dark:bg-stone-900 dark:ring-stone-800",
            )}
          >
            <DesignFilters query={query} onChange={change} onClear={clear} disabled={!hydrated} />
            {/* Issue 25: on a phone the results sit under the open panel; this closes it and goes to them. */}
            <button
              type="button"
              onClick={() => {
                // Closed first, so the results have moved up to where they will stay before they are scrolled to.
                flushSync(() => setFiltersOpen(false));
                const results = resultsRef.current;
                results?.scrollIntoView({ block: "start" });
                results?.focus({ preventScroll: true });
              }}
              className="btn-primary mt-6 w-full lg:hidden"
            >
              {data && !showingPrevious ? `Show ${planCount(data.total)}` : "Show the plans"}
            </button>
          </div>
        </div>

        <section ref={resultsRef} tabIndex={-1} aria-labelledby="results-title" className="min-w-0 scroll-mt-24 focus:outline-none">
          <h2 id="results-title" className="sr-only">
            Plans
          </h2>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <p role="status" className="text-xl font-bold text-stone-900 dark:text-white">
              {status}
            </p>
            <div className="grid gap-1.5 sm:w-64" {...intentHandlers}>
              <label htmlFor="design-sort" className="text-sm font-semibold text-stone-800 dark:text-stone-200">
                Sort by
              </label>
              <select
                id="design-sort"
                value={`${query.sort}:${query.order}`}
                onChange={(event) => {
                  const [sort, order] = event.target.value.split(":") as [DesignSort, SortOrder];
                  change({ sort, order });
                }}
                className="w-full rounded-md border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm dark:border-stone-600 dark:bg-stone-950 dark:text-white"
              >
                {sortChoices.map((choice) => (
                  <option key={`${choice.sort}:${choice.order}`} value={`${choice.sort}:${choice.order}`}>
                    {choice.label}
                  </option>
                ))}
              </select>
            </div>
          </div>

          {isError ? (
            <div role="alert" className="mt-8 rounded-xl bg-white p-6 ring-1 ring-red-200 dark:bg-stone-900 dark:ring-red-900">
              <p className="font-semibold text-stone-900 dark:text-white">
                {isApiError(error) && error.status === 400 ? errorMessage(error) : "We couldn't load the plans just now. Check your connection and try again."}
              </p>
              <div className="mt-4 flex flex-wrap gap-3">
                {isApiError(error) && error.status === 400 ? (
                  <button type="button" className="btn-primary" onClick={clear}>
                    Clear all filters
                  </button>
                ) : (
                  <button type="button" className="btn-primary" onClick={() => void refetch()}>
                    Try again
                  </button>
                )}
              </div>
            </div>
          ) : data && data.total === 0 ? (
            <NoMatches query={query} nearMiss={data.nearMiss} onWiden={change} onClear={clear} />
          ) : data && data.items.length === 0 ? (
            <p className="mt-8 text-lg text-stone-800 dark:text-stone-200">
              This page is past the last one.{" "}
              <Link to={{ search: searchFromQuery({ ...query, page: 1 }) }} className="link">
                Go to the first page
              </Link>
            </p>
          ) : (
            <ul
              aria-busy={showingPrevious || !data}
              className={cx("mt-8 grid gap-6 transition-opacity sm:grid-cols-2 xl:grid-cols-3", showingPrevious && "opacity-60")}
            >
              {data
                ? data.items.map((design, index) => (
                    <li key={design.slug}>
                      <DesignCard design={design} saves={saves} priority={index < 3} />
                    </li>
                  ))
                : Array.from({ length: 6 }, (_, index) => (
                    <li key={index} aria-hidden="true" className="h-[27rem] animate-pulse rounded-xl bg-stone-200/70 dark:bg-stone-800" />
                  ))}
            </ul>
          )}

          {data ? (
            <PublicPager
              label="Pages of plans"
              page={query.page}
              pages={pages}
              searchFor={(page) => searchFromQuery({ ...query, page })}
              preventScrollReset
              onFollow={() => resultsRef.current?.scrollIntoView()}
              navProps={intentHandlers}
            />
          ) : null}
        </section>
      </div>

      <ContentCallToAction heading="Found a plan you like, or want one changed?" />
    </>
  );
}

/** Nothing matched: offer the plans just outside the visitor's area range, or a way back out. */
function NoMatches({
  query,
  nearMiss,
  onWiden,
  onClear,
}: {
  query: CatalogueQuery;
  nearMiss: DesignNearMissDto | null;
  onWiden: (change: Partial<CatalogueQuery>) => void;
  onClear: () => void;
}) {
  const widen = () =>
    onWiden({
      livingMin: nearMiss?.livingMin ?? undefined,
      livingMax: nearMiss?.livingMax ?? undefined,
      shopMin: nearMiss?.shopMin ?? undefined,
      shopMax: nearMiss?.shopMax ?? undefined,
    });
  return (
    <div className="mt-8 rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8 dark:bg-stone-900 dark:ring-stone-800">
      {nearMiss && nearMiss.total > 0 ? (
        <>
          <p className="text-lg font-semibold text-stone-900 dark:text-white">
            {planCount(nearMiss.total)} within {formatNumber(nearMissDistance(query, nearMiss))} sq ft of your range.
          </p>
          <p className="mt-2 text-stone-700 dark:text-stone-300">
            A plan a little larger or smaller than you had in mind is often the easiest to adjust: walls can move before the panels are cut.
          </p>
          <div className="mt-5 flex flex-wrap gap-3">
            <button type="button" className="btn-primary" onClick={widen}>
              Widen the range by {formatNumber(nearMissDistance(query, nearMiss))} sq ft
            </button>
            <button type="button" className="btn-secondary" onClick={onClear}>
              Clear all filters
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="text-lg font-semibold text-stone-900 dark:text-white">No plan fits every filter.</p>
          <p className="mt-2 text-stone-700 dark:text-stone-300">
            Try fewer filters, or tell us what you need: we can change one of these plans or draw a custom one.
          </p>
          <div className="mt-5 flex flex-wrap gap-3">
            <button type="button" className="btn-primary" onClick={onClear}>
              Clear all filters
            </button>
            <Link to="/contact?model=Custom" className="btn-secondary">
              Ask about a custom plan
            </Link>
          </div>
        </>
      )}
    </div>
  );
}

// Fetches: TanStack Query comes with this page, not with every page (lib/query-provider.tsx).
export default withQueries(DesignsPage);
