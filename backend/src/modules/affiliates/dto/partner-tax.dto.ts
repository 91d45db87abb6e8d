import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsEnum, ValidateBy, ValidateIf } from 'class-validator';
import { isAbaRoutingNumber, ROUTING_NUMBER_MESSAGE } from '../../../shared/aba-routing';
import { OptionalNullable, PersonName, TrimmedString } from '../../../common/validation';
import { tinDigits } from '../../../shared/tax-forms';
import { MustBeTrue } from './register-affiliate.dto';
import { BankAccountType, LlcTaxClass, PayoutMethodKind, TaxClassification, TinType } from '../partner-tax.enums';

export const TIN_MESSAGE = 'The taxpayer identification number must be 9 digits (SSN 123-45-6789 or EIN 12-3456789).';
export const SSN_MESSAGE = 'This is not a valid Social Security number: one never starts with 000, 666 or 9, nor has 00 or 0000 in its groups.';
export const CERTIFICATION_MESSAGE = 'Please check the box to certify the W-9 under penalties of perjury.';
export const ACCOUNT_NUMBER_MESSAGE = 'The account number must be 4 to 17 digits.';
export const BANK_DETAILS_WITH_CHECK_MESSAGE =
  'Bank details go with direct deposit (ACH) only: leave the routing number, account number and account type out for a paper check.';

/**
 * A bank detail of the payout method: checked with ACH, and refused with a check rather than
 * dropped unseen (so a client that sends them never believes they were kept).
 */
function BankDetail(): PropertyDecorator {
  return applyDecorators(
    ValidateIf((o: SetPayoutMethodDto, value: unknown) => o.method === PayoutMethodKind.Ach || (value !== undefined && value !== null)),
    ValidateBy({
      name: 'bankDetailWithAch',
      validator: {
        validate: (_value, args) => (args?.object as SetPayoutMethodDto | undefined)?.method === PayoutMethodKind.Ach,
        defaultMessage: () => BANK_DETAILS_WITH_CHECK_MESSAGE,
      },
    }),
  );
}

/** A TIN as typed: 9 digits, with or without the usual dashes; an SSN also passes the SSA's rules. */
function tinProblem(value: unknown, tinType: unknown): string | null {
  const digits = typeof value === 'string' ? tinDigits(value) : null;
  if (!digits) return TIN_MESSAGE;
  if (tinType === TinType.Ssn && (/^(000|666|9)/.test(digits) || digits.slice(3, 5) === '00' || digits.slice(5) === '0000')) return SSN_MESSAGE;
  return null;
}

/** The partner's W-9 (Form W-9, Rev. March 2024): lines 1 to 6, Part I and the Part II certification. */
export class SubmitW9Dto {
  /** Line 1: the name on the partner's income tax return. */
  @PersonName({ max: 200, requiredMessage: 'Please enter the name on your income tax return.' })
  legalName: string;

  /** Line 2: business name or disregarded entity name, if different from line 1. */
  @OptionalNullable()
  @TrimmedString({ max: 200 })
  businessName?: string | null;

  @IsEnum(TaxClassification, { message: 'Please choose a federal tax classification.' })
  @ApiProperty({ enum: TaxClassification, enumName: 'TaxClassification' })
  taxClassification: TaxClassification;

  /** With an LLC: C corporation, S corporation or partnership (required then, ignored otherwise). */
  @ValidateIf((o: SubmitW9Dto) => o.taxClassification === TaxClassification.Llc)
  @IsEnum(LlcTaxClass, { message: "Please choose the LLC's tax classification: C, S or P." })
  @ApiProperty({ enum: LlcTaxClass, enumName: 'LlcTaxClass', required: false, nullable: true })
  llcTaxClass?: LlcTaxClass | null;

  /** With "other": the classification in the partner's words (required then, ignored otherwise). */
  @ValidateIf((o: SubmitW9Dto) => o.taxClassification === TaxClassification.Other)
  @TrimmedString({ max: 100, requiredMessage: 'Please describe your tax classification.' })
  @ApiProperty({ required: false, nullable: true, maxLength: 100 })
  otherClassification?: string | null;

  @TrimmedString({ max: 255, requiredMessage: 'Address is required.' })
  address: string;

  @TrimmedString({ max: 100, requiredMessage: 'City is required.' })
  city: string;

  /** Two-letter state code (MO). */
  @ValidateBy({
    name: 'usState',
    validator: {
      validate: (value) => typeof value === 'string' && /^[A-Za-z]{2}$/.test(value.trim()),
      defaultMessage: () => 'State must be the two-letter code, like MO.',
    },
  })
  @ApiProperty({ minLength: 2, maxLength: 2, example: 'MO' })
  state: string;

