import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Actor } from '../../common/auth/actor';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { StaffAuditLog } from '../../common/audit/staff-audit-log';
import { SortOrder } from '../../common/dto/sort-order';
import { containsPatterns } from '../../common/like-pattern';
import { UserRole } from '../../common/auth/user-role';
import { PARTNER_RESOURCE_UPLOAD } from '../../shared/file-types';
import { checkUpload } from '../files/file-content';
import { FileStore } from '../files/file-store';
import { FilePurpose } from '../files/files.enums';
import type { UploadedFileParts } from '../files/single-file-upload';
import { AffiliateStatus, PartnerResourceSort } from './affiliates.enums';
import { PARTNER_RESOURCES_PATH } from './affiliates.paths';
import {
  ListPartnerResourcesQueryDto,
  PaginatedPartnerResourcesResponseDto,
  PartnerResourceResponseDto,
  UploadPartnerResourceDto,
} from './dto/partner-resource.dto';
import { PartnerResource } from './entities/partner-resource.entity';
import { ReferralPartners } from './referral-partners';

export const PARTNER_RESOURCE_NOT_FOUND_MESSAGE = 'There is no partner resource with this id; it may have been removed.';
export const NOT_AN_ACTIVE_PARTNER_MESSAGE = 'Partner resources are for active referral partners. If your account is pending or suspended, contact our office.';
export const NO_PARTNER_ACCOUNT_MESSAGE = 'There is no affiliate account for this sign-in yet.';

/** A resource row with the stored file's facts the answers show. */
type ResourceRow = PartnerResource & { fileName: string; contentType: string; byteSize: number };

/** A download: the bytes and the headers they are sent with. */
export interface PartnerResourceDownload {
  bytes: Buffer;
  contentType: string;
  fileName: string;
  sha256: string;
}

/**
 * The office's files for referral partners (issue 30): uploaded by an admin (checked by content,
 * stored through FileStore in the same transaction as the row), listed and downloaded by admins
 * and active partners, deleted by an admin together with the file.
 */
@Injectable()
export class PartnerResourcesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly files: FileStore,
    private readonly partners: ReferralPartners,
  ) {}

  async upload(actor: Actor, dto: UploadPartnerResourceDto, file: UploadedFileParts | undefined): Promise<PartnerResourceResponseDto> {
    const checked = checkUpload(PARTNER_RESOURCE_UPLOAD, file?.buffer, file?.originalname);
    const id = await this.dataSource.transaction(async (manager) => {
      const stored = await this.files.put(
        { purpose: FilePurpose.PartnerResource, bytes: file!.buffer, contentType: checked.type.contentType, fileName: checked.fileName, createdBy: actor.id },
        manager,
      );
      const row = await manager
        .getRepository(PartnerResource)
        .save({ title: dto.title, description: dto.description, category: dto.category, fileId: stored.id });
      return row.id;
    });
    StaffAuditLog.record(
      actor,
      'partner resource uploaded',
      `partner resource ${id}: ${checked.fileName} (${checked.type.contentType}, ${file!.buffer.length} bytes)`,
    );
    return this.one(id);
  }

  async list(user: AuthenticatedUser, query: ListPartnerResourcesQueryDto): Promise<PaginatedPartnerResourcesResponseDto> {
    await this.assertMayRead(user);
    const builder = this.dataSource
      .getRepository(PartnerResource)
      .createQueryBuilder('r')
      .innerJoin('r.file', 'f')
      .addSelect(['f.fileName', 'f.contentType', 'f.byteSize']);
    if (query.category) builder.andWhere('r.category = :category', { category: query.category });
    containsPatterns(query.q).forEach((pattern, i) =>
      builder.andWhere(`(r.title ILIKE :word${i} OR r.description ILIKE :word${i})`, { [`word${i}`]: pattern }),
    );
    const direction = query.order === SortOrder.Asc ? 'ASC' : 'DESC';
    if (query.sort === PartnerResourceSort.Title) builder.orderBy('lower(r.title)', direction);
    else if (query.sort === PartnerResourceSort.Category) builder.orderBy('r.category', direction).addOrderBy('lower(r.title)', 'ASC');
    else builder.orderBy('r.createdAt', direction);
    builder.addOrderBy('r.id', 'DESC');
    // offset/limit, not skip/take: the join is many-to-one (one row per resource), and skip/take's distinct sub-query cannot order by lower(title).
    const [rows, total] = await builder
      .offset((query.page - 1) * query.pageSize)
      .limit(query.pageSize)
      .getManyAndCount();
    return { items: rows.map((row) => toPartnerResourceResponse(withFile(row))), total, page: query.page, pageSize: query.pageSize };
  }

  async download(user: AuthenticatedUser, id: number): Promise<PartnerResourceDownload> {
    await this.assertMayRead(user);
    const resource = await this.dataSource.getRepository(PartnerResource).findOneBy({ id });
    const file = resource ? await this.files.get(resource.fileId) : null;
    if (!file) throw new NotFoundException(PARTNER_RESOURCE_NOT_FOUND_MESSAGE);
    return { bytes: file.bytes, contentType: file.info.contentType, fileName: file.info.fileName, sha256: file.info.sha256 };
  }

  async remove(actor: Actor, id: number): Promise<void> {
    const removed = await this.dataSource.transaction(async (manager) => {
      const resource = await manager.getRepository(PartnerResource).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!resource) return null;
      await manager.getRepository(PartnerResource).delete({ id });
      await this.files.delete(resource.fileId, manager);
      return resource;
    });
    if (!removed) throw new NotFoundException(PARTNER_RESOURCE_NOT_FOUND_MESSAGE);
    StaffAuditLog.record(actor, 'partner resource deleted', `partner resource ${id} (${removed.title}) and its file ${removed.fileId}`);
  }

  private async one(id: number): Promise<PartnerResourceResponseDto> {
    const row = await this.dataSource
      .getRepository(PartnerResource)
      .createQueryBuilder('r')
      .innerJoin('r.file', 'f')
      .addSelect(['f.fileName', 'f.contentType', 'f.byteSize'])
      .where('r.id = :id', { id })
      .getOneOrFail();
    return toPartnerResourceResponse(withFile(row));
  }

  /** Admins read every resource; a partner only while their program is active (a pending or suspended partner gets 403). */
  private async assertMayRead(user: AuthenticatedUser): Promise<void> {
    if (user.role === UserRole.Admin) return;
    const partner = await this.partners.partnerOfUser(this.dataSource.manager, user);
    if (!partner) throw new NotFoundException(NO_PARTNER_ACCOUNT_MESSAGE);
    if (partner.status !== AffiliateStatus.Active) throw new ForbiddenException(NOT_AN_ACTIVE_PARTNER_MESSAGE);
  }
}

function withFile(row: PartnerResource): ResourceRow {
  return { ...row, fileName: row.file!.fileName, contentType: row.file!.contentType, byteSize: row.file!.byteSize };
}

export function partnerResourceDownloadUrl(id: number): string {
  return `/api/${PARTNER_RESOURCES_PATH}/${id}/file`;
}

export function toPartnerResourceResponse(row: ResourceRow): PartnerResourceResponseDto {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    fileName: row.fileName,
    contentType: row.contentType,
    byteSize: row.byteSize,
    downloadUrl: partnerResourceDownloadUrl(row.id),
    createdAt: row.createdAt.toISOString(),
  };
}
