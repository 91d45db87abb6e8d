/**
 * Route module of /checkout/:designId (a plan's id or slug; signed-in buyers only, the page guard
 * sends everyone else to sign in). The plan's summary and estimate, what the deposit costs and what
 * follows it (GET /api/deposits/terms), and the deposit form of spec §3 with the reservation
 * agreement to sign (issue 29). The terms say which way of paying is in force: Stripe's checkout
 * page (card or US bank account) after signing, or the builder's invoice, when the step is named for
 * what it is, a request to reserve (issue 25).
 */
import { useEffect } from "react";
import { Link, useNavigate, useParams, type MetaFunction } from "react-router";
import { isApiError } from "@/api/api-error";
import { useGetDepositTerms } from "@/api/generated/endpoints/deposits/deposits";
import { useGetDesign, useGetDesignEstimate } from "@/api/generated/endpoints/designs/designs";
import { DepositPaymentProvider, type DesignResponseDto } from "@/api/generated/model";
import { metaFrom } from "@/lib/page-head";
import { PageHero, heroPlainLead, heroTitle, type HeroLook } from "@/components/page-hero";
import { accountPages } from "./pages";
import { PageNotFound as NotFound } from "@/components/page-not-found";
import { ArrowRightIcon } from "@/components/icons";
import { DesignFigures } from "@/components/plans/design-figures";
import { SPEC_SHEET_HEIGHT, SPEC_SHEET_WIDTH } from "@/components/plans/spec-sheet";
import { EstimateFigures } from "@/components/plans/estimate-figures";
import { categoryLabel } from "@/components/plans/plan-format";
import { formatCents } from "@/lib/currency";
import { documentTitle } from "@/lib/page-meta";
import { snakeToTitle } from "@/lib/text";
import { DepositForm } from "./deposit-form";
import { PAY_STEP, RESERVE_STEP } from "../../lib/deposit-status";
import { PlanLoadError, PlanLoading } from "@/components/plans/plan-load-states";
import { Breadcrumbs } from "@/components/breadcrumbs";
import { withQueries } from "@/lib/query-provider";

/** Breadcrumbs above the title. */
const checkoutHero: HeroLook = {
  container: "mx-auto max-w-6xl px-4 pt-8 pb-10 sm:px-6 lg:px-8",
  title: `mt-2 ${heroTitle}`,
  lead: heroPlainLead,
};

export const meta: MetaFunction = (args) => metaFrom(accountPages)(args);

function CheckoutPage() {
  const { designId = "" } = useParams();
  const { data: design, error, isError, refetch } = useGetDesign(designId);
  const navigate = useNavigate();
  const gone = isError && isApiError(error) && error.status === 404;

  // One URL per plan: /checkout/12 and /checkout/Rose-Mount become /checkout/rose-mount.
  useEffect(() => {
    if (design && design.slug !== designId) void navigate(`/checkout/${design.slug}`, { replace: true });
  }, [design, designId, navigate]);

  useEffect(() => {
    if (gone) document.title = documentTitle("Page not found");
    else if (design) document.title = documentTitle(`Reserve the ${design.name}`);
  }, [gone, design]);

  if (gone) return <NotFound />;
  if (isError) return <PlanLoadError onRetry={() => void refetch()} />;
  if (!design) return <PlanLoading />;
  return <Checkout design={design} />;
}

