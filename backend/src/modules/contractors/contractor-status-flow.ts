import { defineStatusFlow } from '../../common/status-flow';
import { ContractorStatus } from './contractors.enums';

/**
 * The moves of a listing (issue 15), the one place this rule lives: an application is approved
 * (published) or rejected; an approved listing can be unpublished and republished. Rejected is
 * final (the applicant applies again). Everything else is refused with 409.
 */
export const contractorStatusFlow = defineStatusFlow<ContractorStatus>('a contractor', {
  [ContractorStatus.Pending]: [ContractorStatus.Approved, ContractorStatus.Rejected],
  [ContractorStatus.Approved]: [ContractorStatus.Unpublished],
  [ContractorStatus.Unpublished]: [ContractorStatus.Approved],
  [ContractorStatus.Rejected]: [],
});
