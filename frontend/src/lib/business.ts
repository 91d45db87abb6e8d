import type { BusinessInfo } from "./business-info";

export type { BusinessInfo };

declare const __BUSINESS__: BusinessInfo;
declare const __BUILD_YEAR__: number;

/**
 * Phone, email, address and links: backend/src/config/business-defaults.json overridden by
 * BUSINESS_PHONE, BUSINESS_EMAIL, BOOKING_URL, VIDEO_URL and PUBLIC_BASE_URL at build time.
 * Never write these values anywhere else.
 */
export const business: BusinessInfo = __BUSINESS__;

/** The year the site was built: the first render's copyright year, so hydration matches. */
export const buildYear: number = __BUILD_YEAR__;

/** Visible office hours (spec §9), re-exported for the components that show them with the other details. */
export { officeHours } from "./office-hours";

/** "(816) 555-0142" → "tel:+18165550142" */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return `tel:${digits.length === 10 ? `+1${digits}` : `+${digits}`}`;
}

export function formatAddress(address: BusinessInfo["address"]): string {
  return `${address.street}, ${address.city}, ${address.state} ${address.zip}`;
}
