/**
 * The pieces every e-mail thread of the back office shares (issue 27: a lead's timeline, a quote
 * request's thread, a contractor's inquiry thread): an incoming message's attachments, listed by
 * name and size only (the site keeps no file a stranger sent), and the form that writes an e-mail
 * whose answer comes back to the same page. Text from outside is shown as text: never HTML, never linked.
 */
import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { errorMessage } from "@/api/api-error";
import { FormField, TextAreaField } from "@/components/form-field";
import { showServerFieldErrors } from "@/components/form-support";

/** '2 KB', '1.4 MB'. */
export function fileSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** "Attachments (…): name (size)", or nothing when the message had none. */
export function AttachmentList({
  attachments,
  note,
  className,
}: {
  attachments: ReadonlyArray<{ name: string; size: number }>;
  note: string;
  className?: string;
}) {
  if (!attachments.length) return null;
  return (
    <div className={className}>
      <p className="text-stone-700 dark:text-stone-300">Attachments ({note}):</p>
      <ul className="list-disc pl-5 text-stone-700 dark:text-stone-300">
        {attachments.map((file, index) => (
          <li key={index} className="break-words">
            {file.name} ({fileSize(file.size)})
          </li>
        ))}
      </ul>
    </div>
  );
}

export type EmailValues = { subject: string; text: string };
const FIELDS = ["subject", "text"] as const;

/**
 * Subject and message, checked with the generated zod schema (`resolver`); `send` posts them (the
 * server answers 400s per field, shown beside the fields) and `onSent` says what happens next.
 */
export function EmailComposer({
  label,
  resolver,
  subjectMax,
  textMax,
  description,
  initialSubject = "",
  send,
  pending,
  onSent,
}: {
  label: string;
  resolver: Resolver<EmailValues>;
  subjectMax: number;
  textMax: number;
  description: string;
  initialSubject?: string;
  send: (values: EmailValues) => Promise<unknown>;
  pending: boolean;
  onSent: () => Promise<void> | void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const defaultValues = { subject: initialSubject, text: "" };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<EmailValues>({ resolver, defaultValues });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await send({ subject: values.subject.trim(), text: values.text });
      reset(defaultValues);
      await onSent();
    } catch (error) {
      if (showServerFieldErrors(error, FIELDS, setError) === 0) setFailure(errorMessage(error));
    }
  });

  return (
    <form aria-label={label} onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label="Subject" maxLength={subjectMax} error={errors.subject?.message} {...register("subject")} />
      <TextAreaField label="Message" rows={6} maxLength={textMax} description={description} error={errors.text?.message} {...register("text")} />
      {failure ? (
        <p role="alert" className="text-sm font-semibold text-red-800 dark:text-red-300">
          {failure}
        </p>
      ) : null}
      <div>
        <button type="submit" className="btn-primary disabled:cursor-wait disabled:opacity-70" disabled={pending}>
          {pending ? "Sending…" : "Send"}
        </button>
      </div>
    </form>
  );
}
