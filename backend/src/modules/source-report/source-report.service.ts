import { Injectable, StreamableFile } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Actor } from '../../common/auth/actor';
import { StaffAuditLog } from '../../common/audit/staff-audit-log';
import { csvAttachment } from '../../common/csv-export';
import { AppConfig } from '../../config/app-config';
import { BUSINESS_TIME_ZONE, businessMinutesBetween, businessToday, type OfficeWindow } from '../../shared/business-calendar';
import { assertReportRange } from '../../common/report-range';
import { nearestRankPercentile } from '../admin-leads/percentile';
import { paidDepositSql } from '../deposits/deposit-status-flow';
import { BookingEvent } from '../follow-ups/follow-ups.enums';
import type { LeadTouch } from '../leads/lead-touches';
import { touchChannel } from '../leads/lead-touches';
import { leadAddressesSql } from '../leads/lead-identity';
import {
  GetSourceReportQueryDto,
  MarketingSpendResponseDto,
  SourceReportFiguresDto,
  SourceReportResponseDto,
  SourceReportRowDto,
  UpsertMarketingSpendDto,
} from './dto/source-report.dto';
import { MarketingSpend } from './entities/marketing-spend.entity';
import { SourceReportGroupBy, SourceReportTouch } from './source-report.enums';

/** The default range: 12 calendar months, the current one included. */
export const DEFAULT_REPORT_MONTHS = 12;
/** The longest range: three years (a leap day included). */
export const MAX_SOURCE_REPORT_DAYS = 1096;
export { REPORT_RANGE_ORDER_MESSAGE as SOURCE_REPORT_ORDER_MESSAGE } from '../../common/report-range';
export const SOURCE_REPORT_LENGTH_MESSAGE = `From must be at most ${MAX_SOURCE_REPORT_DAYS} days (3 years) before to.`;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
/** The first day of the month `months` after the month of a YYYY-MM-DD date. */
function addMonths(isoDate: string, months: number): string {
  const date = new Date(`${isoDate.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}
/** a ÷ b in whole cents, or null when either is missing or zero. */
const perUnit = (cents: number | null, count: number) => (cents && count ? Math.round(cents / count) : null);

/** One lead as the report reads it (discovery_call_leads, and its bookings and deposits through its e-mail). */
interface ReportLead {
  createdAt: Date;
  firstResponseAt: Date | null;
  touch: LeadTouch | null;
  callBooked: boolean;
  depositPlaced: boolean;
  depositPaid: boolean;
}

interface SpendRow {
  month: string;
  source: string;
  amountCents: number;
  updatedAt: Date;
}

export function toMarketingSpendResponse(row: SpendRow): MarketingSpendResponseDto {
  return { month: row.month.slice(0, 7), source: row.source, amountCents: row.amountCents, updatedAt: row.updatedAt.toISOString() };
}

/** The CSV's columns, in order (the group's heading is its grouping: Source, Medium or Campaign). */
const CSV_FIGURES: ReadonlyArray<readonly [string, (figures: SourceReportFiguresDto) => string | number | null]> = [
  ['Leads', (f) => f.leads],
  ['Responded', (f) => f.responded],
  ['Call booked', (f) => f.callBooked],
  ['Deposit placed', (f) => f.depositPlaced],
  ['Deposit paid', (f) => f.depositPaid],
  ['Median response (business minutes)', (f) => f.medianResponseMinutes],
  ['Spend (USD)', (f) => dollars(f.spendCents)],
  ['Cost per lead (USD)', (f) => dollars(f.costPerLeadCents)],
  ['Cost per paid deposit (USD)', (f) => dollars(f.costPerPaidDepositCents)],
];
const GROUP_HEADINGS: Record<SourceReportGroupBy, string> = { source: 'Source', medium: 'Medium', campaign: 'Campaign' };
export const CSV_TOTAL_LABEL = 'Total';

/** Cents as dollars with two decimals ("1234.50"), the way a spreadsheet reads a number; empty for none. */
function dollars(cents: number | null): string | null {
  return cents === null ? null : (cents / 100).toFixed(2);
}

/**
 * getSourceReport (issue 28 "Source to deposit"): the leads of a range grouped by the source,
 * medium or campaign of their first or last touch (leads' touchChannel), with how far each got
 * (responded, call booked, deposit placed and paid), the median response time, and the office's
 * marketing spend for the cost per lead and per paid deposit. A read model over leads, bookings,
 * deposits and users, read in SQL in one REPEATABLE READ snapshot; this module owns marketing_spend.
 */
@Injectable()
export class SourceReportService {
  /** LEAD_OFFICE_HOURS: the window response minutes count in (the response-time report's clock). */
  private readonly officeWindow: OfficeWindow;

  constructor(
    private readonly dataSource: DataSource,
    config: AppConfig,
  ) {
    this.officeWindow = config.officeWindow;
  }

  async report(query: GetSourceReportQueryDto, now = new Date()): Promise<SourceReportResponseDto> {
    const to = query.to ?? businessToday(now);
    const from = query.from ?? addMonths(to, -(DEFAULT_REPORT_MONTHS - 1));
    assertReportRange(from, to, MAX_SOURCE_REPORT_DAYS, SOURCE_REPORT_LENGTH_MESSAGE);
    const touch = query.touch ?? SourceReportTouch.First;
    const groupBy = query.groupBy ?? SourceReportGroupBy.Source;
    const months: string[] = [];
    for (let month = addMonths(from, 0); month <= to; month = addMonths(month, 1)) months.push(month);

    const [leads, spend] = await this.dataSource.transaction('REPEATABLE READ', async (manager) => [
      await manager.query<ReportLead[]>(
        `SELECT lead."createdAt", lead."firstResponseAt", lead."${touch === SourceReportTouch.First ? 'firstTouch' : 'lastTouch'}" AS touch,
           (lead."calendarScheduled" OR EXISTS (SELECT 1 FROM bookings b WHERE b."leadId" = lead.id AND b.event = $3)) AS "callBooked",
           EXISTS (SELECT 1 FROM ${leadAddressesSql('lead')} a(email) JOIN users u ON u.email = a.email JOIN deposits d ON d."userId" = u.id) AS "depositPlaced",
           EXISTS (SELECT 1 FROM ${leadAddressesSql('lead')} a(email) JOIN users u ON u.email = a.email JOIN deposits d ON d."userId" = u.id AND ${paidDepositSql('d')}) AS "depositPaid"
         FROM discovery_call_leads lead
         WHERE lead."mergedIntoId" IS NULL AND lead."createdAt" >= ($1::date::timestamp AT TIME ZONE '${BUSINESS_TIME_ZONE}')
           AND lead."createdAt" < (($2::date + 1)::timestamp AT TIME ZONE '${BUSINESS_TIME_ZONE}')
         ORDER BY lead."createdAt", lead.id`,
        [from, to, BookingEvent.Created],
      ),
      await manager.query<SpendRow[]>(
        `SELECT to_char(month, 'YYYY-MM-DD') AS month, source, "amountCents", "updatedAt" FROM marketing_spend
          WHERE month BETWEEN $1::date AND $2::date ORDER BY month, source`,
        [months[0], months[months.length - 1]],
      ),
    ]);

    const groups = new Map<string, ReportLead[]>();
    for (const lead of leads) {
      const key = touchChannel(lead.touch)[groupBy];
      const group = groups.get(key);
      if (group) group.push(lead);
      else groups.set(key, [lead]);
    }
    const spendBySource = new Map<string, number>();
    for (const row of spend) spendBySource.set(row.source, (spendBySource.get(row.source) ?? 0) + row.amountCents);
    // Grouping by source, a source the office paid for that brought no lead is a row of its own.
    if (groupBy === SourceReportGroupBy.Source) for (const source of spendBySource.keys()) if (!groups.has(source)) groups.set(source, []);

    const rows: SourceReportRowDto[] = [...groups.entries()]
      .map(([group, members]) => ({ group, ...this.figures(members, groupBy === SourceReportGroupBy.Source ? (spendBySource.get(group) ?? 0) : null) }))
      .sort((a, b) => b.leads - a.leads || (a.group < b.group ? -1 : a.group > b.group ? 1 : 0));
    const totalSpend = spend.reduce((sum, row) => sum + row.amountCents, 0);
    return {
      from,
      to,
      touch,
      groupBy,
      months: months.map((month) => month.slice(0, 7)),
      rows,
      totals: this.figures(leads, totalSpend),
      spend: spend.map(toMarketingSpendResponse),
    };
  }

  /** The report as CSV (common/csv.ts: RFC 4180, byte-order mark, formula cells neutralised): a header, one record per row, then the totals. */
  async exportCsv(actor: Actor, query: GetSourceReportQueryDto): Promise<StreamableFile> {
    const report = await this.report(query);
    const record = (group: string, figures: SourceReportFiguresDto) => [group, ...CSV_FIGURES.map(([, value]) => value(figures))];
    StaffAuditLog.record(
      actor,
      'source report exported',
      `CSV ${JSON.stringify({ from: report.from, to: report.to, touch: report.touch, groupBy: report.groupBy })}`,
    );
    return csvAttachment({
      headers: [GROUP_HEADINGS[report.groupBy], ...CSV_FIGURES.map(([heading]) => heading)],
      records: [...report.rows.map((row) => record(row.group, row)), record(CSV_TOTAL_LABEL, report.totals)],
      filename: `source-report-${report.from}-to-${report.to}-${report.touch}-touch-by-${report.groupBy}.csv`,
    });
  }

  /** upsertMarketingSpend: sets one month's spend on one source (source lower-cased, as the report groups); 0 deletes it. */
  async upsertSpend(actor: Actor, dto: UpsertMarketingSpendDto, now = new Date()): Promise<MarketingSpendResponseDto> {
    const month = `${dto.month}-01`;
    const source = dto.source.toLowerCase();
    const repository = this.dataSource.getRepository(MarketingSpend);
    StaffAuditLog.record(actor, 'marketing spend set', `${dto.month} ${JSON.stringify(source)}: ${dto.amountCents} cents`);
    if (dto.amountCents === 0) {
      await repository.delete({ month, source });
      return { month: dto.month, source, amountCents: 0, updatedAt: now.toISOString() };
    }
    const [row] = await this.dataSource.query<SpendRow[]>(
      `INSERT INTO marketing_spend (month, source, "amountCents", "updatedById", "updatedAt") VALUES ($1, $2, $3, $4, now())
       ON CONFLICT (month, source) DO UPDATE SET "amountCents" = EXCLUDED."amountCents", "updatedById" = EXCLUDED."updatedById", "updatedAt" = now()
       RETURNING to_char(month, 'YYYY-MM-DD') AS month, source, "amountCents", "updatedAt"`,
      [month, source, dto.amountCents, actor.id],
    );
    return toMarketingSpendResponse(row);
  }

  /** The figures of some leads (SourceReportFiguresDto says what each one means); spend null: not shown for this row. */
  private figures(leads: readonly ReportLead[], spendCents: number | null): SourceReportFiguresDto {
    const minutes = leads.flatMap((lead) => (lead.firstResponseAt ? [businessMinutesBetween(lead.createdAt, lead.firstResponseAt, this.officeWindow)] : []));
    const median = nearestRankPercentile(minutes, 50);
    const depositPaid = leads.filter((lead) => lead.depositPaid).length;
    return {
      leads: leads.length,
      responded: minutes.length,
      callBooked: leads.filter((lead) => lead.callBooked).length,
      depositPlaced: leads.filter((lead) => lead.depositPlaced).length,
      depositPaid,
      medianResponseMinutes: median === null ? null : oneDecimal(median),
      spendCents,
      costPerLeadCents: perUnit(spendCents, leads.length),
      costPerPaidDepositCents: perUnit(spendCents, depositPaid),
    };
  }
}
