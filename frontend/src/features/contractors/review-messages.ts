/**
 * The messages the form shows beside its fields: the server's own words (test/form-messages.e2e-spec.ts
 * posts empty and over-long bodies to the API and compares), so this copy cannot drift from it.
 */

export const REVIEW_MESSAGES = {
  rating: "Rating must be a whole number from 1 to 5.",
  body: "Write your review in 20 to 2000 characters.",
  reviewerName: "Reviewer name is required.",
} as const;
