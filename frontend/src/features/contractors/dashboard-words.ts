/**
 * The Contractor Dashboard's words for the values the API sends (issue 15): where the listing
 * stands, its Verified badge (backed by license and insurance records since issue 31), an inquiry's status and the buttons that move it. Only words: which
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
 * The Verified badge as the contractor should read it (issue 31: it stands on what the office holds
 * on file, a current license or registration record and an approved certificate of insurance):
 * verified (until when), lapsed because one of those ended (the API keeps `verifiedAt` but
 * `verified` is false), or never verified.
 */
export function verificationWords(
  profile: Pick<MyContractorProfileResponseDto, "verified" | "verifiedAt" | "insuranceExpiresOn" | "status" | "insured" | "licenseChecked">,
): VerificationWords {
  const insuranceEnd = profile.insuranceExpiresOn ? formatCalendarDate(profile.insuranceExpiresOn) : null;
  if (profile.verified) {
    return {
      headline: verifiedText(profile.verifiedAt),
      detail: insuranceEnd
        ? `The badge stays while your license record is current and the certificate of insurance we approved is in force, until ${insuranceEnd}. Upload the renewed certificate below before then to keep it.`
        : "The badge stays while your license record and the certificate of insurance we approved are current.",
      tone: "good",
    };
  }
  if (profile.verifiedAt) {
    const missing = !profile.insured
      ? insuranceEnd
        ? `The certificate of insurance we approved ended on ${insuranceEnd}, so the badge lapsed. Upload your current certificate below and we will restore it once we have checked it.`
        : "We have no approved certificate of insurance on file, so the badge is off. Upload your current certificate below."
      : "The license or registration we checked has ended, so the badge lapsed. Send us the renewed one and we will check it again.";
    return { headline: "Verified badge lapsed", detail: missing, tone: "warn" };
  }
  return {
    headline: "Not yet verified by our office",
    detail:
      profile.status === ContractorStatus.approved
        ? "To earn the Verified badge, upload your certificate of insurance below and send us your local trade license or Missouri business registration; we check each in the issuer's public record."
        : "We verify listings once they are approved, from your license or registration and your certificate of insurance.",
    tone: "neutral",
  };
}

export const INQUIRY_STATUS_LABEL: Readonly<Record<ContractorInquiryStatus, string>> = {
  [ContractorInquiryStatus.new]: "New",
  [ContractorInquiryStatus.replied]: "Replied",
  [ContractorInquiryStatus.closed]: "Closed",
  [ContractorInquiryStatus.job_done]: "Job done",
};

export const INQUIRY_STATUS_TONE: Readonly<Record<ContractorInquiryStatus, Tone>> = {
  [ContractorInquiryStatus.new]: "info",
  [ContractorInquiryStatus.replied]: "good",
  [ContractorInquiryStatus.closed]: "neutral",
  [ContractorInquiryStatus.job_done]: "good",
};

/** The button that moves an inquiry to that status (without a reply). */
export const INQUIRY_MOVE_LABEL: Readonly<Record<ContractorInquiryStatus, string>> = {
  [ContractorInquiryStatus.new]: "Reopen",
  [ContractorInquiryStatus.replied]: "Mark replied",
  [ContractorInquiryStatus.closed]: "Close",
  // Its own button and operation (markInquiryJobDone): it e-mails the homeowner the review link.
  [ContractorInquiryStatus.job_done]: "Mark job done",
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
    case ContractorInquiryStatus.job_done:
      return jobDoneText(name);
  }
}

/** What the page says once a job is marked done (issue 31). */
export function jobDoneText(name: string): string {
  return `Job for ${name} marked done. We e-mailed ${name} a one-time link to review you; their review appears on your profile as soon as they write it.`;
}

/** What the page says once a reply is e-mailed. */
export function replySentText(name: string, status: ContractorInquiryStatus): string {
  return `Reply sent to ${name}. The inquiry is now ${INQUIRY_STATUS_LABEL[status].toLowerCase()}.`;
}
