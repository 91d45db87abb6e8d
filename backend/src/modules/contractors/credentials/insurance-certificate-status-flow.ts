import { defineStatusFlow } from '../../../common/status-flow';
import { InsuranceCertificateDecision, InsuranceCertificateStatus } from './credentials.enums';

/**
 * A certificate of insurance (issue 31), in one place: the office approves or rejects a pending
 * one; an approved one can still be rejected (a cancelled policy), which ends its Insured badge at
 * once. A rejected one stays rejected: the contractor uploads a new certificate.
 */
export const insuranceCertificateStatusFlow = defineStatusFlow<InsuranceCertificateStatus>('an insurance certificate', {
  [InsuranceCertificateStatus.Pending]: [InsuranceCertificateStatus.Approved, InsuranceCertificateStatus.Rejected],
  [InsuranceCertificateStatus.Approved]: [InsuranceCertificateStatus.Rejected],
  [InsuranceCertificateStatus.Rejected]: [],
});

export const DECISION_STATUS: Record<InsuranceCertificateDecision, InsuranceCertificateStatus> = {
  [InsuranceCertificateDecision.Approve]: InsuranceCertificateStatus.Approved,
  [InsuranceCertificateDecision.Reject]: InsuranceCertificateStatus.Rejected,
};

/** The decisions the office may take on a certificate in this status. */
export function allowedDecisions(status: InsuranceCertificateStatus): InsuranceCertificateDecision[] {
  return Object.values(InsuranceCertificateDecision).filter((decision) => insuranceCertificateStatusFlow.canMove(status, DECISION_STATUS[decision]));
}
