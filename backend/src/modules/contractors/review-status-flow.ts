import { defineStatusFlow } from '../../common/status-flow';
import { ContractorReviewStatus } from './contractors.enums';

/**
 * Review moderation (issue 15: publish, reject, unpublish), in one place: a pending review is
 * published or rejected; a published one can be unpublished (back to pending) or rejected; a
 * rejected one can still be published. Every move that touches `published` recomputes the
 * contractor's averageRating and reviewCount in the same transaction (contractor-ratings.ts).
 */
export const reviewStatusFlow = defineStatusFlow<ContractorReviewStatus>('a review', {
  [ContractorReviewStatus.Pending]: [ContractorReviewStatus.Published, ContractorReviewStatus.Rejected],
  [ContractorReviewStatus.Published]: [ContractorReviewStatus.Pending, ContractorReviewStatus.Rejected],
  [ContractorReviewStatus.Rejected]: [ContractorReviewStatus.Published],
});
