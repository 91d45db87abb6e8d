/**
 * The search's one request to the contractors the homeowner picked (createContractorInquiries,
 * issue 31), in its own chunk so react-hook-form and zod load only once a contractor is picked.
 * One request, stored for each picked contractor; the homeowner confirms it from one e-mailed link
 * (issue 25), then each contractor receives its own copy and nobody else does.
 */
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useCreateContractorInquiries } from "@/api/generated/endpoints/contractors/contractors";
import type { CreateContractorInquiryDto } from "@/api/generated/model";
import { fieldErrorsOf } from "@/api/api-error";
import { generatedSchemaResolver, showServerFieldErrors } from "@/components/form-support";
import { FormAlert } from "@/components/form-notice";
import { card, failureText, SentConfirmation } from "@/components/public-form-parts";
import { INQUIRY_FIELDS, InquiryFields, inquirySchema, type InquiryValues } from "./contractor-forms";
import { INQUIRY_MESSAGES } from "./inquiry-messages";
import { ONLY_PICKED } from "./picked-request-messages";

export interface PickedContractor {
  id: number;
  name: string;
}

export function PickedRequestForm({ picked, onSent }: { picked: readonly PickedContractor[]; onSent: () => void }) {
  const send = useCreateContractorInquiries();
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
      const answer = await send.mutateAsync({ data: { ...(values as CreateContractorInquiryDto), contractorIds: picked.map((contractor) => contractor.id) } });
      setSent(answer.message);
      onSent();
    } catch (error) {
      if (showServerFieldErrors(error, INQUIRY_FIELDS, setError) > 0) return;
      // The picked list is not a field to type in: its message (a 4th pick, a contractor gone) shows above the button.
      const listProblem = fieldErrorsOf(error).find((entry) => entry.field === "contractorIds");
      setFailure(listProblem ? listProblem.message : failureText(error));
    }
  });

  if (sent)
    return (
      <SentConfirmation title={sent}>
        <p>
          We e-mailed you one link. Each contractor you picked receives your request once you open it and press “Send my request” (the link works for 72 hours),
          then answers you by e-mail or phone. {ONLY_PICKED}
        </p>
      </SentConfirmation>
    );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Request the contractors you picked" className={`grid gap-5 ${card}`}>
      <p className="font-semibold leading-relaxed text-stone-900 dark:text-white">{ONLY_PICKED}</p>
      <InquiryFields register={register} errors={errors} />
      <FormAlert message={failure} />
      <button
        type="submit"
        disabled={send.isPending || picked.length === 0}
        className="btn-primary w-full py-3 text-base disabled:cursor-wait disabled:opacity-70 sm:w-auto sm:justify-self-start sm:px-8"
      >
        {send.isPending ? "Sending..." : picked.length === 1 ? "Send my request" : `Send my request to ${picked.length} contractors`}
      </button>
    </form>
  );
}
