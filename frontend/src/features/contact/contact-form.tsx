/**
 * The contact page's project-details form (spec §4, §5, §8). Loaded on demand once the visitor
 * has started a call booking, so react-hook-form and zod stay off the page's first load.
 */
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation, useSearchParams } from "react-router";
import { withQueries } from "@/lib/query-provider";
import { useSubmitContact } from "@/api/generated/endpoints/contact/contact";
import { ContactSubject, type SubmitContactDto } from "@/api/generated/model";
import { submitContactBody, submitContactBodyMessageMax, submitContactBodyNameMax, submitContactBodyPhoneMax } from "@/api/generated/zod/contact/contact.zod";
import { CheckboxField, EmailField, FormField, PhoneField, SelectField, TextAreaField } from "@/components/form-field";
import { generatedSchemaResolver, showServerFieldErrors } from "@/components/form-support";
import { CheckIcon } from "@/components/icons";
import { toast } from "@/components/toast/use-toast";
import { SUBJECT_LABELS } from "@/lib/contact-subjects";
import { readTracking } from "@/lib/tracking";
import { trackContactSubmit } from "./analytics";
import { CUSTOM_MODEL, useModelChoices } from "./use-model-choices";
import { CONTACT_MESSAGES } from "./contact-messages";

export { SUBJECT_LABELS };

/** The form's own values: nothing chosen yet is "" and the box starts unticked. */
type ContactValues = Omit<SubmitContactDto, "subject" | "privacyAgree"> & {
  subject: ContactSubject | "";
  privacyAgree: boolean;
};

const EMPTY: ContactValues = { name: "", email: "", phone: "", model: "", subject: "", message: "", privacyAgree: false };
const FIELDS = ["name", "email", "phone", "model", "subject", "message", "privacyAgree"] as const;

// spec §8
export const SUCCESS_TOAST = { title: "Message sent!", description: "We'll get back to you as soon as possible." };
export const FAILURE_TOAST = { title: "Error", description: "Failed to send message. Please try again." };

/** spec §4 contact form: idle → sending → sent (thank-you view) or, on failure, back to the form. */
/** The form in its own QueryProvider: it loads apart from the contact page, which fetches nothing. */
export const ContactForm = withQueries(ContactFormFields);

function ContactFormFields() {
  const [sent, setSent] = useState(false);
  const submitContact = useSubmitContact();
  const models = useModelChoices();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const requestedModel = searchParams.get("model");
  const thanksRef = useRef<HTMLHeadingElement>(null);

  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors },
  } = useForm<ContactValues>({
    resolver: generatedSchemaResolver<ContactValues>(submitContactBody, CONTACT_MESSAGES),
    defaultValues: EMPTY,
  });

  // ?model=<plan name> picks that plan once the choices are known (the plan's own spelling).
  useEffect(() => {
    if (!requestedModel || !models.names) return;
    const match = models.names.find((name) => name.toLowerCase() === requestedModel.trim().toLowerCase());
    if (match) setValue("model", match);
  }, [requestedModel, models.names, setValue]);

  useEffect(() => {
    if (sent) thanksRef.current?.focus();
  }, [sent]);

  const onSubmit = handleSubmit(async (values) => {
    trackContactSubmit(pathname, values.subject);
    try {
      // The resolver has checked the values against the generated schema: they are a valid body.
      const tracking = readTracking();
      await submitContact.mutateAsync({ data: { ...(values as SubmitContactDto), ...(Object.keys(tracking).length > 0 ? { tracking } : {}) } });
      reset(EMPTY);
      setSent(true);
      toast(SUCCESS_TOAST);
    } catch (error) {
      showServerFieldErrors(error, FIELDS, setError);
      toast({ ...FAILURE_TOAST, variant: "destructive" });
    }
  });

  if (sent) {
    return (
      <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-stone-200 sm:p-10 dark:bg-stone-900 dark:ring-stone-800">
        <span
          aria-hidden="true"
          className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300"
        >
          <CheckIcon className="size-8" />
        </span>
        <h3 ref={thanksRef} tabIndex={-1} className="mt-4 text-2xl font-extrabold text-stone-900 focus:outline-none dark:text-white">
          Thank you! Your message is on its way.
        </h3>
        <p className="mx-auto mt-3 max-w-xl leading-relaxed text-stone-700 dark:text-stone-300">
          We have sent a copy to your inbox, and one of our team will reply within 24 hours. If your question can't wait, call the office during business hours.
        </p>
        <button type="button" onClick={() => setSent(false)} className="btn-secondary mt-6 px-5 py-3">
          Send another message
        </button>
      </div>
    );
  }

  const sending = submitContact.isPending;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Project details"
      className="grid gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8 dark:bg-stone-900 dark:ring-stone-800"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Name" autoComplete="name" maxLength={submitContactBodyNameMax} error={errors.name?.message} {...register("name")} />
        <EmailField error={errors.email?.message} {...register("email")} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <PhoneField maxLength={submitContactBodyPhoneMax} error={errors.phone?.message} {...register("phone")} />
        <SelectField label="Plan you're interested in" hint="(optional)" error={errors.model?.message} {...register("model")}>
          <option value="">{models.loading ? "Loading our plans…" : "No plan chosen yet"}</option>
          {(models.names ?? [CUSTOM_MODEL]).map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
      </div>
      <SelectField label="Subject" error={errors.subject?.message} {...register("subject")}>
        <option value="">Choose a subject</option>
        {Object.values(ContactSubject).map((subject) => (
          <option key={subject} value={subject}>
            {SUBJECT_LABELS[subject]}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Message"
        rows={6}
        maxLength={submitContactBodyMessageMax}
        placeholder="Tell us about your land, the plan or size you have in mind, your budget and when you'd like to build."
        error={errors.message?.message}
        {...register("message")}
      />
      <CheckboxField error={errors.privacyAgree?.message} {...register("privacyAgree")}>
        I agree to the{" "}
        <Link className="link" to="/privacy-policy">
          privacy policy
        </Link>{" "}
        and to being contacted about my project.
      </CheckboxField>
      <button
        type="submit"
        disabled={sending}
        className="btn-primary w-full py-3.5 text-lg disabled:cursor-wait disabled:opacity-70 sm:w-auto sm:justify-self-start sm:px-8"
      >
        {sending ? "Sending..." : "Send Message"}
      </button>
    </form>
  );
}
