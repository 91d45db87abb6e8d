import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { BUSINESS_TIME_ZONE, businessToday } from '../../../shared/business-calendar';
import {
  INSURANCE_ON_FILE_EXPIRED,
  INSURED,
  insuranceSentence,
  licenseHeadline,
  licenseLine,
  licenseName,
  stateRuleNote,
  type CredentialKind,
  type JurisdictionKind,
  type LicenseTrade,
} from '../../../shared/missouri-licensing';
import { InsuranceCertificateStatus, LicenseEvidence } from './credentials.enums';
import { allowedDecisions } from './insurance-certificate-status-flow';
import type { AdminContractorCredentialsResponseDto } from './dto/admin-credentials.dto';
import type { InsuranceCertificateResponseDto, OfficeInsuranceCertificateResponseDto } from './dto/insurance-certificate.dto';
import type { ContractorLicenseResponseDto } from './dto/license.dto';
import type { ContractorCredentialsDto, ContractorInsuranceDto, ContractorLicenseLineDto } from './dto/public-credentials.dto';

/** The day a timestamp falls on in Missouri, as SQL text. */
const missouriDaySql = (column: string) => `to_char(${column} AT TIME ZONE '${BUSINESS_TIME_ZONE}', 'YYYY-MM-DD')`;

export interface LicenseRow {
  id: number;
  contractorId: number;
  trade: LicenseTrade;
  jurisdictionKind: JurisdictionKind;
  jurisdictionName: string;
  credential: CredentialKind;
  number: string;
  issuer: string;
  expiresOn: string | null;
  documentFileId: string | null;
  documentFileName: string | null;
  publicRecordUrl: string | null;
  publicRecordText: string | null;
  checkedAt: Date;
  checkedOn: string;
  checkedByFirstName: string | null;
  checkedByName: string | null;
}

const LICENSE_COLUMNS_SQL = `l."id", l."contractorId", l."trade", l."jurisdictionKind", l."jurisdictionName", l."credential", l."number", l."issuer",
  to_char(l."expiresOn", 'YYYY-MM-DD') AS "expiresOn", l."documentFileId", f."fileName" AS "documentFileName", l."publicRecordUrl", l."publicRecordText",
  l."checkedAt", ${missouriDaySql('l."checkedAt"')} AS "checkedOn", u."firstName" AS "checkedByFirstName",
  CASE WHEN u."id" IS NULL THEN NULL ELSE trim(u."firstName" || ' ' || u."lastName") END AS "checkedByName"
  FROM "contractor_licenses" l LEFT JOIN "users" u ON u."id" = l."checkedById" LEFT JOIN "stored_files" f ON f."id" = l."documentFileId"`;

export interface CertificateRow {
  id: number;
  contractorId: number;
  contractorName: string;
  insurer: string;
  policyNumber: string;
  coverageCents: number;
  expiresOn: string;
  status: InsuranceCertificateStatus;
  rejectionReason: string | null;
  fileName: string;
  contentType: string;
  byteSize: number;
  reviewedAt: Date | null;
  reviewedOn: string | null;
  reviewedByFirstName: string | null;
  reviewedByName: string | null;
  createdAt: Date;
}

/** The certificate columns (`i`, its file `f`, its listing `c`, its reviewer `u`); append FROM/WHERE to CERTIFICATE_FROM_SQL. */
export const CERTIFICATE_COLUMNS_SQL = `i."id", i."contractorId", c."name" AS "contractorName", i."insurer", i."policyNumber", i."coverageCents",
  to_char(i."expiresOn", 'YYYY-MM-DD') AS "expiresOn", i."status", i."rejectionReason", f."fileName", f."contentType", f."byteSize",
  i."reviewedAt", ${missouriDaySql('i."reviewedAt"')} AS "reviewedOn", u."firstName" AS "reviewedByFirstName",
  CASE WHEN u."id" IS NULL THEN NULL ELSE trim(u."firstName" || ' ' || u."lastName") END AS "reviewedByName", i."createdAt"`;
