import { canMoveBy, depositOfficeFlows, depositStatusFlow, DepositMover, paidDepositSql } from './deposit-status-flow';
import { DepositPaymentProvider, DepositStatus } from './deposits.enums';

const S = DepositStatus;
const pairs = (moves: Readonly<Record<DepositStatus, readonly DepositStatus[]>>) =>
  Object.entries(moves)
    .flatMap(([from, tos]) => tos.map((to) => `${from}→${to}`))
    .sort();

describe('deposit-status-flow (issues 13 and 29): every legal move, and who may make it', () => {
  it('invoice deposits keep the office’s issue 13 moves', () => {
    expect(pairs(depositOfficeFlows[DepositPaymentProvider.Invoice].moves)).toEqual(
      ['pending→invoiced', 'pending→cancelled', 'invoiced→paid', 'invoiced→cancelled', 'paid→refunded'].sort(),
    );
  });

  it('on a Stripe deposit the office may only cancel one that is not paid', () => {
    expect(pairs(depositOfficeFlows[DepositPaymentProvider.Stripe].moves)).toEqual(['failed→cancelled', 'pending→cancelled']);
    expect(() => depositOfficeFlows[DepositPaymentProvider.Stripe].assert(S.Pending, S.Paid)).toThrow(
      'A deposit paid through Stripe cannot move from pending to paid.',
    );
  });

  it('payment moves are the webhook’s, expiry the hold job’s, refunded a refund’s: none of them another’s', () => {
    expect(canMoveBy(DepositMover.StripeWebhook, S.Pending, S.Processing)).toBe(true);
    expect(canMoveBy(DepositMover.StripeWebhook, S.Processing, S.Paid)).toBe(true);
    expect(canMoveBy(DepositMover.StripeWebhook, S.Failed, S.Paid)).toBe(true);
    expect(canMoveBy(DepositMover.StripeWebhook, S.Paid, S.Processing)).toBe(false);
    expect(canMoveBy(DepositMover.StripeWebhook, S.Expired, S.Paid)).toBe(false);
    expect(canMoveBy(DepositMover.StripeWebhook, S.Pending, S.Expired)).toBe(false);
    expect(canMoveBy(DepositMover.HoldJob, S.Pending, S.Expired)).toBe(true);
    expect(canMoveBy(DepositMover.HoldJob, S.Processing, S.Expired)).toBe(false);
    expect(canMoveBy(DepositMover.Refund, S.Paid, S.Refunded)).toBe(true);
    expect(canMoveBy(DepositMover.Refund, S.Pending, S.Refunded)).toBe(false);
  });

  it('the whole flow is the union, and refunded, cancelled and expired are final', () => {
    for (const status of [S.Refunded, S.Cancelled, S.Expired]) expect(depositStatusFlow.allowed(status)).toEqual([]);
    expect(depositStatusFlow.canMove(S.Pending, S.Processing)).toBe(true);
    expect(depositStatusFlow.canMove(S.Invoiced, S.Paid)).toBe(true);
    expect(depositStatusFlow.canMove(S.Paid, S.Pending)).toBe(false);
  });

  it('"really paid" in SQL is paid or refunded with paidAt', () => {
    expect(paidDepositSql('d')).toBe(`(d.status IN ('paid', 'refunded') AND d."paidAt" IS NOT NULL)`);
  });
});
