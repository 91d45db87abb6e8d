/** An inquiry was stored and sent (or was a repeat of one sent within 10 minutes). */
export class ContractorInquiryResponseDto {
  /** 'Request sent to {name}.', to show as it is. */
  message: string;

  /** The listing's name. */
  contractorName: string;
}

/** A review was stored, pending the office's check. */
export class ContractorReviewSubmittedResponseDto {
  /** A confirmation to show as it is. */
  message: string;
}