export const CERTIFICATE_FROM_SQL = `FROM "contractor_insurance_certificates" i JOIN "contractors" c ON c."id" = i."contractorId"
  JOIN "stored_files" f ON f."id" = i."fileId" LEFT JOIN "users" u ON u."id" = i."reviewedById"`;

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
const isCurrent = (expiresOn: string | null, today: string) => expiresOn === null || expiresOn >= today;

export function licenseDocumentUrl(id: number): string {
  return `/api/admin/contractor-licenses/${id}/document`;
}

export function certificateDownloadUrl(id: number): string {
  return `/api/admin/insurance-certificates/${id}/file`;
}

function toLicenseLine(row: LicenseRow, today: string): ContractorLicenseLineDto {
  return {
    id: row.id,
    trade: row.trade,
    jurisdictionKind: row.jurisdictionKind,
    jurisdictionName: row.jurisdictionName,
    credential: row.credential,
    name: licenseName(row),
    number: row.number,
    issuer: row.issuer,
    expiresOn: row.expiresOn,
    current: isCurrent(row.expiresOn, today),
    checkedOn: row.checkedOn,
    checkedBy: row.checkedByFirstName ?? 'our office',
    evidence: row.documentFileId ? LicenseEvidence.Document : LicenseEvidence.PublicRecord,
    publicRecordUrl: row.publicRecordUrl,
    publicRecordText: row.publicRecordText,
    line: licenseLine({ ...row, checkedBy: row.checkedByFirstName }, today),
    stateNote: stateRuleNote(row),
  };
}

export function toLicenseResponse(row: LicenseRow, today: string): ContractorLicenseResponseDto {
  return {
    id: row.id,
    contractorId: row.contractorId,
    trade: row.trade,
    jurisdictionKind: row.jurisdictionKind,
    jurisdictionName: row.jurisdictionName,
    credential: row.credential,
    number: row.number,
    issuer: row.issuer,
    expiresOn: row.expiresOn,
    current: isCurrent(row.expiresOn, today),
    evidence: row.documentFileId ? LicenseEvidence.Document : LicenseEvidence.PublicRecord,
    documentFileName: row.documentFileName,
    documentUrl: row.documentFileId ? licenseDocumentUrl(row.id) : null,
    publicRecordUrl: row.publicRecordUrl,
    publicRecordText: row.publicRecordText,
    checkedByName: row.checkedByName,
    checkedAt: iso(row.checkedAt)!,
    line: licenseLine({ ...row, checkedBy: row.checkedByFirstName }, today),
  };
}

export function toCertificateResponse(row: CertificateRow, today: string): InsuranceCertificateResponseDto {
  const expired = row.expiresOn < today;
  return {
    id: row.id,
    insurer: row.insurer,
    policyNumber: row.policyNumber,
    coverageCents: row.coverageCents,
    expiresOn: row.expiresOn,
    status: row.status,
    expired,
    current: row.status === InsuranceCertificateStatus.Approved && !expired,
    rejectionReason: row.rejectionReason,
    fileName: row.fileName,
    contentType: row.contentType,
    byteSize: row.byteSize,
    reviewedAt: iso(row.reviewedAt),
    createdAt: iso(row.createdAt)!,
  };
}

export function toOfficeCertificateResponse(row: CertificateRow, today: string): OfficeInsuranceCertificateResponseDto {
  return {
    ...toCertificateResponse(row, today),
    contractorId: row.contractorId,
    contractorName: row.contractorName,
    reviewedByName: row.reviewedByName,
    downloadUrl: certificateDownloadUrl(row.id),
    allowedDecisions: allowedDecisions(row.status),
  };
}

/** Current records first (by name), then expired ones (latest end first). */
function byStanding(a: { current: boolean; name?: string; line: string; expiresOn: string | null }, b: typeof a): number {
  if (a.current !== b.current) return a.current ? -1 : 1;
  if (!a.current) return (b.expiresOn ?? '').localeCompare(a.expiresOn ?? '');
  return a.line.localeCompare(b.line);
}

