import { ConflictException } from '@nestjs/common';
import { DepositStatus } from './deposits.enums';

/**
 * Where a deposit may go from each status (issue 13), the one place this rule lives: the office's
 * status change checks it and the admin API hands `allowedStatuses` to the page from it.
 * Refunded and cancelled are final.
 */
export const DEPOSIT_STATUS_MOVES: Readonly<Record<DepositStatus, readonly DepositStatus[]>> = {
  [DepositStatus.Pending]: [DepositStatus.Invoiced, DepositStatus.Cancelled],
  [DepositStatus.Invoiced]: [DepositStatus.Paid, DepositStatus.Cancelled],
  [DepositStatus.Paid]: [DepositStatus.Refunded],
  [DepositStatus.Refunded]: [],
  [DepositStatus.Cancelled]: [],
};

export const depositMoveRefusedMessage = (from: DepositStatus, to: DepositStatus) => `A deposit cannot move from ${from} to ${to}.`;

export function canMoveDeposit(from: DepositStatus, to: DepositStatus): boolean {
  return DEPOSIT_STATUS_MOVES[from].includes(to);
}

/** 409 with the sentence unless `from → to` is an allowed move (staying put is not one). */
export function assertDepositMove(from: DepositStatus, to: DepositStatus): void {
  if (!canMoveDeposit(from, to)) throw new ConflictException(depositMoveRefusedMessage(from, to));
}
