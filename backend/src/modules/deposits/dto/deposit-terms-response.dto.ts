import { ApiProperty } from '@nestjs/swagger';
import { DepositPaymentProvider } from '../deposits.enums';

/** What a deposit costs and what happens after it is placed (the checkout page and the e-mails say the same). */
export class DepositTermsResponseDto {
  /** The deposit on any plan, in US cents (configured by DEPOSIT_AMOUNT_CENTS). */
  @ApiProperty({ type: 'integer', example: 250000 })
  amount: number;
  /** How deposits are paid now: through Stripe Checkout (STRIPE_SECRET_KEY set), or invoiced by the office. */
  @ApiProperty({ enum: DepositPaymentProvider, enumName: 'DepositPaymentProvider' })
  provider: DepositPaymentProvider;
  /** Days an unpaid reservation is held before it is released (DEPOSIT_HOLD_DAYS; Stripe deposits). */
  @ApiProperty({ type: 'integer', example: 7 })
  holdDays: number;
  /** How the deposit is paid, one sentence, for the provider in force. */
  payment: string;
  /** What happens after a deposit is placed, in order. */
  nextSteps: string[];
}
