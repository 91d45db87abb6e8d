/**
 * "Write an e-mail" on the lead page (sendLeadEmail, issue 27): subject and message, checked with
 * the zod schema generated from the server's DTO. The e-mail goes out through the outbox with the
 * lead's reply address, so their answer lands on the timeline; it counts as the rep's contact.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { getGetLeadQueryKey, useSendLeadEmail } from "@/api/generated/endpoints/admin-leads/admin-leads";
import { sendLeadEmailBody, sendLeadEmailBodySubjectMax, sendLeadEmailBodyTextMax } from "@/api/generated/zod/admin-leads/admin-leads.zod";
import { errorMessage } from "@/api/api-error";
import { FormField, TextAreaField } from "@/components/form-field";
import { generatedSchemaResolver, showServerFieldErrors } from "@/components/form-support";
import { toast } from "@/components/toast/use-toast";

type LeadEmailValues = { subject: string; text: string };
const FIELDS = ["subject", "text"] as const;

export const LEAD_EMAIL_MESSAGES = {
  subject: `Write a subject of up to ${sendLeadEmailBodySubjectMax} characters so the lead knows what the e-mail is about.`,
  text: `Write the message, up to ${sendLeadEmailBodyTextMax.toLocaleString("en-US")} characters.`,
};

export function LeadEmailComposer({ leadId, firstName }: { leadId: number; firstName: string }) {
  const queryClient = useQueryClient();
  const send = useSendLeadEmail();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<LeadEmailValues>({
    resolver: generatedSchemaResolver<LeadEmailValues>(sendLeadEmailBody, LEAD_EMAIL_MESSAGES),
    defaultValues: { subject: "", text: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await send.mutateAsync({ id: leadId, data: { subject: values.subject.trim(), text: values.text } });
      reset();
      toast({ title: "E-mail on its way", description: `${firstName}'s answer will show on the timeline. It counts as your contact with the lead.` });
      await queryClient.invalidateQueries({ queryKey: getGetLeadQueryKey(leadId) });
    } catch (error) {
      if (showServerFieldErrors(error, FIELDS, setError) === 0) setFailure(errorMessage(error));
    }
  });

  return (
    <form aria-label="Write an e-mail" onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label="Subject" maxLength={sendLeadEmailBodySubjectMax} error={errors.subject?.message} {...register("subject")} />
      <TextAreaField
        label="Message"
        rows={6}
        maxLength={sendLeadEmailBodyTextMax}
        description="Plain text. Your name and the office's phone and e-mail are added below it; replies come back to this page."
        error={errors.text?.message}
        {...register("text")}
      />
      {failure ? (
        <p role="alert" className="text-sm font-semibold text-red-800 dark:text-red-300">
          {failure}
        </p>
      ) : null}
      <div>
        <button type="submit" className="btn-primary disabled:cursor-wait disabled:opacity-70" disabled={send.isPending}>
          {send.isPending ? "Sending…" : "Send"}
        </button>
      </div>
    </form>
  );
}
