import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { errorMessage, isApiError, errorBody } from "@/api/api-error";
import { useSubmitQuiz } from "@/api/generated/endpoints/quiz/quiz";
import { submitQuizBody } from "@/api/generated/zod/quiz/quiz.zod";
import { EmailField, FormField, PhoneField } from "@/components/form-field";
import { generatedSchemaResolver, showServerFieldErrors } from "@/components/form-support";
import { cx } from "@/lib/cx";
import { readTracking } from "@/lib/tracking";
import { storeAccessToken } from "../../../lib/access-token";
import type { AnsweredStep } from "../quiz-state";

const contactSchema = submitQuizBody.shape.contact;
type ContactValues = z.input<typeof contactSchema>;

// spec §3: `message` is held in the form (and the payload) but has no input.
const EMPTY_CONTACT: ContactValues = { firstName: "", lastName: "", email: "", phone: "", message: "" };
const FIELDS = ["firstName", "lastName", "email", "phone"] as const;

// spec §5: firstName, lastName and email required, phone optional; the server's wording.
const MESSAGES = {
  firstName: "First name is required",
  lastName: "Last name is required",
  email: "Please enter a valid email address",
  phone: "Please enter a phone number with area code, using digits, spaces and + ( ) - . only.",
};

/** spec §4: a message containing 'Success' is a success. */
export function isSuccessMessage(message: string | null): boolean {
  return message?.includes("Success") ?? false;
}

// spec §8
export const QUIZ_NETWORK_ERROR = "❌ Network error. Please check your connection and try again.";
export const QUIZ_FALLBACK_ERROR = "Failed to submit quiz. Please try again.";

/** spec §8: '❌ Error: {server message}', the fallback when the answer has none, or the network notice. */
export function quizSubmitErrorText(error: unknown): string {
  // http.ts lets failures without a response (offline, DNS, reset) through as they are.
  if (!isApiError(error)) return QUIZ_NETWORK_ERROR;
  const message: unknown = errorBody(error)?.message;
  const hasMessage = typeof message === "string" ? message.trim() !== "" : Array.isArray(message) && message.length > 0;
  return `❌ Error: ${hasMessage ? errorMessage(error) : QUIZ_FALLBACK_ERROR}`;
}

/**
 * The completion step's form: sends the answers, the contact details and the session's tracking.
 * On success it hands the server's message to `onSent` (the step then shows it in the form's place,
 * issue 25); errors stay in the form's banner.
 */
export function ContactForm({ answers, onSent }: { answers: readonly AnsweredStep[]; onSent: (message: string) => void }) {
  const submitQuiz = useSubmitQuiz();
  const [banner, setBanner] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactValues>({
    resolver: generatedSchemaResolver<ContactValues>(contactSchema, MESSAGES),
    defaultValues: EMPTY_CONTACT,
  });

  const onSubmit = handleSubmit(async (contact) => {
    setBanner(null);
    const tracking = readTracking();
    try {
      const result = await submitQuiz.mutateAsync({
        data: {
          answers: answers.map(({ step, question, answer }) => ({ step, question, answer })),
          contact,
          ...(Object.keys(tracking).length > 0 ? { tracking } : {}),
        },
      });
      storeAccessToken(result.accessToken);
      reset(EMPTY_CONTACT);
      onSent(result.message);
    } catch (error) {
      setBanner(quizSubmitErrorText(error));
      showServerFieldErrors(error, FIELDS, setError, "contact.");
    }
  });

  const sending = submitQuiz.isPending;
  // spec §4: the banner is styled as success when its text contains 'Success'.
  const success = isSuccessMessage(banner);

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Send my roadmap" className="mt-6 grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" autoComplete="given-name" error={errors.firstName?.message} {...register("firstName")} />
        <FormField label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...register("lastName")} />
      </div>
      <EmailField error={errors.email?.message} {...register("email")} />
      <PhoneField error={errors.phone?.message} {...register("phone")} />
      <button
        type="submit"
        disabled={sending}
        className="btn-primary w-full py-3.5 text-lg tracking-wide disabled:cursor-wait disabled:opacity-70 sm:w-auto sm:justify-self-start sm:px-8"
      >
        {sending ? "Sending..." : "SEND MY ROADMAP"}
      </button>
      <div role="status" aria-live="polite">
        {banner ? (
          <p
            data-variant={success ? "success" : "error"}
            className={cx(
              "rounded-lg border p-4 font-semibold",
              success
                ? "border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
                : "border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100",
            )}
          >
            {banner}
          </p>
        ) : null}
      </div>
    </form>
  );
}
