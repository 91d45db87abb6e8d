/**
 * The two public forms of a contractor's profile (issue 15), loaded with the page's lazy chunk so
 * react-hook-form and zod stay out of the directory's JavaScript:
 * - 'Request this contractor' (createContractorInquiry): sent to this listing only and to our office;
 * - 'Write a review' (createContractorReview): stored pending until our office has checked it.
 * The server checks every rule again and words its answers as these messages do.
 */
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { useCreateContractorInquiry, useCreateContractorReview } from "@/api/generated/endpoints/contractors/contractors";
import type { CreateContractorInquiryDto, CreateContractorReviewDto } from "@/api/generated/model";
import {
  createContractorInquiryBody,
  createContractorInquiryBodyEmailMax,
  createContractorInquiryBodyMessageMax,
  createContractorInquiryBodyNameMax,
  createContractorInquiryBodyPhoneMax,
  createContractorReviewBody,
  createContractorReviewBodyBodyMax,
  createContractorReviewBodyReviewerEmailMax,
  createContractorReviewBodyReviewerNameMax,
} from "@/api/generated/zod/contractors/contractors.zod";
import { FormField, TextAreaField } from "@/components/form-field";
import { generatedSchemaResolver, showServerFieldErrors } from "@/components/form-support";
import { card, failureText, hasPhoneDigits, legendClass, OPTIONAL, REQUIRED, SentConfirmation } from "@/components/public-form-parts";
import { INQUIRY_MESSAGES } from "./inquiry-messages";
import { REVIEW_MESSAGES } from "./review-messages";
import { FormAlert } from "@/components/form-notice";

export const NEVER_SOLD = "We send your request to this contractor only. We never sell your details.";
export const REVIEW_THANKS = "Thanks! Your review will appear once our office has checked it.";

interface InquiryValues {
  name: string;
  email: string;
  phone: string;
  message: string;
  projectZip: string;
}
const INQUIRY_FIELDS = ["name", "email", "phone", "message", "projectZip"] as const;

/** The generated schema plus the phone's digit count, which the server checks in code (spec §9: at least 10). */
const inquirySchema = createContractorInquiryBody.extend({
  phone: createContractorInquiryBody.shape.phone.refine((phone) => phone == null || hasPhoneDigits(phone)),
});

export function InquiryForm({ contractor, contractorName }: { contractor: string; contractorName: string }) {
  const send = useCreateContractorInquiry();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<InquiryValues>({
    resolver: generatedSchemaResolver<InquiryValues>(inquirySchema, INQUIRY_MESSAGES),
    defaultValues: { name: "", email: "", phone: "", message: "", projectZip: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await send.mutateAsync({ idOrSlug: contractor, data: values as CreateContractorInquiryDto });
      setSent(answer.message);
    } catch (error) {
      // Nothing is reset: the visitor fixes what is wrong and sends again.
      if (showServerFieldErrors(error, INQUIRY_FIELDS, setError) === 0) setFailure(failureText(error));
    }
  });

  if (sent)
    return (
      <SentConfirmation title={sent}>
        <p>
          We e-mailed you a link. {contractorName} receives your request once you open it and press “Send my request” (the link works for 72 hours), then
          answers by e-mail or phone. No e-mail within a few minutes? Check your spam folder, or send the request again.
        </p>
      </SentConfirmation>
    );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Request ${contractorName}`} className={`grid gap-5 ${card}`}>
      <p className="leading-relaxed text-stone-700 dark:text-stone-300">{NEVER_SOLD}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Your name"
          {...REQUIRED}
          autoComplete="name"
          maxLength={createContractorInquiryBodyNameMax}
          error={errors.name?.message}
          {...register("name")}
        />
        <FormField
          label="Email"
          {...REQUIRED}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={createContractorInquiryBodyEmailMax}
          error={errors.email?.message}
          {...register("email")}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Phone"
          {...OPTIONAL}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={createContractorInquiryBodyPhoneMax}
          description="With area code (at least 10 digits)."
          error={errors.phone?.message}
          {...register("phone")}
        />
        <FormField
          label="Project ZIP code"
          {...REQUIRED}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          description="Where you plan to build."
          error={errors.projectZip?.message}
          {...register("projectZip")}
        />
      </div>
      <TextAreaField
        label="Your project"
        {...REQUIRED}
        rows={5}
        maxLength={createContractorInquiryBodyMessageMax}
        description="What you want built or done, your timing, and whether you own the land: 20 to 2000 characters."
        error={errors.message?.message}
        {...register("message")}
      />
      <FormAlert message={failure} />
      <button
        type="submit"
        disabled={send.isPending}
        className="btn-primary w-full py-3 text-base disabled:cursor-wait disabled:opacity-70 sm:w-auto sm:justify-self-start sm:px-8"
      >
        {send.isPending ? "Sending..." : "Send request"}
      </button>
    </form>
  );
}

interface ReviewValues {
  rating: number | undefined;
  body: string;
  reviewerName: string;
  reviewerEmail: string;
}
const REVIEW_FIELDS = ["rating", "body", "reviewerName", "reviewerEmail"] as const;

/** The checked radio's value is text ("4"); the API takes the number (react-hook-form's setValueAs skips radios). */
const reviewSchema = createContractorReviewBody.extend({
  rating: z.preprocess((value) => (value === "" || value == null ? undefined : Number(value)), createContractorReviewBody.shape.rating),
});

const STAR_WORDS: Record<number, string> = { 5: "excellent", 4: "good", 3: "fair", 2: "poor", 1: "bad" };

export function ReviewForm({ contractor, contractorName }: { contractor: string; contractorName: string }) {
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
    defaultValues: { rating: undefined, body: "", reviewerName: "", reviewerEmail: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await send.mutateAsync({ idOrSlug: contractor, data: values as CreateContractorReviewDto });
      setSent(answer.message);
    } catch (error) {
      if (showServerFieldErrors(error, REVIEW_FIELDS, setError) === 0) setFailure(failureText(error));
    }
  });

  if (sent)
    return (
      <SentConfirmation title="Review received">
        <p>{sent}</p>
      </SentConfirmation>
    );

  const ratingError = errors.rating?.message;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Review ${contractorName}`} className={`grid gap-5 ${card}`}>
      <p className="leading-relaxed text-stone-700 dark:text-stone-300">
        Worked with {contractorName}? Our office checks every review before it appears, and your e-mail address is never shown.
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
        rows={5}
        maxLength={createContractorReviewBodyBodyMax}
        description="What they built or fixed for you, and how it went: 20 to 2000 characters."
        error={errors.body?.message}
        {...register("body")}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Your name"
          {...REQUIRED}
          autoComplete="name"
          maxLength={createContractorReviewBodyReviewerNameMax}
          description="Shown with your review."
          error={errors.reviewerName?.message}
          {...register("reviewerName")}
        />
        <FormField
          label="Email"
          {...REQUIRED}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={createContractorReviewBodyReviewerEmailMax}
          description="Private: only our office sees it, to match your review to a job."
          error={errors.reviewerEmail?.message}
          {...register("reviewerEmail")}
        />
      </div>
      <FormAlert message={failure} />
      <button
        type="submit"
        disabled={send.isPending}
        className="btn-primary w-full py-3 text-base disabled:cursor-wait disabled:opacity-70 sm:w-auto sm:justify-self-start sm:px-8"
      >
        {send.isPending ? "Sending..." : "Send review"}
      </button>
    </form>
  );
}
