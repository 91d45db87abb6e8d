import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Actor } from '../../../common/auth/actor';
import { StaffAuditLog } from '../../../common/audit/staff-audit-log';
import { InputValidationException } from '../../../common/validation.pipe';
import { businessToday } from '../../../shared/business-calendar';
import { LICENSE_DOCUMENT_UPLOAD } from '../../../shared/file-types';
import { jurisdictionKindProblem, jurisdictionNameProblem } from '../../../shared/missouri-licensing';
import { checkUpload } from '../../files/file-content';
import { FileStore } from '../../files/file-store';
import { FilePurpose } from '../../files/files.enums';
import type { UploadedFileParts } from '../../files/single-file-upload';
import { ContractorLicense } from '../entities/contractor-license.entity';
import { Contractor } from '../entities/contractor.entity';
import { ContractorCredentials, toLicenseResponse } from './contractor-credentials';
import { LICENSE_MESSAGES, type ContractorLicenseResponseDto, type UpsertContractorLicenseDto } from './dto/license.dto';

export const LICENSE_CONTRACTOR_NOT_FOUND_MESSAGE = 'There is no contractor listing with this id.';
export const LICENSE_NOT_FOUND_MESSAGE = 'There is no license record with this id; it may have been removed.';
export const LICENSE_DOCUMENT_NOT_FOUND_MESSAGE = 'This license record has no document on file; the office checked a public record instead.';
/** The jurisdiction name the statewide electrical license is stored under. */
export const STATEWIDE_JURISDICTION_NAME = 'Missouri';

/** A download: the bytes and the headers they are sent with. */
export interface CredentialDownload {
  bytes: Buffer;
  contentType: string;
  fileName: string;
  sha256: string;
}

/**
 * The office's license records (issue 31, upsertContractorLicense): one per trade and
 * jurisdiction, each stamped with what was checked (a document through the files module, or a
 * public record), by which admin and when. Missouri's rules (shared/missouri-licensing.ts) refuse
 * a credential that does not exist: a statewide license for any trade but electrical, or a city
 * or county license named after the state itself.
 */
