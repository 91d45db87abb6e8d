import { BadRequestException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { AppConfig } from '../../config/app-config';
import { MailService } from '../../mail/mail.service';
import { referralStatusFlow, isReversal, QUALIFIED_STAGES } from '../affiliates/affiliate-lead-stages';
import { AffiliateLeadStatus, ReferralReviewState } from '../affiliates/affiliates.enums';
import type { AffiliateLead } from '../affiliates/entities/affiliate-lead.entity';
import type { Affiliate } from '../affiliates/entities/affiliate.entity';
import { ReferralChanges, ReferralPartners } from '../affiliates/referral-partners';
import { referralStageEmail } from './commission-emails';
import { centsToDecimal, commissionCents, LEDGER_BUCKET_SQL, LedgerBucket, reversalTakesBack } from './commission-rules';
import { earnsCommission } from '../affiliates/affiliate-lead-stages';
import { CommissionEntryKind, CommissionEntryStatus } from './commissions.enums';
import { AdminReferralResponseDto, PaginatedAdminReferralsResponseDto } from './dto/referral-response.dto';
import { ListAffiliateLeadsQueryDto } from './dto/list-referrals-query.dto';
import { UpdateAffiliateLeadStageDto } from './dto/update-referral-stage.dto';
import { CommissionEntry } from './entities/commission-entry.entity';
import { ReferralRow, referralQuery, toAdminReferralResponse } from './referral-rows';

export const REFERRAL_NOT_FOUND_MESSAGE = 'There is no referral with this id.';
export const NOTHING_TO_UPDATE_MESSAGE = 'Please give a stage, a quality or notes to change.';
export const CONVERSION_NEEDS_MONEY_MESSAGE = 'Converting a referral needs its conversionValueCents and netProfitCents.';
export const MONEY_ONLY_AT_CONVERSION_MESSAGE = 'conversionValueCents and netProfitCents are recorded only when a referral moves to converted.';

const DAY_MS = 86_400_000;

/** The office's side of referrals (issue 14): the list and stage changes, with the commission they bring. */
@Injectable()
export class ReferralsAdminService {
  private readonly logger = new Logger('Admin');

  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly referrals: ReferralPartners,
  ) {}

  async list(query: ListAffiliateLeadsQueryDto): Promise<PaginatedAdminReferralsResponseDto> {
    const { rows, count, params } = referralQuery({ ...query, qMatchesEmail: true }, query);
    const [[{ total }], items] = await Promise.all([
      this.dataSource.query<{ total: number }[]>(count, params),
      this.dataSource.query<ReferralRow[]>(rows, params),
    ]);
    return { items: items.map(toAdminReferralResponse), total, page: query.page, pageSize: query.pageSize };
  }

  async get(id: number, manager: EntityManager = this.dataSource.manager): Promise<AdminReferralResponseDto> {
    const { rows, params } = referralQuery({ id });
    const [row] = await manager.query<ReferralRow[]>(rows, params);
    if (!row) throw new NotFoundException(REFERRAL_NOT_FOUND_MESSAGE);
    return toAdminReferralResponse(row);
  }

  /**
   * Moves a referral along affiliate-lead-stages.ts (else 409) and records its quality and notes.
   * One transaction, with the partner's row then the referral's locked (the order every commission
   * write takes), writes the stage, the commission (conversion) or clawback (reversal) ledger row,
   * the partner's totals and the partner's e-mail, so none goes without the others.
   */
  async updateStage(admin: AuthenticatedUser, id: number, dto: UpdateAffiliateLeadStageDto): Promise<AdminReferralResponseDto> {
    if (dto.leadStatus === undefined && dto.leadQuality === undefined && dto.notes === undefined) throw new BadRequestException(NOTHING_TO_UPDATE_MESSAGE);
    const converting = dto.leadStatus === AffiliateLeadStatus.Converted;
    const hasMoney = dto.conversionValueCents !== undefined || dto.netProfitCents !== undefined;
    if (!converting && hasMoney) throw new BadRequestException(MONEY_ONLY_AT_CONVERSION_MESSAGE);

    const { from, answer } = await this.dataSource.transaction(async (manager) => {
      const locked = await this.referrals.lockReferral(manager, id);
      if (!locked) throw new NotFoundException(REFERRAL_NOT_FOUND_MESSAGE);
      const { partner, lead } = locked;
      const from = lead.leadStatus;
      const to = dto.leadStatus;
      const changes: ReferralChanges = {};
      if (dto.leadQuality !== undefined) changes.leadQuality = dto.leadQuality;
      if (dto.notes !== undefined) changes.notes = dto.notes;
      if (to !== undefined) {
        referralStatusFlow.assert(from, to);
        if (converting && (dto.conversionValueCents === undefined || dto.netProfitCents === undefined))
          throw new BadRequestException(CONVERSION_NEEDS_MONEY_MESSAGE);
        changes.leadStatus = to;
        changes.stageChangedAt = new Date();
      }
      await this.referrals.updateReferral(manager, id, changes);

      if (to !== undefined) {
        const money = await this.moveMoney(manager, partner, lead, to, dto);
        const qualifiedDelta = Number(QUALIFIED_STAGES.includes(to)) - Number(QUALIFIED_STAGES.includes(from));
        const conversionsDelta = Number(to === AffiliateLeadStatus.Converted) - Number(from === AffiliateLeadStatus.Converted);
        // The partner's totals move with the event, in SQL from cents (never through a float).
        await this.referrals.addToPartnerTotals(manager, partner.id, {
          qualifiedLeads: qualifiedDelta,
          conversions: conversionsDelta,
          commissionCents: money.ledgerCents,
        });
        await this.mail.enqueue(
          manager,
          referralStageEmail(this.config, partner, lead, to as Exclude<AffiliateLeadStatus, AffiliateLeadStatus.New>, money.mail),
        );
      }
      return { from, answer: await this.get(id, manager) };
    });
    this.logger.log(
      dto.leadStatus
        ? `referral ${id} moved from ${from} to ${dto.leadStatus} by admin ${admin.id}`
        : `referral ${id} quality/notes changed by admin ${admin.id}`,
    );
    return answer;
  }

  /** The ledger row a move writes: the commission at conversion, its clawback at reversal. */
  private async moveMoney(
    manager: EntityManager,
    partner: Affiliate,
    lead: AffiliateLead,
    to: AffiliateLeadStatus,
    dto: UpdateAffiliateLeadStageDto,
  ): Promise<{ ledgerCents: number; mail: Parameters<typeof referralStageEmail>[4] }> {
    const now = new Date();
    if (to === AffiliateLeadStatus.Converted) {
      const cents = commissionCents(dto.netProfitCents!, partner.commissionRate, lead.leadType, this.config.rawLeadRateShareBasisPoints);
      await this.referrals.recordConversion(manager, lead.id, {
        conversionValue: centsToDecimal(dto.conversionValueCents!),
        netProfit: centsToDecimal(dto.netProfitCents!),
        commissionAmount: centsToDecimal(cents),
      });
      // Issue 30: a referral the review rejected keeps its record of the deal, but its commission is cancelled from the start.
      const rejected = lead.reviewState === ReferralReviewState.Rejected;
      await manager.insert(CommissionEntry, {
        affiliateId: partner.id,
        affiliateLeadId: lead.id,
        kind: CommissionEntryKind.Commission,
        amountCents: cents,
        status: rejected ? CommissionEntryStatus.Cancelled : CommissionEntryStatus.Pending,
        earnedAt: new Date(now.getTime() + this.config.commissionHoldDays * DAY_MS),
      });
      if (rejected) return { ledgerCents: 0, mail: {} };
      return { ledgerCents: cents, mail: { commissionCents: cents, holdDays: this.config.commissionHoldDays, held: !earnsCommission(lead) } };
    }
    if (isReversal(lead.leadStatus, to)) {
      const [commission] = await manager.query<{ id: number; amountCents: number; bucket: LedgerBucket }[]>(
        `SELECT e.id, e."amountCents", ${LEDGER_BUCKET_SQL} AS bucket FROM commission_entries e JOIN affiliate_leads l ON l.id = e."affiliateLeadId"
         WHERE e."affiliateLeadId" = $1 AND e.kind = 'commission' FOR UPDATE OF e`,
        [lead.id],
      );
      if (!commission) return { ledgerCents: 0, mail: {} };
      if (!reversalTakesBack(commission.bucket)) {
        // Never earned nor paid (in its hold, or held by a flag): cancelled, nothing to take back.
        await manager.update(CommissionEntry, { id: commission.id }, { status: CommissionEntryStatus.Cancelled });
        return { ledgerCents: -commission.amountCents, mail: { cancelledCents: commission.amountCents } };
      }
      // History is never edited: a negative row takes the earned or paid commission back, earned at once so the next payout deducts it.
      await manager.insert(CommissionEntry, {
        affiliateId: partner.id,
        affiliateLeadId: lead.id,
        kind: CommissionEntryKind.Clawback,
        amountCents: -commission.amountCents,
        status: CommissionEntryStatus.Earned,
        earnedAt: now,
      });
      return { ledgerCents: -commission.amountCents, mail: { clawbackCents: commission.amountCents } };
    }
    return { ledgerCents: 0, mail: {} };
  }
}
