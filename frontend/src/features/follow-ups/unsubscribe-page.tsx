/**
 * Route module of /unsubscribe (prerendered, noindex; issue 13): the follow-up e-mails link here
 * with the lead's token in the fragment (#token=…, never sent to a server by the browser). Opening
 * the page changes nothing (mail scanners open links); the visitor's "Unsubscribe" click POSTs
 * the token. Mail apps unsubscribe in one click without this page (List-Unsubscribe-Post).
 */
import { useUnsubscribeFollowUps } from "@/api/generated/endpoints/follow-ups/follow-ups";
import { errorMessage } from "@/api/api-error";
import { metaFrom } from "@/lib/page-head";
import { PageHero } from "@/components/page-hero";
import { noticeHero } from "@/components/page-hero-looks";
import { business, officeHours, telHref } from "@/lib/business";
import { followUpsPages } from "./pages";
import { withQueries } from "@/lib/query-provider";
import { EmailLinkAction } from "@/components/email-link-action";

export const meta = metaFrom(followUpsPages);

export const MISSING_TOKEN_MESSAGE = "This page needs the link from one of our e-mails. Open the unsubscribe link in the e-mail again.";

function UnsubscribePage() {
  const unsubscribe = useUnsubscribeFollowUps();

  return (
    <PageHero
      look={noticeHero}
      title={followUpsPages.unsubscribe.title}
      lead="One click below stops the follow-up e-mails about your barndominium or SIP home project. No account or password needed."
    >
      <h2 className="mt-10 text-xl font-bold text-stone-900 dark:text-white">What stops, and what still reaches you</h2>
      <p className="mt-3 leading-relaxed text-stone-700 dark:text-stone-300">
        After you take our readiness quiz we send up to three short e-mails: your next steps for land, survey, plans and permits; what a build like yours costs
        and how people finance it; and an offer of a 12-minute call with our St. Joseph team. Those stop. Our answers to anything you ask us, and e-mails about
        a plan you asked to reserve, still reach you.
      </p>

      <EmailLinkAction
        missingTokenMessage={MISSING_TOKEN_MESSAGE}
        label="Unsubscribe"
        pendingLabel="Unsubscribing…"
        isPending={unsubscribe.isPending}
        done={unsubscribe.isSuccess ? unsubscribe.data.message : null}
        failure={unsubscribe.isError ? errorMessage(unsubscribe.error) : null}
        onSend={(token) => unsubscribe.mutate({ params: { token }, data: {} })}
        renderDone={(message) => <p className="font-semibold">{message}</p>}
      />

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
    </PageHero>
  );
}

// Fetches: TanStack Query comes with this page, not with every page (lib/query-provider.tsx).
export default withQueries(UnsubscribePage);
