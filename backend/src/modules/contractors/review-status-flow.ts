import { defineStatusFlow } from '../../common/status-flow';
import { ContractorReviewStatus } from './contractors.enums';

/**
 * Review moderation, in one place. issue 31: a review written through a job link is published at
 * once (the FTC's 2024 rule favours publishing every genuine review), and the office may then
 * only remove it (rejected) for one of the published reasons (shared/review-removal-reasons.ts),
 * or restore a removed one. Hiding a review without a reason (the old unpublish, published →
 * pending) is gone. Pending remains for the reviews written before job links: published or removed.
 * Every move that touches `published` recomputes the contractor's averageRating and reviewCount in
 * the same transaction (contractor-ratings.ts).
 */
export const reviewStatusFlow = defineStatusFlow<ContractorReviewStatus>(
  'a review',
  {
    [ContractorReviewStatus.Pending]: [ContractorReviewStatus.Published, ContractorReviewStatus.Rejected],
    [ContractorReviewStatus.Published]: [ContractorReviewStatus.Rejected],
    [ContractorReviewStatus.Rejected]: [ContractorReviewStatus.Published],
  },
  { pending: 'pending', published: 'published', rejected: 'removed' },
);
