import { ApiProperty } from '@nestjs/swagger';
import { DesignSummaryDto } from './design-summary.dto';

/**
 * Plans within 100 sq ft of the requested area range (the other filters kept), given when a
 * search with an area range finds nothing: "3 plans within 100 sq ft of your range". The widened
 * range is the query to offer; a bound not given stays null.
 */
export class DesignNearMissDto {
  /** How many plans the widened range finds (0 when even that finds none). */
  @ApiProperty({ type: 'integer' })
  total: number;
  @ApiProperty({ type: 'integer', nullable: true })
  livingMin: number | null;
  @ApiProperty({ type: 'integer', nullable: true })
  livingMax: number | null;
  @ApiProperty({ type: 'integer', nullable: true })
  shopMin: number | null;
  @ApiProperty({ type: 'integer', nullable: true })
  shopMax: number | null;
}

/** One page of the plan catalogue. */
export class PaginatedDesignsResponseDto {
  items: DesignSummaryDto[];
  /** Plans matching the filters, over all pages. */
  @ApiProperty({ type: 'integer' })
  total: number;
  @ApiProperty({ type: 'integer' })
  page: number;
  @ApiProperty({ type: 'integer' })
  pageSize: number;
  /** Only when nothing matched and an area range was given; otherwise null. */
  @ApiProperty({ type: DesignNearMissDto, nullable: true })
  nearMiss: DesignNearMissDto | null;
}
