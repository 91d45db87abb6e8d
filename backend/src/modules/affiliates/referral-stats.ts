import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { AffiliateLeadStatus, PROMO_CODE_SOURCE, REFERRAL_LINK_SOURCE } from './affiliates.enums';
import { ReferralStatsChannel, ReferralStatsResponseDto, ReferralStatsRowDto, ReferralStatsWeekRowDto } from './dto/referral-stats.dto';
import type { Affiliate } from './entities/affiliate.entity';
import { attributionRuleSentence } from './referral-attribution-rule';

const TIME_ZONE = 'America/Chicago';

interface CountRow {
  week: string;
  channel: ReferralStatsChannel;
  subId: string | null;
  clicks: number;
  leads: number;
  conversions: number;
}

/** Leads per click in percent, one decimal; null without clicks. */
export function conversionRatePercent(leads: number, clicks: number): number | null {
  return clicks > 0 ? Math.round((leads * 1000) / clicks) / 10 : null;
}

const rowKey = (row: Pick<CountRow, 'channel' | 'subId'>) => `${row.channel}|${row.subId ?? ''}`;

/**
 * Issue 30: a partner's link numbers (getMyReferralStats): clicks, the referrals that came through
 * the link (per sub-id) or the promo code, how many of those are converted now, and leads per
 * click, over a bounded range of weeks and week by week. A referral counts in the week it came in.
 */
@Injectable()
export class ReferralStats {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  async forPartner(partner: Pick<Affiliate, 'id' | 'affiliateCode'>, weeks: number): Promise<ReferralStatsResponseDto> {
    const [{ since, sinceDate }] = (await this.dataSource.query(
      `SELECT (date_trunc('week', now() AT TIME ZONE $1) - make_interval(weeks => $2 - 1)) AT TIME ZONE $1 AS since,
              to_char(date_trunc('week', now() AT TIME ZONE $1) - make_interval(weeks => $2 - 1), 'YYYY-MM-DD') AS "sinceDate"`,
      [TIME_ZONE, weeks],
    )) as Array<{ since: Date; sinceDate: string }>;
    const week = `to_char(date_trunc('week', "createdAt" AT TIME ZONE $3), 'YYYY-MM-DD')`;
    const rows = (await this.dataSource.query(
      `SELECT week, channel, "subId", sum(clicks)::int AS clicks, sum(leads)::int AS leads, sum(conversions)::int AS conversions FROM (
         SELECT ${week} AS week, '${ReferralStatsChannel.Link}' AS channel, "subId", count(*) AS clicks, 0 AS leads, 0 AS conversions
           FROM referral_clicks WHERE "affiliateId" = $1 AND "createdAt" >= $2 GROUP BY 1, 3
         UNION ALL
         SELECT ${week}, CASE WHEN source = $4 THEN '${ReferralStatsChannel.PromoCode}' ELSE '${ReferralStatsChannel.Link}' END, "subId",
                0, count(*), count(*) FILTER (WHERE "leadStatus" = $6)
           FROM affiliate_leads WHERE "affiliateId" = $1 AND "createdAt" >= $2 AND source IN ($4, $5) GROUP BY 1, 2, 3
       ) counts GROUP BY week, channel, "subId"`,
      [partner.id, since, TIME_ZONE, PROMO_CODE_SOURCE, REFERRAL_LINK_SOURCE, AffiliateLeadStatus.Converted],
    )) as CountRow[];

    const totals = new Map<string, ReferralStatsRowDto>();
    if (partner.affiliateCode) {
      totals.set(rowKey({ channel: ReferralStatsChannel.Link, subId: null }), emptyRow(ReferralStatsChannel.Link, null));
    }
    for (const row of rows) {
      const key = rowKey(row);
      const total = totals.get(key) ?? emptyRow(row.channel, row.subId);
      total.clicks += row.clicks;
      total.leads += row.leads;
      total.conversions += row.conversions;
      totals.set(key, total);
    }
    if (partner.affiliateCode && !totals.has(rowKey({ channel: ReferralStatsChannel.PromoCode, subId: null }))) {
      totals.set(rowKey({ channel: ReferralStatsChannel.PromoCode, subId: null }), emptyRow(ReferralStatsChannel.PromoCode, null));
    }
    const links = [...totals.values()].map(withRate).sort(byLink);
    const byWeek: ReferralStatsWeekRowDto[] = rows
      .map((row) => ({
        weekStart: row.week,
        ...withRate({
          channel: row.channel,
          subId: row.subId,
          clicks: row.clicks,
          leads: row.leads,
          conversions: row.conversions,
          conversionRatePercent: null,
        }),
      }))
      .sort((a, b) => b.weekStart.localeCompare(a.weekStart) || byLink(a, b));
    return {
      weeks,
      since: sinceDate,
      promoCode: partner.affiliateCode,
      attributionWindowDays: this.config.referralCookieDays,
      attributionRule: attributionRuleSentence(this.config.referralCookieDays),
      links,
      byWeek,
    };
  }
}

function emptyRow(channel: ReferralStatsChannel, subId: string | null): ReferralStatsRowDto {
  return { channel, subId, clicks: 0, leads: 0, conversions: 0, conversionRatePercent: null };
}

function withRate(row: ReferralStatsRowDto): ReferralStatsRowDto {
  return { ...row, conversionRatePercent: conversionRatePercent(row.leads, row.clicks) };
}

/** The plain link, then the sub-ids A to Z, then the promo code. */
function byLink(a: ReferralStatsRowDto, b: ReferralStatsRowDto): number {
  const rank = (row: ReferralStatsRowDto) => (row.channel === ReferralStatsChannel.PromoCode ? 2 : row.subId === null ? 0 : 1);
  return rank(a) - rank(b) || (a.subId ?? '').localeCompare(b.subId ?? '');
}
