import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../../common/auth/actor';
import { StaffAuditLog } from '../../common/audit/staff-audit-log';
import { SortOrder } from '../../common/dto/sort-order';
import { AppConfig } from '../../config/app-config';
import { MailService } from '../../mail/mail.service';
import { referralRejectedEmail } from '../affiliates/affiliate-emails';
import { AffiliateLeadStatus, ReferralReviewState, ReferralSignalKind } from '../affiliates/affiliates.enums';
import { ReferralPartners } from '../affiliates/referral-partners';
import { DECISION_STATE, decisionRefusal, ReviewDecision } from '../affiliates/referral-review-flow';
import { LEDGER_BUCKET_SQL, LedgerBucket, reversalTakesBack } from './commission-rules';
import { CommissionEntryKind, CommissionEntryStatus, ReferralCommissionState } from './commissions.enums';
import {
  ListReferralFlagsQueryDto,
  PaginatedReferralFlagsResponseDto,
  ReferralFlagResponseDto,
  ReferralFlagSort,
  ResolveReferralFlagDto,
} from './dto/referral-flag.dto';
import { CommissionEntry } from './entities/commission-entry.entity';
import { REFERRAL_NOT_FOUND_MESSAGE } from './referrals-admin.service';
import { COMMISSION_STATE_SQL } from './referral-rows';

interface FlagRow {
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
  source: string | null;
  leadStatus: AffiliateLeadStatus;
  createdAt: Date;
  flaggedAt: Date | null;
  signals: { kind: ReferralSignalKind; detail: string; createdAt: string }[];
  reviewState: ReferralReviewState;
  reviewReason: string | null;
  reviewedAt: Date | null;
  reviewedBy: string | null;
  commissionCents: number | null;
  commissionState: ReferralCommissionState;
}

const FLAGGED_AT = `(SELECT min(s."createdAt") FROM referral_signals s WHERE s."affiliateLeadId" = l.id)`;
const SELECT = `SELECT l.id, l."affiliateId", a."firstName" AS "affiliateFirstName", a."lastName" AS "affiliateLastName", a.email AS "affiliateEmail",
  a."affiliateCode", l."customerFirstName", l."customerLastName", l."customerEmail", l."customerPhone", l.source, l."leadStatus", l."createdAt",
  ${FLAGGED_AT} AS "flaggedAt",
  COALESCE((SELECT json_agg(json_build_object('kind', s.kind, 'detail', s.detail, 'createdAt', s."createdAt") ORDER BY s."createdAt", s.id)
              FROM referral_signals s WHERE s."affiliateLeadId" = l.id), '[]'::json) AS signals,
  l."reviewState", l."reviewReason", l."reviewedAt", NULLIF(trim(COALESCE(u."firstName", '') || ' ' || COALESCE(u."lastName", '')), '') AS "reviewedBy",
  ce."amountCents" AS "commissionCents", ${COMMISSION_STATE_SQL} AS "commissionState"`;
const FROM = `FROM affiliate_leads l JOIN affiliates a ON a.id = l."affiliateId"
  LEFT JOIN users u ON u.id = l."reviewedById"
  LEFT JOIN commission_entries ce ON ce."affiliateLeadId" = l.id AND ce.kind = 'commission'`;
const SORT_SQL: Record<ReferralFlagSort, string> = {
  [ReferralFlagSort.FlaggedAt]: `COALESCE(${FLAGGED_AT}, l."createdAt")`,
  [ReferralFlagSort.CreatedAt]: 'l."createdAt"',
  [ReferralFlagSort.Commission]: 'COALESCE(ce."amountCents", 0)',
};

const iso = (date: Date | string) => new Date(date).toISOString();

function toReferralFlagResponse(row: FlagRow): ReferralFlagResponseDto {
  return {
    id: row.id,
    affiliate: { id: row.affiliateId, name: `${row.affiliateFirstName} ${row.affiliateLastName}`, email: row.affiliateEmail, affiliateCode: row.affiliateCode },
    customerFirstName: row.customerFirstName,
    customerLastName: row.customerLastName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    source: row.source,
    leadStatus: row.leadStatus,
    createdAt: iso(row.createdAt),
    flaggedAt: row.flaggedAt ? iso(row.flaggedAt) : null,
    signals: row.signals.map((signal) => ({ kind: signal.kind, detail: signal.detail, createdAt: iso(signal.createdAt) })),
    reviewState: row.reviewState,
    reviewReason: row.reviewReason,
    reviewedAt: row.reviewedAt ? iso(row.reviewedAt) : null,
    reviewedBy: row.reviewedBy,
    commissionCents: row.commissionCents,
    commissionState: row.commissionState,
  };
}

/**
 * Issue 30, the fraud review's office side: the review queue of flagged referrals with what was
 * found, and an admin's decision. Clearing lets the commission go on (pending, earned after the
 * hold as usual); rejecting cancels it (or, if it was already earned or paid, takes it back with a
 * clawback row) and e-mails the partner the admin's reason. Totals are the ledger rows' sums.
 */
