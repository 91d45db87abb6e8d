/** spec §3/§4 deposits.status (default pending); PostgreSQL enum `deposit_status`. Moves: deposit-status-flow.ts. */
export enum DepositStatus {
  Pending = 'pending',
  /** issue 13: the office has e-mailed the invoice; the buyer has not paid yet. */
  Invoiced = 'invoiced',
  Paid = 'paid',
  Refunded = 'refunded',
  Cancelled = 'cancelled',
}

/** Sort keys of the office's deposit list. */
export enum AdminDepositSort {
  CreatedAt = 'createdAt',
  Amount = 'amount',
}