@Injectable()
export class ContractorLicensesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly files: FileStore,
    private readonly credentials: ContractorCredentials,
  ) {}

  /** Creates the listing's record for this trade and jurisdiction, or updates it; answers it and whether it was new. */
  async upsert(
    actor: Actor,
    contractorId: number,
    dto: UpsertContractorLicenseDto,
    file: UploadedFileParts | undefined,
  ): Promise<{ license: ContractorLicenseResponseDto; created: boolean }> {
    const statewide = dto.jurisdictionKind === 'statewide_electrical';
    const jurisdictionName = statewide ? STATEWIDE_JURISDICTION_NAME : (dto.jurisdictionName ?? '');
    const problems = [
      ...(statewide || jurisdictionName ? [] : [{ field: 'jurisdictionName', message: LICENSE_MESSAGES.jurisdictionName }]),
      ...[jurisdictionKindProblem(dto.jurisdictionKind, dto.trade)].filter(Boolean).map((message) => ({ field: 'jurisdictionKind', message: message! })),
      ...[jurisdictionName && jurisdictionNameProblem(dto.jurisdictionKind, dto.trade, jurisdictionName)]
        .filter(Boolean)
        .map((message) => ({ field: 'jurisdictionName', message: message as string })),
    ];
    if (problems.length) throw new InputValidationException(problems);
    const checked = file ? checkUpload(LICENSE_DOCUMENT_UPLOAD, file.buffer, file.originalname) : null;

    const { id, created, replacedFileId } = await this.dataSource.transaction(async (manager) => {
      // The listing's row is the lock: two upserts of one record run one after the other.
      const listing = await manager.findOne(Contractor, { where: { id: contractorId }, lock: { mode: 'pessimistic_write' } });
      if (!listing) throw new NotFoundException(LICENSE_CONTRACTOR_NOT_FOUND_MESSAGE);
      const [existing]: ContractorLicense[] = await manager.query(
        `SELECT * FROM "contractor_licenses" WHERE "contractorId" = $1 AND "trade" = $2 AND "jurisdictionKind" = $3 AND lower("jurisdictionName") = lower($4)`,
        [contractorId, dto.trade, dto.jurisdictionKind, jurisdictionName],
      );
      const publicRecordUrl = dto.publicRecordUrl ?? null;
      const publicRecordText = dto.publicRecordText ?? null;
      const keptDocument = checked ? null : (existing?.documentFileId ?? null);
      // What was checked this time: a new document, a public record, or (an update) the document already on file.
      if (!checked && !publicRecordUrl && !publicRecordText && !keptDocument)
        throw new InputValidationException([{ field: 'file', message: LICENSE_MESSAGES.evidence }]);
      const stored = checked
        ? await this.files.put(
            {
              purpose: FilePurpose.LicenseDocument,
              bytes: file!.buffer,
              contentType: checked.type.contentType,
              fileName: checked.fileName,
              createdBy: actor.id,
            },
            manager,
          )
        : null;
      const values = {
        contractorId,
        trade: dto.trade,
        jurisdictionKind: dto.jurisdictionKind,
        jurisdictionName,
        credential: dto.credential ?? 'license',
        number: dto.number,
        issuer: dto.issuer,
        expiresOn: dto.expiresOn ?? null,
        // A public record given without a document replaces the document on file.
        documentFileId: stored?.id ?? (publicRecordUrl || publicRecordText ? null : keptDocument),
        publicRecordUrl,
        publicRecordText,
        checkedById: actor.id,
        checkedAt: new Date(),
      };
      if (existing) {
        await manager.update(ContractorLicense, { id: existing.id }, values);
        const replaced = existing.documentFileId && existing.documentFileId !== values.documentFileId ? existing.documentFileId : null;
        if (replaced) await this.files.delete(replaced, manager);
        return { id: existing.id, created: false, replacedFileId: replaced };
      }
      const row = await manager.getRepository(ContractorLicense).save(values);
      return { id: row.id, created: true, replacedFileId: null };
    });
    const license = toLicenseResponse((await this.credentials.licenseRow(id))!, businessToday());
    StaffAuditLog.record(
      actor,
      created ? 'contractor license recorded' : 'contractor license updated',
      `contractor ${contractorId}, license ${id}: ${license.line}${checked ? ` (document ${checked.fileName})` : ''}${replacedFileId ? `, replaced file ${replacedFileId}` : ''}`,
    );
    return { license, created };
  }

  /** Removes a record and its document. */
  async remove(actor: Actor, id: number): Promise<void> {
    const removed = await this.dataSource.transaction(async (manager) => {
      const license = await manager.getRepository(ContractorLicense).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!license) return null;
      await manager.delete(ContractorLicense, { id });
      if (license.documentFileId) await this.files.delete(license.documentFileId, manager);
      return license;
    });
    if (!removed) throw new NotFoundException(LICENSE_NOT_FOUND_MESSAGE);
    StaffAuditLog.record(
      actor,
      'contractor license removed',
      `contractor ${removed.contractorId}, license ${id} (${removed.trade}, ${removed.jurisdictionName} ${removed.number})`,
    );
  }

  async downloadDocument(id: number): Promise<CredentialDownload> {
    const license = await this.dataSource.getRepository(ContractorLicense).findOneBy({ id });
    if (!license) throw new NotFoundException(LICENSE_NOT_FOUND_MESSAGE);
    const file = license.documentFileId ? await this.files.get(license.documentFileId) : null;
    if (!file) throw new NotFoundException(LICENSE_DOCUMENT_NOT_FOUND_MESSAGE);
    return { bytes: file.bytes, contentType: file.info.contentType, fileName: file.info.fileName, sha256: file.info.sha256 };
  }
}
