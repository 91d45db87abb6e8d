import { TrimmedString } from '../../../../common/validation';

/**
 * An inquiry was stored (or was a repeat of one stored within 10 minutes); it reaches the
 * contractor once the homeowner opens the link e-mailed to them (confirmContractorInquiry).
 */
export class ContractorInquiryResponseDto {
  /** 'Check your e-mail to send your request to {name}.', to show as it is. */
  message: string;

  /** The listing's name. */
  contractorName: string;
}

/** A review was published through its job link (issue 31). */
export class ContractorReviewSubmittedResponseDto {
  /** A confirmation to show as it is. */
  message: string;
}

/** The token of the link e-mailed to a homeowner (/contractor-requests/confirm#token=…). */
export class ConfirmContractorInquiryDto {
  @TrimmedString({ max: 128, requiredMessage: 'This page needs the link from our e-mail. Open the link in the e-mail again.' })
  token: string;
}

/** The homeowner confirmed the request: it is on its way to the contractor (or already was). */
export class ContractorInquiryConfirmedResponseDto {
  /** 'Your request is on its way to {name}.', to show as it is. */
  message: string;

  /** The listing's name ('A, B and C' for a request to several picked contractors). */
  contractorName: string;

  /** Each listing the request went to (issue 31: up to 3 picked contractors). */
  contractorNames: string[];
}
