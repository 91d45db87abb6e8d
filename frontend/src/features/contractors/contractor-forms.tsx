/**
 * 'Request this contractor' on a profile (createContractorInquiry, issue 15), loaded with the page's
 * lazy chunk so react-hook-form and zod stay out of the directory's JavaScript: sent to this
 * listing only and to our office. Its fields are also the search's request to the contractors a
 * homeowner picks (picked-request-form.tsx, issue 31). Reviews have their own page, reached only
 * from the link e-mailed after a job done (review-form.tsx). The server checks every rule again and
 * words its answers as these messages do.
 */
import { useState } from "react";
import { useForm, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { useCreateContractorInquiry } from "@/api/generated/endpoints/contractors/contractors";
import type { CreateContractorInquiryDto } from "@/api/generated/model";
import {
  createContractorInquiryBody,
  createContractorInquiryBodyEmailMax,
  createContractorInquiryBodyMessageMax,
  createContractorInquiryBodyNameMax,
  createContractorInquiryBodyPhoneMax,
} from "@/api/generated/zod/contractors/contractors.zod";
import { FormField, TextAreaField } from "@/components/form-field";
import { generatedSchemaResolver, showServerFieldErrors } from "@/components/form-support";
import { card, failureText, hasPhoneDigits, OPTIONAL, REQUIRED, SentConfirmation } from "@/components/public-form-parts";
import { INQUIRY_MESSAGES } from "./inquiry-messages";
import { FormAlert } from "@/components/form-notice";

export const NEVER_SOLD = "We send your request to this contractor only. We never sell your details.";

export interface InquiryValues {
  name: string;
  email: string;
  phone: string;
  message: string;
  projectZip: string;
}
export const INQUIRY_FIELDS = ["name", "email", "phone", "message", "projectZip"] as const;

/** The generated schema plus the phone's digit count, which the server checks in code (spec §9: at least 10). */
export const inquirySchema = createContractorInquiryBody.extend({
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
      <InquiryFields register={register} errors={errors} />
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

/** The request's fields, shared by the profile's form and the search's request to picked contractors. */
export function InquiryFields({ register, errors }: { register: UseFormRegister<InquiryValues>; errors: FieldErrors<InquiryValues> }) {
  return (
    <>
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
    </>
  );
}
