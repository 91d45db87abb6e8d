/**
 * Words for the referral program's values, shared by the partner's dashboard and the office's
 * /affiliate-admin. Only words and tones: which moves are allowed is the server's answer
 * (`allowedStatuses`, `allowedStages`), never decided here.
 */
import {
  AffiliateLeadFlag,
  AffiliateLeadStatus,
  AffiliateLeadType,
  AffiliateStatus,
  CommissionEntryKind,
  CommissionPaymentStatus,
  PartnerResourceCategory,
  ReferralCommissionState,
  ReferralReviewState,
  ReferralSignalKind,
} from "@/api/generated/model";
import type { Tone } from "../../components/staff/office-labels";

export const AFFILIATE_STATUS_LABEL: Readonly<Record<AffiliateStatus, string>> = {
  [AffiliateStatus.pending]: "Application pending",
  [AffiliateStatus.active]: "Active",
  [AffiliateStatus.suspended]: "Suspended",
  [AffiliateStatus.rejected]: "Rejected",
};

/** The button that moves a partner to that status. */
export const AFFILIATE_MOVE_LABEL: Readonly<Record<AffiliateStatus, string>> = {
  [AffiliateStatus.pending]: "Reopen",
  [AffiliateStatus.active]: "Approve",
  [AffiliateStatus.suspended]: "Suspend",
  [AffiliateStatus.rejected]: "Reject",
};

export const AFFILIATE_STATUS_TONE: Readonly<Record<AffiliateStatus, Tone>> = {
  [AffiliateStatus.pending]: "warn",
  [AffiliateStatus.active]: "good",
  [AffiliateStatus.suspended]: "alert",
  [AffiliateStatus.rejected]: "neutral",
};

/** A referral's stage (affiliate_leads.leadStatus). */
export const REFERRAL_STAGE_LABEL: Readonly<Record<AffiliateLeadStatus, string>> = {
  [AffiliateLeadStatus.new]: "New",
  [AffiliateLeadStatus.contacted]: "Contacted",
  [AffiliateLeadStatus.qualified]: "Qualified",
  [AffiliateLeadStatus.converted]: "Converted",
  [AffiliateLeadStatus.lost]: "Lost",
};

export const REFERRAL_STAGE_TONE: Readonly<Record<AffiliateLeadStatus, Tone>> = {
  [AffiliateLeadStatus.new]: "info",
  [AffiliateLeadStatus.contacted]: "info",
  [AffiliateLeadStatus.qualified]: "warn",
  [AffiliateLeadStatus.converted]: "good",
  [AffiliateLeadStatus.lost]: "neutral",
};

export const LEAD_TYPE_LABEL: Readonly<Record<AffiliateLeadType, string>> = {
  [AffiliateLeadType.done_deal]: "Done deal (ready to build)",
  [AffiliateLeadType.raw_lead]: "Raw lead (we do the selling)",
};

/** Short form for table cells. */
export const LEAD_TYPE_SHORT_LABEL: Readonly<Record<AffiliateLeadType, string>> = {
  [AffiliateLeadType.done_deal]: "Done deal",
  [AffiliateLeadType.raw_lead]: "Raw lead",
};

export const COMMISSION_STATE_LABEL: Readonly<Record<ReferralCommissionState, string>> = {
  [ReferralCommissionState.none]: "No commission yet",
  [ReferralCommissionState.pending]: "Pending",
  [ReferralCommissionState.held]: "Under review",
  [ReferralCommissionState.earned]: "Earned",
  [ReferralCommissionState.paid]: "Paid",
  [ReferralCommissionState.reversed]: "Reversed",
};

export const COMMISSION_STATE_TONE: Readonly<Record<ReferralCommissionState, Tone>> = {
  [ReferralCommissionState.none]: "neutral",
  [ReferralCommissionState.pending]: "warn",
  [ReferralCommissionState.held]: "alert",
  [ReferralCommissionState.earned]: "info",
  [ReferralCommissionState.paid]: "good",
  [ReferralCommissionState.reversed]: "neutral",
};

export const PAYMENT_STATUS_LABEL: Readonly<Record<CommissionPaymentStatus, string>> = {
  [CommissionPaymentStatus.pending]: "Pending",
  [CommissionPaymentStatus.paid]: "Paid",
  [CommissionPaymentStatus.cancelled]: "Cancelled",
};

export const PAYMENT_STATUS_TONE: Readonly<Record<CommissionPaymentStatus, Tone>> = {
  [CommissionPaymentStatus.pending]: "warn",
  [CommissionPaymentStatus.paid]: "good",
  [CommissionPaymentStatus.cancelled]: "neutral",
};

