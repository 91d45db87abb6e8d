import { ApiProperty } from '@nestjs/swagger';
import { IMAGE_VARIANT_WIDTHS, type StoredImage } from '../image-variants';

/** Where the media route serves a stored file (media.controller.ts). */
export const MEDIA_PATH = 'media';

/** A picture as a page shows it: a `<picture>` with an AVIF and a WebP srcset, and its size for the layout. */
export class ImageSourcesDto {
  /** The WebP closest to 960 px wide: the `<img>` a browser without srcset support shows. */
  @ApiProperty({ example: '/api/media/0b6d6f3e-3c55-4d1a-9a56-4c1f1c2b7f10' })
  src: string;
  /** "url 480w, url 960w, url 1600w" of the WebP variants. */
  @ApiProperty({ example: '/api/media/0b6d…10 480w, /api/media/5c1e…a2 960w' })
  srcSetWebp: string;
  /** The same sizes as AVIF (smaller files; every current browser but a few older Safaris). */
  srcSetAvif: string;
  /** The largest variant's size in pixels: the `<img>` width and height attributes (no layout shift). */
  @ApiProperty({ type: 'integer', minimum: 1 })
  width: number;
  @ApiProperty({ type: 'integer', minimum: 1 })
  height: number;
}

const mediaUrl = (fileId: string) => `/api/${MEDIA_PATH}/${fileId}`;

export function toImageSources(image: StoredImage): ImageSourcesDto {
  const of = (format: 'avif' | 'webp') => image.variants.filter((v) => v.format === format).sort((a, b) => a.width - b.width);
  const srcSet = (format: 'avif' | 'webp') =>
    of(format)
      .map((v) => `${mediaUrl(v.fileId)} ${v.width}w`)
      .join(', ');
  const webp = of('webp');
  const middle = IMAGE_VARIANT_WIDTHS[1];
  const fallback = webp.reduce((best, v) => (Math.abs(v.width - middle) < Math.abs(best.width - middle) ? v : best), webp[0]);
  return { src: mediaUrl(fallback.fileId), srcSetWebp: srcSet('webp'), srcSetAvif: srcSet('avif'), width: image.width, height: image.height };
}
