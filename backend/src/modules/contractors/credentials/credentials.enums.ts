/** Where an uploaded certificate of insurance stands (issue 31); PostgreSQL enum `contractor_insurance_certificate_status`. */
export enum InsuranceCertificateStatus {
  /** Uploaded by the contractor, not yet looked at by the office. */
  Pending = 'pending',
  /** Checked by the office: counts for the Insured badge until its end date. */
  Approved = 'approved',
  /** Refused by the office, with a reason the contractor reads. */
  Rejected = 'rejected',
}

/** The office's decision on a certificate (reviewInsuranceCertificate). */
export enum InsuranceCertificateDecision {
  Approve = 'approve',
  Reject = 'reject',
}

/** How the office checked a license: a document on file, or a public record it looked up. */
export enum LicenseEvidence {
  Document = 'document',
  PublicRecord = 'public_record',
}

/** The office's list of certificates to act on (listExpiringCertificates). */
export enum ExpiringCertificateState {
  /** Ends within EXPIRING_WITHIN_DAYS days (today included). */
  Expiring = 'expiring',
  /** Ended before today. */
  Expired = 'expired',
}

export enum ExpiringCertificateSort {
  ExpiresOn = 'expiresOn',
  ContractorName = 'contractorName',
}
