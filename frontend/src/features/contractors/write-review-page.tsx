/**
 * Route module of /contractor-reviews/write (prerendered shell, noindex; issue 31): the one-time
 * link e-mailed to a homeowner when their job was marked done lands here with its token in the
 * fragment (#token=…, never sent to a server by the browser). The page reads the link
 * (openContractorReviewLink: whose review, the name to fill in; it changes nothing, so opening it is
 * safe for mail scanners) and then shows the form, in its own chunk. A used, expired or unknown
 * link is said in the server's words.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "@/api/api-error";
import { useOpenContractorReviewLink } from "@/api/generated/endpoints/contractors/contractors";
import { PageHero } from "@/components/page-hero";
import { noticeHero } from "@/components/page-hero-looks";
import { FormAlert } from "@/components/form-notice";
import { linkTokenOf } from "@/lib/link-token";
import { metaFrom } from "@/lib/page-head";
import { withQueries } from "@/lib/query-provider";
import { business, officeHours, telHref } from "@/lib/business";
import { NEGATIVE_REVIEWS_POLICY } from "@shared/review-removal-reasons";
import { contractorsPages } from "./pages";

export const meta = metaFrom(contractorsPages);

export const MISSING_REVIEW_TOKEN_MESSAGE =
  "This page needs the review link from our e-mail. Reviews come only from homeowners who hired a contractor through our directory: open the link in the e-mail we sent when your job was marked done.";

const ReviewForm = lazy(() => import("./review-form").then((m) => ({ default: m.ReviewForm })));

function WriteReviewPage() {
  const open = useOpenContractorReviewLink();
  // undefined until the fragment is read (after hydration), null when the link carries none.
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const { mutate } = open;

  useEffect(() => {
    const found = linkTokenOf(window.location.hash);
    setToken(found);
    if (found) mutate({ data: { token: found } });
  }, [mutate]);

  const link = open.data;
  return (
    <PageHero
      look={noticeHero}
      title={link ? `Review ${link.contractorName}` : contractorsPages.writeReview.title}
      lead="Tell other Missouri homeowners how your job went. Only homeowners who hired a contractor through our directory can review them, each once per job."
    >
      <div className="mt-8">
        {token === null ? (
          <FormAlert message={MISSING_REVIEW_TOKEN_MESSAGE} />
        ) : open.isError ? (
          <FormAlert message={errorMessage(open.error)} />
        ) : link && token ? (
          <Suspense fallback={<p role="status">Loading the form…</p>}>
            <ReviewForm contractorSlug={link.contractorSlug} contractorName={link.contractorName} token={token} reviewerName={link.reviewerName} />
          </Suspense>
        ) : (
          <p role="status" className="text-stone-700 dark:text-stone-300">
            Reading your review link…
          </p>
        )}
      </div>

      <h2 className="mt-12 text-xl font-bold text-stone-900 dark:text-white">How reviews work here</h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed text-stone-700 dark:text-stone-300">
        <li>Your review is published as soon as you send it. The contractor may post one public reply under it.</li>
        <li>{NEGATIVE_REVIEWS_POLICY}</li>
        <li>When we remove a review, the profile says so, with the reason.</li>
      </ul>

      <p className="mt-10 text-stone-700 dark:text-stone-300">
        Link not working?{" "}
        <Link className="link" to={contractorsPages.find.path}>
          Find the contractor
        </Link>{" "}
        or call us at{" "}
        <a className="link" href={telHref(business.phone)}>
          {business.phone}
        </a>{" "}
        ({officeHours}).
      </p>
    </PageHero>
  );
}

// Fetches: TanStack Query comes with this page, not with every page (lib/query-provider.tsx).
export default withQueries(WriteReviewPage);
