/**
 * What the public forms (the partner forms, the contractor request, review and application) share: the
 * page's type styles, the required marker, the failure notice and its words, and the
 * confirmation that replaces a form once it is sent.
 */
import { useEffect, useRef, type ReactNode } from "react";
import { errorMessage, isApiError } from "@/api/api-error";
import { CheckIcon } from "@/components/icons";

export { heroEyebrow as eyebrow } from "@/components/page-hero";
export const sectionHeading = "mt-2 text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl dark:text-white";
export const bodyText = "leading-relaxed text-stone-700 dark:text-stone-300";
export const card = "rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8 dark:bg-stone-900 dark:ring-stone-800";
export const legendClass = "text-lg font-bold text-stone-900 dark:text-white";

/** Spread on a required field: the marker is text, and assistive technology hears "required". */
export const REQUIRED = { hint: "(required)", "aria-required": true } as const;
export const OPTIONAL = { hint: "(optional)" } as const;

/**
 * The one phone rule the generated schemas cannot carry (the server's UsPhone checks it in code):
 * 10 to 15 digits, spec §9's "phone minimum 10".
 */
export function hasPhoneDigits(value: string): boolean {
  const digits = value.replace(/\D/g, "").length;
  return digits >= 10 && digits <= 15;
}

/** The other rule the schemas cannot carry (the server's WebsiteUrl): a web address starts with http:// or https://. */
export function isWebsiteAddress(value: string): boolean {
  return /^https?:\/\/\S+$/i.test(value);
}

export const KEPT = "Everything you typed is still here.";
export const NETWORK_FAILURE = `We could not reach our server. Please check your connection and send again. ${KEPT}`;
export const RATE_LIMITED = `Too many forms have been sent from your network in the last minute. Please wait a minute, then send again. ${KEPT}`;
export const SERVER_FAILURE = `Something went wrong on our side. Please try again in a few minutes, or call the office. ${KEPT}`;

/**
 * The words for a failure that belongs to no one field: no network, 429 (the shared public-form
 * limit), a server fault, or the server's own message (a 400 whose fields this form does not show).
 */
export function failureText(error: unknown): string {
  if (!isApiError(error)) return NETWORK_FAILURE;
  if (error.status === 429) return RATE_LIMITED;
  if (error.status >= 500) return SERVER_FAILURE;
  return `${errorMessage(error)} ${KEPT}`;
}

/**
 * Replaces a sent form: announced (role=status) and focused, so keyboard and screen-reader users
 * land on it instead of on the top of the page.
 */
export function SentConfirmation({ title, children }: { title: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} role="status" tabIndex={-1} className={card}>
      <span
        aria-hidden="true"
        className="inline-flex size-12 items-center justify-center rounded-full bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300"
      >
        <CheckIcon className="size-7" />
      </span>
      <h3 className="mt-4 text-2xl font-extrabold text-stone-900 dark:text-white">{title}</h3>
      <div className={`mt-3 ${bodyText}`}>{children}</div>
    </div>
  );
}
