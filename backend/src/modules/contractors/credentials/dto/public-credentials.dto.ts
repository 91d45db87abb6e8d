import { ApiProperty } from '@nestjs/swagger';
import {
  CREDENTIAL_KINDS,
  JURISDICTION_KINDS,
  LICENSE_TRADES,
  type CredentialKind,
  type JurisdictionKind,
  type LicenseTrade,
} from '../../../../shared/missouri-licensing';
import { LicenseEvidence } from '../credentials.enums';

/** A license or registration the office checked, as the public profile shows it (words from shared/missouri-licensing.ts). */
export class ContractorLicenseLineDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  @ApiProperty({ enum: LICENSE_TRADES, enumName: 'LicenseTrade' })
  trade: LicenseTrade;
  @ApiProperty({ enum: JURISDICTION_KINDS, enumName: 'JurisdictionKind' })
  jurisdictionKind: JurisdictionKind;
  /** 'Kansas City'; 'Missouri' for the statewide electrical license. */
  jurisdictionName: string;
  @ApiProperty({ enum: CREDENTIAL_KINDS, enumName: 'CredentialKind' })
  credential: CredentialKind;
  /** 'Kansas City general contractor license'. */
  name: string;
  number: string;
  issuer: string;
  @ApiProperty({ type: 'string', format: 'date', nullable: true })
  expiresOn: string | null;
  /** Not past its end date: it counts. An expired one is listed as expired and does not count. */
  current: boolean;
  /** The day the office checked it (YYYY-MM-DD, Missouri time). */
  @ApiProperty({ type: 'string', format: 'date' })
  checkedOn: string;
  /** Who checked it: an admin's first name, or 'our office'. */
  checkedBy: string;
  /** A document on file with the office, or a public record anyone can look up. */
  @ApiProperty({ enum: LicenseEvidence, enumName: 'LicenseEvidence' })
  evidence: LicenseEvidence;
  /** The public record the office looked at, for the homeowner to check too. */
  @ApiProperty({ type: 'string', nullable: true })
  publicRecordUrl: string | null;
  @ApiProperty({ type: 'string', nullable: true })
  publicRecordText: string | null;
  /** The line: 'Kansas City general contractor license, checked 2026-11-03 by Casey', or '… expired 2026-01-31'. */
  line: string;
  /** What Missouri's rules mean for it ('Missouri has no statewide general contractor license; …'); null for the statewide license. */
  @ApiProperty({ type: 'string', nullable: true })
  stateNote: string | null;
}

/** The insurance the profile shows: from the approved certificate that ends last. */
export class ContractorInsuranceDto {
  /** insured: an approved certificate not past its end date; expired: approved ones on file, all ended; none: no approved certificate. */
  @ApiProperty({ enum: ['insured', 'expired', 'none'], enumName: 'ContractorInsuranceState' })
  state: 'insured' | 'expired' | 'none';
  /** The badge: 'Insured' or 'Insurance on file expired'; null with none. */
  @ApiProperty({ type: 'string', nullable: true })
  label: string | null;
  /** 'Certificate of insurance from …, $1,000,000 coverage, through 2027-03-31; checked 2026-11-03 by our office.' or 'The insurance on file expired 2026-01-31.'; null with none. */
  @ApiProperty({ type: 'string', nullable: true })
  sentence: string | null;
  @ApiProperty({ type: 'string', nullable: true })
  insurer: string | null;
  @ApiProperty({ type: 'integer', nullable: true })
  coverageCents: number | null;
  @ApiProperty({ type: 'string', format: 'date', nullable: true })
  expiresOn: string | null;
}

/** The credentials part of a public profile. */
export class ContractorCredentialsDto {
  /** 'Licensed in Missouri' (a current statewide license only), 'License checked', or null. */
  @ApiProperty({ type: 'string', nullable: true })
  licenseHeadline: string | null;
  /** Current records first, then expired ones; each with what was checked, by whom and when. */
  licenses: ContractorLicenseLineDto[];
  insurance: ContractorInsuranceDto;
}
