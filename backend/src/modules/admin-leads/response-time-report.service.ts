import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { addDays, BUSINESS_TIME_ZONE, businessMinutesBetween, businessToday, mondayOf, type OfficeWindow } from '../../shared/business-calendar';
import { assertReportRange } from '../../common/report-range';
import {
  GetResponseTimeReportQueryDto,
  ResponseTimeFiguresDto,
  ResponseTimeRepDto,
  ResponseTimeReportResponseDto,
  ResponseTimeWeekDto,
} from './dto/response-time-report.dto';
import { nearestRankPercentile } from './percentile';

/** The default range: 12 Monday weeks, the current one included (as the dashboard). */
export const DEFAULT_REPORT_WEEKS = 12;
/** The longest range: 53 weeks, so a year always fits and one request stays small. */
export const MAX_REPORT_DAYS = 371;
export { REPORT_RANGE_ORDER_MESSAGE } from '../../common/report-range';
export const REPORT_RANGE_LENGTH_MESSAGE = `From must be at most ${MAX_REPORT_DAYS} days (53 weeks) before to.`;

/** The Monday of the week holding a YYYY-MM-DD date. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** One lead as the report reads it: its clock and its owner (through the lead's owner relation). */
interface ReportLead {
  createdAt: Date;
  firstResponseAt: Date | null;
  ownerId: number | null;
  ownerFirstName: string | null;
  ownerLastName: string | null;
}

/** A lead's clock in business minutes: answered (minutes to the first contact) or waiting (minutes so far). */
interface Clock {
  answeredIn: number | null;
  waitingFor: number;
}

/**
 * getResponseTimeReport (issue 27): per rep and per Monday week, how fast new leads heard from us.
 * Reads discovery_call_leads (and the owner's name through its owner relation) in SQL, then counts
 * business minutes with shared/business-calendar.ts, the same clock the notices use.
 */
@Injectable()
export class ResponseTimeReportService {
  private readonly limitMinutes: number;

  /** LEAD_OFFICE_HOURS: the window the clock counts in (the same as the owner's notice). */
  private readonly officeWindow: OfficeWindow;

  constructor(
    private readonly dataSource: DataSource,
    config: AppConfig,
  ) {
    this.limitMinutes = config.leadResponseMinutes;
    this.officeWindow = config.officeWindow;
  }

  async report(query: GetResponseTimeReportQueryDto, now = new Date()): Promise<ResponseTimeReportResponseDto> {
    const to = query.to ?? businessToday(now);
    const from = query.from ?? addDays(mondayOf(to), -7 * (DEFAULT_REPORT_WEEKS - 1));
    assertReportRange(from, to, MAX_REPORT_DAYS, REPORT_RANGE_LENGTH_MESSAGE);

    const params: unknown[] = [from, to];
    const ownerFilter = query.ownerId === undefined ? '' : `AND lead."ownerId" = $${params.push(query.ownerId)}`;
    const leads = await this.dataSource.query<ReportLead[]>(
      `SELECT lead."createdAt", lead."firstResponseAt", lead."ownerId", owner."firstName" AS "ownerFirstName", owner."lastName" AS "ownerLastName"
         FROM discovery_call_leads lead LEFT JOIN users owner ON owner.id = lead."ownerId"
        WHERE lead."createdAt" >= ($1::date::timestamp AT TIME ZONE '${BUSINESS_TIME_ZONE}')
          AND lead."createdAt" < (($2::date + 1)::timestamp AT TIME ZONE '${BUSINESS_TIME_ZONE}') AND lead."mergedIntoId" IS NULL ${ownerFilter}
        ORDER BY lead."createdAt", lead.id`,
      params,
    );

    const weekStarts: string[] = [];
    for (let week = mondayOf(from); week <= to; week = addDays(week, 7)) weekStarts.push(week);
    const clocks = leads.map((lead) => ({ lead, week: mondayOf(businessToday(lead.createdAt)), clock: this.clock(lead, now) }));

    const byOwner = new Map<number | null, typeof clocks>();
    for (const entry of clocks) {
      const own = byOwner.get(entry.lead.ownerId);
      if (own) own.push(entry);
      else byOwner.set(entry.lead.ownerId, [entry]);
    }
    const reps: ResponseTimeRepDto[] = [...byOwner.values()].map((entries) => {
      const { ownerId, ownerFirstName, ownerLastName } = entries[0].lead;
      return {
        owner: ownerId === null ? null : { id: ownerId, name: [ownerFirstName, ownerLastName].filter(Boolean).join(' ') },
        total: this.figures(entries.map((entry) => entry.clock)),
        weeks: weekStarts.filter((week) => entries.some((entry) => entry.week === week)).map((week) => this.week(week, entries)),
      };
    });
    // By name; leads without an owner last.
    reps.sort((a, b) => (a.owner && b.owner ? a.owner.name.localeCompare(b.owner.name) || a.owner.id - b.owner.id : a.owner ? -1 : b.owner ? 1 : 0));

    return {
      from,
      to,
      limitMinutes: this.limitMinutes,
      weeks: weekStarts.map((week) => this.week(week, clocks)),
      total: this.figures(clocks.map((entry) => entry.clock)),
      reps,
    };
  }

  private clock(lead: ReportLead, now: Date): Clock {
    if (lead.firstResponseAt) return { answeredIn: businessMinutesBetween(lead.createdAt, lead.firstResponseAt, this.officeWindow), waitingFor: 0 };
    return { answeredIn: null, waitingFor: businessMinutesBetween(lead.createdAt, now, this.officeWindow) };
  }

  private week(weekStart: string, entries: ReadonlyArray<{ week: string; clock: Clock }>): ResponseTimeWeekDto {
    return { weekStart, ...this.figures(entries.filter((entry) => entry.week === weekStart).map((entry) => entry.clock)) };
  }

  /** The figures of some leads (ResponseTimeFiguresDto says what each one means). */
  private figures(clocks: readonly Clock[]): ResponseTimeFiguresDto {
    const minutes = clocks.flatMap((clock) => (clock.answeredIn === null ? [] : [clock.answeredIn]));
    const within = minutes.filter((value) => value <= this.limitMinutes).length;
    const overdue = clocks.filter((clock) => clock.answeredIn === null && clock.waitingFor > this.limitMinutes).length;
    const decided = minutes.length + overdue;
    const median = nearestRankPercentile(minutes, 50);
    const p90 = nearestRankPercentile(minutes, 90);
    return {
      received: clocks.length,
      answered: minutes.length,
      notAnswered: clocks.length - minutes.length,
      medianMinutes: median === null ? null : oneDecimal(median),
      p90Minutes: p90 === null ? null : oneDecimal(p90),
      answeredWithinLimit: within,
      withinLimitPercent: decided === 0 ? null : oneDecimal((within * 100) / decided),
    };
  }
}
