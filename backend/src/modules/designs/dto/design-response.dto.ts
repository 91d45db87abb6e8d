import { ApiProperty } from '@nestjs/swagger';
import { ImageSourcesDto } from '../../files/dto/image-sources.dto';
import { DesignImageKind } from '../designs.enums';
import { DesignSummaryDto } from './design-summary.dto';

/** A floor plan, photo or rendering of a plan; a plan's pictures come floor plans first, then in sortOrder. */
export class DesignImageDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  /** spec §3: the picture's address (for an uploaded picture, its ~960 px WebP). */
  imageUrl: string;
  caption: string | null;
  @ApiProperty({ type: 'integer' })
  sortOrder: number;
  @ApiProperty({ enum: DesignImageKind, enumName: 'DesignImageKind' })
  kind: DesignImageKind;
  /** What the picture shows, for the <img> alt attribute. */
  alt: string;
  /** The AVIF and WebP sizes for a <picture> with width and height; null for a picture that is only an imageUrl. */
  @ApiProperty({ type: ImageSourcesDto, nullable: true })
  sources: ImageSourcesDto | null;
}

/** An optional upgrade of a plan. */
export class DesignFeatureDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  name: string;
  description: string | null;
  /** US cents added to the plan's cost (spec §9: shown as dollars without decimals). */
  @ApiProperty({ type: 'integer', example: 680000 })
  additionalPrice: number;
  /** Exterior, Energy, Shop or Interior for the built-in plans. */
  category: string | null;
}

/** One plan with everything its page shows. */
export class DesignResponseDto extends DesignSummaryDto {
  /** spec §3: a floor plan comes with the plan. */
  floorPlanIncluded: boolean;
  /** Main image URL when the plan has a photo; null: show the spec sheet. */
  primaryImage: string | null;
  /** Floor plans first, then by sortOrder (the first is the page's main picture). Empty: the page shows the spec sheet. */
  images: DesignImageDto[];
  features: DesignFeatureDto[];
}
