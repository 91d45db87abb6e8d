/**
 * Route module of /contractors/:id (slug or id): one listing's profile. Each sample listing is
 * prerendered (placeholder data from the API's seed, replaced by the API's answer once the page
 * runs). Another published listing is served the app shell and loads from the API. Any other id
 * gets the contractors' not-found document (pages.ts `notFoundPath`) with status 404: hydrating
 * static HTML for an id that is not a sample means exactly that, so the page shows the not-found
 * page then without asking the API; an id the API does not know (or no longer publishes) too.
 */
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, useNavigate, useParams, type MetaFunction } from "react-router";
import { isApiError } from "@/api/api-error";
import { useQuery } from "@tanstack/react-query";
import type { ContractorResponseDto } from "@/api/generated/model";
import { metaFrom } from "@/lib/page-head";
import { CONTRACTOR_NOT_FOUND_PATH, contractorsPages } from "./pages";
import { notFoundMeta } from "@/lib/not-found-meta";
import { Breadcrumbs } from "@/components/breadcrumbs";
import { heroSection, heroTitle } from "@/components/page-hero";
import { ContentCallToAction } from "@/components/content-layout";
import { CheckIcon, ExternalLinkIcon, PhoneIcon } from "@/components/icons";
import { documentTitle, pageMeta } from "@/lib/page-meta";
import { useHydrated } from "@/lib/use-hydrated";
import { useLiveData, type IntentHandlers } from "@/lib/live-data";
import { contractorKey, contractorReviewsKey, fetchContractor, fetchContractorReviews } from "./profile-api";
import { coverageText, ratingText, verifiedText } from "../../lib/contractor-format";
import { isSampleSlug, sampleContractor, sampleReviews } from "./sample-contractors";
import { VerifiedExplainer } from "./verified-explainer";
import { CredentialBadges, CredentialsSection } from "./contractor-credentials";
import { GOOD_BADGE, WARN_BADGE } from "./badge-styles";
import { ContractorReviews } from "./contractor-reviews";
import { ResponseTimeBadge } from "./response-time-badge";
import { ContractorPhotoGallery } from "./contractor-photo-gallery";
import { withQueries } from "@/lib/query-provider";

// Shown only for an id that is no page: loaded then, not with every prerendered page.
const NotFound = lazy(() => import("@/components/page-not-found").then((module) => ({ default: module.PageNotFound })));

// The request form (react-hook-form, zod: about a third of the profile's JavaScript) loads when the
// visitor heads for it (the hero's link, or the form's section coming near the screen), not with the page.
const InquiryForm = lazy(() => import("./contractor-forms").then((m) => ({ default: m.InquiryForm })));

/** How near the screen the form's section is when its code starts loading (a fast scroll still finds it ready). */
const FORM_NEAR_MARGIN = "800px 0px";

function FormLoading() {
  return (
    // About the form's height, so nothing below it jumps when it arrives.
    <p
      role="status"
      className="min-h-[34rem] rounded-2xl bg-white p-6 text-stone-700 ring-1 ring-stone-200 dark:bg-stone-900 dark:text-stone-300 dark:ring-stone-800"
    >
      Loading the form…
    </p>
  );
}

