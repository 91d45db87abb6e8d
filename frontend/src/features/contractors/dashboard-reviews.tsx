/**
 * "Your reviews" on /contractors/dashboard (listMyContractorReviews, replyToContractorReview; issue
 * 31): the listing's published reviews as the profile shows them, newest first, each with the
 * contractor's one public reply or a form to write it (a reply cannot be changed once posted), and
 * the lines of the reviews our office removed, with the reason. The page is kept in this section's
 * own state (the URL's parameters belong to the requests list above).
 */
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import {
  getListMyContractorReviewsQueryKey,
  useListMyContractorReviews,
  useReplyToContractorReview,
} from "@/api/generated/endpoints/contractor-portal/contractor-portal";
import type { MyContractorReviewResponseDto } from "@/api/generated/model";
import {
  replyToContractorReviewBody,
  replyToContractorReviewBodyBodyMax,
  replyToContractorReviewBodyBodyMin,
} from "@/api/generated/zod/contractor-portal/contractor-portal.zod";
import { TextAreaField } from "@/components/form-field";
import { FormAlert, FormStatus } from "@/components/form-notice";
import { generatedSchemaResolver, showServerFieldErrors } from "@/components/form-support";
import { EmptyList } from "@/components/staff/empty-list";
import { ListProblem, Loading } from "@/components/staff/list-parts";
import { formatBusinessDate } from "@/lib/dates";
import { failureText } from "@/lib/session/use-auth-actions";
import { NEGATIVE_REVIEWS_POLICY } from "@shared/review-removal-reasons";

export const REVIEW_REPLY_MESSAGE = `Write your reply in ${replyToContractorReviewBodyBodyMin} to ${replyToContractorReviewBodyBodyMax} characters.`;
const PAGE_SIZE = 10;

export function ReviewsSection({ profilePath }: { profilePath: string }) {
  const [page, setPage] = useState(1);
  const reviews = useListMyContractorReviews({ page, pageSize: PAGE_SIZE });
  const [notice, setNotice] = useState<string | null>(null);

  if (reviews.isError) return <ListProblem error={reviews.error} retry={() => void reviews.refetch()} />;
  if (!reviews.data) return <Loading what="your reviews" />;
  const { items, removed, total } = reviews.data;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <div className="grid gap-4">
      <p className="text-sm leading-relaxed text-stone-700 dark:text-stone-300">
        Only homeowners you mark “job done” can review you, through the link we e-mail them. {NEGATIVE_REVIEWS_POLICY} You may post one public reply to each
        review; it shows under the review on{" "}
        <a href={profilePath} className="link">
          your profile
        </a>{" "}
        and cannot be changed.
      </p>
      <FormStatus message={notice} />
      {total === 0 ? (
        <EmptyList>No reviews yet. When you finish a job for a homeowner who found you here, mark their request “job done” so they can review you.</EmptyList>
      ) : (
        <ul className="grid gap-4" aria-label="Reviews">
          {items.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} onReplied={setNotice} />
            </li>
          ))}
        </ul>
      )}
      {removed.length ? (
        <ul className="grid gap-1 text-sm text-stone-700 dark:text-stone-300" aria-label="Reviews our office removed">
          {removed.map((line) => (
            <li key={line.reason}>{line.text}</li>
          ))}
        </ul>
      ) : null}
      {pages > 1 ? (
        <nav aria-label="Review pages" className="flex flex-wrap items-center gap-3 text-sm">
          <button type="button" className="btn-secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Newer reviews
          </button>
          <span>
            Page {page} of {pages}
          </span>
          <button type="button" className="btn-secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Older reviews
          </button>
        </nav>
      ) : null}
    </div>
  );
}

function ReviewCard({ review, onReplied }: { review: MyContractorReviewResponseDto; onReplied: (message: string) => void }) {
  const [replying, setReplying] = useState(false);
  const titleId = `review-${review.id}-title`;
  return (
    <article aria-labelledby={titleId} className="rounded-lg p-4 ring-1 ring-stone-200 sm:p-5 dark:ring-stone-700">
      <h3 id={titleId} className="font-bold text-stone-900 dark:text-white">
        {review.rating} out of 5 from {review.reviewerName}
      </h3>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
        {review.createdAt ? formatBusinessDate(review.createdAt) : null}
        {review.hiredThroughDirectory ? " · Hired through this directory" : null}
      </p>
      <p className="mt-2 break-words whitespace-pre-line text-stone-800 dark:text-stone-200">{review.body}</p>
      {review.reply ? (
        <div className="mt-3 rounded-md bg-stone-50 p-3 text-sm dark:bg-stone-950">
          <p className="font-semibold text-stone-700 dark:text-stone-300">Your public reply, {formatBusinessDate(review.reply.createdAt)}</p>
          <p className="mt-1 break-words whitespace-pre-line text-stone-800 dark:text-stone-200">{review.reply.body}</p>
        </div>
      ) : replying ? (
        <ReplyForm
          review={review}
          onCancel={() => setReplying(false)}
          onSent={() => {
            setReplying(false);
            onReplied(`Your reply to ${review.reviewerName} is on your profile.`);
          }}
        />
      ) : review.canReply ? (
        <button type="button" className="btn-secondary mt-3" onClick={() => setReplying(true)}>
          Reply publicly<span className="sr-only"> to {review.reviewerName}</span>
        </button>
      ) : null}
    </article>
  );
}

interface ReplyValues {
  body: string;
}

/** The generated rule (10 to 1000 characters) on the trimmed text, as the server reads it. */
const replyResolver = generatedSchemaResolver<ReplyValues, ReplyValues>(
  z.object({ body: z.string().transform((body) => body.trim()) }).pipe(replyToContractorReviewBody),
  { body: REVIEW_REPLY_MESSAGE },
);

function ReplyForm({ review, onCancel, onSent }: { review: MyContractorReviewResponseDto; onCancel: () => void; onSent: () => void }) {
  const queryClient = useQueryClient();
  const reply = useReplyToContractorReview({
    // A 409 (replied already, or the review was removed) means the list changed: reload it either way.
    mutation: { onSettled: () => queryClient.invalidateQueries({ queryKey: getListMyContractorReviewsQueryKey().slice(0, 1) }) },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ReplyValues>({ resolver: replyResolver, defaultValues: { body: "" } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await reply.mutateAsync({ id: review.id, data: { body: values.body } });
      onSent();
    } catch (error) {
      if (showServerFieldErrors<ReplyValues>(error, ["body"], setError) === 0) setFailure(failureText(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Reply to ${review.reviewerName}`} className="mt-3 grid gap-3">
      <TextAreaField
        label={`Your public reply to ${review.reviewerName}`}
        rows={4}
        maxLength={replyToContractorReviewBodyBodyMax}
        description={`Shown under the review on your profile; one reply per review, and it cannot be changed. ${replyToContractorReviewBodyBodyMin} to ${replyToContractorReviewBodyBodyMax} characters.`}
        error={errors.body?.message}
        {...register("body")}
      />
      <FormAlert message={failure} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={reply.isPending} className="btn-primary disabled:cursor-wait disabled:opacity-70">
          {reply.isPending ? "Posting..." : "Post reply"}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
