/** spec §3/§4 deposits.status (default pending); PostgreSQL enum `deposit_status`. */
export enum DepositStatus {
  Pending = 'pending',
  Paid = 'paid',
  Refunded = 'refunded',
  Cancelled = 'cancelled',
}
