import { ConflictException } from '@nestjs/common';
import { AffiliateStatus } from './affiliates.enums';

/**
 * The moves of a referral partner (issue 14), in one place: an application is approved (active)
 * or rejected; an active partner can be suspended and reactivated. Rejected is final. The admin
 * API refuses every other move with 409.
 */
export const AFFILIATE_TRANSITIONS: Readonly<Record<AffiliateStatus, readonly AffiliateStatus[]>> = {
  [AffiliateStatus.Pending]: [AffiliateStatus.Active, AffiliateStatus.Rejected],
  [AffiliateStatus.Active]: [AffiliateStatus.Suspended],
  [AffiliateStatus.Suspended]: [AffiliateStatus.Active],
  [AffiliateStatus.Rejected]: [],
};

export function affiliateMoveRefusedMessage(from: AffiliateStatus, to: AffiliateStatus): string {
  return `A partner cannot move from ${from} to ${to}.`;
}

export function allowedAffiliateStatuses(from: AffiliateStatus): AffiliateStatus[] {
  return [...AFFILIATE_TRANSITIONS[from]];
}

export function canMoveAffiliate(from: AffiliateStatus, to: AffiliateStatus): boolean {
  return AFFILIATE_TRANSITIONS[from].includes(to);
}

/** Throws 409 unless the move is allowed. */
export function assertAffiliateMove(from: AffiliateStatus, to: AffiliateStatus): void {
  if (!canMoveAffiliate(from, to)) throw new ConflictException(affiliateMoveRefusedMessage(from, to));
}
