import type { INestApplication } from '@nestjs/common';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { ContractorPhotoStatus } from '../src/modules/contractors/contractors.enums';
import { ContractorPhoto } from '../src/modules/contractors/entities/contractor-photo.entity';
import { ImageVariants } from '../src/modules/files/image-variants';

/** A small real PNG (the pipeline keeps it at its own size: one AVIF and one WebP). */
export async function smallPng(colour = '#6b7f4a'): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** A photo of the listing written through the real picture pipeline, pending unless asked; answers its id. */
export async function insertContractorPhoto(
  app: INestApplication,
  contractorId: number,
  createdBy: number | null,
  values: Partial<ContractorPhoto> = {},
): Promise<number> {
  const image = await app.get(ImageVariants).store({ bytes: await smallPng(), createdBy, baseName: 'test-photo' });
  const status = values.status ?? ContractorPhotoStatus.Pending;
  if (status === ContractorPhotoStatus.Approved) await app.get(ImageVariants).publish(image, true);
  const { identifiers } = await app
    .get(DataSource)
    .getRepository(ContractorPhoto)
    .insert({
      contractorId,
      image,
      fileName: 'test-photo.png',
      altText: 'Gable end of a finished SIP shop building',
      caption: null,
      status,
      ...values,
    });
  return identifiers[0].id as number;
}

/**
 * Removes the picture files of the photos of the listings `where` picks (SQL on `c`, the listing;
 * the tests' own listings by default) and then the photos: a listing's deletion cascades to its
 * photos, not to their files.
 */
export async function cleanPhotoFiles(db: DataSource, where = `c."slug" LIKE 'test-dash-%'`): Promise<void> {
  const join = `FROM "contractor_photos" p JOIN "contractors" c ON c."id" = p."contractorId"`;
  await db.query(
    `DELETE FROM "stored_files" WHERE "id" IN (
       SELECT (v->>'fileId')::uuid ${join} CROSS JOIN jsonb_array_elements(p."image"->'variants') v WHERE ${where})`,
  );
  await db.query(`DELETE FROM "contractor_photos" WHERE "id" IN (SELECT p."id" ${join} WHERE ${where})`);
}
