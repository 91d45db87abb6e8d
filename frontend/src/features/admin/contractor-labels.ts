/**
 * Staff words for the contractor network's values (issue 15): listing and review statuses, the
 * buttons that move them, and the verification actions. Only words: which moves are allowed is the
 * server's answer (`allowedStatuses`), never decided here.
 */
import { ContractorReviewStatus, ContractorStatus, ContractorVerificationAction, type AdminContractorResponseDto } from "@/api/generated/model";
import { formatCalendarDate } from "@/lib/dates";
import type { Tone } from "../../components/staff/office-labels";
import { adminPages } from "./pages";

export const CONTRACTOR_STATUS_LABEL: Readonly<Record<ContractorStatus, string>> = {
  [ContractorStatus.pending]: "Pending",
  [ContractorStatus.approved]: "Approved",
  [ContractorStatus.rejected]: "Rejected",
  [ContractorStatus.unpublished]: "Unpublished",
};

export const CONTRACTOR_STATUS_TONE: Readonly<Record<ContractorStatus, Tone>> = {
  [ContractorStatus.pending]: "warn",
  [ContractorStatus.approved]: "good",
  [ContractorStatus.rejected]: "neutral",
  [ContractorStatus.unpublished]: "neutral",
};

/**
 * The button of a status move outside the decision (updateContractorStatus): an approved listing
 * is unpublished, an unpublished one republished. A pending application's approval and rejection
 * are the decision's own buttons.
 */
export const CONTRACTOR_MOVE_LABEL: Readonly<Record<ContractorStatus, string>> = {
  [ContractorStatus.pending]: "Back to pending",
  [ContractorStatus.approved]: "Republish",
  [ContractorStatus.rejected]: "Reject",
  [ContractorStatus.unpublished]: "Unpublish",
};

export const REVIEW_STATUS_LABEL: Readonly<Record<ContractorReviewStatus, string>> = {
  [ContractorReviewStatus.pending]: "Pending",
  [ContractorReviewStatus.published]: "Published",
  // issue 31: a review comes down only for a published reason.
  [ContractorReviewStatus.rejected]: "Removed",
};

export const REVIEW_STATUS_TONE: Readonly<Record<ContractorReviewStatus, Tone>> = {
  [ContractorReviewStatus.pending]: "warn",
  [ContractorReviewStatus.published]: "good",
  [ContractorReviewStatus.rejected]: "neutral",
};

/** The button that moves a review to that status (removing one asks for its published reason first). */
export const REVIEW_MOVE_LABEL: Readonly<Record<ContractorReviewStatus, string>> = {
  [ContractorReviewStatus.pending]: "Unpublish",
  [ContractorReviewStatus.published]: "Publish",
  [ContractorReviewStatus.rejected]: "Remove…",
};

export const VERIFICATION_ACTION_LABEL: Readonly<Record<ContractorVerificationAction, string>> = {
  [ContractorVerificationAction.verify]: "Verified",
  [ContractorVerificationAction.unverify]: "Unverified",
};

/**
 * The server's rule as the office reads it (the server decides; `verified` and `insuranceExpired`
 * are its flags): 'Verified', 'Lapsed' (verified once, the insurance has ended) or 'Not verified'.
 */
export function verificationState(listing: Pick<AdminContractorResponseDto, "verified" | "insuranceExpired">): { label: string; tone: Tone } {
  if (listing.verified) return { label: "Verified", tone: "good" };
  if (listing.insuranceExpired) return { label: "Lapsed", tone: "alert" };
  return { label: "Not verified", tone: "neutral" };
}

/** 'Insurance until May 3, 2027', 'Insurance ended May 3, 2025', or null when none was ever recorded. */
export function insuranceText(listing: Pick<AdminContractorResponseDto, "insuranceExpiresOn" | "insuranceExpired">): string | null {
  if (!listing.insuranceExpiresOn) return null;
  return `Insurance ${listing.insuranceExpired ? "ended" : "until"} ${formatCalendarDate(listing.insuranceExpiresOn)}`;
}

/** '3 specialties · 2 areas', '1 specialty · 1 area'. */
export function specialtiesAndAreasText(specialties: number, areas: number): string {
  return `${specialties} ${specialties === 1 ? "specialty" : "specialties"} · ${areas} ${areas === 1 ? "area" : "areas"}`;
}

/** 'Rated 4 out of 5' for one review. */
export function starsText(rating: number): string {
  return `Rated ${rating} out of 5`;
}

/** The record page of one listing in the back office. */
export function adminContractorPath(id: number): string {
  return adminPages.contractor.path.replace(":id", String(id));
}

/** The moderation list narrowed to one listing's reviews. */
export function contractorReviewsPath(contractorId: number): string {
  return `${adminPages.contractorReviews.path}?contractorId=${contractorId}`;
}

/**
 * The listing's public profile (only approved listings have one). The path is the contractors
 * feature's `profile` page (features do not import each other; contractor-labels.test.ts holds
 * the two equal).
 */
export function publicProfilePath(slug: string): string {
  return `/contractors/${slug}`;
}
