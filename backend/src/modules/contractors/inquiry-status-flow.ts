import { defineStatusFlow } from '../../common/status-flow';
import { ContractorInquiryStatus } from './contractors.enums';

/**
 * The moves of a homeowner's inquiry on the contractor's dashboard (issue 15), in one place:
 * new → replied or closed, replied → closed, closed → new (reopened). A reply e-mailed from the
 * dashboard moves new → replied; replying again to a replied inquiry keeps it replied.
 */
export const inquiryStatusFlow = defineStatusFlow<ContractorInquiryStatus>('an inquiry', {
  [ContractorInquiryStatus.New]: [ContractorInquiryStatus.Replied, ContractorInquiryStatus.Closed],
  [ContractorInquiryStatus.Replied]: [ContractorInquiryStatus.Closed],
  [ContractorInquiryStatus.Closed]: [ContractorInquiryStatus.New],
});
