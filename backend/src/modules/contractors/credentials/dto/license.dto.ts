import { ApiProperty } from '@nestjs/swagger';
import { Optional, OptionalNullable, TrimmedString, WebsiteUrl } from '../../../../common/validation';
import {
  CREDENTIAL_KINDS,
  JURISDICTION_KINDS,
  LICENSE_TRADES,
  type CredentialKind,
  type JurisdictionKind,
  type LicenseTrade,
} from '../../../../shared/missouri-licensing';
import { LicenseEvidence } from '../credentials.enums';
import { CalendarDate, OneOf } from './credential-fields';

export const LICENSE_MESSAGES = {
  trade: `Trade must be one of: ${LICENSE_TRADES.join(', ')}.`,
  jurisdictionKind: `Jurisdiction must be one of: ${JURISDICTION_KINDS.join(', ')}.`,
  credential: `Credential must be one of: ${CREDENTIAL_KINDS.join(', ')}.`,
  jurisdictionName: 'Name the city or county (or the other body) that issued it, such as Kansas City or St. Louis County.',
  number: 'Enter the license or registration number as the record shows it.',
  issuer: 'Enter who issued it, such as "City of Kansas City, Missouri".',
  expiresOn: 'Enter the end date as YYYY-MM-DD, or leave it empty when the record has none.',
  evidence: 'Attach the document you checked, or give the public record you looked it up in (a web address or where to find it).',
} as const;

/**
 * upsertContractorLicense's text fields (a multipart form: the document, if any, is the `file`).
 * One record per trade and jurisdiction: sending the same trade, jurisdiction kind and name
 * (any case) updates that record and stamps it checked now, by the admin sending it.
 */
export class UpsertContractorLicenseDto {
  @OneOf(LICENSE_TRADES, LICENSE_MESSAGES.trade, 'LicenseTrade')
  trade: LicenseTrade;

  /** statewide_electrical (Missouri's only statewide contractor license, electrical only), city_or_county, or other. */
  @OneOf(JURISDICTION_KINDS, LICENSE_MESSAGES.jurisdictionKind, 'JurisdictionKind')
  jurisdictionKind: JurisdictionKind;

  /** 'Kansas City', 'St. Louis County'; ignored for the statewide license (it is Missouri's). Never the state itself. */
  @Optional()
  @TrimmedString({ max: 100, requiredMessage: LICENSE_MESSAGES.jurisdictionName })
  @ApiProperty({ required: false, maxLength: 100 })
  jurisdictionName?: string;

  /** license (default) or registration. */
  @Optional()
  @OneOf(CREDENTIAL_KINDS, LICENSE_MESSAGES.credential, 'CredentialKind')
  @ApiProperty({ required: false, enum: CREDENTIAL_KINDS, enumName: 'CredentialKind' })
  credential?: CredentialKind;

  @TrimmedString({ max: 100, requiredMessage: LICENSE_MESSAGES.number })
  number: string;

  @TrimmedString({ max: 200, requiredMessage: LICENSE_MESSAGES.issuer })
  issuer: string;

  /** The end date on the record (YYYY-MM-DD); empty when it has none. Past it, the record shows as expired and no longer counts. */
  @OptionalNullable()
  @CalendarDate(LICENSE_MESSAGES.expiresOn, { required: false })
  expiresOn?: string | null;

  /** The public record the office looked at: the issuer's license lookup page (http or https). */
  @OptionalNullable()
  @WebsiteUrl()
  publicRecordUrl?: string | null;

  /** Or where that record is, in words ('Kansas City license lookup, searched by business name'). */
  @OptionalNullable()
  @TrimmedString({ max: 500 })
  @ApiProperty({ required: false, nullable: true, maxLength: 500 })
  publicRecordText?: string | null;
}

/** The multipart body of upsertContractorLicense as the OpenAPI document shows it: the fields and, optionally, the document. */
export class UpsertContractorLicenseFormDto extends UpsertContractorLicenseDto {
  /** The document the office checked: PDF, JPEG, PNG or WebP (decided by its contents), up to 10 MB. Optional when a public record is given, or to keep the one on file. */
  @ApiProperty({ type: 'string', format: 'binary', required: false })
  file?: Blob;
}

/** A license record as the office sees it. */
export class ContractorLicenseResponseDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  @ApiProperty({ type: 'integer' })
  contractorId: number;
  @ApiProperty({ enum: LICENSE_TRADES, enumName: 'LicenseTrade' })
  trade: LicenseTrade;
  @ApiProperty({ enum: JURISDICTION_KINDS, enumName: 'JurisdictionKind' })
  jurisdictionKind: JurisdictionKind;
  jurisdictionName: string;
  @ApiProperty({ enum: CREDENTIAL_KINDS, enumName: 'CredentialKind' })
  credential: CredentialKind;
  number: string;
  issuer: string;
  @ApiProperty({ type: 'string', format: 'date', nullable: true })
  expiresOn: string | null;
  /** Not past its end date (today in Missouri): it counts for 'License checked'. */
  current: boolean;
  @ApiProperty({ enum: LicenseEvidence, enumName: 'LicenseEvidence' })
  evidence: LicenseEvidence;
  /** The document's name and where the office downloads it; null for a public record. */
  @ApiProperty({ type: 'string', nullable: true })
  documentFileName: string | null;
  @ApiProperty({ type: 'string', nullable: true })
  documentUrl: string | null;
  @ApiProperty({ type: 'string', nullable: true })
  publicRecordUrl: string | null;
  @ApiProperty({ type: 'string', nullable: true })
  publicRecordText: string | null;
  /** The admin who checked it ('Casey Admin'); null for a sample's seed row or a deleted account. */
  @ApiProperty({ type: 'string', nullable: true })
  checkedByName: string | null;
  @ApiProperty({ type: 'string', format: 'date-time' })
  checkedAt: string;
  /** The words the public profile shows ('Kansas City general contractor license, checked 2026-11-03 by Casey'). */
  line: string;
}
