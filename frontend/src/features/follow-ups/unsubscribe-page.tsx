/**
 * Route module of /unsubscribe (prerendered, noindex; issue 13): the follow-up e-mails link here
 * with the lead's token in the fragment (#token=…, never sent to a server by the browser). Opening
 * the page changes nothing (mail scanners open links); the visitor's "Unsubscribe" click POSTs
 * the token. Mail apps unsubscribe in one click without this page (List-Unsubscribe-Post).
 */
import { useEffect, useState } from "react";
import { useUnsubscribeFollowUps } from "@/api/generated/endpoints/follow-ups/follow-ups";
import { errorMessage } from "@/api/api-error";
import { metaFrom } from "@/app/page-head";
import { business, officeHours, telHref } from "@/lib/business";
import { followUpsPages } from "./pages";
import { withQueries } from "@/app/query-provider";

export const meta = metaFrom(followUpsPages);

/** The token of an unsubscribe link (#token=<token>), or null. */
export function unsubscribeTokenOf(hash: string): string | null {
  const match = /^#token=([^&]+)$/.exec(hash);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

export const MISSING_TOKEN_MESSAGE = "This page needs the link from one of our e-mails. Open the unsubscribe link in the e-mail again.";

function UnsubscribePage() {
  // undefined until the fragment is read (after hydration), null when the link carries none.
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const unsubscribe = useUnsubscribeFollowUps();

  useEffect(() => {
    setToken(unsubscribeTokenOf(window.location.hash));
  }, []);

  const done = unsubscribe.isSuccess ? unsubscribe.data.message : null;
  const problem = token === null ? MISSING_TOKEN_MESSAGE : unsubscribe.isError ? errorMessage(unsubscribe.error) : null;

  return (
    <div className="bg-gradient-to-b from-white to-brand-50 dark:from-stone-900 dark:to-stone-950">
      <div className="mx-auto max-w-2xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <h1 className="text-3xl font-extrabold tracking-tight text-balance text-stone-900 sm:text-4xl dark:text-white">
          {followUpsPages.unsubscribe.title}
        </h1>
        <p className="mt-5 text-lg leading-relaxed text-pretty text-stone-700 dark:text-stone-300">
          One click below stops the follow-up e-mails about your barndominium or SIP home project. No account or password needed.
        </p>

        <h2 className="mt-10 text-xl font-bold text-stone-900 dark:text-white">What stops, and what still reaches you</h2>
        <p className="mt-3 leading-relaxed text-stone-700 dark:text-stone-300">
          After you take our readiness quiz we send up to three short e-mails: your next steps for land, survey, plans and permits;
          what a build like yours costs and how people finance it; and an offer of a 12-minute call with our St. Joseph team. Those
          stop. Our answers to anything you ask us, and e-mails about a plan you asked to reserve, still reach you.
        </p>

        <div role="status" className="mt-8">
          {done ? (
            <p className="rounded-lg border border-green-300 bg-green-50 p-4 font-semibold text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100">
              {done}
            </p>
          ) : null}
        </div>
        <div role="alert">
          {problem ? (
            <p className="rounded-lg border border-red-300 bg-red-50 p-4 font-semibold text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
              {problem}
            </p>
          ) : null}
        </div>

        {done ? null : (
          <button
            type="button"
            className="btn-primary mt-6"
            disabled={!token || unsubscribe.isPending}
            onClick={() => token && unsubscribe.mutate({ params: { token }, data: {} })}
          >
            {unsubscribe.isPending ? "Unsubscribing…" : "Unsubscribe"}
          </button>
        )}

        <h2 className="mt-12 text-xl font-bold text-stone-900 dark:text-white">Still planning your build?</h2>
        <p className="mt-3 text-stone-700 dark:text-stone-300">
          Call us at{" "}
          <a className="link" href={telHref(business.phone)}>
            {business.phone}
          </a>{" "}
          or e-mail{" "}
          <a className="link" href={`mailto:${business.email}`}>
            {business.email}
          </a>{" "}
          ({officeHours}). We are glad to help whenever you are ready.
        </p>
      </div>
    </div>
  );
}

// Fetches: TanStack Query comes with this page, not with every page (app/query-provider.tsx).
export default withQueries(UnsubscribePage);
