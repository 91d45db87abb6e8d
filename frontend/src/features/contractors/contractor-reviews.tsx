/**
 * The profile's reviews (issue 31): only homeowners who hired the contractor through the directory
 * can write one (from the link e-mailed when the job was marked done), so there is no open form
 * here. Each published review with the contractor's one public reply under it, then a line per
 * published reason the office removed reviews for ("1 review removed: contained personal
 * information"); negative reviews are never hidden for being negative.
 */
import type { ContractorResponseDto, PaginatedContractorReviewsResponseDto } from "@/api/generated/model";
import { CheckIcon } from "@/components/icons";
import { formatBusinessDate } from "@/lib/dates";
import { NEGATIVE_REVIEWS_POLICY } from "@shared/review-removal-reasons";
import { ratingText } from "../../lib/contractor-format";

export const REVIEWS_FROM_HIRES = "Reviews from homeowners who hired through this directory";

export function ContractorReviews({ contractor, reviews }: { contractor: ContractorResponseDto; reviews: PaginatedContractorReviewsResponseDto | undefined }) {
  return (
    <section aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="text-2xl font-extrabold tracking-tight text-stone-900 dark:text-white">
        Reviews
      </h2>
      <p className="mt-2 font-semibold text-stone-800 dark:text-stone-200">{REVIEWS_FROM_HIRES}</p>
      <p className="mt-1 text-stone-700 dark:text-stone-300">{ratingText(contractor.averageRating, contractor.reviewCount)}</p>
      {reviews && reviews.items.length ? (
        <ul className="mt-4 grid gap-4">
          {reviews.items.map((review) => (
            <li key={review.id} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800">
              <p className="font-semibold text-stone-900 dark:text-white">{review.rating} out of 5</p>
              <p className="mt-2 break-words whitespace-pre-line text-stone-800 dark:text-stone-200">{review.body}</p>
              <p className="mt-3 text-sm text-stone-600 dark:text-stone-400">
                {review.reviewerName}
                {review.createdAt ? (
                  <>
                    {" · "}
                    <time dateTime={review.createdAt}>{formatBusinessDate(review.createdAt)}</time>
                  </>
                ) : null}
                {review.hiredThroughDirectory ? (
                  <span className="ml-2 inline-flex items-center gap-1 font-semibold text-emerald-800 dark:text-emerald-300">
                    <CheckIcon className="size-4" />
                    Hired through this directory
                  </span>
                ) : review.verifiedCustomer ? (
                  <span className="ml-2 inline-flex items-center gap-1 font-semibold text-emerald-800 dark:text-emerald-300">
                    <CheckIcon className="size-4" />
                    Verified customer
                  </span>
                ) : null}
              </p>
              {review.reply ? (
                <div className="mt-4 border-l-4 border-stone-300 pl-4 dark:border-stone-600">
                  <p className="text-sm font-semibold text-stone-700 dark:text-stone-300">Reply from {contractor.name}</p>
                  <p className="mt-1 break-words whitespace-pre-line text-stone-800 dark:text-stone-200">{review.reply.body}</p>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {reviews && reviews.removed.length ? (
        <ul className="mt-4 grid gap-1 text-sm text-stone-700 dark:text-stone-300" aria-label="Reviews our office removed">
          {reviews.removed.map((line) => (
            <li key={line.reason}>{line.text}</li>
          ))}
        </ul>
      ) : null}
      <h3 className="mt-8 text-lg font-bold text-stone-900 dark:text-white">Hired {contractor.name} through our directory?</h3>
      <p className="mt-2 leading-relaxed text-stone-700 dark:text-stone-300">
        When they (or our office) mark your job done, we e-mail you a one-time link to review them. Your review is published at once. {NEGATIVE_REVIEWS_POLICY}
      </p>
    </section>
  );
}
