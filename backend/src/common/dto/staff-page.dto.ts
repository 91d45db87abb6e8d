import { ApiProperty } from '@nestjs/swagger';
import { QueryInt } from '../query-params';

/** Rows per page of every staff and partner list (issue 13: 25 by default, at most 100). */
export const STAFF_PAGE_SIZE = 25;
export const STAFF_MAX_PAGE_SIZE = 100;

/**
 * The page of a staff or partner list: every `List…QueryDto` of the back office extends this, so
 * each list pages the same way, on the server.
 */
export class StaffPageQueryDto {
  @QueryInt(1, 100_000, 'Page number, from 1.', 1)
  page: number = 1;

  @QueryInt(1, STAFF_MAX_PAGE_SIZE, 'Rows per page.', STAFF_PAGE_SIZE)
  pageSize: number = STAFF_PAGE_SIZE;
}

/** The paging fields every `Paginated…ResponseDto` of the back office carries beside its `items`. */
export class StaffPageDto {
  /** Rows matching the filters, over all pages. */
  @ApiProperty({ type: 'integer' })
  total: number;
  @ApiProperty({ type: 'integer' })
  page: number;
  @ApiProperty({ type: 'integer' })
  pageSize: number;
}
