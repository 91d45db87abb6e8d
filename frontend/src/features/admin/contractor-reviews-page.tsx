/**
 * Route module of /admin/contractor-reviews 'Contractor Reviews' (admin only, issue 15): homeowners'
 * reviews of network contractors, pending ones first (oldest first, as they queued), filtered by
 * status, listing, verified customer and words, and paged by the server (listReviewsForModeration),
 * with the list's state in the URL. Each row offers the moves the server allows and the 'Verified
 * customer' mark (moderateContractorReview); the server recomputes the listing's rating in the same
 * transaction, and the list is read again after each change. issue 31: reviews written through a
 * job link are published at once; removing one needs a published reason (review-removal.tsx), and
 * negative reviews are never removed for being negative.
 */
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import {
  getGetAdminContractorQueryKey,
  getListAdminContractorsQueryKey,
  getListReviewsForModerationQueryKey,
  useListReviewsForModeration,
  useModerateContractorReview,
} from "@/api/generated/endpoints/admin-contractors/admin-contractors";
import { ContractorReviewStatus, type ListReviewsForModerationParams, type ModerationReviewResponseDto } from "@/api/generated/model";
import { metaFrom } from "@/lib/page-head";
import { toast } from "@/components/toast/use-toast";
import { cx } from "@/lib/cx";
import { formatBusinessDateTime } from "@/lib/dates";
import { ratingText } from "../../lib/contractor-format";
import { AdminShell } from "../../components/staff/admin-shell";
import { ChangeProblemAlert, changeProblemOf } from "@/components/staff/change-problem";
import { adminContractorPath, contractorReviewsPath, REVIEW_MOVE_LABEL, REVIEW_STATUS_LABEL, REVIEW_STATUS_TONE, starsText } from "./contractor-labels";
import { EmptyStaffList, FIELD_INPUT, FIELD_LABEL, FilterForm, ListProblem, Loading, Pager, StaffTable, TD, TH } from "../../components/staff/list-parts";
import { searchString, useListSearch, withChanges } from "../../components/staff/list-search";
import { Pill } from "../../components/staff/office-parts";
import { adminPages } from "./pages";
import { withQueries } from "@/lib/query-provider";
import { EmailText } from "@/components/staff/email-text";
import { NEGATIVE_REVIEWS_POLICY, removalReasonText, RemoveReviewControl } from "./review-removal";

export const meta = metaFrom(adminPages);

