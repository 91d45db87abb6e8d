import { ConflictException } from '@nestjs/common';
import { ContractorStatus } from './contractors.enums';

/**
 * The moves of a listing (issue 15), the one place this rule lives: an application is approved
 * (published) or rejected; an approved listing can be unpublished and republished. Rejected is
 * final (the applicant applies again). Everything else is refused with 409.
 */
export const CONTRACTOR_STATUS_MOVES: Readonly<Record<ContractorStatus, readonly ContractorStatus[]>> = {
  [ContractorStatus.Pending]: [ContractorStatus.Approved, ContractorStatus.Rejected],
  [ContractorStatus.Approved]: [ContractorStatus.Unpublished],
  [ContractorStatus.Unpublished]: [ContractorStatus.Approved],
  [ContractorStatus.Rejected]: [],
};

export const contractorMoveRefusedMessage = (from: ContractorStatus, to: ContractorStatus) => `A contractor cannot move from ${from} to ${to}.`;

export function canMoveContractor(from: ContractorStatus, to: ContractorStatus): boolean {
  return CONTRACTOR_STATUS_MOVES[from].includes(to);
}

export function allowedContractorStatuses(from: ContractorStatus): ContractorStatus[] {
  return [...CONTRACTOR_STATUS_MOVES[from]];
}

/** 409 with the sentence unless `from → to` is an allowed move (staying put is not one). */
export function assertContractorMove(from: ContractorStatus, to: ContractorStatus): void {
  if (!canMoveContractor(from, to)) throw new ConflictException(contractorMoveRefusedMessage(from, to));
}