/** True once the visitor heads for the request form: `want` (the hero's link), or its section near the screen. */
function useFormWanted(section: React.RefObject<HTMLElement | null>): { wanted: boolean; want: () => void } {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const element = section.current;
    if (wanted || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setWanted(true), { rootMargin: FORM_NEAR_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [wanted, section]);
  return { wanted, want: () => setWanted(true) };
}

/**
 * A sample listing has its own prerendered head; the contractors' not-found document (status 404) the
 * not-found head. Any other id is a listing only the database knows, which the server serves this page
 * for only while it is published (its check, pages.ts): indexable, its canonical address the one asked
 * for; the tab gets the listing's name once the API answers.
 */
export const meta: MetaFunction = (args) => {
  if (isSampleSlug(args.params.id)) return metaFrom(contractorsPages)(args);
  if (args.location.pathname === CONTRACTOR_NOT_FOUND_PATH) return notFoundMeta(args);
  return pageMeta({ title: contractorsPages.profile.title, description: contractorsPages.profile.description, canonicalPath: args.location.pathname });
};

function ContractorPage() {
  const { id = "" } = useParams();
  const hydrated = useHydrated();
  const sample = sampleContractor(id);
  // Static HTML of an id that is not a sample listing is the not-found document (see above).
  const [notFoundId] = useState(() => (!hydrated && !sample ? id : undefined));
  const servedNotFound = notFoundId === id;
  const { live, intentHandlers } = useLiveData();
  const {
    data: contractor,
    error,
    isError,
    isPlaceholderData,
    refetch,
  } = useQuery({
    queryKey: contractorKey(id),
    queryFn: ({ signal }) => fetchContractor(id, signal),
    placeholderData: sample,
    // A sample listing's prerendered HTML already shows it: the API is asked once the visitor heads for the page.
    enabled: !servedNotFound && (live || !sample),
  });
  const navigate = useNavigate();

  // One URL per listing: /contractors/12 becomes /contractors/bluestem-sip-builders.
  useEffect(() => {
    if (contractor && !isPlaceholderData && contractor.slug !== id) void navigate(`/contractors/${contractor.slug}`, { replace: true });
  }, [contractor, isPlaceholderData, id, navigate]);

  const gone = isError && isApiError(error) && error.status === 404;
  useEffect(() => {
    if (gone || servedNotFound) document.title = documentTitle("Page not found");
    else if (contractor && !isPlaceholderData && !sample) document.title = documentTitle(contractor.name);
  }, [gone, servedNotFound, contractor, isPlaceholderData, sample]);

  if (servedNotFound || gone) return <NotFound />;
  if (isError)
    return (
      <div role="alert" className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-stone-900 dark:text-white">This contractor didn't load</h1>
        <p className="mt-4 text-lg text-stone-700 dark:text-stone-300">Check your connection and try again.</p>
        <button type="button" className="btn-primary mt-6" onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    );
  if (!contractor)
    return (
      // A screen high, so the footer starts below it and does not jump when the profile arrives.
      <p role="status" className="mx-auto flex min-h-dvh max-w-6xl items-start px-4 py-20 text-lg text-stone-700 sm:px-6 lg:px-8 dark:text-stone-300">
        Loading the contractor…
      </p>
    );
  return <ContractorView contractor={contractor} live={live} intentHandlers={intentHandlers} />;
}

function ContractorView({ contractor, live, intentHandlers }: { contractor: ContractorResponseDto; live: boolean; intentHandlers: IntentHandlers }) {
  const sample = sampleReviews(contractor.slug);
  const reviews = useQuery({
    queryKey: contractorReviewsKey(contractor.slug),
    queryFn: ({ signal }) => fetchContractorReviews(contractor.slug, signal),
    placeholderData: sample,
    enabled: live || !sample,
  });
  const requestSection = useRef<HTMLElement>(null);
  const form = useFormWanted(requestSection);
  const facts: { term: string; detail: React.ReactNode }[] = [
    ...(contractor.yearsInBusiness !== null ? [{ term: "Years in business", detail: String(contractor.yearsInBusiness) }] : []),
    ...(contractor.contactName ? [{ term: "Contact", detail: contractor.contactName }] : []),
    ...(contractor.phone
      ? [
          {
            term: "Phone",
            detail: (
              <a href={`tel:${contractor.phone.replace(/[^\d+]/g, "")}`} className="link inline-flex items-center gap-1.5">
                <PhoneIcon className="size-4" />
                {contractor.phone}
              </a>
            ),
          },
        ]
      : []),
    // Only web addresses become links (never another scheme from a listing's own text).
    ...(contractor.website && /^https?:\/\//i.test(contractor.website)
      ? [
          {
            term: "Website",
            detail: (
              <a href={contractor.website} rel="noopener nofollow" className="link inline-flex items-center gap-1.5">
                {contractor.website.replace(/^https?:\/\//, "")}
                <ExternalLinkIcon className="size-4" />
              </a>
            ),
          },
        ]
      : []),
    { term: "Rating", detail: ratingText(contractor.averageRating, contractor.reviewCount) },
  ];

  return (
    // A pointer over the profile, a focus or a touch in it: the visitor is reading it, so the sample's API answer may come.
    <div {...intentHandlers}>
      <section className={heroSection}>
        <div className="mx-auto max-w-5xl px-4 pt-8 pb-12 sm:px-6 lg:px-8">
          <Breadcrumbs trail={[{ label: "Contractor Network", to: "/contractors" }, { label: contractor.name }]} />
          <div className="mt-6 flex items-start gap-5">
            <span
              aria-hidden="true"
              className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-100 text-2xl font-extrabold text-brand-800 dark:bg-brand-900 dark:text-brand-100"
            >
              {contractor.initials}
            </span>
            <div>
              <h1 className={heroTitle}>{contractor.name}</h1>
              <ul className="mt-3 flex flex-wrap gap-2" aria-label="Badges">
                <li
                  className={
                    contractor.verified
                      ? GOOD_BADGE
                      : "rounded-full bg-stone-100 px-2.5 py-0.5 text-sm font-semibold text-stone-700 ring-1 ring-stone-300 dark:bg-stone-800 dark:text-stone-200 dark:ring-stone-600"
                  }
                >
                  {contractor.verified ? <CheckIcon className="size-4" /> : null}
                  {contractor.verified ? verifiedText(contractor.verifiedAt) : "Not yet verified by our office"}
                </li>
                <CredentialBadges contractor={contractor} />
                {contractor.isSample ? <li className={WARN_BADGE}>Sample listing</li> : null}
                <ResponseTimeBadge responseTime={contractor.responseTime} />
              </ul>
            </div>
          </div>
          {contractor.description ? (
            <p className="mt-6 max-w-3xl text-lg leading-relaxed text-stone-700 dark:text-stone-300">{contractor.description}</p>
          ) : null}
          <a href="#request" className="btn-primary mt-6 inline-flex px-5 py-3 text-base" onPointerEnter={form.want} onFocus={form.want} onClick={form.want}>
            Request this contractor
          </a>
        </div>
      </section>

      <div className="mx-auto grid max-w-5xl gap-12 px-4 py-12 sm:px-6 lg:px-8">
        <section aria-labelledby="facts-title">
          <h2 id="facts-title" className="text-2xl font-extrabold tracking-tight text-stone-900 dark:text-white">
            At a glance
          </h2>
          <dl className="mt-4 grid gap-3 sm:grid-cols-2">
            {facts.map((fact) => (
              <div key={fact.term} className="rounded-lg bg-white px-4 py-3 shadow-sm ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800">
                <dt className="text-sm font-semibold text-stone-600 dark:text-stone-400">{fact.term}</dt>
                {/* A website breaks anywhere rather than widen a phone's screen. */}
                <dd className="mt-1 text-stone-900 wrap-anywhere dark:text-white">{fact.detail}</dd>
              </div>
            ))}
          </dl>
        </section>

        <CredentialsSection contractor={contractor} />

        <ContractorPhotoGallery photos={contractor.photos} contractorName={contractor.name} />

        {contractor.specialties.length ? (
          <section aria-labelledby="specialties-title">
            <h2 id="specialties-title" className="text-2xl font-extrabold tracking-tight text-stone-900 dark:text-white">
              Specialties
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {contractor.specialties.map((specialty) => (
                <li
                  key={specialty.value}
                  className="rounded-full bg-white px-3 py-1 text-stone-800 ring-1 ring-stone-300 dark:bg-stone-900 dark:text-stone-200 dark:ring-stone-700"
                >
                  {specialty.label}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="areas-title">
          <h2 id="areas-title" className="text-2xl font-extrabold tracking-tight text-stone-900 dark:text-white">
            Service areas
          </h2>
          <ul className="mt-4 grid gap-2">
            {contractor.areas.map((area) => (
              <li key={area.id} className="text-stone-800 dark:text-stone-200">
                {area.label}
              </li>
            ))}
          </ul>
          <h3 className="mt-6 text-lg font-bold text-stone-900 dark:text-white">{coverageText(contractor.coverage)}</h3>
          {contractor.coverage.cities.length ? (
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {contractor.coverage.cities.map((city) => (
                <li key={city.slug}>
                  <Link to={`/${city.slug}`} className="link font-semibold">
                    {city.name}
                  </Link>{" "}
                  <span className="text-stone-600 dark:text-stone-400">({city.county})</span>
                </li>
              ))}
            </ul>
          ) : null}
        </section>

        <section ref={requestSection} id="request" aria-labelledby="request-title" className="scroll-mt-24">
          <h2 id="request-title" className="text-2xl font-extrabold tracking-tight text-stone-900 dark:text-white">
            Request this contractor
          </h2>
          <p className="mt-2 text-stone-700 dark:text-stone-300">
            Tell {contractor.name} about your project. They answer you directly; our office gets a copy so nothing falls through the cracks.
          </p>
          <div className="mt-4">
            {form.wanted ? (
              <Suspense fallback={<FormLoading />}>
                <InquiryForm contractor={contractor.slug} contractorName={contractor.name} />
              </Suspense>
            ) : (
              <FormLoading />
            )}
          </div>
        </section>

        <ContractorReviews contractor={contractor} reviews={reviews.data} />

        <VerifiedExplainer />

        <p>
          <Link to="/contractors" className="link">
            Back to the Contractor Network
          </Link>
          {" · "}
          <Link to="/contractors/find" className="link">
            Find a contractor near you
          </Link>
        </p>
      </div>

      <ContentCallToAction heading="Planning a build? Talk to us first" />
    </div>
  );
}

// Fetches: TanStack Query comes with this page, not with every page (lib/query-provider.tsx).
export default withQueries(ContractorPage);
