import { defineStatusFlow } from '../../common/status-flow';
import { ContractorPhotoStatus } from './contractors.enums';

/**
 * Portfolio photo moderation (issue 31), in one place: the office approves a pending photo (its
 * sizes become public) or rejects it with a reason; an approved photo can be taken down (rejected)
 * later, or goes back to pending when the contractor changes its words (the office checks them
 * again). A rejected photo's sizes are deleted, so it never comes back: the contractor uploads a new one.
 */
export const photoStatusFlow = defineStatusFlow<ContractorPhotoStatus>('a photo', {
  [ContractorPhotoStatus.Pending]: [ContractorPhotoStatus.Approved, ContractorPhotoStatus.Rejected],
  [ContractorPhotoStatus.Approved]: [ContractorPhotoStatus.Pending, ContractorPhotoStatus.Rejected],
  [ContractorPhotoStatus.Rejected]: [],
});
