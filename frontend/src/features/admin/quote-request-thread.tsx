/**
 * A quote request's e-mails (issue 27): the thread getQuoteRequest answers, oldest first (the
 * office's e-mails written on this page, then the customer's replies to the request's reply
 * address), and "Write a reply" (sendQuoteRequestEmail). A reply comes from outside: its subject
 * and text are shown as text, never HTML, and nothing in them is linked.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
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
import { errorMessage } from "@/api/api-error";
import { FormField, TextAreaField } from "@/components/form-field";
import { generatedSchemaResolver, showServerFieldErrors } from "@/components/form-support";
import { toast } from "@/components/toast/use-toast";
import { formatBusinessDateTime } from "@/lib/dates";
import { MAIL_STATUS_LABEL } from "./lead-labels";

type ReplyValues = { subject: string; text: string };
const FIELDS = ["subject", "text"] as const;

export const QUOTE_REQUEST_EMAIL_MESSAGES = {
  subject: `Write a subject of up to ${sendQuoteRequestEmailBodySubjectMax} characters so the customer knows what the e-mail is about.`,
  text: `Write the message, up to ${sendQuoteRequestEmailBodyTextMax.toLocaleString("en-US")} characters.`,
};

/** '2 KB', '1.4 MB'. */
function fileSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

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
            {message.attachments.length ? (
              <div>
                <p className="text-stone-700 dark:text-stone-300">Attachments (listed only, not kept; ask the customer to send them again if you need them):</p>
                <ul className="list-disc pl-5 text-stone-700 dark:text-stone-300">
                  {message.attachments.map((file, index) => (
                    <li key={index} className="break-words">
                      {file.name} ({fileSize(file.size)})
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
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
  const [failure, setFailure] = useState<string | null>(null);
  const defaultValues = { subject: `Re: ${subjectLabel}`, text: "" };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ReplyValues>({
    resolver: generatedSchemaResolver<ReplyValues>(sendQuoteRequestEmailBody, QUOTE_REQUEST_EMAIL_MESSAGES),
    defaultValues,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await send.mutateAsync({ id: requestId, data: { subject: values.subject.trim(), text: values.text } });
      reset(defaultValues);
      toast({ title: "E-mail on its way", description: `${customerName}'s answer will show on this page.` });
      await queryClient.invalidateQueries({ queryKey: getGetQuoteRequestQueryKey(requestId) });
      await queryClient.invalidateQueries({ queryKey: getListQuoteRequestsQueryKey().slice(0, 1) });
    } catch (error) {
      if (showServerFieldErrors(error, FIELDS, setError) === 0) setFailure(errorMessage(error));
    }
  });

  return (
    <form aria-label="Write a reply" onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label="Subject" maxLength={sendQuoteRequestEmailBodySubjectMax} error={errors.subject?.message} {...register("subject")} />
      <TextAreaField
        label="Message"
        rows={6}
        maxLength={sendQuoteRequestEmailBodyTextMax}
        description="Plain text. Your name and the office's phone and e-mail are added below it; the customer's reply comes back to this page, and a new request is marked replied."
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
