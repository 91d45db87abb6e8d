import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AffiliateLead } from './entities/affiliate-lead.entity';
import { Affiliate } from './entities/affiliate.entity';

/** What the office may change on a referral: its quality, notes and stage (with the stage's time). */
export type ReferralChanges = Partial<Pick<AffiliateLead, 'leadQuality' | 'notes' | 'leadStatus' | 'stageChangedAt'>>;

/** A converted referral's money, as numeric(12,2) text (written from cents, never through a float). */
export interface ReferralConversionMoney {
  conversionValue: string;
  netProfit: string;
  commissionAmount: string;
}

/** The moves of a partner's running totals that one referral event brings. */
export interface PartnerTotalsDelta {
  qualifiedLeads: number;
  conversions: number;
  /** US cents, added to totalCommissionEarned in SQL (negative for a clawback or a cancellation). */
  commissionCents: number;
}

/**
 * The partners and referrals as the commissions module reads and changes them (issue 26): the
 * affiliates module owns these tables, so the ledger asks here instead of querying them itself.
 * Every method runs in the caller's transaction (`manager`), so a ledger write and the referral or
 * partner change it goes with commit together; locks are taken partner first, then referral, the
 * order every commission write keeps.
 */
@Injectable()
export class ReferralPartners {
  /** The signed-in user's partner row: the one linked to the account, else the one with its e-mail that is linked to nobody. */
  partnerOfUser(manager: EntityManager, user: { id: number; email: string }): Promise<Affiliate | null> {
    return manager
      .getRepository(Affiliate)
      .createQueryBuilder('a')
      .where('a."userId" = :id OR (a."userId" IS NULL AND a.email = :email)', { id: user.id, email: user.email.trim().toLowerCase() })
      .orderBy('a."userId" IS NULL', 'ASC')
      .getOne();
  }

  /** A partner's name and W-9 flag (what decides whether they can be paid), or null. */
  payee(manager: EntityManager, id: number): Promise<Pick<Affiliate, 'id' | 'firstName' | 'lastName' | 'w9Submitted'> | null> {
    return manager.getRepository(Affiliate).findOne({ where: { id }, select: { id: true, firstName: true, lastName: true, w9Submitted: true } });
  }

  /** The partner's row, locked for update until the caller's transaction ends; null when there is none. */
  lockPartner(manager: EntityManager, id: number): Promise<Affiliate | null> {
    return manager.getRepository(Affiliate).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** A referral and its partner, both locked for update (partner first); null when there is no such referral. */
  async lockReferral(manager: EntityManager, id: number): Promise<{ partner: Affiliate; lead: AffiliateLead } | null> {
    const found = await manager.getRepository(AffiliateLead).findOne({ where: { id }, select: { id: true, affiliateId: true } });
    if (!found) return null;
    const partner = await manager.getRepository(Affiliate).findOneOrFail({ where: { id: found.affiliateId }, lock: { mode: 'pessimistic_write' } });
    const lead = await manager.getRepository(AffiliateLead).findOneOrFail({ where: { id }, lock: { mode: 'pessimistic_write' } });
    return { partner, lead };
  }

  async updateReferral(manager: EntityManager, id: number, changes: ReferralChanges): Promise<void> {
    await manager.getRepository(AffiliateLead).update({ id }, changes);
  }

  /** Issue 30: an admin's decision on a referral's fraud review (the state move is checked by the caller, referral-review-flow.ts). */
  async decideReview(
    manager: EntityManager,
    id: number,
    decision: Pick<AffiliateLead, 'reviewState' | 'reviewReason' | 'reviewedAt' | 'reviewedById'>,
  ): Promise<void> {
    await manager.getRepository(AffiliateLead).update({ id }, decision);
  }

  /** Records a converted referral's value, net profit and commission. */
  async recordConversion(manager: EntityManager, id: number, money: ReferralConversionMoney): Promise<void> {
    // The columns' transformer passes a written value through unchanged: the text goes to PostgreSQL as is, so no float ever holds the money.
    await manager.getRepository(AffiliateLead).update({ id }, money as unknown as Pick<AffiliateLead, keyof ReferralConversionMoney>);
  }

  /** Moves the partner's running totals with a referral event, in SQL from cents (never through a float). */
  async addToPartnerTotals(manager: EntityManager, id: number, delta: PartnerTotalsDelta): Promise<void> {
    await manager.query(
      `UPDATE affiliates SET "qualifiedLeads" = "qualifiedLeads" + $2, conversions = conversions + $3,
         "totalCommissionEarned" = "totalCommissionEarned" + ($4::int::numeric / 100), "updatedAt" = now() WHERE id = $1`,
      [id, delta.qualifiedLeads, delta.conversions, delta.commissionCents],
    );
  }

  /** The referrals whose commission was just paid: their `commissionPaid` becomes 'true'. */
  async markCommissionPaid(manager: EntityManager, ids: number[]): Promise<void> {
    if (!ids.length) return;
    await manager.query(`UPDATE affiliate_leads SET "commissionPaid" = 'true', "updatedAt" = now() WHERE id = ANY($1)`, [ids]);
  }
}
