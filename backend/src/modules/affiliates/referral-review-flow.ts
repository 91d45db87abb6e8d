import { defineStatusFlow } from '../../common/status-flow';
import { ReferralReviewState } from './affiliates.enums';
import type { AffiliateLead } from './entities/affiliate-lead.entity';

/**
 * Issue 30, the fraud review of a referral, the one place: a referral with a signal is under review
 * and earns nothing; an admin clears it (the commission goes on) or rejects it (the commission is
 * cancelled, the partner is told why). Rejected is final. A cleared referral goes back under review
 * only when something new is found later (a customer who then came through another partner's
 * link). A second decision is refused with reviewFlow.refusal (409).
 */
export const reviewFlow = defineStatusFlow<ReferralReviewState>(
  'a referral review',
  {
    [ReferralReviewState.UnderReview]: [ReferralReviewState.Cleared, ReferralReviewState.Rejected],
    [ReferralReviewState.Cleared]: [ReferralReviewState.UnderReview],
    [ReferralReviewState.Rejected]: [],
  },
  {
    [ReferralReviewState.UnderReview]: 'under review',
    [ReferralReviewState.Cleared]: 'cleared',
    [ReferralReviewState.Rejected]: 'rejected',
  },
);

/** The admin's two decisions and the state each leads to. */
export enum ReviewDecision {
  Clear = 'clear',
  Reject = 'reject',
}
export const DECISION_STATE: Record<ReviewDecision, ReferralReviewState> = {
  [ReviewDecision.Clear]: ReferralReviewState.Cleared,
  [ReviewDecision.Reject]: ReferralReviewState.Rejected,
};

/** The 409 of a decision on a referral whose review is already decided (or that was never flagged). */
export function decisionRefusal(state: ReferralReviewState | null, decision: ReviewDecision): string | null {
  if (state === null) return 'This referral has no flag to review: nothing was found that holds its commission.';
  if (reviewFlow.canMove(state, DECISION_STATE[decision])) return null;
  return `${reviewFlow.refusal(state, DECISION_STATE[decision])} This referral was already ${state === ReferralReviewState.Cleared ? 'cleared' : 'rejected'}; a decision cannot be changed.`;
}

/**
 * Whether a referral may earn: one under review (or rejected) earns nothing. Its commission is
 * written at conversion but stays held while under review: never earned, never payable.
 * EARNS_COMMISSION_SQL is the same rule for queries (alias `l`).
 */
export function earnsCommission(lead: Pick<AffiliateLead, 'reviewState'>): boolean {
  return lead.reviewState === null || lead.reviewState === ReferralReviewState.Cleared;
}
export const EARNS_COMMISSION_SQL = `(l."reviewState" IS NULL OR l."reviewState" = 'cleared')`;
