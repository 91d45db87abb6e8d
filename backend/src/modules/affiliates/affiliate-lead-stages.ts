import { defineStatusFlow } from '../../common/status-flow';
import { AffiliateLeadStatus } from './affiliates.enums';
import type { AffiliateLead } from './entities/affiliate-lead.entity';

/**
 * A referral's stages (issue 14), the one place: new → contacted → qualified → converted; any
 * open stage → lost; converted → lost only as a reversal (which claws the commission back).
 * Lost is final. Every other move answers 409 with referralStatusFlow.refusal.
 */
export const referralStatusFlow = defineStatusFlow<AffiliateLeadStatus>('a referral', {
  [AffiliateLeadStatus.New]: [AffiliateLeadStatus.Contacted, AffiliateLeadStatus.Lost],
  [AffiliateLeadStatus.Contacted]: [AffiliateLeadStatus.Qualified, AffiliateLeadStatus.Lost],
  [AffiliateLeadStatus.Qualified]: [AffiliateLeadStatus.Converted, AffiliateLeadStatus.Lost],
  [AffiliateLeadStatus.Converted]: [AffiliateLeadStatus.Lost],
  [AffiliateLeadStatus.Lost]: [],
});

/** Stages counted in the partner's `qualifiedLeads` (a converted referral was qualified first). */
export const QUALIFIED_STAGES: readonly AffiliateLeadStatus[] = [AffiliateLeadStatus.Qualified, AffiliateLeadStatus.Converted];

/** converted → lost: the conversion is reversed, so its commission is clawed back. */
export function isReversal(from: AffiliateLeadStatus, to: AffiliateLeadStatus): boolean {
  return from === AffiliateLeadStatus.Converted && to === AffiliateLeadStatus.Lost;
}

/**
 * Whether a referral may earn: a referral with an uncleared flag (self-referral, duplicate, a later arrival) earns
 * nothing until the office clears it. Its commission is written at conversion but stays held:
 * never earned, never payable. EARNS_COMMISSION_SQL is the same rule for queries (alias `l`).
 */
export function earnsCommission(lead: Pick<AffiliateLead, 'flag' | 'flagClearedAt'>): boolean {
  return lead.flag === null || lead.flagClearedAt !== null;
}
export const EARNS_COMMISSION_SQL = `(l.flag IS NULL OR l."flagClearedAt" IS NOT NULL)`;
