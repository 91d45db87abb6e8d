import { ConflictException } from '@nestjs/common';
import { ContractorInquiryStatus } from './contractors.enums';

/**
 * The moves of a homeowner's inquiry on the contractor's dashboard (issue 15), in one place:
 * new → replied or closed, replied → closed, closed → new (reopened). A reply e-mailed from the
 * dashboard moves new → replied; replying again to a replied inquiry keeps it replied.
 */
export const INQUIRY_STATUS_MOVES: Readonly<Record<ContractorInquiryStatus, readonly ContractorInquiryStatus[]>> = {
  [ContractorInquiryStatus.New]: [ContractorInquiryStatus.Replied, ContractorInquiryStatus.Closed],
  [ContractorInquiryStatus.Replied]: [ContractorInquiryStatus.Closed],
  [ContractorInquiryStatus.Closed]: [ContractorInquiryStatus.New],
};

export const inquiryMoveRefusedMessage = (from: ContractorInquiryStatus, to: ContractorInquiryStatus) => `An inquiry cannot move from ${from} to ${to}.`;

export function canMoveInquiry(from: ContractorInquiryStatus, to: ContractorInquiryStatus): boolean {
  return INQUIRY_STATUS_MOVES[from].includes(to);
}

export function allowedInquiryStatuses(from: ContractorInquiryStatus): ContractorInquiryStatus[] {
  return [...INQUIRY_STATUS_MOVES[from]];
}

/** 409 with the sentence unless `from → to` is an allowed move. */
export function assertInquiryMove(from: ContractorInquiryStatus, to: ContractorInquiryStatus): void {
  if (!canMoveInquiry(from, to)) throw new ConflictException(inquiryMoveRefusedMessage(from, to));
}
