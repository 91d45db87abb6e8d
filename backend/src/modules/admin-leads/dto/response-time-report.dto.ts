import { ApiProperty } from '@nestjs/swagger';
import { QueryDate, QueryInt } from '../../../common/query-params';
import { PG_INTEGER_MAX } from '../../../common/whole-number';
import { LeadOwnerDto } from './admin-lead-response.dto';

/** getResponseTimeReport: the range (Missouri days, both included) and optionally one rep. */
export class GetResponseTimeReportQueryDto {
  @QueryDate('First day, Missouri time (default: the Monday 11 weeks before the week of `to`, so 12 Monday weeks).')
  from?: string;

  @QueryDate('Last day, Missouri time (default: today in Missouri). At most 371 days (53 weeks) after `from`.')
  to?: string;

  @QueryInt(1, PG_INTEGER_MAX, "Only leads this staff member owns (the lead's ownerId).")
  ownerId?: number;
}

/**
 * How fast a set of leads heard from us, in business minutes (Mon–Fri 9:00–15:00 Missouri time)
 * from the lead's creation to its first logged contact.
 */
export class ResponseTimeFiguresDto {
  /** Leads created in the period. */
  @ApiProperty({ type: 'integer' })
  received: number;
  /** Leads with a first logged contact. */
  @ApiProperty({ type: 'integer' })
  answered: number;
  /** Leads with no contact logged yet (still waiting, or never answered): not in the median or p90. */
  @ApiProperty({ type: 'integer' })
  notAnswered: number;
  /** Median business minutes to the first response of the answered leads, nearest-rank (the lower middle of an even count); null if none was answered. */
  @ApiProperty({ type: 'number', nullable: true })
  medianMinutes: number | null;
  /** 90th percentile by nearest rank: the value at rank ceil(0.9 × answered) in ascending order; null if none was answered. */
  @ApiProperty({ type: 'number', nullable: true })
  p90Minutes: number | null;
  /** Answered within LEAD_RESPONSE_MINUTES business minutes. */
  @ApiProperty({ type: 'integer' })
  answeredWithinLimit: number;
  /**
   * answeredWithinLimit as a percent (one decimal) of the leads whose outcome is known: those
   * answered, and those still unanswered past the limit. A lead still inside its limit is not
   * counted either way. Null when there is none.
   */
  @ApiProperty({ type: 'number', nullable: true })
  withinLimitPercent: number | null;
}

/** One Monday week's figures (Missouri time). */
export class ResponseTimeWeekDto extends ResponseTimeFiguresDto {
  /** The week's Monday, YYYY-MM-DD. */
  @ApiProperty({ type: 'string', format: 'date' })
  weekStart: string;
}

/** One rep's figures: over the whole range and per week (weeks in which the rep received leads). */
export class ResponseTimeRepDto {
  /** The leads' owner; null for leads without one. */
  @ApiProperty({ type: LeadOwnerDto, nullable: true })
  owner: LeadOwnerDto | null;
  total: ResponseTimeFiguresDto;
  weeks: ResponseTimeWeekDto[];
}

/** getResponseTimeReport's answer. */
export class ResponseTimeReportResponseDto {
  @ApiProperty({ type: 'string', format: 'date' })
  from: string;
  @ApiProperty({ type: 'string', format: 'date' })
  to: string;
  /** LEAD_RESPONSE_MINUTES: the business minutes a lead should be answered in. */
  @ApiProperty({ type: 'integer' })
  limitMinutes: number;
  /** Every rep together, each Monday week of the range (weeks with no lead included). */
  weeks: ResponseTimeWeekDto[];
  /** Every rep together, the whole range. */
  total: ResponseTimeFiguresDto;
  /** One entry per owner with leads in the range, by name. */
  reps: ResponseTimeRepDto[];
}
