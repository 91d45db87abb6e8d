import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Actor } from '../../../common/auth/actor';
import type { AuthenticatedUser } from '../../../common/auth/authenticated-user';
import { AuditTrail } from '../../../common/audit/audit-trail';
import { StaffAuditLog } from '../../../common/audit/staff-audit-log';
import type { AuditChanges } from '../../../common/entities/audit-log-entry.entity';
import { pageTotal, TOTAL_SQL, type WithTotal } from '../../../common/paging';
import { InputValidationException } from '../../../common/validation.pipe';
import { CONTRACTOR_PHOTO_UPLOAD } from '../../../shared/file-types';
import { toImageSources } from '../../files/dto/image-sources.dto';
import { checkUpload } from '../../files/file-content';
import { encodeVariants, ImageVariants, type StoredImage } from '../../files/image-variants';
import type { UploadedFileParts } from '../../files/single-file-upload';
import { ContractorPhotoStatus } from '../contractors.enums';
import { ContractorDashboardService } from '../dashboard/contractor-dashboard.service';
import { ContractorPhoto } from '../entities/contractor-photo.entity';
import { Contractor } from '../entities/contractor.entity';
import { photoStatusFlow } from '../photo-status-flow';
import {
  ListContractorPhotosForModerationQueryDto,
  ListMyContractorPhotosQueryDto,
  ModerateContractorPhotoDto,
  type ModerationPhotoResponseDto,
  type MyContractorPhotoResponseDto,
  PaginatedModerationPhotosResponseDto,
  PaginatedMyContractorPhotosResponseDto,
  PHOTO_DECISIONS,
  PHOTO_MESSAGES,
  PHOTOS_PER_CONTRACTOR,
  UpdateMyContractorPhotoDto,
  UploadContractorPhotoDto,
} from './dto/contractor-photo.dto';

/** A photo row as the lists read it: its place in the gallery and, for the office, the listing and the moderator. */
interface PhotoRow {
  id: number;
  contractorId: number;
  status: ContractorPhotoStatus;
  image: StoredImage | null;
  fileName: string;
  altText: string;
  caption: string | null;
  position: number | null;
  rejectionReason: string | null;
  createdAt: Date;
  moderatedAt: Date | null;
  contractorName: string;
  contractorSlug: string;
  moderatedByName: string | null;
}

/** Shown and waiting photos (any status but this) count toward the limit and have a place in the gallery; rejected ones do neither. */
const REJECTED_SQL = `'${ContractorPhotoStatus.Rejected}'`;

const PHOTO_COLUMNS_SQL = `p."id", p."contractorId", p."status", p."image", p."fileName", p."altText", p."caption", p."rejectionReason",
  p."createdAt", p."moderatedAt", c."name" AS "contractorName", c."slug" AS "contractorSlug",
  CASE WHEN p."status" <> ${REJECTED_SQL} THEN (
    SELECT COUNT(*)::int FROM "contractor_photos" q
    WHERE q."contractorId" = p."contractorId" AND q."status" <> ${REJECTED_SQL} AND (q."sortOrder", q."id") <= (p."sortOrder", p."id")
  ) END AS "position",
  NULLIF(trim(concat_ws(' ', u."firstName", u."lastName")), '') AS "moderatedByName"`;

const PHOTO_FROM_SQL = `FROM "contractor_photos" p JOIN "contractors" c ON c."id" = p."contractorId" LEFT JOIN "users" u ON u."id" = p."moderatedById"`;

/**
 * Contractor portfolios (issue 31). A contractor uploads photos from the dashboard: the bytes are
 * checked by content (checkUpload), re-encoded by the files module's ImageVariants (AVIF and WebP
 * sizes, metadata stripped; the upload itself is never kept) and wait, private, for the office.
 * Approving makes the sizes public and puts the photo on the profile; rejecting deletes them and
 * keeps the reason for the contractor. Every change of a listing's photos runs with the listing's
 * row locked, so two parallel uploads cannot pass the limit of 30 together.
 */
