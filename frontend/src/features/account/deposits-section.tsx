/**
 * /account's "Reservations": every deposit the buyer placed, newest first, with its status, its
 * confirmation and the signed agreement's PDF (issue 29).
 */
import { Link } from "react-router";
import { useListDeposits } from "@/api/generated/endpoints/deposits/deposits";
import { formatExactCents } from "@/lib/currency";
import { formatBusinessDate, formatCalendarDate } from "@/lib/dates";
import { AccountSection } from "./account-section";
import { agreementPdfHref, depositStatusLabel } from "../../lib/deposit-status";

export const DEPOSITS_ID = "deposits";

export function DepositsSection() {
  const { data: deposits, isError, refetch } = useListDeposits();

  return (
    <AccountSection
      id={DEPOSITS_ID}
      title="Reservations"
      intro="Plans you reserved, where each deposit stands and the agreement you signed. Every deposit is credited toward your build."
    >
      {isError ? (
        <div role="alert">
          <p className="text-stone-700 dark:text-stone-300">Your requests didn't load. Check your connection and try again.</p>
          <button type="button" className="btn-secondary mt-3" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      ) : !deposits ? (
        <p role="status" className="text-stone-700 dark:text-stone-300">
          Loading your requests…
        </p>
      ) : deposits.length === 0 ? (
        <p className="text-stone-700 dark:text-stone-300">
          No reservations yet. When a plan feels right, <strong>Reserve</strong> on its page holds it and a place on our build schedule once you sign the
          reservation agreement and the deposit is paid.{" "}
          <Link to="/designs" className="link">
            Browse the designs
          </Link>
        </p>
      ) : (
        <ul className="grid gap-4">
          {deposits.map((deposit) => (
            <li key={deposit.id} className="rounded-xl p-4 ring-1 ring-stone-200 dark:ring-stone-800">
              <article>
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <h3 className="text-lg font-bold text-stone-900 dark:text-white">
                    <Link to={`/designs/${deposit.design.slug}`} className="link">
                      {deposit.design.name}
                    </Link>
                  </h3>
                  <p className="font-extrabold text-stone-900 tabular-nums dark:text-white">{formatExactCents(deposit.amount)}</p>
                </div>
                <dl className="mt-3 grid gap-x-6 gap-y-2 text-stone-700 sm:grid-cols-3 dark:text-stone-300">
                  <div>
                    <dt className="text-sm text-stone-600 dark:text-stone-400">Status</dt>
                    <dd className="font-semibold text-stone-900 dark:text-white">{depositStatusLabel(deposit)}</dd>
                  </div>
                  <div>
                    <dt className="text-sm text-stone-600 dark:text-stone-400">Sent on</dt>
                    <dd>
                      <time dateTime={deposit.createdAt}>{formatBusinessDate(deposit.createdAt)}</time>
                    </dd>
                  </div>
                  <div>
                    <dt className="text-sm text-stone-600 dark:text-stone-400">Expected start</dt>
                    <dd>
                      {deposit.expectedStartDate ? (
                        <time dateTime={deposit.expectedStartDate}>{formatCalendarDate(deposit.expectedStartDate)}</time>
                      ) : (
                        "Not given"
                      )}
                    </dd>
                  </div>
                </dl>
                <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
                  <Link to={`/deposit-confirmation/${deposit.design.slug}`} className="link font-semibold">
                    Reservation details<span className="sr-only"> for the {deposit.design.name}</span>
                  </Link>
                  {deposit.signature ? (
                    <a href={agreementPdfHref(deposit.id)} download className="link font-semibold">
                      Signed agreement (PDF)<span className="sr-only"> for the {deposit.design.name}</span>
                    </a>
                  ) : null}
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </AccountSection>
  );
}
