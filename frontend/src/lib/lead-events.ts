import type { LeadActivityKind } from "@/api/generated/model/leadActivityKind";
import { ACCESS_TOKEN_KEY } from "@/lib/storage-keys";

/** What a page reports (issue 28): a plan viewed, plans compared, a calculator run, with its subject. */
export interface LeadEvent {
  kind: LeadActivityKind;
  /** A plan's slug, the compared slugs joined by commas, or the calculator's name. */
  subject?: string;
}

const reported = new Set<string>();

function storedAccessToken(): string | null {
  try {
    return localStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    return null;
  }
}

/**
 * Tells our own server what a visitor who gave us their e-mail just did (the lead score, issue 28;
 * the privacy policy says what and why). Nothing at all happens without the hub token in
 * localStorage: no request and no extra script. With it, the sender is loaded on demand and each
 * kind and subject is reported once per page load (the server also counts a repeat within 30
 * minutes once). Failures are ignored: this never gets in the visitor's way. Browser only.
 */
export function reportLeadEvent(event: LeadEvent): void {
  const accessToken = storedAccessToken();
  const key = `${event.kind}:${event.subject ?? ""}`;
  if (!accessToken || reported.has(key)) return;
  reported.add(key);
  void import("./lead-events-send").then(({ sendLeadEvent }) => sendLeadEvent(accessToken, event, window.location.pathname)).catch(() => undefined);
}

/** Tests: forget what was reported in this page load. */
export function forgetReportedLeadEvents(): void {
  reported.clear();
}
