/**
 * The Contractor Dashboard's words for the values the API sends (issue 15): where the listing
 * stands, its Verified badge, an inquiry's status and the buttons that move it. Only words: which
 * moves are allowed is the server's answer (`allowedStatuses`), never decided here.
 */
import { ContractorInquiryStatus, ContractorStatus, type MyContractorProfileResponseDto } from "@/api/generated/model";
import type { Tone } from "@/components/staff/office-labels";
import { formatCalendarDate } from "@/lib/dates";
import { verifiedText } from "../../lib/contractor-format";

export const LISTING_STATUS_LABEL: Readonly<Record<ContractorStatus, string>> = {
  [ContractorStatus.pending]: "Under review",
  [ContractorStatus.approved]: "Public",
  [ContractorStatus.unpublished]: "Unpublished",
  [ContractorStatus.rejected]: "Not approved",
};

export const LISTING_STATUS_TONE: Readonly<Record<ContractorStatus, Tone>> = {
  [ContractorStatus.pending]: "warn",
  [ContractorStatus.approved]: "good",
  [ContractorStatus.unpublished]: "neutral",
  [ContractorStatus.rejected]: "alert",
};

/** What the listing's status means for the contractor, in a sentence or two. */
export const LISTING_STATUS_WORDS: Readonly<Record<ContractorStatus, string>> = {
  [ContractorStatus.pending]:
    "We are reviewing your application. We review every application within 5 business days; once we approve it, your listing appears in the directory and homeowners can send you requests.",
  [ContractorStatus.approved]: "Your listing is public: homeowners find it in the directory and the search, and can send you requests.",
  [ContractorStatus.unpublished]:
    "Our office has taken your listing off the directory for now: homeowners cannot find it or send you requests. Call or e-mail us to have it published again.",
  [ContractorStatus.rejected]:
    "We did not approve your application. Our e-mail gave the reason; call or e-mail us if you have questions or would like us to look again.",
};

export interface VerificationWords {
  /** 'Verified March 2026', 'Verified badge lapsed', 'Not yet verified by our office'. */
  headline: string;
  detail: string;
  tone: Tone;
}

/**
 * The badge as the contractor should read it: verified (until when), lapsed because the insurance
 * the office saw ended (the API keeps `verifiedAt` but `verified` is false), or never verified.
 */
export function verificationWords(
  profile: Pick<MyContractorProfileResponseDto, "verified" | "verifiedAt" | "insuranceExpiresOn" | "status">,
): VerificationWords {
  const insuranceEnd = profile.insuranceExpiresOn ? formatCalendarDate(profile.insuranceExpiresOn) : null;
  if (profile.verified) {
    return {
      headline: verifiedText(profile.verifiedAt),
      detail: insuranceEnd
        ? `The badge stays while the liability insurance we saw is in force, until ${insuranceEnd}. Send us your renewed certificate before then to keep it.`
        : "We recheck every year, and the badge lapses when the insurance we saw runs out.",
      tone: "good",
    };
  }
  if (profile.verifiedAt) {
    return {
      headline: "Verified badge lapsed",
      detail: `${insuranceEnd ? `The liability insurance we saw ended on ${insuranceEnd}, so the badge lapsed.` : "The liability insurance we saw has ended, so the badge lapsed."} Send us your current certificate and we will restore it.`,
      tone: "warn",
    };
  }
  return {
    headline: "Not yet verified by our office",
    detail:
      profile.status === ContractorStatus.approved
        ? "To earn the Verified badge, send us your Missouri business registration, any local trade licence, your liability insurance (and workers' compensation where required) and two references."
        : "We verify listings once they are approved, from your registration, licence, insurance and references.",
    tone: "neutral",
  };
}

export const INQUIRY_STATUS_LABEL: Readonly<Record<ContractorInquiryStatus, string>> = {
  [ContractorInquiryStatus.new]: "New",
  [ContractorInquiryStatus.replied]: "Replied",
  [ContractorInquiryStatus.closed]: "Closed",
};

export const INQUIRY_STATUS_TONE: Readonly<Record<ContractorInquiryStatus, Tone>> = {
  [ContractorInquiryStatus.new]: "info",
  [ContractorInquiryStatus.replied]: "good",
  [ContractorInquiryStatus.closed]: "neutral",
};

/** The button that moves an inquiry to that status (without a reply). */
export const INQUIRY_MOVE_LABEL: Readonly<Record<ContractorInquiryStatus, string>> = {
  [ContractorInquiryStatus.new]: "Reopen",
  [ContractorInquiryStatus.replied]: "Mark replied",
  [ContractorInquiryStatus.closed]: "Close",
};

/** What the page says once a move is saved: 'Inquiry from Casey Smith closed.' */
export function movedText(name: string, status: ContractorInquiryStatus): string {
  switch (status) {
    case ContractorInquiryStatus.new:
      return `Inquiry from ${name} reopened: it is new again.`;
    case ContractorInquiryStatus.replied:
      return `Inquiry from ${name} marked replied.`;
    case ContractorInquiryStatus.closed:
      return `Inquiry from ${name} closed.`;
  }
}

/** What the page says once a reply is e-mailed. */
export function replySentText(name: string, status: ContractorInquiryStatus): string {
  return `Reply sent to ${name}. The inquiry is now ${INQUIRY_STATUS_LABEL[status].toLowerCase()}.`;
}
