import { defineStatusFlow } from '../../common/status-flow';
import { AffiliateStatus } from './affiliates.enums';

/**
 * The moves of a referral partner (issue 14), in one place: an application is approved (active)
 * or rejected; an active partner can be suspended and reactivated. Rejected is final. The admin
 * API refuses every other move with 409.
 */
export const partnerStatusFlow = defineStatusFlow<AffiliateStatus>('a partner', {
  [AffiliateStatus.Pending]: [AffiliateStatus.Active, AffiliateStatus.Rejected],
  [AffiliateStatus.Active]: [AffiliateStatus.Suspended],
  [AffiliateStatus.Suspended]: [AffiliateStatus.Active],
  [AffiliateStatus.Rejected]: [],
});
