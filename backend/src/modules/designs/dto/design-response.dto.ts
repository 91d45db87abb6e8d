import { ApiProperty } from '@nestjs/swagger';
import { DesignSummaryDto } from './design-summary.dto';

/** A photo or drawing of a plan, shown in sortOrder. */
export class DesignImageDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  imageUrl: string;
  caption: string | null;
  @ApiProperty({ type: 'integer' })
  sortOrder: number;
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
  /** By sortOrder. */
  images: DesignImageDto[];
  features: DesignFeatureDto[];
}
