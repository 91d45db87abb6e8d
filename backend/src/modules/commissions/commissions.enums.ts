/** spec §3/§4 commission_payments.status (default pending); PostgreSQL enum `commission_payment_status`. */
export enum CommissionPaymentStatus {
  Pending = 'pending',
  Paid = 'paid',
  Cancelled = 'cancelled',
}

/** commission_entries.kind: a commission at conversion, or its reversal (negative). PostgreSQL enum `commission_entry_kind`. */
export enum CommissionEntryKind {
  Commission = 'commission',
  Clawback = 'clawback',
}

/**
 * commission_entries.status: pending during the hold, earned (payable) after it, paid once a
 * payment holding it is paid. PostgreSQL enum `commission_entry_status`.
 */
export enum CommissionEntryStatus {
  Pending = 'pending',
  Earned = 'earned',
  Paid = 'paid',
  /** Reversed before it was ever earned or paid (issue 25): counts nowhere, no clawback. */
  Cancelled = 'cancelled',
}

/** A referral's commission as the partner and the office see it (computed, never stored). */
export enum ReferralCommissionState {
  None = 'none',
  Pending = 'pending',
  Held = 'held',
  Earned = 'earned',
  Paid = 'paid',
  Reversed = 'reversed',
}

export enum ReferralSort {
  CreatedAt = 'createdAt',
  UpdatedAt = 'updatedAt',
  Commission = 'commission',
}

export enum CommissionPaymentSort {
  CreatedAt = 'createdAt',
  Amount = 'amount',
}
