import { containsPatterns } from '../../common/like-pattern';
import { referralStatusFlow } from '../affiliates/affiliate-lead-stages';
import { AffiliateLeadFlag, AffiliateLeadStatus, AffiliateLeadType, ReferralReviewState } from '../affiliates/affiliates.enums';
import { SortOrder } from '../../common/dto/sort-order';
import { decimalToCents, LEDGER_BUCKET_SQL, reviewInWords } from './commission-rules';
import { EARNS_COMMISSION_SQL } from '../affiliates/affiliate-lead-stages';
import { ReferralCommissionState, ReferralSort } from './commissions.enums';
import type { AdminReferralResponseDto, MyReferralResponseDto } from './dto/referral-response.dto';

/**
 * The referral lists' one query (the office's and the partner's): a referral, its partner, and
 * its commission entry with the state it is in now (the hold computed from the date, so a read
 * never waits for the job).
 */
export interface ReferralRow {
  id: number;
  affiliateId: number;
  affiliateFirstName: string;
  affiliateLastName: string;
  affiliateEmail: string;
  affiliateCode: string;
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string;
  customerPhone: string;
  location: string;
  projectType: string | null;
  estimatedBudget: string | null;
  timeframe: string | null;
  landStatus: string | null;
  source: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  leadType: AffiliateLeadType;
  leadStatus: AffiliateLeadStatus;
  leadQuality: string | null;
  notes: string | null;
  flag: AffiliateLeadFlag | null;
  reviewState: ReferralReviewState | null;
  reviewReason: string | null;
  stageChangedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  conversionValue: string | null;
  netProfit: string | null;
  commissionPaid: string;
  commissionEntryId: number | null;
  commissionCents: number | null;
  commissionState: ReferralCommissionState;
}

/** A referral's commission state (ReferralCommissionState) for a row `l` joined to its commission entry `ce`. */
export const COMMISSION_STATE_SQL = `CASE WHEN ce.id IS NULL THEN 'none'
       WHEN ce.status = 'cancelled' OR EXISTS (SELECT 1 FROM commission_entries cb WHERE cb."affiliateLeadId" = l.id AND cb.kind = 'clawback') THEN 'reversed'
       ELSE (SELECT ${LEDGER_BUCKET_SQL} FROM commission_entries e WHERE e.id = ce.id) END`;

const SELECT = `SELECT l.id, l."affiliateId", a."firstName" AS "affiliateFirstName", a."lastName" AS "affiliateLastName", a.email AS "affiliateEmail",
  a."affiliateCode", l."customerFirstName", l."customerLastName", l."customerEmail", l."customerPhone", l.location,
  l."projectType", l."estimatedBudget", l.timeframe, l."landStatus", l.source, l."utmSource", l."utmMedium", l."utmCampaign", l."leadType", l."leadStatus",
  l."leadQuality", l.notes, l.flag, l."reviewState", l."reviewReason", l."stageChangedAt", l."createdAt", l."updatedAt", l."conversionValue"::text AS "conversionValue",
  l."netProfit"::text AS "netProfit", l."commissionPaid", ce.id AS "commissionEntryId", ce."amountCents" AS "commissionCents",
  ${COMMISSION_STATE_SQL} AS "commissionState"`;
const FROM = `FROM affiliate_leads l JOIN affiliates a ON a.id = l."affiliateId"
  LEFT JOIN commission_entries ce ON ce."affiliateLeadId" = l.id AND ce.kind = 'commission'`;

const SORT_SQL: Record<ReferralSort, string> = {
  [ReferralSort.CreatedAt]: 'l."createdAt"',
  [ReferralSort.UpdatedAt]: 'l."updatedAt"',
  [ReferralSort.Commission]: 'COALESCE(ce."amountCents", 0)',
};

export interface ReferralFilters {
  affiliateId?: number;
  leadStatus?: AffiliateLeadStatus;
  flagged?: boolean;
  q?: string;
  /** Whether `q` also matches the customer's e-mail: the office's list shows it, the partner's does not (issue 25). */
  qMatchesEmail?: boolean;
  id?: number;
  sort?: ReferralSort;
  order?: SortOrder;
}

/** The SELECT of the referrals matching the filters (a page of it with `page`), and its count. */
export function referralQuery(filters: ReferralFilters, page?: { page: number; pageSize: number }): { rows: string; count: string; params: unknown[] } {
  const params: unknown[] = [];
  const where: string[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (filters.id !== undefined) where.push(`l.id = ${param(filters.id)}`);
  if (filters.affiliateId !== undefined) where.push(`l."affiliateId" = ${param(filters.affiliateId)}`);
  if (filters.leadStatus) where.push(`l."leadStatus" = ${param(filters.leadStatus)}`);
  if (filters.flagged !== undefined) where.push(filters.flagged ? `NOT ${EARNS_COMMISSION_SQL}` : EARNS_COMMISSION_SQL);
  for (const pattern of containsPatterns(filters.q)) {
    const p = param(pattern);
    const name = `l."customerFirstName" || ' ' || l."customerLastName" ILIKE ${p}`;
    where.push(filters.qMatchesEmail ? `(${name} OR l."customerEmail" ILIKE ${p})` : `(${name})`);
  }
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const direction = filters.order === SortOrder.Asc ? 'ASC' : 'DESC';
  const orderBy = `ORDER BY ${SORT_SQL[filters.sort ?? ReferralSort.CreatedAt]} ${direction}, l.id ${direction}`;
  const limit = page ? `LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}` : '';
  return { rows: `${SELECT} ${FROM} ${whereSql} ${orderBy} ${limit}`, count: `SELECT count(*)::int AS total ${FROM} ${whereSql}`, params };
}

const iso = (date: Date) => new Date(date).toISOString();

export function toMyReferralResponse(row: ReferralRow): MyReferralResponseDto {
  return {
    id: row.id,
    customerFirstName: row.customerFirstName,
    customerLastName: row.customerLastName,
    leadType: row.leadType,
    leadStatus: row.leadStatus,
    stageDate: iso(row.stageChangedAt ?? row.createdAt),
    commissionCents: row.commissionCents,
    commissionState: row.commissionState,
    flag: reviewInWords(row.reviewState, row.reviewReason),
    createdAt: iso(row.createdAt),
  };
}

export function toAdminReferralResponse(row: ReferralRow): AdminReferralResponseDto {
  return {
    ...toMyReferralResponse(row),
    affiliate: { id: row.affiliateId, name: `${row.affiliateFirstName} ${row.affiliateLastName}`, email: row.affiliateEmail, affiliateCode: row.affiliateCode },
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    location: row.location,
    projectType: row.projectType,
    estimatedBudget: row.estimatedBudget,
    timeframe: row.timeframe,
    landStatus: row.landStatus,
    source: row.source,
    utmSource: row.utmSource,
    utmMedium: row.utmMedium,
    utmCampaign: row.utmCampaign,
    leadQuality: row.leadQuality,
    notes: row.notes,
    flagCode: row.flag,
    reviewState: row.reviewState,
    commissionEntryId: row.commissionEntryId,
    conversionValueCents: decimalToCents(row.conversionValue),
    netProfitCents: decimalToCents(row.netProfit),
    commissionPaid: row.commissionPaid === 'true',
    allowedStages: [...referralStatusFlow.moves[row.leadStatus]],
    updatedAt: iso(row.updatedAt),
  };
}
