/**
 * A quote request's e-mails (issue 27): the thread getQuoteRequest answers, oldest first (the
 * office's e-mails written on this page, then the customer's replies to the request's reply
 * address), and "Write a reply" (sendQuoteRequestEmail). A reply comes from outside: its subject
 * and text are shown as text, never HTML, and nothing in them is linked.
 */
import { useQueryClient } from "@tanstack/react-query";
import {
  getGetQuoteRequestQueryKey,
  getListQuoteRequestsQueryKey,
  useSendQuoteRequestEmail,
} from "@/api/generated/endpoints/admin-quote-requests/admin-quote-requests";
import { QuoteRequestMessageDirection, type QuoteRequestMessageDto } from "@/api/generated/model";
import {
  sendQuoteRequestEmailBody,
  sendQuoteRequestEmailBodySubjectMax,
  sendQuoteRequestEmailBodyTextMax,
} from "@/api/generated/zod/admin-quote-requests/admin-quote-requests.zod";
import { generatedSchemaResolver } from "@/components/form-support";
import { AttachmentList, EmailComposer, type EmailValues } from "@/components/staff/email-parts";
import { toast } from "@/components/toast/use-toast";
import { formatBusinessDateTime } from "@/lib/dates";
import { MAIL_STATUS_LABEL } from "./lead-labels";

export const QUOTE_REQUEST_EMAIL_MESSAGES = {
  subject: `Write a subject of up to ${sendQuoteRequestEmailBodySubjectMax} characters so the customer knows what the e-mail is about.`,
  text: `Write the message, up to ${sendQuoteRequestEmailBodyTextMax.toLocaleString("en-US")} characters.`,
};

export function QuoteRequestThread({ messages, customerName }: { messages: QuoteRequestMessageDto[]; customerName: string }) {
  if (messages.length === 0)
    return <p className="text-stone-700 dark:text-stone-300">No e-mails yet. Write a reply below: {customerName}'s answer to it will show here.</p>;
  return (
    <ol aria-label="E-mails, oldest first" className="divide-y divide-stone-200 rounded-lg border border-stone-200 dark:divide-stone-700 dark:border-stone-700">
      {messages.map((message) => {
        const incoming = message.direction === QuoteRequestMessageDirection.in;
        const who = incoming
          ? `${customerName} replied${message.fromAddress ? ` from ${message.fromAddress}` : ""}`
          : `${message.authorName ?? "The office"} wrote`;
        return (
          <li key={message.id} className="grid gap-1 px-4 py-3 text-sm text-stone-800 dark:text-stone-200">
            <p>
              <span className="font-semibold">{who}</span>
              {" · "}
              <time dateTime={message.createdAt} className="text-stone-600 dark:text-stone-400">
                {formatBusinessDateTime(message.createdAt)}
              </time>
              {message.mailStatus ? <span> — {MAIL_STATUS_LABEL[message.mailStatus]}</span> : null}
            </p>
            <p className="break-words text-stone-700 dark:text-stone-300">Subject: {message.subject}</p>
            <p className="break-words whitespace-pre-line text-stone-800 dark:text-stone-200">{message.text}</p>
            <AttachmentList attachments={message.attachments} note="listed only, not kept; ask the customer to send them again if you need them" />
          </li>
        );
      })}
    </ol>
  );
}

/** "Write a reply": subject prefilled "Re: " and the request's subject; the customer's answer comes back to this page. */
export function QuoteRequestEmailComposer({ requestId, subjectLabel, customerName }: { requestId: number; subjectLabel: string; customerName: string }) {
  const queryClient = useQueryClient();
  const send = useSendQuoteRequestEmail();
  return (
    <EmailComposer
      label="Write a reply"
      resolver={generatedSchemaResolver<EmailValues>(sendQuoteRequestEmailBody, QUOTE_REQUEST_EMAIL_MESSAGES)}
      subjectMax={sendQuoteRequestEmailBodySubjectMax}
      textMax={sendQuoteRequestEmailBodyTextMax}
      description="Plain text. Your name and the office's phone and e-mail are added below it; the customer's reply comes back to this page, and a new request is marked replied."
      initialSubject={`Re: ${subjectLabel}`}
      send={(data) => send.mutateAsync({ id: requestId, data })}
      pending={send.isPending}
      onSent={async () => {
        toast({ title: "E-mail on its way", description: `${customerName}'s answer will show on this page.` });
        await queryClient.invalidateQueries({ queryKey: getGetQuoteRequestQueryKey(requestId) });
        await queryClient.invalidateQueries({ queryKey: getListQuoteRequestsQueryKey().slice(0, 1) });
      }}
    />
  );
}
