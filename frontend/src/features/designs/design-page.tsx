/**
 * Route module of /designs/:id (slug or id). Each built-in plan is prerendered with its figures
 * (placeholder data from the built-in catalogue, replaced by the API's answer once the page asks:
 * at once after a navigation, or when the visitor heads for its buttons or reaches its estimate
 * after the prerendered HTML was hydrated, designs-api.ts).
 * A plan added to the database later is served the app shell and loads from the API. Any other id
 * gets the plans' not-found document (pages.ts `notFoundPath`) with status 404: hydrating static
 * HTML for an id that is not a built-in plan means exactly that, so the page shows the not-found
 * page then without asking the API.
 */
import { useQuery } from "@tanstack/react-query";
import { lazy, useEffect, useState } from "react";
import { Link, useNavigate, useParams, type ClientLoaderFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { isApiError } from "@/api/api-error";
import type { DesignResponseDto } from "@/api/generated/model";
import { DesignStatus } from "@/api/generated/model/designStatus";
import { LeadActivityKind } from "@/api/generated/model/leadActivityKind";
import { reportLeadEvent } from "@/lib/lead-events";
import { metaFrom } from "@/lib/page-head";
import { designsPages } from "./pages";
import { notFoundMeta } from "@/lib/not-found-meta";
import { ContentCallToAction } from "@/components/content-layout";
import { ArrowRightIcon, MailIcon } from "@/components/icons";
import { formatCents } from "@/lib/currency";
import { squareFeet } from "@/lib/number";
import { documentTitle } from "@/lib/page-meta";
import { snakeToTitle } from "@/lib/text";
import { useHydrated } from "@/lib/use-hydrated";
import { rememberedPlans } from "./compare-memory";
import { compareHrefWith, searchFromPlans } from "./compare-query";
import { MainPicture, MorePictures } from "./plan-gallery";
import { planSnapshot } from "./plan-snapshot.server";
import { DesignEstimate } from "./design-estimate";
import { designKey, fetchDesign } from "./designs-api";
import { useLiveData, type IntentHandlers } from "@/lib/live-data";
import { categoryLabel, planTitle, rValue } from "../../components/plans/plan-format";
import { SaveDesignButton } from "./save-design-button";
import { useSavedDesigns } from "../../lib/session/use-saved-designs";
import { PlanLoadError, PlanLoading } from "../../components/plans/plan-load-states";
import { Breadcrumbs } from "@/components/breadcrumbs";
import { PageHero, heroPlainLead, heroTitle, type HeroLook } from "@/components/page-hero";
import { withQueries } from "@/lib/query-provider";

// Shown only for an id that is no page: loaded then, not with every prerendered page.
const NotFound = lazy(() => import("@/components/page-not-found").then((module) => ({ default: module.PageNotFound })));

export interface PlanData {
  /** The built-in plan of this id as GET /api/designs/{id} answers it (built-in-plans.ts), or null. */
  builtIn: DesignResponseDto | null;
}

const builtInPlan = async (id: string | undefined): Promise<PlanData> => ({
  builtIn: (await import("./built-in-plans")).builtInDesign(id) ?? null,
});

/**
 * Build time (prerender): the plan's built-in figures go into the HTML, not the whole catalogue into
 * the page's scripts; with PRERENDER_PLANS_FROM, the plan as the running site answers it (issue 31:
 * the office's pictures, words and status), plan-snapshot.server.ts.
 */
export const loader = async ({ params }: LoaderFunctionArgs): Promise<PlanData> => {
  const data = await builtInPlan(params.id);
  if (!data.builtIn) return data;
  const live = (await planSnapshot()).get(data.builtIn.slug);
  return live ? { builtIn: live } : data;
};
/** Navigations inside the site (and plans only the database knows): the catalogue module loads with the page's code. */
export const clientLoader = ({ params }: ClientLoaderFunctionArgs) => builtInPlan(params.id);

export const meta: MetaFunction = (args) => ((args.loaderData as PlanData | undefined)?.builtIn ? metaFrom(designsPages)(args) : notFoundMeta(args));

function DesignPage({ loaderData }: { loaderData: PlanData }) {
  const { id = "" } = useParams();
  const hydrated = useHydrated();
  const builtIn = loaderData.builtIn ?? undefined;
  // Static HTML of an id that is not a built-in plan is the not-found document (see above).
  const [notFoundId] = useState(() => (!hydrated && !builtIn ? id : undefined));
  const servedNotFound = notFoundId === id;
  const { live, intentHandlers, goLive } = useLiveData();
  const {
    data: design,
    error,
    isError,
    isPlaceholderData,
    refetch,
  } = useQuery({
    queryKey: designKey(id),
    queryFn: ({ signal }) => fetchDesign(id, signal),
    placeholderData: builtIn,
    // A plan only the database knows has no built-in figures to show meanwhile.
    enabled: !servedNotFound && (live || !builtIn),
  });
  const navigate = useNavigate();

  // One URL per plan: /designs/12 and /designs/Rose-Mount become /designs/rose-mount.
  useEffect(() => {
    if (design && design.slug !== id) void navigate(`/designs/${design.slug}`, { replace: true });
  }, [design, id, navigate]);

  // The lead score (issue 28): a visitor who gave us their e-mail viewed this plan (nothing is sent otherwise).
  const viewedSlug = design?.slug === id ? design.slug : undefined;
  useEffect(() => {
    if (viewedSlug) reportLeadEvent({ kind: LeadActivityKind.plan_viewed, subject: viewedSlug });
  }, [viewedSlug]);

  const gone = isError && isApiError(error) && error.status === 404;
  // The head comes from the page registry; a plan only the database knows, or a built-in plan
  // withdrawn since the build, gets the browser tab's title once the API has answered.
  useEffect(() => {
    if (gone) document.title = documentTitle("Page not found");
    else if (design && !isPlaceholderData && !builtIn) document.title = documentTitle(planTitle(design));
  }, [gone, design, isPlaceholderData, builtIn]);

  if (servedNotFound || gone) return <NotFound />;
  if (isError) return <PlanLoadError onRetry={() => void refetch()} />;
  if (!design) return <PlanLoading />;
  return <DesignView design={design} live={live} intentHandlers={intentHandlers} onEstimateNear={goLive} />;
}

/** The figures of spec §3, each one line: "1,800 sq ft living", "R-26 walls". */
export function planFacts(design: DesignResponseDto): { value: string; label: string }[] {
  return [
    { value: squareFeet(design.livingSquareFeet), label: "living" },
    ...(design.shopSquareFeet === null ? [] : [{ value: squareFeet(design.shopSquareFeet), label: "shop" }]),
    { value: String(design.bedrooms), label: design.bedrooms === 1 ? "bedroom" : "bedrooms" },
    { value: design.bathrooms, label: Number(design.bathrooms) === 1 ? "bathroom" : "bathrooms" },
    { value: rValue(design.wallRValue), label: "walls" },
    { value: rValue(design.roofRValue), label: "roof" },
    { value: snakeToTitle(design.style), label: "style" },
    { value: "Floor plan", label: design.floorPlanIncluded ? "included" : "on request" },
  ];
}

/** One plan: breadcrumbs, then its pictures and facts inside the band. */
const planHero: HeroLook = {
  container: "mx-auto max-w-6xl px-4 pt-8 pb-12 sm:px-6 sm:pb-16 lg:px-8",
  title: `mt-2 ${heroTitle}`,
  lead: heroPlainLead,
};

function DesignView({
  design,
  live,
  intentHandlers,
  onEstimateNear,
}: {
  design: DesignResponseDto;
  live: boolean;
  intentHandlers: IntentHandlers;
  onEstimateNear: () => void;
}) {
  const hydrated = useHydrated();
  // "Add to compare" adds to the plans already on the compare page in this visit.
  const [compared, setCompared] = useState<string[]>([]);
  useEffect(() => setCompared(rememberedPlans()), []);
  const inComparison = hydrated && compared.includes(design.slug);
  const saves = useSavedDesigns();
  const title = planTitle(design);
  // Issue 31: an archived plan's page keeps working (saved and shared links) but offers no new reservation or comparison.
  const offered = design.status !== DesignStatus.archived;

  return (
    <>
      <PageHero
        look={planHero}
        before={<Breadcrumbs trail={[{ label: "All designs", to: "/designs" }, { label: design.name }]} />}
        eyebrow={
          <>
            {categoryLabel(design.category)} plan · {snakeToTitle(design.style)}
          </>
        }
        title={title}
      >
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-12">
          <MainPicture design={design} />

          <div>
            <h2 className="text-lg font-bold text-stone-900 dark:text-white">Plan at a glance</h2>
            <ul className="mt-4 grid grid-cols-1 gap-3 min-[360px]:grid-cols-2">
              {planFacts(design).map((fact) => (
                <li key={fact.label} className="rounded-lg bg-white px-4 py-3 shadow-sm ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800">
                  <strong className="block text-base font-extrabold text-stone-900 sm:text-lg dark:text-white">{fact.value}</strong>{" "}
                  <span className="text-stone-700 dark:text-stone-300">{fact.label}</span>
                </li>
              ))}
            </ul>
            {offered ? null : (
              <p
                role="note"
                className="mt-6 rounded-lg bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-800"
              >
                We no longer offer the {design.name} in our catalogue. If you saved it or placed a deposit on it, it is still yours; ask us about building it or
                a plan like it.
              </p>
            )}
            <ul className="mt-6 grid gap-3" {...intentHandlers}>
              <li>
                <Link to={`/contact?model=${encodeURIComponent(design.name)}`} className="btn-primary w-full">
                  <MailIcon className="size-5" />
                  Ask about this plan
                </Link>
              </li>
              {offered ? (
                <>
                  <li>
                    <Link
                      to={inComparison ? `/compare${searchFromPlans(compared)}` : compareHrefWith(hydrated ? compared : [], design.slug)}
                      className="btn-secondary w-full"
                    >
                      {inComparison ? "See it in your comparison" : "Add to compare"}
                    </Link>
                  </li>
                  <li>
                    <Link to={`/checkout/${design.slug}`} className="btn-secondary w-full">
                      Reserve this plan
                    </Link>
                  </li>
                  <li>
                    <SaveDesignButton design={design} saves={saves} variant="page" />
                  </li>
                </>
              ) : null}
            </ul>
          </div>
        </div>
      </PageHero>

      <section aria-labelledby="about-title" className="mx-auto max-w-6xl px-4 pt-12 sm:px-6 lg:px-8">
        <h2 id="about-title" className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl dark:text-white">
          About the {design.name}
        </h2>
        {design.description ? <p className="mt-4 max-w-3xl text-lg leading-relaxed text-stone-700 dark:text-stone-300">{design.description}</p> : null}
        <p className="mt-4 max-w-3xl leading-relaxed text-stone-700 dark:text-stone-300">
          {`Like every plan we build, the ${design.name} goes up with structural insulated panels: ${rValue(design.wallRValue)} walls ` +
            `and an ${rValue(design.roofRValue)} roof, a 7-day shell install and a 30-50% faster build than stick framing. Walls, ` +
            "windows and rooms can still move before the panels are cut."}
        </p>
      </section>

      <MorePictures design={design} />

      {design.features.length ? (
        <section aria-labelledby="options-title" className="mx-auto max-w-6xl px-4 pt-12 sm:px-6 lg:px-8">
          <h2 id="options-title" className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl dark:text-white">
            Options and upgrades
          </h2>
          <p className="mt-3 max-w-3xl text-stone-700 dark:text-stone-300">
            Priced as what each adds to the {design.name}'s build; any of them can join the plan before the panels are ordered.
          </p>
          <ul className="mt-6 grid gap-4 md:grid-cols-2">
            {design.features.map((feature) => (
              <li key={feature.id} className="flex flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800">
                <div className="flex items-start justify-between gap-4">
                  <h3 className="font-bold text-stone-900 dark:text-white">{feature.name}</h3>
                  <p className="shrink-0 font-extrabold text-stone-900 tabular-nums dark:text-white">
                    {feature.additionalPrice > 0 ? `+${formatCents(feature.additionalPrice)}` : "Included"}
                  </p>
                </div>
                {feature.category ? <p className="mt-1 text-sm font-semibold text-brand-700 dark:text-brand-300">{feature.category}</p> : null}
                {feature.description ? <p className="mt-2 text-stone-700 dark:text-stone-300">{feature.description}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <DesignEstimate design={design} live={live} onNear={onEstimateNear} />

      <section aria-labelledby="next-title" className="mx-auto max-w-6xl px-4 pb-12 sm:px-6 lg:px-8">
        <h2 id="next-title" className="sr-only">
          More plans
        </h2>
        <Link to="/designs" className="link inline-flex items-center gap-1.5">
          Back to all designs
          <ArrowRightIcon className="size-4" />
        </Link>
      </section>

      <ContentCallToAction heading={`Talk to a builder about the ${design.name}`} />
    </>
  );
}

// Fetches: TanStack Query comes with this page, not with every page (lib/query-provider.tsx).
export default withQueries(DesignPage);
