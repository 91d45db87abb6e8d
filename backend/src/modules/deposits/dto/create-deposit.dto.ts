import { ApiProperty } from '@nestjs/swagger';
import { OptionalNullable, TrimmedString } from '../../../common/validation';
import {
  AgreementVersion,
  CONSENT_MESSAGE,
  DepositState,
  DepositZipCode,
  FutureDate,
  MustBeTrue,
  OptionalBoolean,
  Sha256Hex,
  SignerName,
} from './deposit-fields';

export const DEPOSIT_STREET_MAX_LENGTH = 200;
export const DEPOSIT_CITY_MAX_LENGTH = 100;
export const DEPOSIT_NOTES_MAX_LENGTH = 2000;

/**
 * A deposit on a plan (spec §3 deposits): the plan and the build site. The amount is not sent:
 * the server takes it from its configuration (GET /api/deposits/terms shows it). Issue 29: the
 * buyer signs the reservation agreement (getDepositAgreement) with it: typed name, consent to sign
 * electronically, and the version and SHA-256 of the text they read (409 when it has changed since).
 */
export class CreateDepositDto {
  /** The plan, by id or slug (as in /checkout/{designId}); it must be an active plan. */
  @TrimmedString({ max: 100, requiredMessage: 'Choose a plan to reserve.' })
  @ApiProperty({ example: 'rose-mount' })
  designId: string;

  /** Street address of the build site. */
  @TrimmedString({ max: DEPOSIT_STREET_MAX_LENGTH, requiredMessage: 'Street address is required.' })
  street: string;

  @TrimmedString({ max: DEPOSIT_CITY_MAX_LENGTH, requiredMessage: 'City is required.' })
  city: string;

  /** Two-letter US state code, any case (stored upper case); MO when left out. */
  @DepositState()
  state?: string;

  /** Five digits. */
  @DepositZipCode()
  zipCode: string;

  /** When the buyer hopes to start building: a calendar date after today (Missouri time), YYYY-MM-DD. */
  @FutureDate()
  expectedStartDate: string;

  /** The buyer wants us to visit the site before the build (default false). */
  @OptionalBoolean()
  siteVisitRequired?: boolean;

  /** Anything we should know about the site or the plan. */
  @OptionalNullable()
  @TrimmedString({ max: DEPOSIT_NOTES_MAX_LENGTH, multiline: true })
  @ApiProperty({ required: false, nullable: true })
  additionalNotes?: string | null;

  /** The buyer's full name, typed to sign the reservation agreement (2 to 120 characters; Latin, Greek or Cyrillic letters). */
  @SignerName()
  signerName: string;

  /** The buyer agrees to sign electronically (ESIGN consent): must be true. */
  @MustBeTrue(CONSENT_MESSAGE)
  consentToSignElectronically: boolean;

  /** The agreement version the buyer read: getDepositAgreement's `version`. */
  @AgreementVersion()
  agreementVersion: string;

  /** The SHA-256 (hex) of the agreement text the buyer read: getDepositAgreement's `sha256`. */
  @Sha256Hex()
  agreementSha256: string;
}
