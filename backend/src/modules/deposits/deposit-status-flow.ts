import { defineStatusFlow } from '../../common/status-flow';
import { DepositStatus } from './deposits.enums';

/**
 * Where a deposit may go from each status (issue 13), the one place this rule lives: the office's
 * status change checks it and the admin API hands `allowedStatuses` to the page from it.
 * Refunded and cancelled are final.
 */
export const depositStatusFlow = defineStatusFlow<DepositStatus>('a deposit', {
  [DepositStatus.Pending]: [DepositStatus.Invoiced, DepositStatus.Cancelled],
  [DepositStatus.Invoiced]: [DepositStatus.Paid, DepositStatus.Cancelled],
  [DepositStatus.Paid]: [DepositStatus.Refunded],
  [DepositStatus.Refunded]: [],
  [DepositStatus.Cancelled]: [],
});