  /** 12345 or 12345-6789. */
  @ValidateBy({
    name: 'zipCode',
    validator: {
      validate: (value) => typeof value === 'string' && /^\d{5}(-\d{4})?$/.test(value.trim()),
      defaultMessage: () => 'ZIP code must be 5 digits, or 5 and 4 (65804-1234).',
    },
  })
  @ApiProperty({ minLength: 5, maxLength: 10, example: '65804' })
  zipCode: string;

  @IsEnum(TinType, { message: 'Please choose SSN or EIN.' })
  @ApiProperty({ enum: TinType, enumName: 'TinType' })
  tinType: TinType;

  /** The 9-digit SSN or EIN, dashes allowed. Stored encrypted; only its last four digits are ever shown. */
  @ValidateBy({
    name: 'tin',
    validator: {
      validate: (value, args) => tinProblem(value, (args!.object as SubmitW9Dto).tinType) === null,
      defaultMessage: (args) => tinProblem(args!.value, (args!.object as SubmitW9Dto).tinType) ?? '',
    },
  })
  @ApiProperty({ minLength: 9, maxLength: 11, example: '123-45-6789' })
  tin: string;

  /** The partner's name typed as the signature. */
  @PersonName({ max: 200, requiredMessage: 'Please type your name to sign.' })
  signatureName: string;

  /** The partner certifies the W-9 under penalties of perjury (the text of W9_CERTIFICATION_TEXT); must be true. */
  @MustBeTrue(CERTIFICATION_MESSAGE)
  certify: boolean;
}

/** How the partner is paid: ACH to a bank account, or a check mailed to the W-9's address. */
export class SetPayoutMethodDto {
  @IsEnum(PayoutMethodKind, { message: 'Please choose direct deposit (ACH) or check.' })
  @ApiProperty({ enum: PayoutMethodKind, enumName: 'PayoutMethodKind' })
  method: PayoutMethodKind;

  /** With ACH: the bank's 9-digit routing number (ABA check digit verified). */
  @BankDetail()
  @ValidateBy({
    name: 'routingNumber',
    validator: { validate: (value) => isAbaRoutingNumber(typeof value === 'string' ? value.trim() : value), defaultMessage: () => ROUTING_NUMBER_MESSAGE },
  })
  @ApiProperty({ required: false, nullable: true, minLength: 9, maxLength: 9, example: '101000019' })
  routingNumber?: string | null;

  /** With ACH: the account number, 4 to 17 digits. Stored encrypted; only its last four digits are ever shown. */
  @BankDetail()
  @ValidateBy({
    name: 'accountNumber',
    validator: { validate: (value) => typeof value === 'string' && /^\d{4,17}$/.test(value.trim()), defaultMessage: () => ACCOUNT_NUMBER_MESSAGE },
  })
  @ApiProperty({ required: false, nullable: true, minLength: 4, maxLength: 17 })
  accountNumber?: string | null;

  /** With ACH: checking or savings. */
  @BankDetail()
  @IsEnum(BankAccountType, { message: 'Please choose checking or savings.' })
  @ApiProperty({ enum: BankAccountType, enumName: 'BankAccountType', required: false, nullable: true })
  accountType?: BankAccountType | null;
}

/** A W-9 on file as anyone may see it: never the TIN, only its last four digits. */
export class W9SummaryDto {
  legalName: string;
  businessName: string | null;
  @ApiProperty({ enum: TaxClassification, enumName: 'TaxClassification' })
  taxClassification: TaxClassification;
  @ApiProperty({ enum: LlcTaxClass, enumName: 'LlcTaxClass', nullable: true })
  llcTaxClass: LlcTaxClass | null;
  otherClassification: string | null;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  @ApiProperty({ enum: TinType, enumName: 'TinType' })
  tinType: TinType;
  /** The TIN's last four digits. */
  tinLast4: string;
  signatureName: string;
  @ApiProperty({ format: 'date-time' })
  certifiedAt: string;
}

/** The partner's payout method: never the account number, only its last four digits. */
export class PayoutMethodSummaryDto {
  @ApiProperty({ enum: PayoutMethodKind, enumName: 'PayoutMethodKind' })
  method: PayoutMethodKind;
  /** With ACH: the bank's routing number (a public number). */
  routingNumber: string | null;
  /** With ACH: the account number's last four digits. */
  accountLast4: string | null;
  @ApiProperty({ enum: BankAccountType, enumName: 'BankAccountType', nullable: true })
  accountType: BankAccountType | null;
  @ApiProperty({ format: 'date-time' })
  updatedAt: string;
}

/** The partner's W-9 and payout method, and the payout rules they read on the dashboard. */
export class MyTaxAndPayoutResponseDto {
  /** The current W-9, or null when none is on file (no commission is paid then). */
  w9: W9SummaryDto | null;
  payoutMethod: PayoutMethodSummaryDto | null;
  /** MIN_PAYOUT_CENTS: a partner is paid once the earned balance reaches it. */
  @ApiProperty({ type: 'integer' })
  minimumPayoutCents: number;
}