@Injectable()
export class ReferralFlagsAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly referrals: ReferralPartners,
  ) {}

  async list(query: ListReferralFlagsQueryDto): Promise<PaginatedReferralFlagsResponseDto> {
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    const where = ['l."reviewState" IS NOT NULL'];
    if (query.state) where.push(`l."reviewState" = ${param(query.state)}`);
    if (query.kind) where.push(`EXISTS (SELECT 1 FROM referral_signals k WHERE k."affiliateLeadId" = l.id AND k.kind = ${param(query.kind)})`);
    if (query.affiliateId !== undefined) where.push(`l."affiliateId" = ${param(query.affiliateId)}`);
    const whereSql = `WHERE ${where.join(' AND ')}`;
    const direction = query.order === SortOrder.Desc ? 'DESC' : 'ASC';
    const rows = `${SELECT} ${FROM} ${whereSql} ORDER BY ${SORT_SQL[query.sort]} ${direction}, l.id ${direction} LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`;
    const [[{ total }], items] = await Promise.all([
      this.dataSource.query<{ total: number }[]>(`SELECT count(*)::int AS total ${FROM} ${whereSql}`, params),
      this.dataSource.query<FlagRow[]>(rows, params),
    ]);
    return { items: items.map(toReferralFlagResponse), total, page: query.page, pageSize: query.pageSize };
  }

  async get(id: number, manager: EntityManager = this.dataSource.manager): Promise<ReferralFlagResponseDto> {
    const [row] = await manager.query<FlagRow[]>(`${SELECT} ${FROM} WHERE l.id = $1`, [id]);
    if (!row) throw new NotFoundException(REFERRAL_NOT_FOUND_MESSAGE);
    return toReferralFlagResponse(row);
  }

  /**
   * One transaction, partner then referral locked (the order every commission write takes): the
   * decision (referral-review-flow.ts, else 409), the ledger change of a rejection, the partner's
   * totals and e-mail; the audit line once it is committed.
   */
  async resolve(actor: Actor, id: number, dto: ResolveReferralFlagDto): Promise<ReferralFlagResponseDto> {
    const to = DECISION_STATE[dto.decision];
    const answer = await this.dataSource.transaction(async (manager) => {
      const locked = await this.referrals.lockReferral(manager, id);
      if (!locked) throw new NotFoundException(REFERRAL_NOT_FOUND_MESSAGE);
      const { partner, lead } = locked;
      const refusal = decisionRefusal(lead.reviewState, dto.decision);
      if (refusal) throw new ConflictException(refusal);
      await this.referrals.decideReview(manager, id, { reviewState: to, reviewReason: dto.reason, reviewedAt: new Date(), reviewedById: actor.id });
      if (dto.decision === ReviewDecision.Reject) {
        const cents = await this.cancelCommission(manager, partner.id, lead.id);
        if (cents) await this.referrals.addToPartnerTotals(manager, partner.id, { qualifiedLeads: 0, conversions: 0, commissionCents: -cents });
        await this.mail.enqueue(manager, referralRejectedEmail(this.config, partner, lead, dto.reason));
      }
      return this.get(id, manager);
    });
    StaffAuditLog.record(actor, 'referral review resolved', `affiliate lead ${id}: ${to}`);
    return answer;
  }

  /**
   * A rejected referral's commission: cancelled while it was never earned or paid (in its hold or
   * held by the review); taken back by a clawback row when it was (history is never edited).
   * Answers the cents it removes from the partner's totals (0: no commission, or already reversed).
   */
  private async cancelCommission(manager: EntityManager, affiliateId: number, leadId: number): Promise<number> {
    const [commission] = await manager.query<{ id: number; amountCents: number; bucket: LedgerBucket }[]>(
      `SELECT e.id, e."amountCents", ${LEDGER_BUCKET_SQL} AS bucket FROM commission_entries e JOIN affiliate_leads l ON l.id = e."affiliateLeadId"
       WHERE e."affiliateLeadId" = $1 AND e.kind = 'commission'
         AND NOT EXISTS (SELECT 1 FROM commission_entries cb WHERE cb."affiliateLeadId" = e."affiliateLeadId" AND cb.kind = 'clawback')
       FOR UPDATE OF e`,
      [leadId],
    );
    if (!commission || commission.bucket === LedgerBucket.Cancelled) return 0;
    if (!reversalTakesBack(commission.bucket)) {
      await manager.update(CommissionEntry, { id: commission.id }, { status: CommissionEntryStatus.Cancelled });
      return commission.amountCents;
    }
    await manager.insert(CommissionEntry, {
      affiliateId,
      affiliateLeadId: leadId,
      kind: CommissionEntryKind.Clawback,
      amountCents: -commission.amountCents,
      status: CommissionEntryStatus.Earned,
      earnedAt: new Date(),
    });
    return commission.amountCents;
  }
}
