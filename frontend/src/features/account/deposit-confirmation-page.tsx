/**
 * Route module of /deposit-confirmation/:designId (a plan's id or slug; signed-in buyers only).
 * The caller's latest deposit on that plan (GET /api/deposits/latest/{idOrSlug}: the server never
 * finds anybody else's), its status, the next steps and how to reach the office. No deposit yet
 * (404) → a way to place one.
 */
import { useEffect, type ReactNode } from "react";
import { Link, useParams, type MetaFunction } from "react-router";
import { isApiError } from "@/api/api-error";
import { useGetDepositTerms, useGetLatestDeposit } from "@/api/generated/endpoints/deposits/deposits";
import type { DepositResponseDto } from "@/api/generated/model";
import { metaFrom } from "@/lib/page-head";
import { PageHero, heroEyebrow, heroPlainLead, heroTitle, type HeroLook } from "@/components/page-hero";
import { heroRoomyPadding } from "@/components/page-hero-looks";
import { accountPages } from "./pages";
import { MailIcon, MapPinIcon, PhoneIcon } from "@/components/icons";
import { categoryLabel } from "@/components/plans/plan-format";
import { business, formatAddress, officeHours, telHref } from "@/lib/business";
import { formatCents } from "@/lib/currency";
import { formatBusinessDate, formatCalendarDate } from "@/lib/dates";
import { documentTitle } from "@/lib/page-meta";
import { DEPOSIT_STATUS_LABELS, paymentSentence, RESERVE_STEP, siteAddress } from "../../lib/deposit-status";
import { withQueries } from "@/lib/query-provider";

const receiptHero: HeroLook = { container: `mx-auto max-w-4xl ${heroRoomyPadding}`, title: `mt-2 ${heroTitle}`, lead: heroPlainLead };

export const meta: MetaFunction = (args) => metaFrom(accountPages)(args);

