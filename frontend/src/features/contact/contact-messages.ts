/**
 * The messages the form shows beside its fields: the server's own words (test/form-messages.e2e-spec.ts
 * posts empty and over-long bodies to the API and compares), so this copy cannot drift from it.
 */

// spec §5: the privacy message word for word; the others as the server words them.
export const CONTACT_MESSAGES = {
  name: "Name is required",
  email: "Please enter a valid email address",
  phone: "Please enter a phone number with area code, using digits, spaces and + ( ) - . only.",
  model: "Please choose a plan from the list",
  subject: "Please choose a subject",
  message: "Message is required",
  privacyAgree: "You must agree to the privacy policy",
} as const;
