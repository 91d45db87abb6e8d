import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Actor } from '../../common/auth/actor';
import { AuditTrail } from '../../common/audit/audit-trail';
import { StaffAuditLog } from '../../common/audit/staff-audit-log';
import type { AuditChanges } from '../../common/entities/audit-log-entry.entity';
import { SortOrder } from '../../common/dto/sort-order';
import { containsPatterns } from '../../common/like-pattern';
import { InputValidationException } from '../../common/validation.pipe';
import { DESIGN_IMAGE_UPLOAD } from '../../shared/file-types';
import { toImageSources } from '../files/dto/image-sources.dto';
import { checkUpload } from '../files/file-content';
import { encodeVariants, ImageVariants } from '../files/image-variants';
import type { UploadedFileParts } from '../files/single-file-upload';
import { CatalogueCache } from './catalogue-cache';
import { inPictureOrder, toAdminDesignImageDto } from './design-pictures';
import { designStatusFlow } from './design-status-flow';
import { bathroomsText } from './designs.service';
import { AdminDesignSort, DesignImageKind } from './designs.enums';
import {
  AdminDesignDetailResponseDto,
  AdminDesignImageDto,
  AdminDesignSummaryDto,
  DESIGN_IMAGE_SORT_MAX,
  DESIGN_IMAGES_MAX,
  ListAdminDesignsQueryDto,
  NOTHING_TO_CHANGE_ON_DESIGN_MESSAGE,
  NOTHING_TO_CHANGE_ON_IMAGE_MESSAGE,
  PaginatedAdminDesignsResponseDto,
  UpdateDesignDto,
  UpdateDesignImageDto,
  UploadDesignImageDto,
} from './dto/admin-design.dto';
import { DesignImage } from './entities/design-image.entity';
import { Design } from './entities/design.entity';

export const DESIGN_NOT_FOUND_MESSAGE = 'There is no plan with this id.';
export const DESIGN_IMAGE_NOT_FOUND_MESSAGE = 'This plan has no picture with this id; it may have been deleted.';
export const STALE_DESIGN_MESSAGE = 'This plan was changed by someone else since you opened it; reload it to see the changes, then make yours again.';
export const TOO_MANY_IMAGES_MESSAGE = `A plan can have at most ${DESIGN_IMAGES_MAX} pictures. Delete one you no longer need, then upload this one.`;
export const nameTakenMessage = (name: string) =>
  `Another plan is already named “${name}”. Plan names must differ: buyers pick one by name on the contact form.`;

const SORT_SQL: Record<AdminDesignSort, string> = {
  [AdminDesignSort.Name]: 'lower(d."name")',
  [AdminDesignSort.Status]: 'd."status"',
  [AdminDesignSort.Living]: 'd."livingSquareFeet"',
  [AdminDesignSort.Pictures]: '"imageCount"',
  [AdminDesignSort.UpdatedAt]: 'd."updatedAt"',
};

interface SummaryRow {
  id: number;
  slug: string;
  name: string;
  category: Design['category'];
  status: Design['status'];
  livingSquareFeet: number;
  shopSquareFeet: number | null;
  bedrooms: number;
  imageCount: number;
  hasFloorPlan: boolean;
  updatedAt: Date;
}

/**
 * The office's side of the plan catalogue (issue 31, /admin/designs): every plan whatever its
 * status, a plan's words and status (one status flow, design-status-flow.ts), and its pictures
 * through the files module's one picture pipeline (checked by content, re-encoded without
 * metadata, published at once: the office is the approver). Every change is written with its
 * audit row in one transaction; the catalogue's triggers tell every instance to drop its cached
 * answers, and this instance drops its own as soon as the change commits, so the API shows the
 * change on the next request.
 */