@Injectable()
export class ContractorPhotosService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly images: ImageVariants,
    private readonly dashboard: ContractorDashboardService,
  ) {}

  async upload(user: AuthenticatedUser, dto: UploadContractorPhotoDto, file: UploadedFileParts | undefined): Promise<MyContractorPhotoResponseDto> {
    const checked = checkUpload(CONTRACTOR_PHOTO_UPLOAD, file?.buffer, file?.originalname);
    const listing = await this.dashboard.listingOf(user);
    // Refused before the re-encoding's seconds of work when the portfolio is full already.
    await this.assertRoom(this.dataSource.manager, listing.id);
    const encoded = await encodeVariants(file!.buffer);
    const id = await this.dataSource.transaction(async (manager) => {
      // The listing's lock makes parallel uploads count one at a time; the encoding ran before it, so a review or an edit never waits on it.
      await this.dashboard.listingOf(user, manager, true);
      await this.assertRoom(manager, listing.id);
      const image = await this.images.storeEncoded(encoded, { createdBy: user.id, baseName: checked.fileName.replace(/\.[^.]+$/, '') }, manager);
      const [{ next }]: { next: number }[] = await manager.query(
        `SELECT COALESCE(MAX("sortOrder") + 1, 0)::int AS "next" FROM "contractor_photos" WHERE "contractorId" = $1 AND "status" <> ${REJECTED_SQL}`,
        [listing.id],
      );
      const row = await manager.save(
        manager.create(ContractorPhoto, {
          contractorId: listing.id,
          image,
          fileName: checked.fileName,
          altText: dto.altText,
          caption: dto.caption ?? null,
          sortOrder: next,
          status: ContractorPhotoStatus.Pending,
        }),
      );
      return row.id;
    });
    return toMyPhotoResponse(await this.row(id));
  }

  async listMine(user: AuthenticatedUser, query: ListMyContractorPhotosQueryDto): Promise<PaginatedMyContractorPhotosResponseDto> {
    const listing = await this.dashboard.listingOf(user);
    const params: unknown[] = [listing.id];
    const clauses = ['p."contractorId" = $1'];
    if (query.status) {
      params.push(query.status);
      clauses.push(`p."status" = $${params.length}`);
    }
    const from = `${PHOTO_FROM_SQL} WHERE ${clauses.join(' AND ')}`;
    const rows: WithTotal<PhotoRow>[] = await this.dataSource.query(
      `SELECT ${PHOTO_COLUMNS_SQL}, ${TOTAL_SQL} ${from}
       ORDER BY CASE WHEN p."status" = ${REJECTED_SQL} THEN 1 ELSE 0 END ASC,
         CASE WHEN p."status" <> ${REJECTED_SQL} THEN p."sortOrder" END ASC,
         p."createdAt" DESC, p."id" ASC
       LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
      params,
    );
    const total = await pageTotal(rows, query.page, async () => {
      const [row]: { total: string }[] = await this.dataSource.query(`SELECT COUNT(*) AS "total" ${from}`, params);
      return Number(row.total);
    });
    return {
      items: rows.map(toMyPhotoResponse),
      total,
      page: query.page,
      pageSize: query.pageSize,
      count: await this.activeCount(this.dataSource.manager, listing.id),
      limit: PHOTOS_PER_CONTRACTOR,
    };
  }

  /**
   * New words or a new place. New words on an approved photo take it off the profile until the
   * office approves them (its sizes private again): the office approved the words with the photo.
   */
  async update(user: AuthenticatedUser, id: number, dto: UpdateMyContractorPhotoDto): Promise<MyContractorPhotoResponseDto> {
    if (dto.altText === undefined && dto.caption === undefined && dto.position === undefined)
      throw new InputValidationException([{ field: 'altText', message: PHOTO_MESSAGES.nothingToChange }]);
    await this.dataSource.transaction(async (manager) => {
      const listing = await this.dashboard.listingOf(user, manager, true);
      const photo = await manager.findOne(ContractorPhoto, { where: { id, contractorId: listing.id }, lock: { mode: 'pessimistic_write' } });
      if (!photo) throw new NotFoundException(PHOTO_MESSAGES.notFound);
      if (photo.status === ContractorPhotoStatus.Rejected) throw new ConflictException(PHOTO_MESSAGES.rejectedIsFinal);
      const words: Partial<ContractorPhoto> = {};
      if (dto.altText !== undefined && dto.altText !== photo.altText) words.altText = dto.altText;
      if (dto.caption !== undefined && (dto.caption ?? null) !== photo.caption) words.caption = dto.caption ?? null;
      if (Object.keys(words).length) {
        if (photo.status === ContractorPhotoStatus.Approved) {
          photoStatusFlow.assert(photo.status, ContractorPhotoStatus.Pending);
          words.status = ContractorPhotoStatus.Pending;
          await this.images.publish(photo.image!, false, manager);
        }
        await manager.update(ContractorPhoto, { id }, words);
      }
      if (dto.position !== undefined) await this.move(manager, listing.id, id, dto.position);
    });
    return toMyPhotoResponse(await this.row(id));
  }

  /** Deletes the photo and its stored sizes (an approved one leaves the profile at once). */
  async remove(user: AuthenticatedUser, id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const listing = await this.dashboard.listingOf(user, manager, true);
      const photo = await manager.findOne(ContractorPhoto, { where: { id, contractorId: listing.id }, lock: { mode: 'pessimistic_write' } });
      if (!photo) throw new NotFoundException(PHOTO_MESSAGES.notFound);
      await manager.delete(ContractorPhoto, { id });
      if (photo.image) await this.images.remove(photo.image, manager);
    });
  }

  async listForModeration(query: ListContractorPhotosForModerationQueryDto): Promise<PaginatedModerationPhotosResponseDto> {
    const params: unknown[] = [];
    const clauses: string[] = [];
    if (query.status) {
      params.push(query.status);
      clauses.push(`p."status" = $${params.length}`);
    }
    if (query.contractorId !== undefined) {
      params.push(query.contractorId);
      clauses.push(`p."contractorId" = $${params.length}`);
    }
    const from = `${PHOTO_FROM_SQL} ${clauses.length ? `WHERE ${clauses.join(' AND ')}` : ''}`;
    const rows: WithTotal<PhotoRow>[] = await this.dataSource.query(
      `SELECT ${PHOTO_COLUMNS_SQL}, ${TOTAL_SQL} ${from}
       ORDER BY CASE WHEN p."status" = 'pending' THEN 0 ELSE 1 END ASC,
         CASE WHEN p."status" = 'pending' THEN p."createdAt" END ASC,
         p."createdAt" DESC, p."id" DESC
       LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
      params,
    );
    const total = await pageTotal(rows, query.page, async () => {
      const [row]: { total: string }[] = await this.dataSource.query(`SELECT COUNT(*) AS "total" ${from}`, params);
      return Number(row.total);
    });
    return { items: rows.map(toModerationPhotoResponse), total, page: query.page, pageSize: query.pageSize };
  }

  /**
   * Approve: the sizes become public and the photo joins the profile. Reject: a reason is
   * required, the sizes are deleted and the contractor reads the reason on the dashboard. The
   * listing is locked first, then the photo: the order the contractor's own changes take.
   */
  async moderate(actor: Actor, id: number, dto: ModerateContractorPhotoDto): Promise<ModerationPhotoResponseDto> {
    const reason = dto.reason?.trim() || null;
    if (dto.status === ContractorPhotoStatus.Rejected && !reason)
      throw new InputValidationException([{ field: 'reason', message: PHOTO_MESSAGES.reasonRequired }]);
    const done = await this.dataSource.transaction(async (manager) => {
      const found = await manager.findOne(ContractorPhoto, { select: { id: true, contractorId: true }, where: { id } });
      if (!found) throw new NotFoundException(PHOTO_MESSAGES.adminNotFound);
      await manager.findOne(Contractor, { where: { id: found.contractorId }, lock: { mode: 'pessimistic_write' } });
      const photo = await manager.findOne(ContractorPhoto, { where: { id }, lock: { mode: 'pessimistic_write' } });
      // The contractor deleted it while the office was deciding.
      if (!photo) throw new NotFoundException(PHOTO_MESSAGES.adminNotFound);
      if (photo.status === dto.status) return null;
      photoStatusFlow.assert(photo.status, dto.status);
      const changes: AuditChanges = { status: { before: photo.status, after: dto.status } };
      if (dto.status === ContractorPhotoStatus.Approved) {
        await this.images.publish(photo.image!, true, manager);
        await manager.update(ContractorPhoto, { id }, { status: dto.status, rejectionReason: null, moderatedAt: new Date(), moderatedById: actor.id });
      } else {
        changes.rejectionReason = { before: photo.rejectionReason, after: reason };
        await this.images.remove(photo.image!, manager);
        await manager.update(
          ContractorPhoto,
          { id },
          { status: dto.status, image: null, rejectionReason: reason, moderatedAt: new Date(), moderatedById: actor.id },
        );
      }
      await AuditTrail.record(manager, actor, { operationId: 'moderateContractorPhoto', target: { type: 'contractor_photo', id }, changes });
      return { contractorId: photo.contractorId, move: `${photo.status} → ${dto.status}` };
    });
    if (done) StaffAuditLog.record(actor, 'contractor photo moderated', `photo ${id} of contractor ${done.contractorId}: ${done.move}`);
    return toModerationPhotoResponse(await this.row(id));
  }

  private async assertRoom(manager: EntityManager, contractorId: number): Promise<void> {
    if ((await this.activeCount(manager, contractorId)) >= PHOTOS_PER_CONTRACTOR) throw new ConflictException(PHOTO_MESSAGES.tooMany);
  }

  private async activeCount(manager: EntityManager, contractorId: number): Promise<number> {
    const [{ count }]: { count: number }[] = await manager.query(
      `SELECT COUNT(*)::int AS "count" FROM "contractor_photos" WHERE "contractorId" = $1 AND "status" <> ${REJECTED_SQL}`,
      [contractorId],
    );
    return count;
  }

  /** Puts the photo at `position` (from 1; past the end: last) and numbers the gallery 0, 1, 2… again. */
  private async move(manager: EntityManager, contractorId: number, id: number, position: number): Promise<void> {
    const photos: { id: number; sortOrder: number }[] = await manager.query(
      `SELECT "id", "sortOrder" FROM "contractor_photos" WHERE "contractorId" = $1 AND "status" <> ${REJECTED_SQL} ORDER BY "sortOrder", "id"`,
      [contractorId],
    );
    const order = photos.filter((photo) => photo.id !== id);
    order.splice(
      Math.min(position - 1, order.length),
      0,
      photos.find((photo) => photo.id === id)!,
    );
    for (const [index, photo] of order.entries()) {
      if (photo.sortOrder !== index) await manager.update(ContractorPhoto, { id: photo.id }, { sortOrder: index });
    }
  }

  private async row(id: number): Promise<PhotoRow> {
    const [row]: PhotoRow[] = await this.dataSource.query(`SELECT ${PHOTO_COLUMNS_SQL} ${PHOTO_FROM_SQL} WHERE p."id" = $1`, [id]);
    if (!row) throw new NotFoundException(PHOTO_MESSAGES.notFound);
    return row;
  }
}

function toMyPhotoResponse(row: PhotoRow): MyContractorPhotoResponseDto {
  return {
    id: row.id,
    status: row.status,
    image: row.image ? toImageSources(row.image) : null,
    fileName: row.fileName,
    altText: row.altText,
    caption: row.caption,
    position: row.position,
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt,
    moderatedAt: row.moderatedAt,
  };
}

function toModerationPhotoResponse(row: PhotoRow): ModerationPhotoResponseDto {
  return {
    ...toMyPhotoResponse(row),
    contractorId: row.contractorId,
    contractorName: row.contractorName,
    contractorSlug: row.contractorSlug,
    allowedStatuses: photoStatusFlow.allowed(row.status).filter((status) => (PHOTO_DECISIONS as readonly string[]).includes(status)),
    moderatedByName: row.moderatedByName,
  };
}
