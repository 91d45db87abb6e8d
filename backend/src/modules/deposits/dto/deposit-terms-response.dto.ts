import { ApiProperty } from '@nestjs/swagger';

/** What a deposit costs and what happens after it is placed (the checkout page and the e-mails say the same). */
export class DepositTermsResponseDto {
  /** The deposit on any plan, in US cents (configured by DEPOSIT_AMOUNT_CENTS). */
  @ApiProperty({ type: 'integer', example: 250000 })
  amount: number;
  /** How the deposit is paid today, one sentence (e.g. invoiced by the builder; no card is taken on the site). */
  payment: string;
  /** What happens after a deposit is placed, in order. */
  nextSteps: string[];
}
