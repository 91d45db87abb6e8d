import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { AppConfig } from '../../config/app-config';
import { referralLink } from '../affiliates/affiliate-emails';
import { readAffiliateTaxFlags } from '../affiliates/affiliate-text-flags';
import type { Affiliate } from '../affiliates/entities/affiliate.entity';
import { ReferralPartners } from '../affiliates/referral-partners';
import { CommissionPaymentsService, toMyPaymentResponse } from './commission-payments.service';
import { LEDGER_BUCKET_SQL, NEVER_CONVERTS_NOTE } from './commission-rules';
import { ListMyCommissionPaymentsQueryDto, PaginatedMyCommissionPaymentsResponseDto } from './dto/commission-payment.dto';
import { ListMyReferralsQueryDto } from './dto/list-referrals-query.dto';
import { AffiliateSummaryResponseDto, MyAffiliateResponseDto, PaginatedMyReferralsResponseDto } from './dto/referral-response.dto';
import { ReferralRow, referralQuery, toMyReferralResponse } from './referral-rows';

export const NO_AFFILIATE_ACCOUNT_MESSAGE = 'There is no affiliate account for this sign-in yet.';

/**
 * The partner's own statement (issue 14). Every read is scoped to the signed-in user's affiliate
 * row (linked by userId, else the same e-mail), so another partner's rows are never reachable.
 */
@Injectable()
export class PartnerCommissionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly payments: CommissionPaymentsService,
    private readonly config: AppConfig,
    private readonly referrals: ReferralPartners,
  ) {}

  /** The user's affiliate row: the one linked to the account, else the one with its e-mail that is linked to nobody. */
  async partnerOf(user: AuthenticatedUser): Promise<Affiliate> {
    const partner = await this.referrals.partnerOfUser(this.dataSource.manager, user);
    if (!partner) throw new NotFoundException(NO_AFFILIATE_ACCOUNT_MESSAGE);
    return partner;
  }

  async profile(user: AuthenticatedUser): Promise<MyAffiliateResponseDto> {
    const partner = await this.partnerOf(user);
    return {
      id: partner.id,
      affiliateCode: partner.affiliateCode,
      referralLink: partner.affiliateCode ? referralLink(this.config, partner.affiliateCode) : null,
      status: partner.status,
      firstName: partner.firstName,
      lastName: partner.lastName,
      businessName: partner.businessName,
      email: partner.email,
      phone: partner.phone,
      address: partner.address,
      city: partner.city,
      state: partner.state,
      zipCode: partner.zipCode,
      website: partner.website,
      commissionRate: partner.commissionRate,
      rawLeadSharePercent: Math.round(this.config.rawLeadRateShareBasisPoints / 100),
      holdDays: this.config.commissionHoldDays,
      ...readAffiliateTaxFlags(partner),
      agreementSignedAt: partner.agreementSignedAt?.toISOString() ?? null,
    };
  }

  async summary(user: AuthenticatedUser): Promise<AffiliateSummaryResponseDto> {
    const partner = await this.partnerOf(user);
    const [money] = await this.dataSource.query<{ pending: number; earned: number; paid: number }[]>(
      `SELECT COALESCE(SUM(e."amountCents") FILTER (WHERE ${LEDGER_BUCKET_SQL} IN ('pending', 'held')), 0)::int AS pending,
              COALESCE(SUM(e."amountCents") FILTER (WHERE ${LEDGER_BUCKET_SQL} = 'earned'), 0)::int AS earned,
              COALESCE(SUM(e."amountCents") FILTER (WHERE ${LEDGER_BUCKET_SQL} = 'paid'), 0)::int AS paid
       FROM commission_entries e JOIN affiliate_leads l ON l.id = e."affiliateLeadId" WHERE e."affiliateId" = $1`,
      [partner.id],
    );
    return {
      referrals: partner.totalLeads,
      qualified: partner.qualifiedLeads,
      converted: partner.conversions,
      pendingCents: money.pending,
      earnedCents: money.earned,
      paidCents: money.paid,
      commissionRate: partner.commissionRate,
      note: NEVER_CONVERTS_NOTE,
    };
  }

  async listReferrals(user: AuthenticatedUser, query: ListMyReferralsQueryDto): Promise<PaginatedMyReferralsResponseDto> {
    const partner = await this.partnerOf(user);
    const { rows, count, params } = referralQuery({ ...query, affiliateId: partner.id }, query);
    const [[{ total }], items] = await Promise.all([
      this.dataSource.query<{ total: number }[]>(count, params),
      this.dataSource.query<ReferralRow[]>(rows, params),
    ]);
    return { items: items.map(toMyReferralResponse), total, page: query.page, pageSize: query.pageSize };
  }

  async listPayments(user: AuthenticatedUser, query: ListMyCommissionPaymentsQueryDto): Promise<PaginatedMyCommissionPaymentsResponseDto> {
    const partner = await this.partnerOf(user);
    const { rows, entries, total } = await this.payments.page({ ...query, affiliateId: partner.id });
    return { items: rows.map((row) => toMyPaymentResponse(row, entries.get(row.id) ?? [])), total, page: query.page, pageSize: query.pageSize };
  }
}
