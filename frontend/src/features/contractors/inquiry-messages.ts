/**
 * The messages the form shows beside its fields: the server's own words (test/form-messages.e2e-spec.ts
 * posts empty and over-long bodies to the API and compares), so this copy cannot drift from it.
 */

// Issue 15's words, the same the server answers with.
export const INQUIRY_MESSAGES = {
  name: "Your name is required",
  email: "Please enter a valid email address",
  phone: "Please enter a phone number with area code, using digits, spaces and + ( ) - . only.",
  message: "Tell the contractor about your project in at least 20 characters.",
  projectZip: "Enter a 5-digit ZIP code.",
} as const;
