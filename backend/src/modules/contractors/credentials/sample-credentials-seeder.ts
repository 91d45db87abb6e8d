import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { addDays, businessToday } from '../../../shared/business-calendar';
import { FileStore } from '../../files/file-store';
import { FilePurpose } from '../../files/files.enums';
import { ContractorLicense } from '../entities/contractor-license.entity';
import { InsuranceCertificate } from '../entities/insurance-certificate.entity';
import { InsuranceCertificateStatus } from './credentials.enums';
import { SAMPLE_CREDENTIALS, SAMPLE_INSURANCE_DAYS } from './sample-credentials';

/** A one-page PDF that says what it is: the sample certificates' file (the office's download shows it). */
export const SAMPLE_CERTIFICATE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj\n' +
    '4 0 obj << /Length 84 >> stream\nBT /F1 18 Tf 72 700 Td (Sample listing: fictitious certificate of insurance.) Tj ET\nendstream endobj\n' +
    '5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/**
 * The verified samples' license record and approved certificate (sample-credentials.ts), written
 * by SampleContractorsSeeder in its transaction when it inserts a sample, and added at start-up
 * to an existing verified sample that has none (listings seeded before issue 31).
 */
@Injectable()
export class SampleCredentialsSeeder {
  constructor(private readonly files: FileStore) {}

  /** Writes the sample's credentials, checked `checkedAt`; false for a sample without any. */
  async seed(manager: EntityManager, contractorId: number, slug: string, checkedAt: Date, now: Date = new Date()): Promise<boolean> {
    const sample = SAMPLE_CREDENTIALS[slug];
    if (!sample) return false;
    await manager.insert(ContractorLicense, {
      contractorId,
      ...sample.license,
      expiresOn: null,
      documentFileId: null,
      publicRecordUrl: null,
      checkedById: null,
      checkedAt,
    });
    const file = await this.files.put(
      {
        purpose: FilePurpose.InsuranceCertificate,
        bytes: SAMPLE_CERTIFICATE_PDF,
        contentType: 'application/pdf',
        fileName: `${slug}-sample-certificate.pdf`,
        createdBy: null,
      },
      manager,
    );
    await manager.insert(InsuranceCertificate, {
      contractorId,
      fileId: file.id,
      ...sample.certificate,
      expiresOn: addDays(businessToday(now), SAMPLE_INSURANCE_DAYS),
      status: InsuranceCertificateStatus.Approved,
      uploadedById: null,
      reviewedById: null,
      reviewedAt: checkedAt,
    });
    return true;
  }

  /** Adds the credentials of verified samples that have none yet (seeded before issue 31); answers their slugs. */
  async backfill(manager: EntityManager, now: Date = new Date()): Promise<string[]> {
    const rows: { id: number; slug: string; verifiedAt: Date }[] = await manager.query(
      `SELECT c."id", c."slug", c."verifiedAt" FROM "contractors" c
       WHERE c."isSample" AND c."verifiedAt" IS NOT NULL AND c."slug" = ANY($1)
         AND NOT EXISTS (SELECT 1 FROM "contractor_licenses" l WHERE l."contractorId" = c."id")
         AND NOT EXISTS (SELECT 1 FROM "contractor_insurance_certificates" i WHERE i."contractorId" = c."id")
       FOR UPDATE OF c SKIP LOCKED`,
      [Object.keys(SAMPLE_CREDENTIALS)],
    );
    for (const row of rows) await this.seed(manager, row.id, row.slug, row.verifiedAt, now);
    return rows.map((row) => row.slug);
  }
}
