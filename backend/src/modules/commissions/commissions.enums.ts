/** spec §3/§4 commission_payments.status (default pending); PostgreSQL enum `commission_payment_status`. */
export enum CommissionPaymentStatus {
  Pending = 'pending',
  Paid = 'paid',
  Cancelled = 'cancelled',
}
