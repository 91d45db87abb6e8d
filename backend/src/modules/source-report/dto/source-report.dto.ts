import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { BodyInt } from '../../../common/body-int';
import { QueryDate, QueryEnum } from '../../../common/query-params';
import { TrimmedString } from '../../../common/validation';
import { SourceReportGroupBy, SourceReportTouch } from '../source-report.enums';

/** The largest monthly spend on one source: $10,000,000.00. */
export const MARKETING_SPEND_MAX_CENTS = 1_000_000_000;
export const MARKETING_SOURCE_MAX_LENGTH = 100;
/** A calendar month, YYYY-MM, 2000-01 to 2099-12. */
export const MONTH_PATTERN = /^20\d{2}-(0[1-9]|1[0-2])$/;

/** getSourceReport and exportSourceReportCsv: the range (Missouri days, both included), the touch and the grouping. */
export class GetSourceReportQueryDto {
  @QueryDate('First day, Missouri time (default: the first day of the month 11 months before the month of `to`, so 12 calendar months).')
  from?: string;

  @QueryDate('Last day, Missouri time (default: today in Missouri). At most 1,096 days (3 years) after `from`.')
  to?: string;

  @QueryEnum(
    SourceReportTouch,
    'SourceReportTouch',
    'Which touch of each lead counts: its first (the submission that created it) or its last.',
    SourceReportTouch.First,
  )
  touch?: SourceReportTouch;

  @QueryEnum(
    SourceReportGroupBy,
    'SourceReportGroupBy',
    'One row per source, medium or campaign of that touch. Spend and costs are per source only.',
    SourceReportGroupBy.Source,
  )
  groupBy?: SourceReportGroupBy;
}

/** The figures of a set of leads (one group, or all of them). */
export class SourceReportFiguresDto {
  /** Leads created in the range. */
  @ApiProperty({ type: 'integer' })
  leads: number;
  /** Of them, those with a first response logged (firstResponseAt). */
  @ApiProperty({ type: 'integer' })
  responded: number;
  /** Of them, those with a call booked: marked booked (calendarScheduled) or with a booking from the booking page, even if later cancelled. */
  @ApiProperty({ type: 'integer' })
  callBooked: number;
  /** Of them, those whose e-mail's account placed a deposit, whatever its status (the dashboard's funnel, so the two agree). */
  @ApiProperty({ type: 'integer' })
  depositPlaced: number;
  /** Of them, those whose e-mail's account has a deposit with status paid (refunded ones do not count). */
  @ApiProperty({ type: 'integer' })
  depositPaid: number;
  /** Median business minutes (LEAD_OFFICE_HOURS) from creation to the first response of the responded leads, nearest-rank, one decimal; null if none responded. */
  @ApiProperty({ type: 'number', nullable: true })
  medianResponseMinutes: number | null;
  /**
   * Marketing spend in cents over every month the range touches (a month counts whole when the
   * range covers part of it). Per row only when grouping by source (null otherwise); the totals
   * always have the sum of every source.
   */
  @ApiProperty({ type: 'integer', nullable: true })
  spendCents: number | null;
  /** spendCents ÷ leads, rounded to the cent; null without spend or without leads. */
  @ApiProperty({ type: 'integer', nullable: true })
  costPerLeadCents: number | null;
  /** spendCents ÷ depositPaid, rounded to the cent; null without spend or without a paid deposit. */
  @ApiProperty({ type: 'integer', nullable: true })
  costPerPaidDepositCents: number | null;
}

/** One row: a source, medium or campaign (lower-case; `(direct)` and `(none)` when the touch had nothing, lead-touches.ts). */
export class SourceReportRowDto extends SourceReportFiguresDto {
  group: string;
}

/** One month's spend on one source, as an admin entered it. */
export class MarketingSpendResponseDto {
  /** YYYY-MM. */
  @ApiProperty({ type: 'string', pattern: MONTH_PATTERN.source, example: '2026-03' })
  month: string;
  source: string;
  @ApiProperty({ type: 'integer' })
  amountCents: number;
  @ApiProperty({ type: 'string', format: 'date-time' })
  updatedAt: string;
}

/** getSourceReport's answer. */
export class SourceReportResponseDto {
  @ApiProperty({ type: 'string', format: 'date' })
  from: string;
  @ApiProperty({ type: 'string', format: 'date' })
  to: string;
  @ApiProperty({ enum: SourceReportTouch, enumName: 'SourceReportTouch' })
  touch: SourceReportTouch;
  @ApiProperty({ enum: SourceReportGroupBy, enumName: 'SourceReportGroupBy' })
  groupBy: SourceReportGroupBy;
  /** The months (YYYY-MM) the range touches: the spend counted. */
  months: string[];
  /** Most leads first, then by name; a source with spend but no lead is listed too (grouping by source). */
  rows: SourceReportRowDto[];
  /** Every lead of the range; rows' counts add up to these. */
  totals: SourceReportFiguresDto;
  /** The spend entered for those months, by month then source. */
  spend: MarketingSpendResponseDto[];
}

/** upsertMarketingSpend: one month's spend on one source; 0 clears it. */
export class UpsertMarketingSpendDto {
  /** The calendar month, YYYY-MM. */
  @Matches(MONTH_PATTERN, { message: 'Month must be a month written YYYY-MM (2000-01 to 2099-12).' })
  @ApiProperty({ type: 'string', pattern: MONTH_PATTERN.source, example: '2026-03' })
  month: string;

  /** The source as the report shows it (utm_source, a referring host, `partner`, `(direct)`); stored lower-case. */
  @TrimmedString({ max: MARKETING_SOURCE_MAX_LENGTH })
  source: string;

  /** US cents spent that month; 0 removes the entry. */
  @BodyInt(0, MARKETING_SPEND_MAX_CENTS)
  amountCents: number;
}
