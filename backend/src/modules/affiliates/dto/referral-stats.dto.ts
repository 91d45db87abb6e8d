import { ApiProperty } from '@nestjs/swagger';
import { QueryInt } from '../../../common/query-params';

/** The stats' range: the current week and the weeks before it. */
export const REFERRAL_STATS_WEEKS = { min: 1, max: 52, default: 12 } as const;

/** getMyReferralStats: how many weeks (Monday to Sunday, Missouri time) back from this one. */
export class ReferralStatsQueryDto {
  @QueryInt(
    REFERRAL_STATS_WEEKS.min,
    REFERRAL_STATS_WEEKS.max,
    'Weeks to count, this week included (Monday to Sunday, Missouri time).',
    REFERRAL_STATS_WEEKS.default,
  )
  weeks: number = REFERRAL_STATS_WEEKS.default;
}

/** What a row of the stats counts: the partner's link (plain or with a sub-id) or the promo code said at the consultation. */
export enum ReferralStatsChannel {
  Link = 'link',
  PromoCode = 'promo_code',
}

/** One link's (or the promo code's) numbers over the range or in one week. */
export class ReferralStatsRowDto {
  @ApiProperty({ enum: ReferralStatsChannel, enumName: 'ReferralStatsChannel' })
  channel: ReferralStatsChannel;
  /** The link's campaign sub-id (`?sub=`); null for the plain link and the promo code. */
  @ApiProperty({ type: 'string', nullable: true })
  subId: string | null;
  /** Visits through the link (none for the promo code: nobody clicks a spoken code). */
  @ApiProperty({ type: 'integer' })
  clicks: number;
  /** Referrals that came in through it (quiz, discovery call, contact form; or the code entered by the office). */
  @ApiProperty({ type: 'integer' })
  leads: number;
  /** Of those referrals, the ones that are now converted. */
  @ApiProperty({ type: 'integer' })
  conversions: number;
  /** Leads per click in percent, one decimal; null without clicks. */
  @ApiProperty({ type: 'number', nullable: true })
  conversionRatePercent: number | null;
}

export class ReferralStatsWeekRowDto extends ReferralStatsRowDto {
  /** The week's Monday (YYYY-MM-DD, Missouri time). */
  weekStart: string;
}

export class ReferralStatsResponseDto {
  @ApiProperty({ type: 'integer' })
  weeks: number;
  /** The first day counted: the Monday of the oldest week (YYYY-MM-DD). */
  since: string;
  /** The partner's code, also their promo code; null before approval. */
  @ApiProperty({ type: 'string', nullable: true })
  promoCode: string | null;
  /** REFERRAL_COOKIE_DAYS: how long a visit through the link counts. */
  @ApiProperty({ type: 'integer' })
  attributionWindowDays: number;
  /** The first-touch rule in one sentence (referral-attribution-rule.ts). */
  attributionRule: string;
  /** Over the whole range: the plain link first, then each sub-id (A to Z), then the promo code. */
  links: ReferralStatsRowDto[];
  /** Week by week, newest first, only weeks and links with a click or a lead. */
  byWeek: ReferralStatsWeekRowDto[];
}
