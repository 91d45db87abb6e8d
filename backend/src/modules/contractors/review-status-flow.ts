import { ConflictException } from '@nestjs/common';
import { ContractorReviewStatus } from './contractors.enums';

/**
 * Review moderation (issue 15: publish, reject, unpublish), in one place: a pending review is
 * published or rejected; a published one can be unpublished (back to pending) or rejected; a
 * rejected one can still be published. Every move that touches `published` recomputes the
 * contractor's averageRating and reviewCount in the same transaction (contractor-ratings.ts).
 */
export const REVIEW_STATUS_MOVES: Readonly<Record<ContractorReviewStatus, readonly ContractorReviewStatus[]>> = {
  [ContractorReviewStatus.Pending]: [ContractorReviewStatus.Published, ContractorReviewStatus.Rejected],
  [ContractorReviewStatus.Published]: [ContractorReviewStatus.Pending, ContractorReviewStatus.Rejected],
  [ContractorReviewStatus.Rejected]: [ContractorReviewStatus.Published],
};

export const reviewMoveRefusedMessage = (from: ContractorReviewStatus, to: ContractorReviewStatus) => `A review cannot move from ${from} to ${to}.`;

export function canMoveReview(from: ContractorReviewStatus, to: ContractorReviewStatus): boolean {
  return REVIEW_STATUS_MOVES[from].includes(to);
}

export function assertReviewMove(from: ContractorReviewStatus, to: ContractorReviewStatus): void {
  if (!canMoveReview(from, to)) throw new ConflictException(reviewMoveRefusedMessage(from, to));
}