export const ENTRY_KIND_LABEL: Readonly<Record<CommissionEntryKind, string>> = {
  [CommissionEntryKind.commission]: "Commission",
  [CommissionEntryKind.clawback]: "Clawback (reversed referral)",
};

/** The office's words for a stored flag code (the partner sees the API's own sentence instead). */
export const FLAG_LABEL: Readonly<Record<AffiliateLeadFlag, string>> = {
  [AffiliateLeadFlag.self_referral]: "Self-referral: the customer's e-mail or phone is the partner's own",
  [AffiliateLeadFlag.duplicate_site_lead]: "Duplicate: already a lead of the site",
  [AffiliateLeadFlag.duplicate_partner_lead]: "Duplicate: already referred by another partner",
  [AffiliateLeadFlag.customer_came_directly]:
    "Came on their own: after the partner's form entry, the customer contacted us through the site without any partner's link",
  [AffiliateLeadFlag.other_partner_link]:
    "Another partner's link: after this partner's form entry, the customer came to us through a different partner's referral link",
};

/** What the office should check before clearing a flag of that kind. */
export const FLAG_CHECK: Readonly<Record<AffiliateLeadFlag, string>> = {
  [AffiliateLeadFlag.self_referral]: "Clear the flag once you have checked that the partner did not refer themselves.",
  [AffiliateLeadFlag.duplicate_site_lead]: "Clear the flag once you have checked that this partner, not an earlier visit, brought us the customer.",
  [AffiliateLeadFlag.duplicate_partner_lead]: "Clear the flag once you have checked which partner really brought us the customer.",
  [AffiliateLeadFlag.customer_came_directly]:
    "Ask the customer whether this partner sent them: a partner's form entry alone does not prove it. Clear the flag only if the partner did.",
  [AffiliateLeadFlag.other_partner_link]:
    "The partner whose link the customer used has the referral as well. Ask the customer who sent them, and clear this flag only if it was this partner.",
};

/** What a partner resource is (issue 30), as the office's form and the partner's dashboard name it. */
export const PARTNER_RESOURCE_CATEGORY_LABEL: Readonly<Record<PartnerResourceCategory, string>> = {
  [PartnerResourceCategory.brochure]: "Brochure",
  [PartnerResourceCategory.plan_book]: "Plan book",
  [PartnerResourceCategory.program_rules]: "Program rules",
  [PartnerResourceCategory.marketing]: "Marketing material",
  [PartnerResourceCategory.other]: "Other",
};

/** A stored file's type in words: "PDF", "PNG image". */
export function fileTypeLabel(contentType: string): string {
  if (contentType === "application/pdf") return "PDF";
  if (contentType === "image/jpeg") return "JPEG image";
  if (contentType === "image/png") return "PNG image";
  if (contentType === "image/webp") return "WebP image";
  return contentType;
}

/** Issue 30: where a flagged referral's review stands. */
export const REVIEW_STATE_LABEL: Readonly<Record<ReferralReviewState, string>> = {
  [ReferralReviewState.under_review]: "Under review",
  [ReferralReviewState.cleared]: "Cleared",
  [ReferralReviewState.rejected]: "Rejected",
};

export const REVIEW_STATE_TONE: Readonly<Record<ReferralReviewState, Tone>> = {
  [ReferralReviewState.under_review]: "alert",
  [ReferralReviewState.cleared]: "good",
  [ReferralReviewState.rejected]: "neutral",
};

/** The office's name for each kind of fraud signal (the detail sentence comes from the server). */
export const SIGNAL_KIND_LABEL: Readonly<Record<ReferralSignalKind, string>> = {
  [ReferralSignalKind.partner_email]: "Partner's own e-mail",
  [ReferralSignalKind.partner_phone]: "Partner's own phone",
  [ReferralSignalKind.partner_ip]: "Partner's own IP address",
  [ReferralSignalKind.disposable_email]: "Disposable e-mail",
  [ReferralSignalKind.earlier_site_lead]: "Already a lead of the site",
  [ReferralSignalKind.earlier_partner_lead]: "Already another partner's referral",
  [ReferralSignalKind.click_burst]: "Burst of clicks from one address",
  [ReferralSignalKind.paid_ads]: "Paid ads against the partner's terms",
  [ReferralSignalKind.customer_came_directly]: "Customer later came on their own",
  [ReferralSignalKind.other_partner_link]: "Customer later used another partner's link",
};