function Checkout({ design }: { design: DesignResponseDto }) {
  const terms = useGetDepositTerms();
  const amount = terms.data ? formatCents(terms.data.amount) : null;
  const provider = terms.data?.provider ?? null;
  const online = provider === DepositPaymentProvider.stripe;
  const step = online ? PAY_STEP : RESERVE_STEP;

  return (
    <>
      <PageHero
        look={checkoutHero}
        before={<Breadcrumbs trail={[{ label: "All designs", to: "/designs" }, { label: design.name, to: `/designs/${design.slug}` }, { label: step }]} />}
        eyebrow={!provider ? "Reserve this plan" : online ? "Secure payment by Stripe" : "No payment taken here"}
        title={
          <>
            {online ? "Reserve" : RESERVE_STEP} the {design.name}
          </>
        }
        lead={
          online ? (
            <>
              Tell us where you want to build and when you hope to start, sign the reservation agreement, then pay{" "}
              {amount ? `the ${amount} deposit` : "the deposit"} by card or US bank account on Stripe's secure page. It holds the plan and a place on our build
              schedule and is credited toward your build.
            </>
          ) : (
            <>
              Tell us where you want to build and when you hope to start, and sign the reservation agreement. Sending this request charges nothing: we e-mail
              you an invoice for {amount ? `the ${amount} deposit` : "the deposit"}, which holds the plan and a place on our build schedule and is credited
              toward your build.
            </>
          )
        }
      />

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:px-8 lg:py-14">
        <div className="grid content-start gap-8 lg:order-last">
          <PlanSummary design={design} />
          <section aria-labelledby="deposit-title" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800">
            <h2 id="deposit-title" className="text-xl font-bold text-stone-900 dark:text-white">
              {!provider ? "The deposit" : online ? "The deposit, paid online" : "The deposit, invoiced later"}
            </h2>
            {terms.isError ? (
              <div role="alert" className="mt-3">
                <p className="text-stone-700 dark:text-stone-300">The deposit terms didn't load. Check your connection and try again.</p>
                <button type="button" className="btn-secondary mt-3" onClick={() => void terms.refetch()}>
                  Try again
                </button>
              </div>
            ) : !terms.data ? (
              <p role="status" className="mt-3 text-stone-700 dark:text-stone-300">
                Loading the deposit terms…
              </p>
            ) : (
              <>
                <p className="mt-3 text-3xl font-extrabold text-stone-900 dark:text-white">{amount}</p>
                <p className="mt-2 text-stone-700 dark:text-stone-300">{terms.data.payment}</p>
                <h3 className="mt-5 font-bold text-stone-900 dark:text-white">What happens next</h3>
                <ol className="mt-2 grid list-decimal gap-2 pl-5 text-stone-700 marker:font-semibold dark:text-stone-300">
                  {terms.data.nextSteps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              </>
            )}
          </section>
        </div>

        <section aria-labelledby="site-title">
          <h2 id="site-title" className="text-2xl font-extrabold tracking-tight text-stone-900 dark:text-white">
            Your build site and timing
          </h2>
          <p className="mt-2 text-stone-700 dark:text-stone-300">Where the {design.name} would go and when you would like to break ground.</p>
          <DepositForm design={design} amount={amount} provider={provider} />
        </section>
      </div>
    </>
  );
}

/** What is being reserved: the spec sheet, the plan's figures and its estimate, with the way back to the plan. */
function PlanSummary({ design }: { design: DesignResponseDto }) {
  const estimate = useGetDesignEstimate(design.slug);
  return (
    <section aria-labelledby="plan-title" className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800">
      <img
        src={design.specSheetUrl}
        alt={`${design.name} spec sheet: front elevation sketch with the plan's areas, rooms and insulation values`}
        width={SPEC_SHEET_WIDTH}
        height={SPEC_SHEET_HEIGHT}
        decoding="async"
        className="aspect-[8/5] w-full border-b border-stone-200 bg-white object-contain dark:border-stone-800"
      />
      <div className="p-6">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
          {categoryLabel(design.category)} · {snakeToTitle(design.style)}
        </p>
        <h2 id="plan-title" className="mt-1 text-xl font-bold text-stone-900 dark:text-white">
          {design.name}
        </h2>
        <DesignFigures design={design} className="mt-4" />
        <div className="mt-6 border-t border-stone-200 pt-5 dark:border-stone-800">
          {estimate.isError ? (
            <p className="text-stone-700 dark:text-stone-300">The estimate didn't load; the plan's page has it.</p>
          ) : estimate.data ? (
            <EstimateFigures estimate={estimate.data} />
          ) : (
            <p role="status" className="text-stone-700 dark:text-stone-300">
              Working out the estimate…
            </p>
          )}
        </div>
        <Link to={`/designs/${design.slug}`} className="link mt-5 inline-flex items-center gap-1.5 font-semibold">
          Back to the {design.name} plan
          <ArrowRightIcon className="size-4" />
        </Link>
      </div>
    </section>
  );
}

// Fetches: TanStack Query comes with this page, not with every page (lib/query-provider.tsx).
export default withQueries(CheckoutPage);