function DepositConfirmationPage() {
  const { designId = "" } = useParams();
  const { data: deposit, error, isError, refetch } = useGetLatestDeposit(designId);
  const none = isError && isApiError(error) && error.status === 404;

  useEffect(() => {
    if (deposit) document.title = documentTitle(`Your request to reserve the ${deposit.design.name}`);
  }, [deposit]);

  if (none) return <NoDeposit designId={designId} />;
  if (isError) {
    return (
      <div role="alert" className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-stone-900 dark:text-white">Your request didn't load</h1>
        <p className="mt-4 text-lg text-stone-700 dark:text-stone-300">Check your connection and try again.</p>
        <button type="button" className="btn-primary mt-6" onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (!deposit) {
    return (
      <p role="status" className="mx-auto flex min-h-[60vh] max-w-4xl items-start px-4 py-20 text-lg text-stone-700 sm:px-6 lg:px-8 dark:text-stone-300">
        Loading your request…
      </p>
    );
  }
  return <Confirmation deposit={deposit} />;
}

function NoDeposit({ designId }: { designId: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
      <p className={heroEyebrow}>{RESERVE_STEP}</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl dark:text-white">You have not asked to reserve this plan yet</h1>
      <p className="mt-4 text-lg leading-relaxed text-stone-700 dark:text-stone-300">
        There is no request to reserve this plan from your account. If you sent one while signed in to another account, sign in with that one; otherwise you can
        send a request now. It charges nothing: we invoice the deposit afterwards.
      </p>
      <ul className="mt-8 flex flex-col gap-3 sm:flex-row">
        <li>
          <Link to={`/checkout/${encodeURIComponent(designId)}`} className="btn-primary w-full sm:w-auto">
            {RESERVE_STEP}
          </Link>
        </li>
        <li>
          <Link to="/account" className="btn-secondary w-full sm:w-auto">
            Your account
          </Link>
        </li>
      </ul>
    </div>
  );
}

function Confirmation({ deposit }: { deposit: DepositResponseDto }) {
  const terms = useGetDepositTerms();
  const { design } = deposit;
  const rows: { label: string; value: ReactNode }[] = [
    {
      label: "Plan",
      value: (
        <Link to={`/designs/${design.slug}`} className="link">
          {design.name} ({categoryLabel(design.category)})
        </Link>
      ),
    },
    { label: "Deposit", value: `${formatCents(deposit.amount)}, invoiced by e-mail` },
    { label: "Status", value: DEPOSIT_STATUS_LABELS[deposit.status] },
    { label: "Sent on", value: <time dateTime={deposit.createdAt}>{formatBusinessDate(deposit.createdAt)}</time> },
    { label: "Build site", value: siteAddress(deposit) || "Not given" },
    {
      label: "Expected start",
      value: deposit.expectedStartDate ? <time dateTime={deposit.expectedStartDate}>{formatCalendarDate(deposit.expectedStartDate)}</time> : "Not given",
    },
    { label: "Site visit", value: deposit.siteVisitRequired ? "Yes, we'll arrange a visit with you" : "Not requested" },
    ...(deposit.additionalNotes ? [{ label: "Your notes", value: <span className="whitespace-pre-line">{deposit.additionalNotes}</span> }] : []),
  ];

  return (
    <>
      <PageHero
        look={receiptHero}
        eyebrow={RESERVE_STEP}
        title={<>Your request to reserve the {design.name}</>}
        lead={
          <>
            Thank you: we have your request to reserve the {design.name}, and we are e-mailing you a copy of these details.{" "}
            <strong className="text-stone-900 dark:text-white">{paymentSentence(deposit.status, formatCents(deposit.amount))}</strong>
          </>
        }
      />

      <div className="mx-auto grid max-w-4xl gap-10 px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
        <section
          aria-labelledby="details-title"
          className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8 dark:bg-stone-900 dark:ring-stone-800"
        >
          <h2 id="details-title" className="text-xl font-bold text-stone-900 dark:text-white">
            Request details
          </h2>
          <dl className="mt-4 divide-y divide-stone-200 dark:divide-stone-800">
            {rows.map((row) => (
              <div key={row.label} className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
                <dt className="font-semibold text-stone-700 dark:text-stone-300">{row.label}</dt>
                <dd className="text-stone-900 dark:text-white">{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="next-title">
          <h2 id="next-title" className="text-2xl font-extrabold tracking-tight text-stone-900 dark:text-white">
            What happens next
          </h2>
          {terms.data ? (
            <>
              <p className="mt-3 text-stone-700 dark:text-stone-300">{terms.data.payment}</p>
              <ol className="mt-4 grid list-decimal gap-2 pl-5 text-lg text-stone-700 marker:font-semibold dark:text-stone-300">
                {terms.data.nextSteps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </>
          ) : terms.isError ? (
            <p className="mt-3 text-stone-700 dark:text-stone-300">We'll be in touch about your request; call or e-mail us any time.</p>
          ) : (
            <p role="status" className="mt-3 text-stone-700 dark:text-stone-300">
              Loading the next steps…
            </p>
          )}
        </section>

        <section aria-labelledby="contact-title" className="rounded-xl bg-brand-50 p-6 ring-1 ring-brand-200 sm:p-8 dark:bg-stone-900 dark:ring-brand-900">
          <h2 id="contact-title" className="text-xl font-bold text-stone-900 dark:text-white">
            Questions about your request?
          </h2>
          <p className="mt-2 text-stone-700 dark:text-stone-300">Call our St. Joseph office ({officeHours}) or e-mail us: we reply within 24 hours.</p>
          <ul className="mt-4 grid gap-3 text-stone-800 dark:text-stone-200">
            <li className="flex items-center gap-3">
              <PhoneIcon className="size-5 shrink-0 text-brand-700 dark:text-brand-300" />
              <a href={telHref(business.phone)} className="link">
                {business.phone}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <MailIcon className="size-5 shrink-0 text-brand-700 dark:text-brand-300" />
              <a href={`mailto:${business.email}?subject=${encodeURIComponent(`My request to reserve the ${design.name}`)}`} className="link">
                {business.email}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <MapPinIcon className="size-5 shrink-0 text-brand-700 dark:text-brand-300" />
              <span>{formatAddress(business.address)}</span>
            </li>
          </ul>
        </section>

        <ul className="flex flex-col gap-3 sm:flex-row">
          <li>
            <Link to="/account" className="btn-primary w-full sm:w-auto">
              Go to your account
            </Link>
          </li>
          <li>
            <Link to={`/designs/${design.slug}`} className="btn-secondary w-full sm:w-auto">
              Back to the {design.name} plan
            </Link>
          </li>
        </ul>
      </div>
    </>
  );
}

// Fetches: TanStack Query comes with this page, not with every page (lib/query-provider.tsx).
export default withQueries(DepositConfirmationPage);
