/**
 * Staff words for the quote-request, deposit and outbox values the API sends. Only words: which
 * moves are allowed is the server's answer (`allowedStatuses`), never decided here.
 */
import { DepositStatus, MailKind, QuoteRequestStatus } from "@/api/generated/model";

export const QUOTE_REQUEST_STATUS_LABEL: Readonly<Record<QuoteRequestStatus, string>> = {
  [QuoteRequestStatus.new]: "New",
  [QuoteRequestStatus.replied]: "Replied",
  [QuoteRequestStatus.closed]: "Closed",
};

/** The button that moves a quote request to that status. */
export const QUOTE_REQUEST_MOVE_LABEL: Readonly<Record<QuoteRequestStatus, string>> = {
  [QuoteRequestStatus.new]: "Reopen",
  [QuoteRequestStatus.replied]: "Mark replied",
  [QuoteRequestStatus.closed]: "Close",
};

export const DEPOSIT_STATUS_LABEL: Readonly<Record<DepositStatus, string>> = {
  [DepositStatus.pending]: "Pending",
  [DepositStatus.invoiced]: "Invoiced",
  [DepositStatus.processing]: "Bank payment clearing",
  [DepositStatus.paid]: "Paid",
  [DepositStatus.failed]: "Payment failed",
  [DepositStatus.expired]: "Expired",
  [DepositStatus.refunded]: "Refunded",
  [DepositStatus.cancelled]: "Cancelled",
};

export const MAIL_KIND_LABEL: Readonly<Record<MailKind, string>> = {
  [MailKind.business_notice]: "Notice to the office",
  [MailKind.visitor_confirmation]: "Confirmation to a visitor",
  [MailKind.account_mail]: "Account e-mail",
};

/** Pill classes per tone; each pair keeps AA contrast in the light and the dark theme. */
const TONES = {
  neutral: "bg-stone-100 text-stone-800 dark:bg-stone-800 dark:text-stone-100",
  info: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100",
  good: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  warn: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  alert: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
} as const;
export type Tone = keyof typeof TONES;

export function toneClasses(tone: Tone): string {
  return `inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[tone]}`;
}

export const QUOTE_REQUEST_TONE: Readonly<Record<QuoteRequestStatus, Tone>> = {
  [QuoteRequestStatus.new]: "info",
  [QuoteRequestStatus.replied]: "good",
  [QuoteRequestStatus.closed]: "neutral",
};

export const DEPOSIT_TONE: Readonly<Record<DepositStatus, Tone>> = {
  [DepositStatus.pending]: "warn",
  [DepositStatus.invoiced]: "info",
  [DepositStatus.processing]: "info",
  [DepositStatus.paid]: "good",
  [DepositStatus.failed]: "alert",
  [DepositStatus.expired]: "neutral",
  [DepositStatus.refunded]: "neutral",
  [DepositStatus.cancelled]: "neutral",
};
