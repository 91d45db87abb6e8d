/**
 * Route module of /contractor-requests/confirm (prerendered, noindex; issue 25): the e-mail sent
 * to a homeowner after "Request this contractor" links here with a one-time token in the fragment
 * (#token=…, never sent to a server by the browser). The request reaches the contractor only once
 * the homeowner confirms here. Opening the page changes nothing (mail scanners open links): the
 * homeowner's "Send my request" click POSTs the token.
 */
import { Link } from "react-router";
import { useConfirmContractorInquiry } from "@/api/generated/endpoints/contractors/contractors";
import { errorMessage } from "@/api/api-error";
import { metaFrom } from "@/lib/page-head";
import { PageHero } from "@/components/page-hero";
import { noticeHero } from "@/components/page-hero-looks";
import { withQueries } from "@/lib/query-provider";
import { business, officeHours, telHref } from "@/lib/business";
import { EmailLinkAction } from "@/components/email-link-action";
import { contractorsPages } from "./pages";

export const meta = metaFrom(contractorsPages);

export const MISSING_REQUEST_TOKEN_MESSAGE = "This page needs the link from our e-mail. Open the link in the e-mail about your request again.";

function ConfirmRequestPage() {
  const confirm = useConfirmContractorInquiry();

  return (
    <PageHero
      look={noticeHero}
      title={contractorsPages.confirmRequest.title}
      lead="One click below sends your project request to the contractors you chose, and to nobody else. No account or password needed."
    >
      <h2 className="mt-10 text-xl font-bold text-stone-900 dark:text-white">Why we ask you to confirm</h2>
      <p className="mt-3 leading-relaxed text-stone-700 dark:text-stone-300">
        We send a request to a contractor only once the person who typed the e-mail address confirms it here, so nobody can use your address without you. Your
        request goes to that contractor and our office only, and we never sell your details.
      </p>

      <EmailLinkAction
        missingTokenMessage={MISSING_REQUEST_TOKEN_MESSAGE}
        label="Send my request"
        pendingLabel="Sending…"
        isPending={confirm.isPending}
        done={confirm.isSuccess ? confirm.data : null}
        failure={confirm.isError ? errorMessage(confirm.error) : null}
        onSend={(token) => confirm.mutate({ data: { token } })}
        renderDone={(done) => (
          <>
            <p className="font-semibold">{done.message}</p>
            <p className="mt-2">
              What happens next:{" "}
              {done.contractorNames.length > 1
                ? `each of the ${done.contractorNames.length} contractors you picked reads their own copy of your request and answers you by e-mail or phone`
                : `${done.contractorName} reads your request and answers you by e-mail or phone`}
              , usually within a few business days. Our office has a copy, so tell us if you have not heard back within a week.
            </p>
          </>
        )}
      />

      <p className="mt-12 text-stone-700 dark:text-stone-300">
        Looking for someone else?{" "}
        <Link className="link" to={contractorsPages.find.path}>
          Find a contractor near you
        </Link>
        . Questions? Call us at{" "}
        <a className="link" href={telHref(business.phone)}>
          {business.phone}
        </a>{" "}
        ({officeHours}).
      </p>
    </PageHero>
  );
}

// Fetches: TanStack Query comes with this page, not with every page (lib/query-provider.tsx).
export default withQueries(ConfirmRequestPage);
