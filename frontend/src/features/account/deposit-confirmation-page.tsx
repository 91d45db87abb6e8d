/**
 * Route module of /deposit-confirmation/:designId (a plan's id or slug; signed-in buyers only).
 * The caller's latest deposit on that plan (GET /api/deposits/latest/{idOrSlug}: the server never
 * finds anybody else's), its status, the signed agreement (issue 29), the next steps and how to
 * reach the office. Stripe's checkout page sends the buyer back here (`?paid=1` after paying): only
 * Stripe's verified webhook marks the deposit paid, so the page asks again every few seconds until
 * the status moves. An unpaid Stripe deposit offers "Pay the deposit". No deposit yet (404) → a way
 * to place one.
 */
import { useEffect, useState, type ReactNode } from "react";
import { Link, useParams, useSearchParams, type MetaFunction } from "react-router";
import { errorMessage, isApiError } from "@/api/api-error";
import { useGetDepositTerms, useGetLatestDeposit, useStartDepositPayment } from "@/api/generated/endpoints/deposits/deposits";
import { DepositPaymentProvider, DepositStatus, type DepositResponseDto } from "@/api/generated/model";
import { metaFrom } from "@/lib/page-head";
import { PageHero, heroEyebrow, heroPlainLead, heroTitle, type HeroLook } from "@/components/page-hero";
import { heroRoomyPadding } from "@/components/page-hero-looks";
import { accountPages } from "./pages";
import { MailIcon, MapPinIcon, PhoneIcon } from "@/components/icons";
import { categoryLabel } from "@/components/plans/plan-format";
import { business, formatAddress, officeHours, telHref } from "@/lib/business";
import { formatExactCents } from "@/lib/currency";
import { formatBusinessDate, formatBusinessDateTime, formatCalendarDate } from "@/lib/dates";
import { documentTitle } from "@/lib/page-meta";
import { agreementPdfHref, canPayOnline, depositStatusLabel, PAY_STEP, paymentSentence, RESERVE_STEP, siteAddress } from "../../lib/deposit-status";
import { withQueries } from "@/lib/query-provider";

const receiptHero: HeroLook = { container: `mx-auto max-w-4xl ${heroRoomyPadding}`, title: `mt-2 ${heroTitle}`, lead: heroPlainLead };

export const meta: MetaFunction = (args) => metaFrom(accountPages)(args);

/** How often, and for how long, the page asks again after Stripe sent the buyer back (the webhook usually lands within seconds). */
const CONFIRMING_EVERY_MS = 2_000;
const CONFIRMING_FOR_MS = 120_000;

