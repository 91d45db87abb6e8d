/**
 * spec §7: "a page event for contact-form submit is sent to analytics if present". The site loads
 * no analytics itself; when the owner adds Google's gtag.js, `window.gtag` exists and gets the event.
 */
declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

export const CONTACT_SUBMIT_EVENT = "contact_form_submit";

/** `pagePath`: the page the form is on (/contact or /quote). */
export function trackContactSubmit(pagePath: string, subject: string): void {
  if (typeof window === "undefined" || typeof window.gtag !== "function") return;
  try {
    window.gtag("event", CONTACT_SUBMIT_EVENT, { page_path: pagePath, form_subject: subject });
  } catch {
    // Analytics must never stop a message from being sent.
  }
}
