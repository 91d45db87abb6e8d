/**
 * The messages the form shows beside its fields: the server's own words (test/form-messages.e2e-spec.ts
 * posts empty and over-long bodies to the API and compares), so this copy cannot drift from it.
 */
import {
  registerAffiliateBodyBusinessNameMax,
  registerAffiliateBodyNotesMax,
  registerAffiliateBodyReferredByMax,
} from "../../api/generated/zod/partner-program/partner-program.zod";

// spec §5 affiliate registration, word for word; the rest as the server words them (register-affiliate.dto.ts).
export const REGISTRATION_MESSAGES = {
  email: "Please enter a valid email address",
  firstName: "First name is required",
  lastName: "Last name is required",
  phone: "Phone number is required",
  address: "Address is required",
  city: "City is required",
  state: "State is required",
  zipCode: "ZIP code is required",
  website: "Please enter a valid website address starting with http:// or https://, or leave it empty.",
  agreementAccepted: "You must accept the affiliate agreement",
  businessName: `Business name must be at most ${registerAffiliateBodyBusinessNameMax} characters.`,
  referredBy: `Referred by must be at most ${registerAffiliateBodyReferredByMax} characters.`,
  notes: `Notes must be at most ${registerAffiliateBodyNotesMax} characters.`,
} as const;
