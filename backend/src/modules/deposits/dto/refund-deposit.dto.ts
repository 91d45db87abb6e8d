import { BodyInt } from '../../../common/body-int';
import { TrimmedString } from '../../../common/validation';

export const REFUND_REASON_MAX_LENGTH = 500;
/** The largest deposit DEPOSIT_AMOUNT_CENTS allows; the real ceiling is what is left to refund (409 past it). */
export const REFUND_AMOUNT_MAX = 100_000_000;

/**
 * An admin refunds part or all of a paid deposit (issue 29). The amount may not exceed what is
 * left to refund (the deposit's amount less refundedAmount; 409 otherwise).
 */
export class RefundDepositDto {
  /** US cents, at least 1 and at most what is left to refund. */
  @BodyInt(1, REFUND_AMOUNT_MAX, 'US cents, at most the deposit amount less what was already refunded.')
  amount: number;

  /** Why the money goes back (kept with the refund and put in the buyer's e-mail). */
  @TrimmedString({ max: REFUND_REASON_MAX_LENGTH, multiline: true, requiredMessage: 'Say why the deposit is refunded.' })
  reason: string;
}