@Injectable()
export class AdminDesignsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly images: ImageVariants,
    private readonly cache: CatalogueCache,
  ) {}

  async list(query: ListAdminDesignsQueryDto): Promise<PaginatedAdminDesignsResponseDto> {
    const params: unknown[] = [];
    const clauses: string[] = ['TRUE'];
    const add = (sql: (n: string) => string, value: unknown) => {
      params.push(value);
      clauses.push(sql(`$${params.length}`));
    };
    if (query.status) add((n) => `d."status" = ${n}`, query.status);
    if (query.category) add((n) => `d."category" = ${n}`, query.category);
    for (const pattern of containsPatterns(query.q)) add((n) => `(d."name" ILIKE ${n} OR d."slug" ILIKE ${n} OR d."description" ILIKE ${n})`, pattern);
    const direction = query.order === SortOrder.Desc ? 'DESC' : 'ASC';
    const rows: (SummaryRow & { total: string })[] = await this.dataSource.query(
      `SELECT d."id", d."slug", d."name", d."category", d."status", d."livingSquareFeet", d."shopSquareFeet", d."bedrooms", d."updatedAt",
              COALESCE(p."imageCount", 0)::int AS "imageCount", COALESCE(p."hasFloorPlan", false) AS "hasFloorPlan",
              COUNT(*) OVER () AS "total"
       FROM "designs" d
       LEFT JOIN (
         SELECT "designId", COUNT(*) AS "imageCount", bool_or("kind" = '${DesignImageKind.FloorPlan}') AS "hasFloorPlan"
         FROM "design_images" GROUP BY "designId"
       ) p ON p."designId" = d."id"
       WHERE ${clauses.join(' AND ')}
       ORDER BY ${SORT_SQL[query.sort ?? AdminDesignSort.Name]} ${direction}, lower(d."name") ASC, d."id" ASC
       LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
      params,
    );
    let total = rows.length ? Number(rows[0].total) : 0;
    if (!rows.length && query.page > 1) {
      const [row]: { total: string }[] = await this.dataSource.query(`SELECT COUNT(*) AS "total" FROM "designs" d WHERE ${clauses.join(' AND ')}`, params);
      total = Number(row.total);
    }
    return { items: rows.map(toAdminDesignSummary), total, page: query.page, pageSize: query.pageSize };
  }

  async get(id: number): Promise<AdminDesignDetailResponseDto> {
    const design = await this.dataSource.getRepository(Design).findOne({ where: { id }, relations: { images: true } });
    if (!design) throw new NotFoundException(DESIGN_NOT_FOUND_MESSAGE);
    const images = inPictureOrder(design.images);
    return {
      ...toAdminDesignSummary({
        ...design,
        imageCount: images.length,
        hasFloorPlan: images.some((image) => image.kind === DesignImageKind.FloorPlan),
      }),
      description: design.description,
      style: design.style,
      price: design.price,
      bathrooms: bathroomsText(design.bathrooms),
      allowedStatuses: designStatusFlow.allowed(design.status),
      images: images.map(toAdminDesignImageDto),
      pagePath: `/designs/${design.slug}`,
      createdAt: design.createdAt.toISOString(),
    };
  }

  /**
   * updateDesign: the words and the status, compared with the `updatedAt` the page read (changed
   * since: 409). A field sent with its current value changes nothing; nothing changed at all
   * writes nothing (and keeps `updatedAt`).
   */
  async update(actor: Actor, id: number, dto: UpdateDesignDto): Promise<AdminDesignDetailResponseDto> {
    const given = (['name', 'description', 'style', 'price', 'status'] as const).filter((field) => dto[field] !== undefined);
    if (!given.length) throw new InputValidationException([{ field: 'name', message: NOTHING_TO_CHANGE_ON_DESIGN_MESSAGE }]);
    const changed = await this.dataSource.transaction(async (manager) => {
      const design = await this.lockDesign(manager, id);
      // pg reads both to the millisecond, so equal instants compare equal.
      if (design.updatedAt.getTime() !== new Date(dto.updatedAt).getTime()) throw new ConflictException(STALE_DESIGN_MESSAGE);
      const changes: AuditChanges = {};
      const update: Partial<Design> = {};
      for (const field of given) {
        const after = dto[field] ?? null;
        if (after === design[field]) continue;
        if (field === 'status') designStatusFlow.assert(design.status, dto.status!);
        changes[field] = { before: design[field], after };
        Object.assign(update, { [field]: after });
      }
      if (update.name !== undefined) await this.assertNameFree(manager, id, update.name);
      if (!Object.keys(update).length) return null;
      await manager.update(Design, { id }, update);
      await AuditTrail.record(manager, actor, { operationId: 'updateDesign', target: { type: 'design', id }, changes });
      return changes;
    });
    if (changed) this.changed(actor, 'plan updated', `plan ${id}: ${describe(changed)}`);
    return this.get(id);
  }

  /**
   * uploadDesignImage: the file is checked by its bytes (type and size) before anything is
   * decoded, re-encoded into AVIF and WebP sizes without metadata, and stored with its row in one
   * transaction; the office's pictures are published at once.
   */
  async uploadImage(actor: Actor, id: number, dto: UploadDesignImageDto, file: UploadedFileParts | undefined): Promise<AdminDesignImageDto> {
    await this.findDesign(id);
    const checked = checkUpload(DESIGN_IMAGE_UPLOAD, file?.buffer, file?.originalname);
    // A full plan is refused before the seconds of encoding; the count is checked again under the lock.
    if ((await this.dataSource.getRepository(DesignImage).countBy({ designId: id })) >= DESIGN_IMAGES_MAX) throw new ConflictException(TOO_MANY_IMAGES_MESSAGE);
    // Encoded before the plan's row is locked: saving the plan or reserving it never waits on an encoding.
    const encoded = await encodeVariants(file!.buffer);
    const image = await this.dataSource.transaction(async (manager) => {
      const design = await this.lockDesign(manager, id);
      const [{ count, last }]: { count: number; last: number | null }[] = await manager.query(
        `SELECT COUNT(*)::int AS "count", MAX("sortOrder") AS "last" FROM "design_images" WHERE "designId" = $1`,
        [id],
      );
      if (count >= DESIGN_IMAGES_MAX) throw new ConflictException(TOO_MANY_IMAGES_MESSAGE);
      const stored = await this.images.storeEncoded(encoded, { createdBy: actor.id, baseName: `${design.slug}-${dto.kind.replace('_', '-')}` }, manager);
      await this.images.publish(stored, true, manager);
      const row = await manager.getRepository(DesignImage).save({
        designId: id,
        kind: dto.kind,
        altText: dto.altText,
        caption: dto.caption ?? null,
        sortOrder: dto.sortOrder ?? Math.min((last ?? -1) + 1, DESIGN_IMAGE_SORT_MAX),
        image: stored,
        imageUrl: toImageSources(stored).src,
      });
      await AuditTrail.record(manager, actor, {
        operationId: 'uploadDesignImage',
        target: { type: 'design', id },
        changes: {
          image: {
            before: null,
            after: { id: row.id, kind: row.kind, altText: row.altText, caption: row.caption, sortOrder: row.sortOrder, upload: checked.fileName },
          },
        },
      });
      return row;
    });
    this.changed(actor, 'plan picture uploaded', `plan ${id}: picture ${image.id} (${image.kind}, ${checked.type.contentType}, ${file!.buffer.length} bytes)`);
    return toAdminDesignImageDto(await this.dataSource.getRepository(DesignImage).findOneByOrFail({ id: image.id }));
  }

  /** updateDesignImage: kind, alt text, caption or position. */
  async updateImage(actor: Actor, id: number, imageId: number, dto: UpdateDesignImageDto): Promise<AdminDesignImageDto> {
    const given = (['kind', 'altText', 'caption', 'sortOrder'] as const).filter((field) => dto[field] !== undefined);
    if (!given.length) throw new InputValidationException([{ field: 'kind', message: NOTHING_TO_CHANGE_ON_IMAGE_MESSAGE }]);
    const changed = await this.dataSource.transaction(async (manager) => {
      const image = await this.lockImage(manager, id, imageId);
      const changes: AuditChanges = {};
      const update: Partial<DesignImage> = {};
      for (const field of given) {
        const after = dto[field] ?? null;
        if (after === image[field]) continue;
        changes[`image ${imageId} ${field}`] = { before: image[field], after };
        Object.assign(update, { [field]: after });
      }
      if (!Object.keys(update).length) return null;
      await manager.update(DesignImage, { id: imageId }, update);
      await AuditTrail.record(manager, actor, { operationId: 'updateDesignImage', target: { type: 'design', id }, changes });
      return changes;
    });
    if (changed) this.changed(actor, 'plan picture updated', `plan ${id}: ${describe(changed)}`);
    return toAdminDesignImageDto(await this.dataSource.getRepository(DesignImage).findOneByOrFail({ id: imageId }));
  }

  /** deleteDesignImage: the row and every stored size of the picture, together. */
  async deleteImage(actor: Actor, id: number, imageId: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const image = await this.lockImage(manager, id, imageId);
      await manager.delete(DesignImage, { id: imageId });
      if (image.image) await this.images.remove(image.image, manager);
      await AuditTrail.record(manager, actor, {
        operationId: 'deleteDesignImage',
        target: { type: 'design', id },
        changes: { image: { before: { id: imageId, kind: image.kind, altText: image.altText, caption: image.caption }, after: null } },
      });
    });
    this.changed(actor, 'plan picture deleted', `plan ${id}: picture ${imageId}`);
  }

  /** After a committed change: this instance's cached catalogue goes at once (the others' with the triggers' NOTIFY). */
  private changed(actor: Actor, event: string, detail: string): void {
    this.cache.invalidate();
    StaffAuditLog.record(actor, event, detail);
  }

  private async findDesign(id: number): Promise<Design> {
    const design = await this.dataSource.getRepository(Design).findOneBy({ id });
    if (!design) throw new NotFoundException(DESIGN_NOT_FOUND_MESSAGE);
    return design;
  }

  private async lockDesign(manager: EntityManager, id: number): Promise<Design> {
    const design = await manager.getRepository(Design).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!design) throw new NotFoundException(DESIGN_NOT_FOUND_MESSAGE);
    return design;
  }

  private async lockImage(manager: EntityManager, id: number, imageId: number): Promise<DesignImage> {
    await this.lockDesign(manager, id);
    const image = await manager.getRepository(DesignImage).findOne({ where: { id: imageId, designId: id }, lock: { mode: 'pessimistic_write' } });
    if (!image) throw new NotFoundException(DESIGN_IMAGE_NOT_FOUND_MESSAGE);
    return image;
  }

  /** Plan names are unique, whatever the case: the contact form's plan list offers them by name. */
  private async assertNameFree(manager: EntityManager, id: number, name: string): Promise<void> {
    const [taken]: { id: number }[] = await manager.query(`SELECT "id" FROM "designs" WHERE lower("name") = lower($1) AND "id" <> $2 LIMIT 1`, [name, id]);
    if (taken) throw new ConflictException(nameTakenMessage(name));
  }
}

function toAdminDesignSummary(row: SummaryRow): AdminDesignSummaryDto {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    category: row.category,
    status: row.status,
    livingSquareFeet: row.livingSquareFeet,
    shopSquareFeet: row.shopSquareFeet,
    bedrooms: row.bedrooms,
    imageCount: Number(row.imageCount),
    hasFloorPlan: row.hasFloorPlan,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** "status active → archived, name" for the security log line (no long texts). */
function describe(changes: AuditChanges): string {
  return Object.entries(changes)
    .map(([field, { before, after }]) => (field.endsWith('status') || field.endsWith('kind') ? `${field} ${String(before)} → ${String(after)}` : field))
    .join(', ');
}
