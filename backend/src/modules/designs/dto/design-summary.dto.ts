import { ApiProperty } from '@nestjs/swagger';
import { DesignCategory, DesignStatus, DesignStyle } from '../designs.enums';

/** One plan in the catalogue list. Areas in square feet; money in US cents (spec §9). */
export class DesignSummaryDto {
  @ApiProperty({ type: 'integer' })
  id: number;
  /** URL handle: /designs/{slug}. */
  slug: string;
  name: string;
  @ApiProperty({ enum: DesignCategory, enumName: 'DesignCategory' })
  category: DesignCategory;
  @ApiProperty({ enum: DesignStyle, enumName: 'DesignStyle' })
  style: DesignStyle;
  /** Heated living area. */
  @ApiProperty({ type: 'integer', example: 1800 })
  livingSquareFeet: number;
  /** Shop area; null for plans without a shop (residential). */
  @ApiProperty({ type: 'integer', nullable: true, example: 3820 })
  shopSquareFeet: number | null;
  @ApiProperty({ type: 'integer' })
  bedrooms: number;
  /** As text, halves included: "2", "2.5". */
  @ApiProperty({ example: '2.5' })
  bathrooms: string;
  /** Wall insulation R-value (26 → "R-26"). */
  @ApiProperty({ type: 'integer', example: 26 })
  wallRValue: number;
  /** Roof insulation R-value (33 or 48). */
  @ApiProperty({ type: 'integer', example: 33 })
  roofRValue: number;
  /** Base price in US cents; null when the price is on request (the cost estimate gives a range). */
  @ApiProperty({ type: 'integer', nullable: true })
  price: number | null;
  /** Image URL of the plan's spec sheet (site-relative for the generated SVG); use it as an <img> src. */
  @ApiProperty({ example: '/api/designs/rose-mount/spec-sheet.svg' })
  specSheetUrl: string;
  description: string | null;
  /**
   * active; or archived (issue 31): no longer offered, so never in the catalogue list, but its page,
   * a saved copy and a deposit on it still work. Drafts are the office's only and never answered here.
   */
  @ApiProperty({ enum: DesignStatus, enumName: 'DesignStatus' })
  status: DesignStatus;
}
