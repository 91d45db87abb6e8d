/**
 * "Write an e-mail" on the lead page (sendLeadEmail, issue 27): subject and message, checked with
 * the zod schema generated from the server's DTO. The e-mail goes out through the outbox with the
 * lead's reply address, so their answer lands on the timeline; it counts as the rep's contact.
 */
import { useQueryClient } from "@tanstack/react-query";
import { getGetLeadQueryKey, useSendLeadEmail } from "@/api/generated/endpoints/admin-leads/admin-leads";
import { sendLeadEmailBody, sendLeadEmailBodySubjectMax, sendLeadEmailBodyTextMax } from "@/api/generated/zod/admin-leads/admin-leads.zod";
import { generatedSchemaResolver } from "@/components/form-support";
import { EmailComposer, type EmailValues } from "@/components/staff/email-parts";
import { toast } from "@/components/toast/use-toast";

export const LEAD_EMAIL_MESSAGES = {
  subject: `Write a subject of up to ${sendLeadEmailBodySubjectMax} characters so the lead knows what the e-mail is about.`,
  text: `Write the message, up to ${sendLeadEmailBodyTextMax.toLocaleString("en-US")} characters.`,
};

export function LeadEmailComposer({ leadId, firstName }: { leadId: number; firstName: string }) {
  const queryClient = useQueryClient();
  const send = useSendLeadEmail();
  return (
    <EmailComposer
      label="Write an e-mail"
      resolver={generatedSchemaResolver<EmailValues>(sendLeadEmailBody, LEAD_EMAIL_MESSAGES)}
      subjectMax={sendLeadEmailBodySubjectMax}
      textMax={sendLeadEmailBodyTextMax}
      description="Plain text. Your name and the office's phone and e-mail are added below it; replies come back to this page."
      send={(data) => send.mutateAsync({ id: leadId, data })}
      pending={send.isPending}
      onSent={async () => {
        toast({ title: "E-mail on its way", description: `${firstName}'s answer will show on the timeline. It counts as your contact with the lead.` });
        await queryClient.invalidateQueries({ queryKey: getGetLeadQueryKey(leadId) });
      }}
    />
  );
}
