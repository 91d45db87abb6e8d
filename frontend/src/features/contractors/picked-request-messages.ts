/**
 * The search's request to the contractors a homeowner picks (createContractorInquiries, issue 31).
 * Its fields say what the profile's request says (INQUIRY_MESSAGES; test/form-messages.e2e-spec.ts
 * checks both operations); the picked list's own refusal is shown in the server's words.
 */

/** At most this many contractors get one request (the server refuses a 4th). */
export { createContractorInquiriesBodyContractorIdsMax as MAX_PICKED } from "@/api/generated/zod/contractors/contractors.zod";

/** The promise on the form (issue 31). */
export const ONLY_PICKED = "Your request goes only to the contractors you pick. We never sell or share it.";