function ContractorReviewsPage() {
  const { search, params, update } = useListSearch();
  // The URL's words go to the server as they are: it validates them and names what it refuses.
  const reviews = useListReviewsForModeration(params as ListReviewsForModerationParams);
  const text = (key: string) => String(params[key] ?? "");
  const contractorId = text("contractorId");

  return (
    <AdminShell
      title={adminPages.contractorReviews.title}
      intro="Reviews homeowners wrote on contractor profiles. Reviews come only through the one-time link a homeowner gets when their job is marked done, and are published at once; only published reviews show on the profiles and count in their rating. Reviews from before job links may still be pending: they come first, oldest first."
    >
      <p className="mb-6 rounded-lg bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-800">
        <strong>{NEGATIVE_REVIEWS_POLICY}</strong> The FTC’s 2024 rule on consumer reviews forbids suppressing reviews for their rating or tone. Each removal
        leaves a line on the profile with its reason.
      </p>
      {/* Keyed on the URL so the fields follow "Clear filters", the back button and links. */}
      <FilterForm label="Filter contractor reviews" onApply={update}>
        <div>
          <label htmlFor="reviews-q" className={FIELD_LABEL}>
            Words in the review, reviewer or contractor
          </label>
          <input id="reviews-q" name="q" type="search" defaultValue={text("q")} className={FIELD_INPUT} />
        </div>
        <div>
          <label htmlFor="reviews-status" className={FIELD_LABEL}>
            Status
          </label>
          <select id="reviews-status" name="status" defaultValue={text("status")} className={FIELD_INPUT}>
            <option value="">Any status</option>
            {Object.values(ContractorReviewStatus).map((status) => (
              <option key={status} value={status}>
                {REVIEW_STATUS_LABEL[status]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="reviews-verified" className={FIELD_LABEL}>
            Verified customer
          </label>
          <select id="reviews-verified" name="verifiedCustomer" defaultValue={text("verifiedCustomer")} className={FIELD_INPUT}>
            <option value="">Either</option>
            <option value="true">Verified customers</option>
            <option value="false">Not marked</option>
          </select>
        </div>
      </FilterForm>

      {contractorId ? (
        <p className="mt-4 text-stone-800 dark:text-stone-200">
          Only the reviews of {reviews.data?.items[0]?.contractorName ?? `listing #${contractorId}`}.{" "}
          <Link to={`${adminPages.contractorReviews.path}${searchString(withChanges(search, { contractorId: undefined, page: undefined }))}`} className="link">
            Show every contractor's reviews
          </Link>
        </p>
      ) : null}

      <div className="mt-6">
        {reviews.isError ? (
          <ListProblem error={reviews.error} retry={() => void reviews.refetch()} />
        ) : !reviews.data ? (
          <Loading what="reviews" />
        ) : reviews.data.total === 0 ? (
          <EmptyStaffList
            noun="reviews"
            action={
              <Link to={adminPages.contractors.path} className="btn-secondary">
                Go to the contractors
              </Link>
            }
          >
            No reviews yet. A homeowner reviews a contractor from the link we e-mail when their job is marked done; the review goes on the profile at once and
            shows here.
          </EmptyStaffList>
        ) : (
          <>
            <StaffTable
              caption="Contractor reviews, pending first"
              head={
                <>
                  <th scope="col" className={TH}>
                    Reviewer
                  </th>
                  <th scope="col" className={TH}>
                    Rating and review
                  </th>
                  <th scope="col" className={TH}>
                    Contractor
                  </th>
                  <th scope="col" className={TH}>
                    Submitted
                  </th>
                  <th scope="col" className={TH}>
                    Status
                  </th>
                  <th scope="col" className={TH}>
                    <span className="sr-only">Moderation</span>
                  </th>
                </>
              }
            >
              {reviews.data.items.map((review) => (
                <ReviewRow key={review.id} review={review} reload={() => reviews.refetch()} reloading={reviews.isFetching} />
              ))}
            </StaffTable>
            <Pager page={reviews.data.page} pageSize={reviews.data.pageSize} total={reviews.data.total} noun="reviews" />
          </>
        )}
      </div>
    </AdminShell>
  );
}

function ReviewRow({ review, reload, reloading }: { review: ModerationReviewResponseDto; reload: () => Promise<unknown>; reloading: boolean }) {
  const queryClient = useQueryClient();
  const which = ` review #${review.id} by ${review.reviewerName}`;
  const moderate = useModerateContractorReview({
    mutation: {
      onSuccess: async (changed, { data }) => {
        toast({
          title: data.status ? `Review ${REVIEW_STATUS_LABEL[changed.status].toLowerCase()}` : "Review saved",
          description: `${changed.contractorName}: ${ratingText(changed.contractorAverageRating, changed.contractorReviewCount)}.`,
        });
        // The listing's rating and counts changed with it: every list and record that shows them is read again.
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: getListReviewsForModerationQueryKey().slice(0, 1) }),
          queryClient.invalidateQueries({ queryKey: getListAdminContractorsQueryKey().slice(0, 1) }),
          queryClient.invalidateQueries({ queryKey: getGetAdminContractorQueryKey(changed.contractorId) }),
        ]);
      },
    },
  });
  const problem = changeProblemOf(moderate.error);
  const busy = moderate.isPending || reloading;

  return (
    <tr>
      <th scope="row" className={`${TD} min-w-44 text-left font-semibold`}>
        {review.reviewerName}
        <a href={`mailto:${review.reviewerEmail}`} className="link block font-normal">
          <EmailText email={review.reviewerEmail} />
        </a>
      </th>
      <td className={`${TD} max-w-md min-w-56`}>
        <p className="font-semibold">{starsText(review.rating)}</p>
        <p className="mt-1 whitespace-pre-wrap">{review.body}</p>
        {review.reply ? (
          <p className="mt-2 border-l-4 border-stone-300 pl-3 whitespace-pre-wrap text-stone-700 dark:border-stone-600 dark:text-stone-300">
            <span className="font-semibold">Contractor’s reply:</span> {review.reply.body}
          </p>
        ) : null}
      </td>
      <td className={`${TD} min-w-40`}>
        <Link to={adminContractorPath(review.contractorId)} className="link font-semibold">
          {review.contractorName}
        </Link>
        <span className="block text-stone-700 dark:text-stone-300">{ratingText(review.contractorAverageRating, review.contractorReviewCount)}</span>
        <Link to={contractorReviewsPath(review.contractorId)} className="link block text-xs">
          Only this contractor<span className="sr-only"> ({review.contractorName})</span>
        </Link>
      </td>
      <td className={`${TD} min-w-28`}>{formatBusinessDateTime(review.createdAt)}</td>
      <td className={TD}>
        <div className="flex flex-wrap gap-1">
          <Pill tone={REVIEW_STATUS_TONE[review.status]}>{REVIEW_STATUS_LABEL[review.status]}</Pill>
          {review.hiredThroughDirectory ? <Pill tone="good">Job link</Pill> : null}
          {review.verifiedCustomer ? <Pill tone="info">Verified customer</Pill> : null}
        </div>
        {review.removalReason ? <p className="mt-1 text-xs">{removalReasonText(review.removalReason)}</p> : null}
      </td>
      <td className={TD}>
        <div className="flex flex-col items-start gap-2">
          {review.allowedStatuses.map((status) =>
            status === ContractorReviewStatus.rejected ? (
              <RemoveReviewControl
                key={status}
                which={which}
                busy={busy}
                onRemove={(removalReason) => moderate.mutate({ id: review.id, data: { status, removalReason } })}
              />
            ) : (
              <button
                key={status}
                type="button"
                className={cx(
                  status === ContractorReviewStatus.published ? "btn-primary" : "btn-secondary",
                  "whitespace-nowrap disabled:cursor-wait disabled:opacity-70",
                )}
                disabled={busy}
                onClick={() => moderate.mutate({ id: review.id, data: { status } })}
              >
                {REVIEW_MOVE_LABEL[status]}
                <span className="sr-only">{which}</span>
              </button>
            ),
          )}
          <button
            type="button"
            aria-pressed={review.verifiedCustomer}
            className="btn-secondary whitespace-nowrap disabled:cursor-wait disabled:opacity-70"
            disabled={busy}
            onClick={() => moderate.mutate({ id: review.id, data: { verifiedCustomer: !review.verifiedCustomer } })}
          >
            <span aria-hidden="true">{review.verifiedCustomer ? "☑ " : "☐ "}</span>
            Verified customer
            <span className="sr-only">:{which}</span>
          </button>
        </div>
        <ChangeProblemAlert
          problem={problem}
          what="list"
          boxed={false}
          className="mt-2"
          reloading={reloading}
          onReload={() => void reload().then(() => moderate.reset())}
        />
      </td>
    </tr>
  );
}

// Fetches: TanStack Query comes with this page, not with every page (lib/query-provider.tsx).
export default withQueries(ContractorReviewsPage);
