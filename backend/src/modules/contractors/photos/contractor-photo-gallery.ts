import type { EntityManager } from 'typeorm';
import { MEDIA_PATH, toImageSources } from '../../files/dto/image-sources.dto';
import type { StoredImage } from '../../files/image-variants';
import { ContractorPhotoStatus } from '../contractors.enums';
import { ContractorPhoto } from '../entities/contractor-photo.entity';
import type { ContractorPhotoDto } from './dto/contractor-photo.dto';

/** The approved photos of a listing in the contractor's order: the public profile's gallery. */
export async function approvedPhotosOf(manager: EntityManager, contractorId: number): Promise<ContractorPhotoDto[]> {
  const rows = await manager.find(ContractorPhoto, {
    select: { id: true, image: true, altText: true, caption: true },
    where: { contractorId, status: ContractorPhotoStatus.Approved },
    order: { sortOrder: 'ASC', id: 'ASC' },
  });
  return rows.map((row) => ({
    id: row.id,
    image: toImageSources(row.image!),
    fullSizeUrl: fullSizeUrl(row.image!),
    altText: row.altText,
    caption: row.caption,
  }));
}

/** The largest WebP size's address: what a gallery photo links to. */
export function fullSizeUrl(image: StoredImage): string {
  const largest = image.variants.filter((v) => v.format === 'webp').reduce((a, b) => (b.width > a.width ? b : a));
  return `/api/${MEDIA_PATH}/${largest.fileId}`;
}
