import { ApiProperty } from '@nestjs/swagger';
import { DesignCategory } from '../../designs/designs.enums';
import { DepositPaymentProvider, DepositStatus } from '../deposits.enums';

/** The plan a deposit is on, enough to name it and link to it. */
export class DepositDesignDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  /** /designs/{slug}. */
  slug: string;
  name: string;
  @ApiProperty({ enum: DesignCategory, enumName: 'DesignCategory' })
  category: DesignCategory;
}

/** The buyer's electronic signature of the reservation agreement (issue 29). */
export class DepositSignatureDto {
  /** The version of the agreement signed. */
  agreementVersion: string;
  /** Lower-case hex SHA-256 of the exact text signed. */
  @ApiProperty({ pattern: '^[0-9a-f]{64}$' })
  sha256: string;
  /** The full name the buyer typed. */
  signerName: string;
  @ApiProperty({ type: 'string', format: 'date-time' })
  signedAt: string;
}

/** One of the signed-in buyer's deposits (spec §3 deposits). Money in US cents (spec §9). */
export class DepositResponseDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  design: DepositDesignDto;
  /** US cents. */
  @ApiProperty({ type: 'integer', example: 250000 })
  amount: number;
  @ApiProperty({ enum: DepositStatus, enumName: 'DepositStatus' })
  status: DepositStatus;
  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt: string;
  @ApiProperty({ type: 'string', nullable: true })
  street: string | null;
  @ApiProperty({ type: 'string', nullable: true })
  city: string | null;
  @ApiProperty({ type: 'string', nullable: true, example: 'MO' })
  state: string | null;
  @ApiProperty({ type: 'string', nullable: true, example: '64501' })
  zipCode: string | null;
  @ApiProperty({ type: 'string', format: 'date', nullable: true })
  expectedStartDate: string | null;
  siteVisitRequired: boolean;
  @ApiProperty({ type: 'string', nullable: true })
  additionalNotes: string | null;
  /** The signed reservation agreement; null for deposits placed before agreements were signed online. */
  @ApiProperty({ type: DepositSignatureDto, nullable: true })
  signature: DepositSignatureDto | null;
  /** How this deposit is paid (fixed when it was placed): through Stripe Checkout, or invoiced by the office. */
  @ApiProperty({ enum: DepositPaymentProvider, enumName: 'DepositPaymentProvider' })
  paymentProvider: DepositPaymentProvider;
  /** When the reservation is released if it is still unpaid (Stripe deposits); null otherwise. */
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  holdExpiresAt: string | null;
  /** When the payment was confirmed (Stripe's verified webhook, or the office recording an invoice paid). */
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  paidAt: string | null;
  /** US cents refunded so far (0 when none). */
  @ApiProperty({ type: 'integer', example: 0 })
  refundedAmount: number;
  /** Stripe Checkout's page to pay on: only in createDeposit's answer when Stripe is in force; null elsewhere. */
  @ApiProperty({ type: 'string', format: 'uri', nullable: true })
  checkoutUrl: string | null;
}

/** Where to send the buyer to pay a deposit (Stripe Checkout's hosted page). */
export class DepositCheckoutResponseDto {
  @ApiProperty({ type: 'string', format: 'uri' })
  checkoutUrl: string;
}
