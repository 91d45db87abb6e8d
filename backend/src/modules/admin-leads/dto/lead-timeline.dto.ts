import { ApiProperty } from '@nestjs/swagger';
import { QueryInt } from '../../../common/query-params';
import { LeadTimelineEntryDto } from './admin-lead-response.dto';

/** The deepest page of a timeline: 100 pages of up to 100 entries reach 10,000 of a lead's records. */
export const TIMELINE_MAX_PAGE = 100;

/** getLeadTimeline: which page of the lead's timeline, newest first. */
export class LeadTimelineQueryDto {
  @QueryInt(1, TIMELINE_MAX_PAGE, 'Page number, from 1 (the first is the one getLead answers).', 1)
  page: number = 1;

  @QueryInt(1, 100, 'Entries per page.', 50)
  pageSize: number = 50;
}

/** One page of a lead's timeline, newest first. */
export class LeadTimelinePageDto {
  items: LeadTimelineEntryDto[];
  @ApiProperty({ type: 'integer' })
  page: number;
  @ApiProperty({ type: 'integer' })
  pageSize: number;
  /** Older entries follow on the next page. */
  hasMore: boolean;
}
