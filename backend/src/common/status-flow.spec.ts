import { ConflictException } from '@nestjs/common';
import { partnerStatusFlow } from '../modules/affiliates/affiliate-status-flow';
import { referralStatusFlow } from '../modules/affiliates/affiliate-lead-stages';
import { commissionPaymentStatusFlow } from '../modules/commissions/commission-rules';
import { quoteRequestStatusFlow } from '../modules/contact/quote-request-status';
import { contractorStatusFlow } from '../modules/contractors/contractor-status-flow';
import { inquiryStatusFlow } from '../modules/contractors/inquiry-status-flow';
import { reviewStatusFlow } from '../modules/contractors/review-status-flow';
import { photoStatusFlow } from '../modules/contractors/photo-status-flow';
import { depositStatusFlow } from '../modules/deposits/deposit-status-flow';
import { designStatusFlow } from '../modules/designs/design-status-flow';
import { leadStatusFlow } from '../modules/leads/lead-pipeline';
import { defineStatusFlow } from './status-flow';

/**
 * Every state machine's table, written out as a literal: a change to a flow must change this file
 * too, on purpose. The issues that set each rule are named beside it.
 */
describe('the status flows', () => {
  it.each([
    [
      'leads (issue 13)',
      leadStatusFlow,
      {
        pending: ['contacted', 'scheduled', 'lost'],
        contacted: ['scheduled', 'qualified', 'lost'],
        scheduled: ['contacted', 'qualified', 'lost'],
        qualified: ['won', 'lost'],
        won: ['qualified'],
        lost: ['contacted'],
      },
    ],
    [
      'deposits (issues 13 and 29)',
      depositStatusFlow,
      {
        pending: ['invoiced', 'cancelled', 'processing', 'paid', 'failed', 'expired'],
        invoiced: ['paid', 'cancelled'],
        processing: ['paid', 'failed'],
        paid: ['refunded'],
        failed: ['cancelled', 'processing', 'paid', 'expired'],
        expired: [],
        refunded: [],
        cancelled: [],
      },
    ],
    ['quote requests (issue 13)', quoteRequestStatusFlow, { new: ['replied', 'closed'], replied: ['closed'], closed: ['new'] }],
    ['partners (issue 14)', partnerStatusFlow, { pending: ['active', 'rejected'], active: ['suspended'], suspended: ['active'], rejected: [] }],
    [
      'referrals (issue 14)',
      referralStatusFlow,
      { new: ['contacted', 'lost'], contacted: ['qualified', 'lost'], qualified: ['converted', 'lost'], converted: ['lost'], lost: [] },
    ],
    ['contractors (issue 15)', contractorStatusFlow, { pending: ['approved', 'rejected'], approved: ['unpublished'], unpublished: ['approved'], rejected: [] }],
    // issue 31: no unpublish (a review is hidden only for a published reason); job done, final, from any other status.
    ['reviews (issues 15, 31)', reviewStatusFlow, { pending: ['published', 'rejected'], published: ['rejected'], rejected: ['published'] }],
    [
      'inquiries (issues 15, 31)',
      inquiryStatusFlow,
      { new: ['replied', 'closed', 'job_done'], replied: ['closed', 'job_done'], closed: ['new', 'job_done'], job_done: [] },
    ],
    ['portfolio photos (issue 31)', photoStatusFlow, { pending: ['approved', 'rejected'], approved: ['pending', 'rejected'], rejected: [] }],
    ['commission payments (issue 14)', commissionPaymentStatusFlow, { pending: ['paid', 'cancelled'], paid: [], cancelled: [] }],
    ['plans (issue 31)', designStatusFlow, { draft: ['active'], active: ['archived'], archived: ['active'] }],
  ])('%s move exactly as the table says', (_name, flow, table) => {
    expect(flow.moves).toEqual(table);
    for (const [from, targets] of Object.entries(table) as [string, string[]][]) {
      expect((flow.allowed as (from: string) => string[])(from)).toEqual(targets);
    }
  });

  it('refuses any other move with a 409 and a sentence, naming statuses in the office’s words where given', () => {
    expect(() => depositStatusFlow.assert('paid' as never, 'pending' as never)).toThrow(new ConflictException('A deposit cannot move from paid to pending.'));
    expect(() => inquiryStatusFlow.assert('replied' as never, 'new' as never)).toThrow('An inquiry cannot move from replied to new.');
    expect(leadStatusFlow.refusal('won' as never, 'scheduled' as never)).toBe('A lead cannot move from Won to Call scheduled.');
    expect(() => depositStatusFlow.assert('pending' as never, 'invoiced' as never)).not.toThrow();
  });

  it('does not count staying put as a move', () => {
    const flow = defineStatusFlow<'open' | 'shut'>('a door', { open: ['shut'], shut: ['open'] });
    expect(flow.canMove('open', 'open')).toBe(false);
    expect(flow.refusal('open', 'open')).toBe('A door cannot move from open to open.');
  });
});
