/**
 * The messages the form shows beside its fields: the server's own words (test/form-messages.e2e-spec.ts
 * posts empty and over-long bodies to the API and compares), so this copy cannot drift from it.
 */
import {
  submitAffiliateLeadBodyEstimatedBudgetMax,
  submitAffiliateLeadBodyLandStatusMax,
  submitAffiliateLeadBodyNotesMax,
  submitAffiliateLeadBodyProjectTypeMax,
  submitAffiliateLeadBodyTimeframeMax,
} from "../../api/generated/zod/partner-program/partner-program.zod";

// spec §5 affiliate lead, word for word; the optional fields' length messages as the server words them.
export const REFERRAL_MESSAGES = {
  affiliateCode: "Affiliate code is required",
  customerFirstName: "Customer first name is required",
  customerLastName: "Customer last name is required",
  customerEmail: "Valid customer email is required",
  customerPhone: "Customer phone is required",
  location: "Location is required",
  leadType: "Lead type is required",
  projectType: `Project type must be at most ${submitAffiliateLeadBodyProjectTypeMax} characters.`,
  estimatedBudget: `Estimated budget must be at most ${submitAffiliateLeadBodyEstimatedBudgetMax} characters.`,
  timeframe: `Timeframe must be at most ${submitAffiliateLeadBodyTimeframeMax} characters.`,
  landStatus: `Land status must be at most ${submitAffiliateLeadBodyLandStatusMax} characters.`,
  notes: `Notes must be at most ${submitAffiliateLeadBodyNotesMax} characters.`,
} as const;
