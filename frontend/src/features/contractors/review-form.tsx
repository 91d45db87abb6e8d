/**
 * 'Review {contractor}' on /contractor-reviews/write (createContractorReview, issue 31), in the
 * page's lazy chunk so react-hook-form and zod load only there. Reached only from the one-time link
 * e-mailed after the job was marked done: the token goes with the review, the name is filled in from
 * the request (editable), and the e-mail address is the request's (never typed). The review is
 * published at once; the server's refusals (a used or expired link) are shown in its words.
 */
import { useId, useState } from "react";
import { Link } from "react-router";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { useCreateContractorReview } from "@/api/generated/endpoints/contractors/contractors";
import type { CreateContractorReviewDto } from "@/api/generated/model";
import {
  createContractorReviewBody,
  createContractorReviewBodyBodyMax,
  createContractorReviewBodyReviewerNameMax,
} from "@/api/generated/zod/contractors/contractors.zod";
import { FormField, TextAreaField } from "@/components/form-field";
import { generatedSchemaResolver, showServerFieldErrors } from "@/components/form-support";
import { FormAlert } from "@/components/form-notice";
import { card, failureText, legendClass, REQUIRED, SentConfirmation } from "@/components/public-form-parts";
import { REVIEW_MESSAGES } from "./review-messages";

interface ReviewValues {
  rating: number | undefined;
  body: string;
  reviewerName: string;
}
const REVIEW_FIELDS = ["rating", "body", "reviewerName"] as const;

/** The checked radio's value is text ("4"); the API takes the number (react-hook-form's setValueAs skips radios). */
const reviewSchema = createContractorReviewBody.extend({
  rating: z.preprocess((value) => (value === "" || value == null ? undefined : Number(value)), createContractorReviewBody.shape.rating),
});

const STAR_WORDS: Record<number, string> = { 5: "excellent", 4: "good", 3: "fair", 2: "poor", 1: "bad" };

export interface ReviewFormProps {
  contractorSlug: string;
  contractorName: string;
  /** The review link's token (from the e-mail's #token=…). */
  token: string;
  /** The homeowner's name from their request. */
  reviewerName: string;
}

export function ReviewForm({ contractorSlug, contractorName, token, reviewerName }: ReviewFormProps) {
  const send = useCreateContractorReview();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const ratingId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ReviewValues>({
    resolver: generatedSchemaResolver<ReviewValues>(reviewSchema, REVIEW_MESSAGES),
    defaultValues: { rating: undefined, body: "", reviewerName },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const data: CreateContractorReviewDto = { ...(values as Omit<CreateContractorReviewDto, "token">), token };
      const answer = await send.mutateAsync({ idOrSlug: contractorSlug, data });
      setSent(answer.message);
    } catch (error) {
      if (showServerFieldErrors(error, REVIEW_FIELDS, setError) === 0) setFailure(failureText(error));
    }
  });

  if (sent)
    return (
      <SentConfirmation title="Review published">
        <p>{sent}</p>
        <p className="mt-3">
          <Link to={`/contractors/${contractorSlug}`} className="link font-semibold">
            See it on {contractorName}’s profile
          </Link>
        </p>
      </SentConfirmation>
    );

  const ratingError = errors.rating?.message;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Review ${contractorName}`} className={`grid gap-5 ${card}`}>
      <p className="leading-relaxed text-stone-700 dark:text-stone-300">
        Your review goes on {contractorName}’s profile as soon as you send it, with the name below. Your e-mail address is never shown.
      </p>
      <fieldset className="grid gap-2" aria-describedby={ratingError ? `${ratingId}-error` : undefined}>
        <legend className={legendClass}>
          Your rating <span className="text-sm font-normal text-stone-600 dark:text-stone-400">(required)</span>
        </legend>
        <div className="flex flex-wrap gap-2">
          {[5, 4, 3, 2, 1].map((stars) => (
            <label
              key={stars}
              className="flex cursor-pointer items-center gap-2 rounded-lg bg-white px-3 py-2 ring-1 ring-stone-300 has-[:checked]:ring-2 has-[:checked]:ring-brand-600 dark:bg-stone-950 dark:ring-stone-600 dark:has-[:checked]:ring-brand-300"
            >
              <input type="radio" value={stars} aria-invalid={ratingError ? true : undefined} className="size-4 accent-brand-700" {...register("rating")} />
              <span className="text-stone-900 dark:text-white">
                {stars} {stars === 1 ? "star" : "stars"} <span className="text-stone-600 dark:text-stone-400">({STAR_WORDS[stars]})</span>
              </span>
            </label>
          ))}
        </div>
        {ratingError ? (
          <p id={`${ratingId}-error`} className="text-sm font-medium text-red-700 dark:text-red-300">
            {ratingError}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        label="Your review"
        {...REQUIRED}
        rows={6}
        maxLength={createContractorReviewBodyBodyMax}
        description="What they built or fixed for you, and how it went: 20 to 2000 characters. Leave out phone numbers, addresses and other private details."
        error={errors.body?.message}
        {...register("body")}
      />
      <FormField
        label="Your name"
        {...REQUIRED}
        autoComplete="name"
        maxLength={createContractorReviewBodyReviewerNameMax}
        description="Shown with your review; a first name and an initial is fine."
        error={errors.reviewerName?.message}
        {...register("reviewerName")}
      />
      <FormAlert message={failure} />
      <button
        type="submit"
        disabled={send.isPending}
        className="btn-primary w-full py-3 text-base disabled:cursor-wait disabled:opacity-70 sm:w-auto sm:justify-self-start sm:px-8"
      >
        {send.isPending ? "Publishing..." : "Publish my review"}
      </button>
    </form>
  );
}