function DepositConfirmationPage() {
  const { designId = "" } = useParams();
  const [search] = useSearchParams();
  const returnedFromPayment = search.get("paid") === "1";
  const [since] = useState(() => Date.now());
  const {
    data: deposit,
    error,
    isError,
    refetch,
  } = useGetLatestDeposit(designId, {
    query: {
      refetchInterval: (query) =>
        returnedFromPayment && query.state.data?.status === DepositStatus.pending && Date.now() - since < CONFIRMING_FOR_MS ? CONFIRMING_EVERY_MS : false,
    },
  });
  const none = isError && isApiError(error) && error.status === 404;

  useEffect(() => {
    if (deposit) document.title = documentTitle(`Your reservation of the ${deposit.design.name}`);
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
  return <Confirmation deposit={deposit} confirming={returnedFromPayment && deposit.status === DepositStatus.pending} />;
}

function NoDeposit({ designId }: { designId: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
      <p className={heroEyebrow}>Reserve a plan</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl dark:text-white">You have not asked to reserve this plan yet</h1>
      <p className="mt-4 text-lg leading-relaxed text-stone-700 dark:text-stone-300">
        There is no reservation of this plan from your account. If you made one while signed in to another account, sign in with that one; otherwise you can
        reserve it now: you sign the reservation agreement, then pay the deposit.
      </p>
      <ul className="mt-8 flex flex-col gap-3 sm:flex-row">
        <li>
          <Link to={`/checkout/${encodeURIComponent(designId)}`} className="btn-primary w-full sm:w-auto">
            Reserve this plan
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

function Confirmation({ deposit, confirming }: { deposit: DepositResponseDto; confirming: boolean }) {
  const terms = useGetDepositTerms();
  const { design } = deposit;
  const online = deposit.paymentProvider === DepositPaymentProvider.stripe;
  const held = deposit.holdExpiresAt && (deposit.status === DepositStatus.pending || deposit.status === DepositStatus.failed);
  const rows: { label: string; value: ReactNode }[] = [
    {
      label: "Plan",
      value: (
        <Link to={`/designs/${design.slug}`} className="link">
          {design.name} ({categoryLabel(design.category)})
        </Link>
      ),
    },
    { label: "Deposit", value: `${formatExactCents(deposit.amount)}, ${online ? "paid online by card or US bank account" : "invoiced by e-mail"}` },
    { label: "Status", value: depositStatusLabel(deposit) },
    ...(deposit.paidAt ? [{ label: "Paid on", value: <time dateTime={deposit.paidAt}>{formatBusinessDate(deposit.paidAt)}</time> }] : []),
    ...(deposit.refundedAmount > 0 ? [{ label: "Refunded", value: formatExactCents(deposit.refundedAmount) }] : []),
    ...(held && deposit.holdExpiresAt
      ? [{ label: "Held until", value: <time dateTime={deposit.holdExpiresAt}>{formatBusinessDateTime(deposit.holdExpiresAt)}</time> }]
      : []),
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
        eyebrow={online ? PAY_STEP : RESERVE_STEP}
        title={<>Your reservation of the {design.name}</>}
        lead={
          <>
            Thank you: we have your signed reservation of the {design.name}, and we are e-mailing you a copy of these details with the agreement.{" "}
            <strong className="text-stone-900 dark:text-white">
              {confirming ? "Stripe is confirming your payment: this page updates by itself in a few seconds." : paymentSentence(deposit)}
            </strong>
          </>
        }
      />

      <div className="mx-auto grid max-w-4xl gap-10 px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
        <p role="status" className="sr-only">
          {confirming ? "Confirming your payment…" : depositStatusLabel(deposit)}
        </p>
        {canPayOnline(deposit) && !confirming ? <PayDeposit deposit={deposit} /> : null}
        <section
          aria-labelledby="details-title"
          className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8 dark:bg-stone-900 dark:ring-stone-800"
        >
          <h2 id="details-title" className="text-xl font-bold text-stone-900 dark:text-white">
            Reservation details
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

        {deposit.signature ? (
          <section
            aria-labelledby="agreement-title"
            className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8 dark:bg-stone-900 dark:ring-stone-800"
          >
            <h2 id="agreement-title" className="text-xl font-bold text-stone-900 dark:text-white">
              Your signed reservation agreement
            </h2>
            <p className="mt-2 text-stone-700 dark:text-stone-300">
              Signed electronically by <strong className="text-stone-900 dark:text-white">{deposit.signature.signerName}</strong> on{" "}
              <time dateTime={deposit.signature.signedAt}>{formatBusinessDateTime(deposit.signature.signedAt)}</time> (version{" "}
              {deposit.signature.agreementVersion}).
            </p>
            <p className="mt-1 text-xs break-all text-stone-600 dark:text-stone-400">
              SHA-256 of the text you signed: <span className="font-mono">{deposit.signature.sha256}</span>
            </p>
            <a href={agreementPdfHref(deposit.id)} download className="btn-secondary mt-4">
              Download the signed agreement (PDF)
            </a>
          </section>
        ) : null}

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
            Questions about your reservation?
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

/** An unpaid Stripe deposit: back to Stripe's page (startDepositPayment reuses the open session or starts one). */
function PayDeposit({ deposit }: { deposit: DepositResponseDto }) {
  const start = useStartDepositPayment();
  const [leaving, setLeaving] = useState(false);

  async function pay() {
    try {
      const { checkoutUrl } = await start.mutateAsync({ id: deposit.id });
      setLeaving(true);
      window.location.assign(checkoutUrl);
    } catch {
      // The server's sentence shows below the button.
    }
  }

  return (
    <section aria-labelledby="pay-title" className="rounded-xl bg-brand-50 p-6 ring-1 ring-brand-200 sm:p-8 dark:bg-stone-900 dark:ring-brand-900">
      <h2 id="pay-title" className="text-xl font-bold text-stone-900 dark:text-white">
        Pay the {formatExactCents(deposit.amount)} deposit
      </h2>
      <p className="mt-2 text-stone-700 dark:text-stone-300">
        Stripe's secure page takes a card or a US bank account (a bank payment costs us far less and clears in a few business days). Your card and bank details
        never reach our site.
      </p>
      <button
        type="button"
        onClick={() => void pay()}
        disabled={start.isPending || leaving}
        className="btn-primary mt-4 disabled:cursor-wait disabled:opacity-70"
      >
        {start.isPending || leaving ? "Opening the secure payment page..." : "Pay the deposit"}
      </button>
      {start.isError ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-800 dark:text-red-300">
          {errorMessage(start.error)}
        </p>
      ) : null}
    </section>
  );
}

// Fetches: TanStack Query comes with this page, not with every page (lib/query-provider.tsx).
export default withQueries(DepositConfirmationPage);