/**
 * What a listing's license records and certificates of insurance say, for the public profile, the
 * contractor's dashboard and the office (issue 31). Today is Missouri's; the words come from
 * shared/missouri-licensing.ts.
 */
@Injectable()
export class ContractorCredentials {
  constructor(private readonly dataSource: DataSource) {}

  /** The profile's part: the license lines, the headline and the insurance badge. */
  async publicCredentials(contractorId: number, manager: EntityManager = this.dataSource.manager, today = businessToday()): Promise<ContractorCredentialsDto> {
    const licenses = (await this.licenseRows(contractorId, manager)).map((row) => toLicenseLine(row, today)).sort(byStanding);
    const [certificate]: CertificateRow[] = await manager.query(
      `SELECT ${CERTIFICATE_COLUMNS_SQL} ${CERTIFICATE_FROM_SQL}
       WHERE i."contractorId" = $1 AND i."status" = $2 ORDER BY i."expiresOn" DESC, i."id" DESC LIMIT 1`,
      [contractorId, InsuranceCertificateStatus.Approved],
    );
    return {
      licenseHeadline: licenseHeadline(licenses.filter((line) => line.current)),
      licenses,
      insurance: insuranceOf(certificate, today),
    };
  }

  /** The office's view: every record and certificate with its file, and what the profile says. */
  async officeCredentials(contractorId: number, today = businessToday()): Promise<AdminContractorCredentialsResponseDto> {
    const manager = this.dataSource.manager;
    const [listing]: unknown[] = await manager.query(`SELECT 1 FROM "contractors" WHERE "id" = $1`, [contractorId]);
    if (!listing) throw new NotFoundException('There is no contractor listing with this id.');
    const licenses = (await this.licenseRows(contractorId, manager)).map((row) => toLicenseResponse(row, today)).sort(byStanding);
    const certificates: CertificateRow[] = await manager.query(
      `SELECT ${CERTIFICATE_COLUMNS_SQL} ${CERTIFICATE_FROM_SQL}
       WHERE i."contractorId" = $1 ORDER BY CASE WHEN i."status" = 'pending' THEN 0 ELSE 1 END, i."createdAt" DESC, i."id" DESC`,
      [contractorId],
    );
    return {
      licenses,
      certificates: certificates.map((row) => toOfficeCertificateResponse(row, today)),
      profile: await this.publicCredentials(contractorId, manager, today),
    };
  }

  async licenseRow(id: number, manager: EntityManager = this.dataSource.manager): Promise<LicenseRow | undefined> {
    const [row]: LicenseRow[] = await manager.query(`SELECT ${LICENSE_COLUMNS_SQL} WHERE l."id" = $1`, [id]);
    return row;
  }

  async certificateRow(id: number, manager: EntityManager = this.dataSource.manager): Promise<CertificateRow | undefined> {
    const [row]: CertificateRow[] = await manager.query(`SELECT ${CERTIFICATE_COLUMNS_SQL} ${CERTIFICATE_FROM_SQL} WHERE i."id" = $1`, [id]);
    return row;
  }

  private licenseRows(contractorId: number, manager: EntityManager): Promise<LicenseRow[]> {
    return manager.query(`SELECT ${LICENSE_COLUMNS_SQL} WHERE l."contractorId" = $1 ORDER BY l."id"`, [contractorId]);
  }
}

function insuranceOf(certificate: CertificateRow | undefined, today: string): ContractorInsuranceDto {
  if (!certificate) return { state: 'none', label: null, sentence: null, insurer: null, coverageCents: null, expiresOn: null };
  const expired = certificate.expiresOn < today;
  return {
    state: expired ? 'expired' : 'insured',
    label: expired ? INSURANCE_ON_FILE_EXPIRED : INSURED,
    sentence: insuranceSentence({ ...certificate, checkedOn: certificate.reviewedOn, checkedBy: certificate.reviewedByFirstName }, today),
    insurer: certificate.insurer,
    coverageCents: certificate.coverageCents,
    expiresOn: certificate.expiresOn,
  };
}
