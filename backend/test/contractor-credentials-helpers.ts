import { createHash, randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { addDays, businessToday } from '../src/shared/business-calendar';
import { InsuranceCertificateStatus } from '../src/modules/contractors/credentials/credentials.enums';
import { ContractorLicense } from '../src/modules/contractors/entities/contractor-license.entity';
import { InsuranceCertificate } from '../src/modules/contractors/entities/insurance-certificate.entity';
import type { LicenseTrade, JurisdictionKind } from '../src/shared/missouri-licensing';

/** A small but real PDF (one empty page). */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** A stored file row written straight to the database (the files module's table), as a test's fixture. */
export async function insertStoredFile(db: DataSource, purpose: string, bytes: Buffer = PDF, fileName = 'certificate.pdf'): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO "stored_files" ("id", "purpose", "contentType", "byteSize", "sha256", "fileName", "bytes") VALUES ($1, $2, 'application/pdf', $3, $4, $5, $6)`,
    [id, purpose, bytes.length, createHash('sha256').update(bytes).digest('hex'), fileName, bytes],
  );
  return id;
}

export interface CredentialValues {
  /** The license record's end date; null (the default): none. */
  licenseExpiresOn?: string | null;
  /** The approved certificate's end date; a year from today unless given. */
  insuranceExpiresOn?: string;
  trade?: LicenseTrade;
  jurisdictionKind?: JurisdictionKind;
  jurisdictionName?: string;
}

/**
 * What backs the Verified badge since issue 31, written straight to the database: a license record
 * the office checked (a public record) and an approved certificate of insurance.
 */
export async function giveCredentials(
  db: DataSource,
  contractorId: number,
  values: CredentialValues = {},
): Promise<{ license: ContractorLicense; certificate: InsuranceCertificate }> {
  const license = await db.getRepository(ContractorLicense).save({
    contractorId,
    trade: values.trade ?? 'general_contractor',
    jurisdictionKind: values.jurisdictionKind ?? 'city_or_county',
    jurisdictionName: values.jurisdictionName ?? 'Kansas City',
    credential: 'license',
    number: `GC-${contractorId}`,
    issuer: 'City of Kansas City, Missouri',
    expiresOn: values.licenseExpiresOn ?? null,
    publicRecordUrl: 'https://example.org/license-lookup',
    checkedAt: new Date(),
  });
  const certificate = await insertCertificate(db, contractorId, { expiresOn: values.insuranceExpiresOn ?? addDays(businessToday(), 365) });
  return { license, certificate };
}

/** A certificate of insurance (approved unless given) with its file. */
export async function insertCertificate(db: DataSource, contractorId: number, values: Partial<InsuranceCertificate> = {}): Promise<InsuranceCertificate> {
  const fileId = await insertStoredFile(db, 'insurance_certificate');
  return db.getRepository(InsuranceCertificate).save({
    contractorId,
    fileId,
    insurer: 'Heartland Mutual',
    policyNumber: `GL-${contractorId}-${fileId.slice(0, 6)}`,
    coverageCents: 100_000_000,
    expiresOn: addDays(businessToday(), 365),
    status: InsuranceCertificateStatus.Approved,
    reviewedAt: new Date(),
    ...values,
  });
}
