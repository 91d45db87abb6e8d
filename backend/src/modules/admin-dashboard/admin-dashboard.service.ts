import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { QUOTE_REQUEST_REPLY_HOURS } from '../contact/quote-request-status';
import { paidDepositSql } from '../deposits/deposit-status-flow';
import { DepositStatus } from '../deposits/deposits.enums';
import { addDays, BUSINESS_TIME_ZONE, businessToday, mondayOf } from '../../shared/business-calendar';
import { assertReportRange } from '../../common/report-range';
import { followUpStateSql } from '../leads/lead-follow-up-state';
import { leadAddressesSql } from '../leads/lead-identity';
import { LeadFollowUpState, LeadStatus } from '../leads/leads.enums';
import { ConversionStage } from './admin-dashboard.enums';
import {
  AdminDashboardResponseDto,
  DashboardConversionStageDto,
  DashboardDepositTotalsDto,
  DashboardFollowUpStateCountDto,
} from './dto/admin-dashboard-response.dto';
import { GetAdminDashboardQueryDto } from './dto/get-admin-dashboard-query.dto';

/** issue 13: the default range is 12 Monday weeks, the current one included. */
export const DEFAULT_DASHBOARD_WEEKS = 12;
/** The longest range, so one request never makes a huge series. */
export const MAX_DASHBOARD_DAYS = 731;
export { REPORT_RANGE_ORDER_MESSAGE as RANGE_ORDER_MESSAGE } from '../../common/report-range';
export const RANGE_LENGTH_MESSAGE = `From must be at most ${MAX_DASHBOARD_DAYS} days before to.`;
/** 'Top sources' lists this many; a lead without a utm source counts as DIRECT_SOURCE. */
export const TOP_SOURCES = 5;
export const DIRECT_SOURCE = 'Direct';

/** The Monday of the week holding a YYYY-MM-DD date. */

/** Percent of `whole`, one decimal; 0 of nothing is 0. */
const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part * 1000) / whole) / 10);

// Leads created within the range's Missouri days ($1 first day, $2 last day, both included).
const LEAD_IN_RANGE = `l."createdAt" >= ($1::date::timestamp AT TIME ZONE '${BUSINESS_TIME_ZONE}')
  AND l."createdAt" < (($2::date + 1)::timestamp AT TIME ZONE '${BUSINESS_TIME_ZONE}') AND l."mergedIntoId" IS NULL`;

// A deposit by the account with one of the person's addresses (all stored lower-cased).
const DEPOSIT_OF_LEAD = `SELECT 1 FROM ${leadAddressesSql('l')} a(email) JOIN users u ON u.email = a.email JOIN deposits d ON d."userId" = u.id`;

/**
 * The figures of /admin/dashboard. A read-only report over several modules' tables, so it reads
 * them in SQL here (aggregates, not entities), in one REPEATABLE READ snapshot so the cards agree.
 */
