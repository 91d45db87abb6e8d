import { defineStatusFlow } from '../../common/status-flow';
import { ContractorInquiryStatus } from './contractors.enums';

/**
 * The moves of a homeowner's inquiry on the contractor's dashboard (issue 15), in one place:
 * new → replied or closed, replied → closed, closed → new (reopened). A reply e-mailed from the
 * dashboard moves new → replied; replying again to a replied inquiry keeps it replied.
 *
 * issue 31: from new, replied or closed, the contractor or the office marks the job done
 * (markInquiryJobDone), which e-mails the homeowner a one-time review link. Job done is final: the
 * link is out, so the inquiry never goes back (marking it again changes and sends nothing).
 */
export const inquiryStatusFlow = defineStatusFlow<ContractorInquiryStatus>(
  'an inquiry',
  {
    [ContractorInquiryStatus.New]: [ContractorInquiryStatus.Replied, ContractorInquiryStatus.Closed, ContractorInquiryStatus.JobDone],
    [ContractorInquiryStatus.Replied]: [ContractorInquiryStatus.Closed, ContractorInquiryStatus.JobDone],
    [ContractorInquiryStatus.Closed]: [ContractorInquiryStatus.New, ContractorInquiryStatus.JobDone],
    [ContractorInquiryStatus.JobDone]: [],
  },
  { new: 'new', replied: 'replied', closed: 'closed', job_done: 'job done' },
);

/** The moves updateContractorInquiry makes; job done has its own operation, which sends the review link. */
export function plainInquiryMoves(from: ContractorInquiryStatus): ContractorInquiryStatus[] {
  return inquiryStatusFlow.allowed(from).filter((to) => to !== ContractorInquiryStatus.JobDone);
}
