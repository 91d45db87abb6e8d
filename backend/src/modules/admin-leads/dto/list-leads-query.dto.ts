import { OmitType } from '@nestjs/swagger';
import { StaffPageQueryDto } from '../../../common/dto/staff-page.dto';
import { NotBeforeDate, QueryBoolean, QueryInt, QueryDate, QueryEnum, QueryEnumList, QueryText } from '../../../common/query-params';
import { SortOrder } from '../../../common/dto/sort-order';
import { LeadFollowUpState, LeadScoreBand, LeadSort, LeadStatus } from '../../leads/leads.enums';

export const LEAD_SEARCH_MAX_LENGTH = 100;

/** listLeads: filters, search, sort and page of the back office's leads list. */
export class ListLeadsQueryDto extends StaffPageQueryDto {
  @QueryEnumList(LeadStatus, 'LeadStatus', 'Only leads in these statuses (repeat the parameter for several).')
  status?: LeadStatus[];

  @QueryText(
    LEAD_SEARCH_MAX_LENGTH,
    'Words to find in the name, e-mail or phone (every word must appear; digits match however the phone is written; case-insensitive).',
  )
  q?: string;

  @QueryInt(1, 2_147_483_647, "Only leads this staff member owns (their user id; 'My leads' sends the signed-in user's).")
  ownerId?: number;

  @QueryText(255, 'Only leads whose utm_source is exactly this (case-insensitive).')
  utmSource?: string;

  @QueryBoolean('true: only leads with a booked discovery call; false: only those without.')
  callBooked?: boolean;

  @QueryEnum(LeadFollowUpState, 'LeadFollowUpState', 'Only leads whose follow-up e-mails are in this state.')
  followUps?: LeadFollowUpState;

  @QueryBoolean('true: only stale leads (idle longer than their stage allows, LEAD_STALE_DAYS); false: only leads that are not stale.')
  stale?: boolean;

  @QueryEnum(LeadScoreBand, 'LeadScoreBand', 'Only leads whose score is in this band (Hot, Warm, Cold: lead-score-rules.ts).')
  score?: LeadScoreBand;

  @QueryDate('Created on or after this day, Missouri time (America/Chicago).')
  createdFrom?: string;

  @QueryDate('Created on or before this day, Missouri time (America/Chicago).')
  @NotBeforeDate('createdFrom')
  createdTo?: string;

  @QueryEnum(
    LeadSort,
    'LeadSort',
    'Sort key (score: highest first with the default order); leads without a value (never contacted, no expected close) come last. Ties: newest first.',
    LeadSort.CreatedAt,
  )
  sort: LeadSort = LeadSort.CreatedAt;

  @QueryEnum(SortOrder, 'SortOrder', 'Sort direction.', SortOrder.Desc)
  order: SortOrder = SortOrder.Desc;
}

/** exportLeadsCsv: the list's filters and sort, every matching row (no paging). */
export class ExportLeadsQueryDto extends OmitType(ListLeadsQueryDto, ['page', 'pageSize'] as const) {}
