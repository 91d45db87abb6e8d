import { BadRequestException, Injectable, UnsupportedMediaTypeException } from '@nestjs/common';
import sharp from 'sharp';
import { DataSource, type EntityManager } from 'typeorm';
import { StoredFile } from './entities/stored-file.entity';
import { FileStore } from './file-store';
import { FilePurpose } from './files.enums';

/** The widths a picture is kept at (CSS pixels of a phone, a column, a full-width desktop view); never enlarged. */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const;

/** What browsers are sent, smallest first: AVIF where supported, WebP otherwise (every current browser). */
export const IMAGE_VARIANT_FORMATS = ['avif', 'webp'] as const;
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];

/** A picture larger than this many pixels is refused before it is decoded (a "decompression bomb"). */
const MAX_INPUT_PIXELS = 50_000_000;

/** One stored size of a picture. */
export interface ImageVariant {
  format: ImageVariantFormat;
  width: number;
  height: number;
  fileId: string;
  byteSize: number;
}

/**
 * A picture as its owner keeps it (a jsonb column of the owner's row): the size of the largest
 * variant and every variant's file. The original upload is never kept: its metadata (camera, time,
 * GPS position) would be in it.
 */
export interface StoredImage {
  width: number;
  height: number;
  variants: ImageVariant[];
}

const UNREADABLE_MESSAGE =
  'We could not read this picture: the file is damaged or not a complete image. Save it again as JPEG, PNG or WebP and upload it again.';

/**
 * The one upload pipeline for pictures (issue 31: contractor portfolios and plan images): the bytes,
 * already checked by type (file-content.ts checkUpload), are decoded by `sharp`, turned upright
 * from their EXIF orientation, resized to IMAGE_VARIANT_WIDTHS and encoded as AVIF and WebP. sharp
 * writes no metadata unless asked (no keepExif / withMetadata here), so no stored variant carries
 * EXIF, GPS, XMP or a camera's ICC profile; the variants are sRGB. Each variant is one
 * `image_variant` file in the FileStore, private until the owner calls `publish`.
 */
@Injectable()
export class ImageVariants {
  constructor(
    private readonly files: FileStore,
    private readonly dataSource: DataSource,
  ) {}

  /** Re-encodes and stores a checked picture, in the caller's transaction when given. */
  async store(input: { bytes: Buffer; createdBy: number | null; baseName: string }, manager?: EntityManager): Promise<StoredImage> {
    return this.storeEncoded(await encodeVariants(input.bytes), input, manager);
  }

  /**
   * Stores sizes already made by `encodeVariants`: a caller that locks a row encodes first, outside
   * its transaction, so the lock is never held for the seconds an encoding takes.
   */
  async storeEncoded(encoded: EncodedVariant[], input: { createdBy: number | null; baseName: string }, manager?: EntityManager): Promise<StoredImage> {
    const variants: ImageVariant[] = [];
    for (const variant of encoded) {
      const info = await this.files.put(
        {
          purpose: FilePurpose.ImageVariant,
          bytes: variant.bytes,
          contentType: `image/${variant.format}`,
          fileName: `${input.baseName}-${variant.width}.${variant.format}`,
          createdBy: input.createdBy,
        },
        manager,
      );
      variants.push({ format: variant.format, width: variant.width, height: variant.height, fileId: info.id, byteSize: variant.bytes.length });
    }
    const largest = variants.reduce((a, b) => (b.width > a.width ? b : a));
    return { width: largest.width, height: largest.height, variants };
  }

  /** Lets the public media route serve the picture's variants (the owner approved it), or stops it. */
  async publish(image: StoredImage, isPublic: boolean, manager: EntityManager = this.dataSource.manager): Promise<void> {
    const ids = image.variants.map((v) => v.fileId);
    if (ids.length) await manager.getRepository(StoredFile).update(ids, { isPublic });
  }

  /** A variant's type, ETag source and who may see it (no bytes: most answers are a 304 or a 404); null when there is none. */
  async variantInfo(fileId: string): Promise<{ contentType: string; sha256: string; isPublic: boolean; createdBy: number | null } | null> {
    const row = await this.dataSource.getRepository(StoredFile).findOneBy({ id: fileId, purpose: FilePurpose.ImageVariant });
    return row ? { contentType: row.contentType, sha256: row.sha256.trim(), isPublic: row.isPublic, createdBy: row.createdBy } : null;
  }

  /** The variant's bytes, once the caller may see them. */
  async variantBytes(fileId: string): Promise<Buffer | null> {
    return (await this.files.get(fileId))?.bytes ?? null;
  }

  /** Removes every variant of the picture. */
  async remove(image: StoredImage, manager?: EntityManager): Promise<void> {
    for (const variant of image.variants) await this.files.delete(variant.fileId, manager);
  }
}

/** One size of a picture, encoded but not stored yet. */
export interface EncodedVariant {
  format: ImageVariantFormat;
  width: number;
  height: number;
  bytes: Buffer;
}

/** The variants of one picture, decoded once. Unreadable or oversized pictures are refused with a sentence. */
export async function encodeVariants(bytes: Buffer): Promise<EncodedVariant[]> {
  let upright: sharp.Sharp;
  let width: number;
  try {
    upright = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const meta = await upright.metadata();
    // After rotate(), the upright width is the height for EXIF orientations 5–8.
    width = (meta.orientation ?? 1) >= 5 ? (meta.height ?? 0) : (meta.width ?? 0);
  } catch (error) {
    throw refusal(error);
  }
  const widths: number[] = IMAGE_VARIANT_WIDTHS.filter((w) => w < width);
  if (widths.length < IMAGE_VARIANT_WIDTHS.length) widths.push(Math.min(width, IMAGE_VARIANT_WIDTHS.at(-1)!));
  const out: EncodedVariant[] = [];
  try {
    for (const target of widths) {
      const resized = upright.clone().resize({ width: target, withoutEnlargement: true }).toColourspace('srgb');
      const avif = await resized.clone().avif({ quality: 55, effort: 2 }).toBuffer({ resolveWithObject: true });
      out.push({ format: 'avif', width: avif.info.width, height: avif.info.height, bytes: avif.data });
      const webp = await resized.clone().webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
      out.push({ format: 'webp', width: webp.info.width, height: webp.info.height, bytes: webp.data });
    }
  } catch (error) {
    throw refusal(error);
  }
  return out;
}

function refusal(error: unknown): Error {
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message))
    return new BadRequestException(
      `This picture is too large to process (more than ${MAX_INPUT_PIXELS / 1_000_000} million pixels). Export it at a smaller size, such as 4000 pixels wide, and upload it again.`,
    );
  return new UnsupportedMediaTypeException(UNREADABLE_MESSAGE);
}
