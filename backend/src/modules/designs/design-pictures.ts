import { toImageSources } from '../files/dto/image-sources.dto';
import { DesignImageKind } from './designs.enums';
import type { DesignImageDto } from './dto/design-response.dto';
import type { AdminDesignImageDto } from './dto/admin-design.dto';
import type { DesignImage } from './entities/design-image.entity';

/**
 * The order a plan's pictures are shown in, on its page and in the office's list: floor plans
 * first (buyers choose plans by them), then by sortOrder, then oldest first.
 */
export function inPictureOrder<T extends Pick<DesignImage, 'kind' | 'sortOrder' | 'id'>>(images: readonly T[]): T[] {
  const group = (image: T) => (image.kind === DesignImageKind.FloorPlan ? 0 : 1);
  return [...images].sort((a, b) => group(a) - group(b) || a.sortOrder - b.sortOrder || a.id - b.id);
}

/** A picture as the public plan page shows it. A row from before uploads has no alt text: its caption, else the plan's name, stands in. */
export function toDesignImageDto(image: DesignImage, designName: string): DesignImageDto {
  return {
    id: image.id,
    imageUrl: image.imageUrl,
    caption: image.caption,
    sortOrder: image.sortOrder,
    kind: image.kind,
    alt: image.altText || image.caption || `${designName} plan picture`,
    sources: image.image ? toImageSources(image.image) : null,
  };
}

export function toAdminDesignImageDto(image: DesignImage): AdminDesignImageDto {
  return {
    id: image.id,
    kind: image.kind,
    altText: image.altText,
    caption: image.caption,
    sortOrder: image.sortOrder,
    imageUrl: image.imageUrl,
    sources: image.image ? toImageSources(image.image) : null,
    createdAt: image.createdAt.toISOString(),
  };
}