@Injectable()
export class AdminDashboardService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  async get(query: GetAdminDashboardQueryDto, now = new Date()): Promise<AdminDashboardResponseDto> {
    const { from, to } = this.range(query, now);
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => ({
      from,
      to,
      leadsByStatus: await this.leadsByStatus(manager, from, to),
      newLeadsPerWeek: await this.newLeadsPerWeek(manager, from, to),
      topSources: await this.topSources(manager, from, to),
      conversion: await this.conversion(manager, from, to),
      quoteRequests: await this.quoteRequests(manager),
      deposits: await this.deposits(manager),
      followUps: await this.followUps(manager),
    }));
  }

  /** The asked range with its defaults; 400 when it runs backwards or is too long. */
  private range(query: GetAdminDashboardQueryDto, now: Date): { from: string; to: string } {
    const to = query.to ?? businessToday(now);
    const from = query.from ?? addDays(mondayOf(to), -7 * (DEFAULT_DASHBOARD_WEEKS - 1));
    assertReportRange(from, to, MAX_DASHBOARD_DAYS, RANGE_LENGTH_MESSAGE);
    return { from, to };
  }

  private async leadsByStatus(manager: EntityManager, from: string, to: string) {
    const rows: { status: LeadStatus; count: number }[] = await manager.query(
      `SELECT l.status, COUNT(*)::int AS count FROM discovery_call_leads l WHERE ${LEAD_IN_RANGE} GROUP BY l.status`,
      [from, to],
    );
    const counts = new Map(rows.map((row) => [row.status, row.count]));
    return Object.values(LeadStatus).map((status) => ({ status, count: counts.get(status) ?? 0 }));
  }

  /** Monday-to-Sunday weeks in Missouri time; a lead at 23:30 on a Sunday there belongs to that Sunday's week. */
  private newLeadsPerWeek(manager: EntityManager, from: string, to: string): Promise<{ weekStart: string; count: number }[]> {
    return manager.query(
      `WITH weeks AS (
         SELECT generate_series(date_trunc('week', $1::date::timestamp), date_trunc('week', $2::date::timestamp), interval '1 week')::date AS "weekStart"
       ),
       counted AS (
         SELECT date_trunc('week', l."createdAt" AT TIME ZONE '${BUSINESS_TIME_ZONE}')::date AS "weekStart", COUNT(*)::int AS count
         FROM discovery_call_leads l WHERE ${LEAD_IN_RANGE} GROUP BY 1
       )
       SELECT to_char(w."weekStart", 'YYYY-MM-DD') AS "weekStart", COALESCE(c.count, 0)::int AS count
       FROM weeks w LEFT JOIN counted c ON c."weekStart" = w."weekStart" ORDER BY w."weekStart"`,
      [from, to],
    );
  }

  private topSources(manager: EntityManager, from: string, to: string): Promise<{ source: string; count: number }[]> {
    return manager.query(
      `SELECT COALESCE(NULLIF(btrim(l."utmSource"), ''), $3) AS source, COUNT(*)::int AS count
       FROM discovery_call_leads l WHERE ${LEAD_IN_RANGE} GROUP BY 1 ORDER BY count DESC, source ASC LIMIT ${TOP_SOURCES}`,
      [from, to, DIRECT_SOURCE],
    );
  }

  /** Of the range's leads: how many booked a call, placed a deposit (any status), and really paid one (deposits' paidDepositSql: confirmed by Stripe or recorded by the office). */
  private async conversion(manager: EntityManager, from: string, to: string): Promise<DashboardConversionStageDto[]> {
    const [row]: Record<ConversionStage, number>[] = await manager.query(
      `SELECT COUNT(*)::int AS "${ConversionStage.Leads}",
         COUNT(*) FILTER (WHERE l."calendarScheduled")::int AS "${ConversionStage.CallBooked}",
         COUNT(*) FILTER (WHERE EXISTS (${DEPOSIT_OF_LEAD}))::int AS "${ConversionStage.DepositPlaced}",
         COUNT(*) FILTER (WHERE EXISTS (${DEPOSIT_OF_LEAD} AND ${paidDepositSql('d')}))::int AS "${ConversionStage.Paid}"
       FROM discovery_call_leads l WHERE ${LEAD_IN_RANGE}`,
      [from, to],
    );
    return Object.values(ConversionStage).map((stage) => ({ stage, count: row[stage], percent: percentOf(row[stage], row[ConversionStage.Leads]) }));
  }

  private async quoteRequests(manager: EntityManager) {
    const [row]: { awaitingReply: number; overdue: number }[] = await manager.query(
      `SELECT COUNT(*)::int AS "awaitingReply",
         COUNT(*) FILTER (WHERE "createdAt" < now() - make_interval(hours => $1))::int AS overdue
       FROM contact_messages WHERE status = 'new'`,
      [QUOTE_REQUEST_REPLY_HOURS],
    );
    return row;
  }

  /** Every lead's follow-up sequence by state (the lead list's `followUps` filter, same rule). */
  private async followUps(manager: EntityManager): Promise<DashboardFollowUpStateCountDto[]> {
    const steps = this.config.followUpDelaysSeconds.length;
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    const columns = Object.values(LeadFollowUpState).map((state) => `COUNT(*) FILTER (WHERE ${followUpStateSql(state, steps, param)})::int AS "${state}"`);
    const [row]: Record<LeadFollowUpState, number>[] = await manager.query(
      `SELECT ${columns.join(', ')} FROM discovery_call_leads lead WHERE lead."mergedIntoId" IS NULL`,
      params,
    );
    return Object.values(LeadFollowUpState).map((state) => ({ state, count: row[state] }));
  }

  private async deposits(manager: EntityManager): Promise<Record<'pending' | 'invoiced', DashboardDepositTotalsDto>> {
    const rows: { status: DepositStatus; count: number; amount: string }[] = await manager.query(
      `SELECT status, COUNT(*)::int AS count, SUM(amount)::bigint AS amount FROM deposits WHERE status IN ($1, $2) GROUP BY status`,
      [DepositStatus.Pending, DepositStatus.Invoiced],
    );
    const totals = (status: DepositStatus) => {
      const row = rows.find((r) => r.status === status);
      // bigint comes back as text; cents stay exact far past any real total.
      return { count: row?.count ?? 0, amount: row ? Number(row.amount) : 0 };
    };
    return { pending: totals(DepositStatus.Pending), invoiced: totals(DepositStatus.Invoiced) };
  }
}
