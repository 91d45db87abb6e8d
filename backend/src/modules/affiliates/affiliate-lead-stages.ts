import { defineStatusFlow } from '../../common/status-flow';
import { AffiliateLeadStatus } from './affiliates.enums';

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

/** Issue 30: the review's rule lives in referral-review-flow.ts; re-exported for the ledger's readers. */
export { earnsCommission, EARNS_COMMISSION_SQL } from './referral-review-flow';
